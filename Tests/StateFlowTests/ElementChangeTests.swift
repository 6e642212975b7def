import Foundation
import StateFlow
import StateFlowLog
import TestSupport
import Testing

private struct Notebook: Codable, Equatable, Sendable {
    struct Note: Codable, Equatable, Sendable {
        var id: Int
        var title: String
    }

    var notes: [Note]
    var owner = "Ann"
}

/// A change to an array's elements is logged as those elements' change (JSON Patch), so that
/// what a line holds does not grow with the array.
@Suite("Element changes in logs")
struct ElementChangeTests {
    /// The line a store logs for one note deleted from `count`, with element changes on.
    private func deleteLine(count: Int, elementChanges: Bool = true) throws -> (line: String, header: String) {
        let folder = try TemporaryFolder("element-changes")
        defer { folder.remove() }
        let store = Store(Notebook(notes: (0..<count).map { .init(id: $0, title: "Note \($0)") }), name: "notes")
        store.recordsChangeSources = false
        let options = StateLogOptions(logsElementChanges: elementChanges)
        try store.startLogging(to: StateLogFile(url: folder.file("notes.jsonl"), storeName: "notes", options: options))
        store.update("delete") { $0.notes.remove(at: count / 2) }
        store.stopLogging()
        let lines = try #require(folder.contents("notes.jsonl")).split(separator: "\n").map(String.init)
        // Read back, the log gives the state the store reached.
        let log = try StateLog<Notebook>(contentsOf: folder.file("notes.jsonl"))
        #expect(try log.state(atSequence: 1) == store.state)
        return (lines[2], lines[0])
    }

    @Test func oneElementDeletedIsOneOperationWhateverTheArraysLength() throws {
        let small = try deleteLine(count: 1_000)
        let large = try deleteLine(count: 10_000)
        #expect(small.line == #"{"action":"delete","jsonPatch":[{"op":"remove","path":"/notes/500"}],"reason":"action","seq":1}"#)
        #expect(large.line == #"{"action":"delete","jsonPatch":[{"op":"remove","path":"/notes/5000"}],"reason":"action","seq":1}"#)
        #expect(large.header.contains(#""version":4"#))
        // Without them, the whole array is the merge patch, and the log stays version 2.
        let whole = try deleteLine(count: 1_000, elementChanges: false)
        #expect(whole.line.utf8.count > 25_000)
        #expect(whole.header.contains(#""version":2"#))
    }

    @Test func elementChangesRebuildEveryStateOfRandomEdits() throws {
        let seed = propertyTestSeed(default: 0xE1E_3E47)
        var generator = SeededGenerator(seed: seed)
        var notebook = Notebook(notes: (0..<20).map { .init(id: $0, title: "Note \($0)") })
        let store = Store(notebook, name: "notes", historyLimit: nil)
        var states = [notebook]
        for step in 0..<300 {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0 where !notebook.notes.isEmpty: notebook.notes.remove(at: Int.random(in: 0..<notebook.notes.count, using: &generator))
            case 1: notebook.notes.append(.init(id: 100 + step, title: "New \(step)"))
            case 2 where !notebook.notes.isEmpty: notebook.notes[Int.random(in: 0..<notebook.notes.count, using: &generator)].title = "Edit \(step)"
            case 3: notebook.notes.insert(.init(id: 200 + step, title: "In \(step)"), at: Int.random(in: 0...notebook.notes.count, using: &generator))
            case 4 where notebook.notes.count > 3:
                let start = Int.random(in: 0..<(notebook.notes.count - 3), using: &generator)
                notebook.notes.removeSubrange(start..<(start + 3))
            default: notebook.owner = "Owner \(step)"
            }
            store.update("step") { $0 = notebook }
            states.append(notebook)
        }
        let log = try store.makeLog(options: StateLogOptions(checkpointInterval: 1_000, logsElementChanges: true))
        #expect(log.entries.contains { $0.jsonPatch != nil }, "seed \(seed)")
        let read = try StateLog<Notebook>(jsonLines: log.jsonLines)
        let rebuilt = try read.entries.map { try read.state(atSequence: $0.sequence) }
        #expect(rebuilt == states.filter { _ in true }.reduce(into: [Notebook]()) { if $0.last != $1 { $0.append($1) } }, "seed \(seed)")
    }

    /// Random edits of random JSON (nulls among members and elements, arrays of objects and
    /// of arrays): the changes found, applied in order, and their JSON Patch, applied, both
    /// give the new value.
    @Test func changesAndTheirJSONPatchTurnTheOldValueIntoTheNew() throws {
        let seed = propertyTestSeed(default: 0x7A7C_4E55)
        var generator = SeededGenerator(seed: seed)
        func leaf() -> JSONValue {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: .null
            case 1: .number(String(Int.random(in: 0..<9, using: &generator)))
            case 2: .string(["a", "b~/c", "d"].randomElement(using: &generator)!)
            default: .bool(Bool.random(using: &generator))
            }
        }
        func value(depth: Int) -> JSONValue {
            guard depth > 0 else { return leaf() }
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: return .array((0..<Int.random(in: 0..<4, using: &generator)).map { _ in value(depth: depth - 1) })
            case 1:
                var members: [String: JSONValue] = [:]
                for name in ["k", "m/n", "1", "x"] where Bool.random(using: &generator) { members[name] = value(depth: depth - 1) }
                return .object(members)
            default: return leaf()
            }
        }
        /// `json` with one random edit somewhere in it.
        func edited(_ json: JSONValue, depth: Int) -> JSONValue {
            switch json {
            case .object(var members):
                let name = ["k", "m/n", "1", "x"].randomElement(using: &generator)!
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: members[name] = nil
                case 1: members[name] = .null
                case 2: members[name] = members[name].map { edited($0, depth: depth + 1) } ?? value(depth: 1)
                default: members[name] = value(depth: 2)
                }
                return .object(members)
            case .array(var elements):
                switch Int.random(in: 0..<5, using: &generator) {
                case 0 where !elements.isEmpty: elements.remove(at: Int.random(in: 0..<elements.count, using: &generator))
                case 1: elements.append(value(depth: 1))
                case 2: elements.insert(.null, at: Int.random(in: 0...elements.count, using: &generator))
                case 3 where !elements.isEmpty:
                    let index = Int.random(in: 0..<elements.count, using: &generator)
                    elements[index] = edited(elements[index], depth: depth + 1)
                default: elements.removeAll()
                }
                return .array(elements)
            default:
                return depth > 3 ? leaf() : value(depth: 2)
            }
        }
        for round in 0..<2_000 {
            let old = JSONValue.object(["root": value(depth: 3)])
            var new = old
            for _ in 0..<Int.random(in: 1...3, using: &generator) { new = edited(new, depth: 0) }
            let changes = MergePatch.changes(from: old, to: new)
            var applied = old
            for change in changes { applied = try applied.setting(change.value, at: change.path) }
            #expect(applied == new, "seed \(seed), round \(round): \(old.jsonText) → \(new.jsonText) by \(changes.map { "\($0.path)=\($0.value?.jsonText ?? "-")" })")
            let patched = try JSONPatch.apply(JSONPatch.operations(for: changes, from: old), to: old)
            #expect(patched == new, "seed \(seed), round \(round): the JSON Patch of \(old.jsonText) → \(new.jsonText)")
            if applied != new || patched != new { return }
        }
    }

    /// RFC 6902's own examples (Appendix A.1–A.5, A.10, A.16) of the operations a log writes,
    /// and a member whose name is digits, which a pointer reads as a name in an object.
    @Test(arguments: [
        (#"{"foo":"bar"}"#, #"[{"op":"add","path":"/baz","value":"qux"}]"#, #"{"baz":"qux","foo":"bar"}"#),
        (#"{"foo":["bar","baz"]}"#, #"[{"op":"add","path":"/foo/1","value":"qux"}]"#, #"{"foo":["bar","qux","baz"]}"#),
        (#"{"baz":"qux","foo":"bar"}"#, #"[{"op":"remove","path":"/baz"}]"#, #"{"foo":"bar"}"#),
        (#"{"foo":["bar","qux","baz"]}"#, #"[{"op":"remove","path":"/foo/1"}]"#, #"{"foo":["bar","baz"]}"#),
        (#"{"baz":"qux","foo":"bar"}"#, #"[{"op":"replace","path":"/baz","value":"boo"}]"#, #"{"baz":"boo","foo":"bar"}"#),
        (#"{"foo":"bar"}"#, #"[{"op":"add","path":"/child","value":{"grandchild":{}}}]"#, #"{"foo":"bar","child":{"grandchild":{}}}"#),
        (#"{"foo":["bar"]}"#, #"[{"op":"add","path":"/foo/-","value":["abc","def"]}]"#, #"{"foo":["bar",["abc","def"]]}"#),
        (#"{"1":{"a/b":1,"m~n":2}}"#, #"[{"op":"replace","path":"/1/a~1b","value":3},{"op":"remove","path":"/1/m~0n"}]"#, #"{"1":{"a/b":3}}"#),
    ])
    func theSpecificationsExamplesApply(_ document: String, _ patch: String, _ result: String) throws {
        #expect(try JSONPatch.apply(JSONValue(parsing: patch), to: JSONValue(parsing: document)) == (try JSONValue(parsing: result)))
    }

    /// RFC 6902's A.12: adding to a member that does not exist is an error; so is removing one.
    @Test func operationsOnWhatIsNotThereAreRefused() throws {
        let document = try JSONValue(parsing: #"{"foo":"bar"}"#)
        #expect(throws: JSONPatch.Problem.self) {
            try JSONPatch.apply(JSONValue(parsing: #"[{"op":"add","path":"/baz/bat","value":"qux"}]"#), to: document)
        }
        #expect(throws: JSONPatch.Problem.self) {
            try JSONPatch.apply(JSONValue(parsing: #"[{"op":"remove","path":"/baz"}]"#), to: document)
        }
    }

    @Test func anOlderLogThatIsContinuedGetsMergePatches() throws {
        let folder = try TemporaryFolder("element-changes-old")
        defer { folder.remove() }
        let url = folder.file("notes.jsonl")
        let store = Store(Notebook(notes: [.init(id: 1, title: "a"), .init(id: 2, title: "b")]), name: "notes")
        try store.startLogging(to: StateLogFile(url: url, storeName: "notes"))
        store.stopLogging()
        let file = try StateLogFile<Notebook>(url: url, storeName: "notes", options: StateLogOptions(logsElementChanges: true))
        #expect(file.warnings == ["'\(url.path)' is a version 2 log, which cannot hold element changes: its changes are written as merge patches."])
        try store.startLogging(to: file)
        store.update("delete") { $0.notes.remove(at: 0) }
        store.stopLogging()
        let text = try #require(folder.contents("notes.jsonl"))
        #expect(!text.contains("jsonPatch"))
        #expect(try StateLog<Notebook>(contentsOf: url).state(atSequence: 2) == store.state)
    }
}
