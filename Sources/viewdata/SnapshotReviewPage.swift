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
/// Text is HTML-escaped, so a reference of untrusted text cannot carry markup, and the page
/// has no script. SVG references (`.svg(width:)`) are shown as pictures: copied beside the
/// page and loaded with `<img>`, where an SVG cannot run anything either.
struct SnapshotReviewPage {
    var catalogs: [SnapshotCatalog]

    /// Writes `index.html` (and the pictures it shows, under `files/`) into `directory`.
    ///
    /// - Returns: How many pending changes the page shows.
    /// - Throws: `SnapshotError` naming the file that could not be read or written.
    func write(into directory: URL) throws -> Int {
        var sections: [String] = []
        var pictures: [(name: String, data: Data)] = []
        var number = 0
        for catalog in catalogs {
            for snapshot in try catalog.pending() {
                number += 1
                let name = catalog.name(of: snapshot)
                let (reference, actual) = try texts(of: snapshot, in: catalog)
                var section = "<section id=\"change-\(number)\">\n<h2>\(number). \(Self.escaped(name))\(snapshot.isInline ? " (inline snapshot)" : "")</h2>\n"
                if snapshot.reference.pathExtension == "svg", !snapshot.isInline {
                    var images: [String] = []
                    for (side, url) in [("reference", snapshot.reference), ("actual", snapshot.pending)] {
                        guard let data = try SnapshotFile.readData(url, displayPath: catalog.displayPath(url)) else {
                            images.append("<div class=\"\(side)\"><p>(no reference yet)</p></div>")
                            continue
                        }
                        // The file as it is, loaded by <img>: an SVG there cannot run anything.
                        let file = "files/\(number)-\(side).svg"
                        pictures.append((file, data))
                        images.append("<div class=\"\(side)\"><h3>\(side)</h3><img class=\"\(side)\" src=\"\(file)\" alt=\"\(side)\"></div>")
                    }
                    section += "<div class=\"sides\">\n" + images.joined(separator: "\n") + "\n</div>\n"
                } else {
                    section += "<div class=\"sides\">\n"
                    section += reference.map { "<div><h3>reference</h3><pre class=\"reference\">\(Self.escaped($0))</pre></div>\n" }
                        ?? "<div><h3>reference</h3><p class=\"reference\">(no reference yet)</p></div>\n"
                    section += "<div><h3>actual</h3><pre class=\"actual\">\(Self.escaped(actual))</pre></div>\n</div>\n"
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
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("files"), withIntermediateDirectories: true)
            for (name, data) in pictures {
                try FileReplacement.write(data, to: directory.appendingPathComponent(name))
            }
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
        let actual = try SnapshotFile.read(snapshot.pending, displayPath: shown + ".new")?.text ?? ""
        let reference = try SnapshotFile.read(snapshot.reference, displayPath: shown)
        return (reference.map { $0.textWithLF ?? $0.text }, actual)
    }

    /// The unified diff's lines, escaped, insertions and deletions marked for colour.
    private func diffLines(from reference: String, to actual: String) -> String {
        LineDiff(from: reference + "\n", to: actual + "\n").unified(context: 3, oldName: "reference", newName: "actual")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> String in
                let escaped = Self.escaped(String(line))
                if line.hasPrefix("+"), !line.hasPrefix("+++") { return "<span class=\"insert\">\(escaped)</span>" }
                if line.hasPrefix("-"), !line.hasPrefix("---") { return "<span class=\"delete\">\(escaped)</span>" }
                return escaped
            }
            .joined(separator: "\n")
    }

    /// `text` with `&`, `<`, `>` and `"` as HTML entities (attributes here are double-quoted).
    static func escaped(_ text: String) -> String {
        text.markupEscaped()
    }
}
