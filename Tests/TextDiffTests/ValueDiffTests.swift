import Foundation
import TestSupport
import Testing
@testable import TextDiff

private struct Address {
    var street: String
    var city: String
    var postcode: String?
}

private struct Profile {
    var name: String
    var email: String
    var address: Address
    var nickname: String?
    var tags: [String]
}

private enum Payment {
    case cash
    case card(last4: String, expires: String)
    case voucher(String, Int)
}

private struct Todo: Identifiable {
    var id: Int
    var title: String
    var isDone = false
}

private struct TodoList {
    var owner: String
    var todos: [Todo]
}

private let profile = Profile(
    name: "Blob", email: "blob@example.com",
    address: Address(street: "1 Sesame Street", city: "New York", postcode: "10023"),
    nickname: nil, tags: ["admin", "beta"])

private final class Node {
    var value: Int
    var next: Node?

    init(_ value: Int, next: Node? = nil) {
        self.value = value
        self.next = next
    }
}

private let todos = [
    Todo(id: 1, title: "Write the dump"),
    Todo(id: 2, title: "Write the diff"),
    Todo(id: 3, title: "Measure both"),
    Todo(id: 4, title: "Ship it"),
]

@Suite("Value diffs")
struct ValueDiffTests {
    @Test("Equal values have no diff")
    func equalValues() {
        #expect(String(diffing: profile, profile) == nil)
        #expect(String(diffing: todos, todos) == nil)
        #expect(String(diffing: ["b": 1, "a": 2], ["a": 2, "b": 1]) == nil)
        #expect(String(diffing: 1, 1) == nil)
    }

    @Test("One changed field, nested two levels down")
    func nestedField() {
        var new = profile
        new.address.city = "Paris"
        new.address.postcode = "75001"
        #expect(String(diffing: profile, new) == """
              Profile(
                name: "Blob",
                email: "blob@example.com",
                address: Address(
                  street: "1 Sesame Street",
            -     city: "New York",
            +     city: "Paris",
            -     postcode: "10023"
            +     postcode: "75001"
                ),
                nickname: nil,
                tags: […]
              )
            """)
    }

    @Test("A changed struct opens down to the changed field; a literal shows old then new")
    func shortValue() {
        #expect(String(diffing: Address(street: "A", city: "B"), Address(street: "A", city: "C")) == """
              Address(
                street: "A",
            -   city: "B",
            +   city: "C",
                postcode: nil
              )
            """)
        #expect(String(diffing: 1, 2) == "- 1\n+ 2")
    }

    @Test("A changed enum case, and a changed payload")
    func enumCases() {
        var new = profile
        new.tags = []
        #expect(String(diffing: [Payment.cash, .voucher("SPRING", 10)], [Payment.card(last4: "4242", expires: "12/30"), .voucher("SPRING", 10)]) == """
              [
            -   [0]: .cash,
            +   [0]: .card(
            +     last4: "4242",
            +     expires: "12/30"
            +   ),
                [1]: .voucher(…)
              ]
            """)
        let old = Array(repeating: Payment.card(last4: "4242", expires: "12/30"), count: 3)
        var changed = old
        changed[1] = .card(last4: "4242", expires: "01/31")
        #expect(String(diffing: old, changed) == """
              [
                [0]: .card(…),
                [1]: .card(
                  last4: "4242",
            -     expires: "12/30"
            +     expires: "01/31"
                ),
                [2]: .card(…)
              ]
            """)
    }

    @Test("An optional from nil to a value")
    func optionalNilToSome() {
        var new = profile
        new.nickname = "blobby"
        #expect(String(diffing: profile, new) == """
              Profile(
                name: "Blob",
                email: "blob@example.com",
                address: Address(…),
            -   nickname: nil,
            +   nickname: "blobby",
                tags: […]
              )
            """)
        #expect(String(diffing: Address?.none, Address(street: "A", city: "B")) == """
            - nil
            + Address(
            +   street: "A",
            +   city: "B",
            +   postcode: nil
            + )
            """)
    }

    @Test("Dictionary entries match by key: changes in key order, then the unchanged ones counted")
    func dictionaries() {
        let old = ["apples": 3, "bananas": 12, "cherries": 200, "dates": 7, "elderberries": 1_000, "figs": 2]
        var new = old
        new["bananas"] = 11
        new["dates"] = nil
        new["grapes"] = 40
        #expect(String(diffing: old, new) == """
              [
            -   "bananas": 12,
            +   "bananas": 11,
            -   "dates": 7,
            +   "grapes": 40,
                … (4 unchanged)
              ]
            """)
    }

    @Test("Set elements match by their dumps; the unchanged ones are counted after the changes")
    func sets() {
        #expect(String(diffing: Set(1...30), Set(2...31)) == """
              Set([
            -   1,
            +   31,
                … (29 unchanged)
              ])
            """)
        #expect(String(diffing: Set(["x"]), Set(["x", "y"])) == """
              Set([
            +   "y",
                … (1 unchanged)
              ])
            """)
    }

    @Test("Multi-line strings are compared line by line inside one literal")
    func multilineStrings() {
        #expect(String(diffing: "one\ntwo\nthree", "one\n2\nthree") == """
              \"""
              one
            - two
            + 2
              three
              \"""
            """)
        struct Note {
            var title: String
            var body: String
        }
        // Under a label the lines are indented one level; the delimiters take as many # as
        // either side needs.
        let old = Note(title: "Plan", body: "a\n\"\"\"\nb\n")
        let new = Note(title: "Plan", body: "a\n\"\"\"#\nb\n")
        #expect(String(diffing: old, new) == """
              ValueDiffTests.Note(
                title: "Plan",
                body: ##\"""
                  a
            -     \"""
            +     \"""#
                  b
                  
                  \"""##
              )
            """)
    }

    @Test("Arrays without identity are aligned by a minimal edit script")
    func alignedArrays() {
        let old = (1...30).map { "line \($0)" }
        var new = old
        new.remove(at: 4)
        new.insert("new line", at: 20)
        #expect(String(diffing: old, new) == """
              [
                … (4 unchanged),
            -   [4]: "line 5",
                … (16 unchanged),
            +   [20]: "new line",
                … (9 unchanged)
              ]
            """)
    }

    @Test("A changed identified element is opened under its index and id")
    func identifiedChange() {
        var new = TodoList(owner: "Blob", todos: todos)
        new.todos[2].isDone = true
        #expect(String(diffing: TodoList(owner: "Blob", todos: todos), new) == """
              TodoList(
                owner: "Blob",
                todos: [
                  … (2 unchanged),
                  [2, id: 3]: Todo(
                    id: 3,
                    title: "Measure both",
            -       isDone: false
            +       isDone: true
                  ),
                  [3, id: 4]: Todo(…)
                ]
              )
            """)
    }

    @Test("Identified elements that move are shown leaving and arriving")
    func identifiedMove() {
        var new = todos
        new.insert(new.remove(at: 3), at: 0)
        #expect(String(diffing: todos, new) == """
              [
            +   [0, id: 4, moved from 3]: Todo(
            +     id: 4,
            +     title: "Ship it",
            +     isDone: false
            +   ),
                … (3 unchanged),
            -   [3, id: 4, moved to 0]: Todo(
            -     id: 4,
            -     title: "Ship it",
            -     isDone: false
            -   )
              ]
            """)
    }

    @Test("Identified elements inserted and removed")
    func identifiedInsertAndRemove() {
        var new = todos
        new.remove(at: 1)
        new.append(Todo(id: 5, title: "Celebrate"))
        #expect(String(diffing: todos, new) == """
              [
                [0, id: 1]: Todo(…),
            -   [1, id: 2]: Todo(
            -     id: 2,
            -     title: "Write the diff",
            -     isDone: false
            -   ),
                … (2 unchanged),
            +   [3, id: 5]: Todo(
            +     id: 5,
            +     title: "Celebrate",
            +     isDone: false
            +   )
              ]
            """)
    }

    @Test("One change among 1,000 identified elements is one small hunk")
    func largeIdentifiedArray() throws {
        let old = TodoList(owner: "Blob", todos: (1...1_000).map { Todo(id: $0, title: "Task \($0)") })
        var new = old
        new.todos[616].title = "Task 617, renamed"
        let diff = try #require(String(diffing: old, new))
        #expect(diff.split(separator: "\n").count < 15)
        #expect(diff == """
              TodoList(
                owner: "Blob",
                todos: [
                  … (616 unchanged),
                  [616, id: 617]: Todo(
                    id: 617,
            -       title: "Task 617",
            +       title: "Task 617, renamed",
                    isDone: false
                  ),
                  … (383 unchanged)
                ]
              )
            """)
    }

    @Test("Duplicate identities fall back to alignment by dump")
    func duplicateIdentities() {
        let old = [Todo(id: 1, title: "A"), Todo(id: 1, title: "B"), Todo(id: 2, title: "D")]
        let new = [Todo(id: 2, title: "D"), Todo(id: 1, title: "A"), Todo(id: 1, title: "C")]
        #expect(String(diffing: old, new) == """
              [
            -   [0]: Todo(
            -     id: 1,
            -     title: "A",
            -     isDone: false
            -   ),
            -   [1]: Todo(
            -     id: 1,
            -     title: "B",
            -     isDone: false
            -   ),
                [0]: Todo(…),
            +   [1]: Todo(
            +     id: 1,
            +     title: "A",
            +     isDone: false
            +   ),
            +   [2]: Todo(
            +     id: 1,
            +     title: "C",
            +     isDone: false
            +   )
              ]
            """)
    }

    @Test("Repeated identities in the same order pair elements by position")
    func repeatedIdentitiesInOrder() {
        let old = [Todo(id: 1, title: "A"), Todo(id: 1, title: "B")]
        let new = [Todo(id: 1, title: "A"), Todo(id: 1, title: "C")]
        #expect(String(diffing: old, new) == """
              [
                [0, id: 1]: Todo(…),
                [1, id: 1]: Todo(
                  id: 1,
            -     title: "B",
            +     title: "C",
                  isDone: false
                )
              ]
            """)
    }

    @Test("Values of different shapes are replaced whole")
    func replacedWhole() {
        let old: [Any] = [1, "two", profile.address]
        let new: [Any] = [1, "two", Payment.cash]
        #expect(String(diffing: old, new) == """
              [
                … (2 unchanged),
            -   [2]: Address(
            -     street: "1 Sesame Street",
            -     city: "New York",
            -     postcode: "10023"
            -   )
            +   [2]: .cash
              ]
            """)
        #expect(String(diffing: [1, 2] as [Any], [1, "2"] as [Any]) == """
              [
                [0]: 1,
            -   [1]: 2
            +   [1]: "2"
              ]
            """)
    }

    @Test("Class instances are compared by identity, as swift-custom-dump compares them")
    func classIdentity() {
        func ring(_ values: [Int]) -> Node {
            let head = Node(values[0])
            var last = head
            for value in values.dropFirst() {
                let node = Node(value)
                last.next = node
                last = node
            }
            last.next = head
            return head
        }
        let first = ring([1, 2])
        #expect(String(diffing: first, first) == nil)
        // Another instance is another value, even with the same fields: shown whole, and
        // numbered after the old side's instances.
        #expect(String(diffing: first, ring([1, 2])) == """
            - Node(
            -   value: 1,
            -   next: #1 Node(
            -     value: 2,
            -     next: Node(↩︎)
            -   )
            - )
            + #2 Node(
            +   value: 1,
            +   next: #3 Node(
            +     value: 2,
            +     next: #2 Node(↩︎)
            +   )
            + )
            """)
        // The same instance on both sides keeps its name.
        struct Pair { var left: Node; var right: Node }
        let other = ring([3])
        #expect(String(diffing: Pair(left: first, right: first), Pair(left: first, right: other)) == """
              ValueDiffTests.Pair(
                left: Node(…),
            -   right: Node(↩︎)
            +   right: #2 Node(
            +     value: 3,
            +     next: #2 Node(↩︎)
            +   )
              )
            """)
    }

    @Test("Arrays that differ in more than 1,000 places are compared by position")
    func veryDifferentArrays() throws {
        let old = (0..<3_000).map { "old \($0)" }
        let new = (0..<3_001).map { "new \($0)" }
        let diff = try #require(String(diffing: old, new))
        let lines = diff.split(separator: "\n")
        // Each position is one changed pair, then the extra element: 2 · 3,000 + 1 lines inside brackets.
        #expect(lines.count == 2 * 3_000 + 1 + 2)
        #expect(lines[1] == #"-   [0]: "old 0","#)
        #expect(lines[2] == #"+   [0]: "new 0","#)
        #expect(lines[lines.count - 2] == #"+   [3000]: "new 3000""#)
    }

    /// Random edits of a list of identified records: the diff is `nil` exactly when the dumps
    /// are equal, and it names every element that was changed, inserted or removed, by id.
    @Test("Random edits of identified records are all reported, and only they")
    func randomEdits() {
        let seed = propertyTestSeed(default: 7)
        var generator = SeededGenerator(seed: seed)
        for round in 0..<300 {
            let old = (0..<Int.random(in: 0...40, using: &generator)).map {
                Todo(id: $0, title: "Task \($0)", isDone: Bool.random(using: &generator))
            }
            var new = old
            var touched: Set<Int> = []
            var nextID = 1_000
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where !new.isEmpty:
                    let index = Int.random(in: new.indices, using: &generator)
                    new[index].isDone.toggle()
                    touched.insert(new[index].id)
                case 1 where !new.isEmpty:
                    touched.insert(new.remove(at: Int.random(in: new.indices, using: &generator)).id)
                default:
                    new.insert(Todo(id: nextID, title: "New \(nextID)"), at: Int.random(in: 0...new.count, using: &generator))
                    touched.insert(nextID)
                    nextID += 1
                }
            }
            let diff = String(diffing: old, new)
            let context = "seed \(seed), round \(round)"
            guard String(dumping: old) != String(dumping: new) else {
                #expect(diff == nil, "\(context)")
                continue
            }
            guard let diff else {
                Issue.record("\(context): no diff for different values")
                return
            }
            // The ids on changed lines: element labels `[i, id: N` of lines marked - or +, and
            // of opened elements (context lines followed by a changed field).
            let reported = Set(diff.split(separator: "\n").compactMap { line -> Int? in
                guard let range = line.range(of: ", id: ") else { return nil }
                let digits = line[range.upperBound...].prefix { $0.isNumber }
                return Int(digits)
            }.filter { id in touched.contains(id) || !old.contains { $0.id == id } || !new.contains { $0.id == id } })
            let changed = touched.filter { id in
                let before = old.first { $0.id == id }
                let after = new.first { $0.id == id }
                return String(dumping: before) != String(dumping: after)
            }
            if !changed.isSubset(of: reported) {
                Issue.record("\(context): changed ids \(changed.sorted()) but the diff names \(reported.sorted()):\n\(diff)")
                return
            }
        }
    }
}
