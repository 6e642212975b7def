import Foundation
import Testing
import TestSupport
import ViewDataSupport

@Suite("Replacing files")
struct FileReplacementTests {
    private func permissions(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber).intValue
    }

    @Test func createsAndReplacesKeepingPermissions() throws {
        let folder = try TemporaryFolder("replace")
        defer { folder.remove() }
        let url = folder.file("zones.json")
        try FileReplacement.write(Data("one".utf8), to: url)
        #expect(folder.contents("zones.json") == "one")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        try FileReplacement.write(Data("two".utf8), to: url)
        #expect(folder.contents("zones.json") == "two")
        #expect(try permissions(url) == 0o600)
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["zones.json"])
    }

    @Test func writesThroughASymbolicLinkToItsTarget() throws {
        let folder = try TemporaryFolder("replace")
        defer { folder.remove() }
        try folder.write("old", to: "real/zones.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.file("real/zones.json").path)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.json").path, withDestinationPath: "real/zones.json")
        try FileReplacement.write(Data("new".utf8), to: folder.file("link.json"))
        #expect(folder.contents("real/zones.json") == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.json").path) == "real/zones.json")
        #expect(try permissions(folder.file("real/zones.json")) == 0o640)
    }

    @Test func refusesAReadOnlyFileAndWhatIsNoFile() throws {
        let folder = try TemporaryFolder("replace")
        defer { folder.remove() }
        try folder.write("kept", to: "zones.json")
        let url = folder.file("zones.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
        #expect(throws: FileReplacementError(url, "is read-only; nothing was written (make it writable to save here)")) {
            try FileReplacement.write(Data("lost".utf8), to: url)
        }
        #expect(folder.contents("zones.json") == "kept")
        #expect(try permissions(url) == 0o444)
        #expect(throws: FileReplacementError(folder.url, "is a folder, not a file; nothing was written")) {
            try FileReplacement.write(Data(), to: folder.url)
        }
        let fifo = folder.file("pipe")
        try makeFIFO(at: fifo)
        #expect(FileKind.at(fifo) == .fifo)
        #expect(FileKind.problem(readingFileAt: fifo) == "it is a FIFO (a named pipe), not a file")
        #expect(throws: FileReplacementError(fifo, "is a FIFO (a named pipe), not a file; nothing was written")) {
            try FileReplacement.write(Data(), to: fifo)
        }
        let null = URL(fileURLWithPath: "/dev/null")
        #expect(throws: FileReplacementError(null, "is a device, not a file; nothing was written")) {
            try FileReplacement.write(Data(), to: null)
        }
        let error = #expect(throws: FileReplacementError.self) {
            try FileReplacement.write(Data(), to: folder.file("missing/zones.json"))
        }
        #expect(error?.description == "'zones.json' could not be written: its folder 'missing' does not exist")
    }
}
