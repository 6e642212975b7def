import Foundation
import SnapshotStore
import SnapshotTools
import TextDiff
import TextRendering
import ViewDataSupport

/// `viewdata snapshots review --html DIR`: one page of every pending change, the reference and
/// the actual output side by side and the diff under them, for a browser (a CI run's artifact,
/// a pull request's review) rather than a terminal.
///
/// Text is HTML-escaped, so a reference of untrusted text cannot carry markup; the page has no
/// script and a content security policy that allows none. SVG references (`.svg(width:)`)
/// are shown as pictures, embedded as `data:` URLs in `<img>`, where an SVG cannot run
/// anything and which a browser will not open as a page of its own. A reference that is a
/// symbolic link is not read: a pull request could point one at a secret.
struct SnapshotReviewPage {
    var catalogs: [SnapshotCatalog]

    /// Writes `index.html` into `directory`.
    ///
    /// - Returns: How many pending changes the page shows.
    /// - Throws: `SnapshotError` naming the file that could not be read or written.
    func write(into directory: URL) throws -> Int {
        var sections: [String] = []
        var number = 0
        for catalog in catalogs {
            for snapshot in try catalog.pending() {
                number += 1
                let name = catalog.name(of: snapshot)
                let (reference, actual) = try texts(of: snapshot, in: catalog)
                var section = "<section id=\"change-\(number)\">\n<h2>\(number). \(name.markupEscaped())\(snapshot.isInline ? " (inline snapshot)" : "")</h2>\n"
                if snapshot.reference.pathExtension == "svg", !snapshot.isInline {
                    var images: [String] = []
                    for (side, url) in [("reference", snapshot.reference), ("actual", snapshot.pending)] {
                        guard let data = try Self.readData(url, in: catalog) else {
                            images.append("<div class=\"\(side)\"><p>(no reference yet)</p></div>")
                            continue
                        }
                        let source = "data:image/svg+xml;base64," + data.base64EncodedString()
                        images.append("<div class=\"\(side)\"><h3>\(side)</h3><img class=\"\(side)\" src=\"\(source)\" alt=\"\(side)\"></div>")
                    }
                    section += "<div class=\"sides\">\n" + images.joined(separator: "\n") + "\n</div>\n"
                } else {
                    section += "<div class=\"sides\">\n"
                    section += reference.map { "<div><h3>reference</h3><pre class=\"reference\">\($0.markupEscaped())</pre></div>\n" }
                        ?? "<div><h3>reference</h3><p class=\"reference\">(no reference yet)</p></div>\n"
                    section += "<div><h3>actual</h3><pre class=\"actual\">\(actual.markupEscaped())</pre></div>\n</div>\n"
                }
                if let reference {
                    section += "<h3>diff</h3>\n<pre class=\"diff\">" + diffLines(from: reference, to: actual) + "</pre>\n"
                }
                sections.append(section + "</section>\n")
            }
        }
        let page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
            <title>Pending snapshots (\(number))</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 1.5em; color: #1d1f21; }
            pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; background: #f4f4f4; padding: 0.5em; overflow-x: auto; }
            .sides { display: flex; gap: 1em; align-items: flex-start; }
            .sides > div { flex: 1; min-width: 0; }
            .diff .insert { background: #dfd; }
            .diff .delete { background: #fdd; }
            img { max-width: 100%; border: 1px solid #ccc; }
            </style>
            </head>
            <body>
            <h1>Pending snapshots: \(number)</h1>
            <p>Accept or reject them with <code>viewdata snapshots review</code>, <code>accept</code> or <code>reject</code>.</p>

            """ + sections.joined() + "</body>\n</html>\n"
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileReplacement.write(Data(page.utf8), to: directory.appendingPathComponent("index.html"))
        } catch let error as FileReplacementError {
            throw SnapshotError(code: .fileSystem, "Cannot write the review page in '\(directory.path)': it \(error.reason)")
        } catch {
            throw SnapshotError(code: .fileSystem, "Cannot write the review page in '\(directory.path)': \(error.localizedDescription)")
        }
        return number
    }

    /// The reference's text (`nil` when there is none yet) and the actual output's, as the
    /// files hold them (final line feed dropped); for an inline snapshot, the closure's text
    /// and the new one.
    private func texts(of snapshot: SnapshotCatalog.Pending, in catalog: SnapshotCatalog) throws -> (String?, String) {
        if snapshot.isInline {
            let edit = try InlineEdit.read(snapshot.pending, displayPath: catalog.displayPath(snapshot.pending))
            return (edit.expected, edit.text)
        }
        let shown = catalog.displayPath(snapshot.reference)
        let actual = try Self.readData(snapshot.pending, in: catalog)
            .map { try SnapshotFile.contents(of: $0, displayPath: shown + ".new").text } ?? ""
        let reference = try Self.readData(snapshot.reference, in: catalog).map { try SnapshotFile.contents(of: $0, displayPath: shown) }
        return (reference.map { $0.textWithLF ?? $0.text }, actual)
    }

    /// A file's bytes, `nil` when there is none.
    ///
    /// - Throws: `SnapshotError` for a symbolic link, which is not followed.
    private static func readData(_ url: URL, in catalog: SnapshotCatalog) throws -> Data? {
        if DirectoryListing.kindWithoutFollowing(atPath: url.path) == .symbolicLink {
            throw SnapshotError(code: .notASnapshot, "'\(catalog.displayPath(url))' is a symbolic link; the review page does not follow it.")
        }
        return try SnapshotFile.readData(url, displayPath: catalog.displayPath(url))
    }

    /// The unified diff's lines, escaped, insertions and deletions marked for colour.
    private func diffLines(from reference: String, to actual: String) -> String {
        LineDiff(from: reference + "\n", to: actual + "\n").unified(context: 3, oldName: "reference", newName: "actual")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> String in
                let escaped = String(line).markupEscaped()
                if line.hasPrefix("+"), !line.hasPrefix("+++") { return "<span class=\"insert\">\(escaped)</span>" }
                if line.hasPrefix("-"), !line.hasPrefix("---") { return "<span class=\"delete\">\(escaped)</span>" }
                return escaped
            }
            .joined(separator: "\n")
    }
}
