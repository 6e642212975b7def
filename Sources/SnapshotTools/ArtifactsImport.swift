import Foundation
import SnapshotStore
import ViewDataSupport

/// Accepts what a CI run left in its artifacts folder (`SNAPSHOT_ARTIFACTS`, or Bazel's
/// `TEST_UNDECLARED_OUTPUTS_DIR`), downloaded: `viewdata snapshots accept --from DIR`.
///
/// The folder has the references' layout (`DIR/<TestFile>/<test>.<n or name>.<ext>`, with
/// `.reference` and `.diff` files beside, which are not references). Each output becomes the
/// reference of the same name, in the references folder that holds its test file's folder:
/// the only one that does, or, when none does (a new test file), the only catalog there is.
/// Each file is written atomically, a stale `.new` of it removed.
package struct ArtifactsImport: Sendable {
    /// One output, and where it goes or why it cannot.
    package struct Item: Sendable {
        /// The artifact.
        package var source: URL
        /// The reference it becomes; `nil` when there is no one place for it.
        package var destination: URL?
        /// The catalog of the destination.
        package var catalog: SnapshotCatalog?
        /// Why it cannot be accepted, when it cannot.
        package var problem: String?
    }

    /// The artifacts folder.
    package var directory: URL
    /// The references folders it may go into.
    package var catalogs: [SnapshotCatalog]

    package init(directory: URL, catalogs: [SnapshotCatalog]) {
        self.directory = directory.standardizedFileURL
        self.catalogs = catalogs
    }

    /// Every output in the folder and where it goes, sorted by path.
    ///
    /// - Throws: `SnapshotError` `.fileSystem` when the folder cannot be read.
    package func plan() throws -> [Item] {
        let folders: [DirectoryListing.Entry]
        do {
            folders = try DirectoryListing.entries(atPath: directory.path)
        } catch {
            throw SnapshotError(code: .fileSystem, "Cannot read the artifacts folder '\(directory.path)': \(SystemCalls.describe(error)).")
        }
        var items: [Item] = []
        for folder in folders where folder.kind == .folder && !folder.name.hasPrefix(".") {
            let folderURL = directory.appendingPathComponent(folder.name)
            let files = (try? DirectoryListing.entries(atPath: folderURL.path)) ?? []
            let holding = catalogs.filter { SystemCalls.kind(at: $0.directory.appendingPathComponent(folder.name).path) == .folder }
            for file in files where file.kind == .file && !file.name.hasPrefix(".") {
                let name = file.name
                if name.hasSuffix(".reference") || name.hasSuffix(".diff") || name.hasSuffix(".new") { continue }
                // Only what is named like a reference: `<test>.<n or name>.<ext>`.
                guard name.utf8.lazy.filter({ $0 == UInt8(ascii: ".") }).count >= 2 else { continue }
                let source = folderURL.appendingPathComponent(name)
                let target = holding.count == 1 ? holding[0] : holding.isEmpty && catalogs.count == 1 ? catalogs[0] : nil
                guard let target else {
                    let why = holding.isEmpty
                        ? "no references folder here has a '\(folder.name)' folder, and there are \(catalogs.count)"
                        : "\(holding.count) references folders have a '\(folder.name)' folder"
                    items.append(Item(source: source, problem: "\(why); name one with --directory"))
                    continue
                }
                items.append(Item(
                    source: source, destination: target.directory.appendingPathComponent(folder.name).appendingPathComponent(name),
                    catalog: target))
            }
        }
        return items.sorted { $0.source.path < $1.source.path }
    }

    /// Writes `item`'s output over its reference, atomically, and removes a stale `.new`.
    ///
    /// - Throws: `SnapshotError` naming the file.
    package func accept(_ item: Item) throws {
        guard let destination = item.destination, let catalog = item.catalog else {
            throw SnapshotError(code: .notASnapshot, "'\(item.source.path)': \(item.problem ?? "no place to go").")
        }
        let shown = catalog.displayPath(destination)
        // The folders are resolved and must stay inside the references folder, and a link is
        // never written through: an artifact cannot reach a file elsewhere.
        let realDirectory = catalog.directory.resolvingSymlinksInPath().path
        let existingFolder = destination.deletingLastPathComponent()
        if SystemCalls.kind(at: existingFolder.path) != nil,
           !existingFolder.resolvingSymlinksInPath().path.hasPrefix(realDirectory + "/")
        {
            throw SnapshotError(code: .notASnapshot, "'\(shown)' leads outside '\(catalog.displayPath(catalog.directory))'; not written.")
        }
        if let entry = try? DirectoryListing.entries(atPath: existingFolder.path).first(where: { $0.name == destination.lastPathComponent }),
           entry.kind != .file
        {
            throw SnapshotError(code: .notASnapshot, "'\(shown)' is not a regular file (a link?); not written.")
        }
        let data: Data
        do {
            data = try Data(contentsOf: item.source)
        } catch {
            throw SnapshotError(code: .fileSystem, "Cannot read '\(item.source.path)': \(error.localizedDescription)")
        }
        // What is accepted must be a reference this package can read.
        _ = try SnapshotFile.contents(of: data, displayPath: item.source.path)
        do {
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw SnapshotError(code: .fileSystem, "Cannot write '\(shown)': \(error.localizedDescription)")
        }
        do throws(FileReplacementError) {
            try FileReplacement.write(data, to: destination)
        } catch {
            throw SnapshotError(code: .fileSystem, "Cannot write '\(shown)': it \(error.reason)")
        }
        try SnapshotFile.remove(SnapshotFile.pendingURL(for: destination), displayPath: shown + ".new")
    }
}
