import Foundation

/// A new, empty folder under the system's temporary directory, for tests that write files;
/// `remove()` deletes it and everything in it.
///
/// ```swift
/// let folder = try TemporaryFolder("replay")
/// defer { folder.remove() }
/// try folder.write("{}", to: "logs/state.jsonl")
/// #expect(folder.contents("logs/state.jsonl") == "{}")
/// ```
public struct TemporaryFolder: Sendable {
    /// The folder, with symbolic links in its path resolved (macOS's `/var` is one), so paths
    /// built under it compare equal to the ones code under test resolves.
    public let url: URL

    /// Makes the folder, named after `name` and a UUID.
    public init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewdatakit-\(name)-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The folder as a file-system path.
    public var path: String { url.path }

    /// The URL of `relativePath` inside the folder.
    public func file(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    /// The UTF-8 text of `relativePath`, or `nil` when it cannot be read.
    public func contents(_ relativePath: String) -> String? {
        try? String(contentsOf: file(relativePath), encoding: .utf8)
    }

    /// Writes `text` to `relativePath`, making the folders on the way.
    public func write(_ text: String, to relativePath: String) throws {
        let target = file(relativePath)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    /// Whether `relativePath` exists inside the folder.
    public func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: file(relativePath).path)
    }

    /// Makes the folder the root of a Swift package: writes a `Package.swift`, so that
    /// snapshot references are found under its `Snapshots/`.
    public func makePackageRoot() throws {
        try write("// swift-tools-version: 6.0\n", to: "Package.swift")
    }

    /// Deletes the folder and everything in it. A folder already gone is not an error; one
    /// that cannot be deleted is said on standard error (cleanup must not fail a test).
    public func remove() {
        guard FileManager.default.fileExists(atPath: path) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            FileHandle.standardError.write(Data("warning: could not remove the temporary folder \(path): \(error)\n".utf8))
        }
    }
}
