import Foundation
import Testing
import TestSupport
import TextRendering
@testable import TextSnapshots

@Suite("Several strategies, and values of their own size", .privateSnapshotSession)
struct MultipleStrategiesTests {
    /// Counts how often it is made, to check that the value is made once.
    final class Made: @unchecked Sendable {
        // @unchecked Sendable: used by one test on one task.
        var count = 0
    }

    @Test("A dictionary of strategies names each reference after its key, and makes the value once")
    func dictionary() throws {
        let directory = try TemporaryFolder("text-snapshots")
        defer { directory.remove() }
        let made = Made()
        func value() -> String {
            made.count += 1
            return "Hello"
        }
        withSnapshotTesting(record: .missing, directory: directory.path) {
            assertSnapshots(of: value(), as: [
                "plain": .lines, "described": Snapshotting<String, String>.description.pullback { "<\($0)>" },
            ])
        }
        #expect(made.count == 1)
        #expect(directory.contents("MultipleStrategiesTests/dictionary.plain.txt") == "Hello\n")
        #expect(directory.contents("MultipleStrategiesTests/dictionary.described.txt") == "<Hello>\n")
    }

    @Test("An array of strategies numbers the references in order")
    func array() throws {
        let directory = try TemporaryFolder("text-snapshots")
        defer { directory.remove() }
        var canvas = Canvas(width: 6, height: 2)
        canvas.draw("Hi", at: Point(x: 1, y: 0), style: .bold)
        withSnapshotTesting(record: .missing, directory: directory.path) {
            assertSnapshots(of: canvas, as: [.text(width: 4), .ansi(width: 4)])
        }
        #expect(directory.contents("MultipleStrategiesTests/array.1.txt") == " Hi\n\n")
        #expect(directory.contents("MultipleStrategiesTests/array.2.txt") == " ⟨bold⟩Hi⟨reset⟩\n\n")
    }

    @Test(".text and .ansi render a value at its own size")
    func ownSize() throws {
        var canvas = Canvas(width: 5, height: 3)
        canvas.draw("abc", at: Point(x: 2, y: 1), style: .bold)
        #expect(try Snapshotting<Canvas, String>.text.snapshot(canvas) == "\n  abc\n")
        #expect(try Snapshotting<Canvas, String>.ansi.snapshot(canvas) == "\n  ⟨bold⟩abc⟨reset⟩\n")
    }
}
