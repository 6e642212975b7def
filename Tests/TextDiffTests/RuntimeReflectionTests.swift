import Testing
@testable import TextDiff

/// The Swift runtime's `swift_EnumCaseName`, which dumps use to name enum cases. If one of
/// these fails, the runtime changed the entry point: fix `Runtime/RuntimeReflection.swift`
/// before trusting any dump of an enum.
@Suite("The runtime's enum case names")
struct RuntimeReflectionTests {
    enum Plain { case first, second }
    enum WithPayload { case empty, value(Int), pair(String, Double) }
    indirect enum Tree { case leaf, node(Tree, Tree) }
    enum Generic<Value> { case none, some(Value) }
    enum Raw: String { case north = "N", south = "S" }
    /// Describes itself, so `String(describing:)` would not give the case.
    enum Described: CustomStringConvertible {
        case quiet, loud
        var description: String { "always this" }
    }
    struct NotAnEnum { var value = 1 }
    final class AlsoNotAnEnum {}

    private func name(_ value: Any) -> String? {
        RuntimeReflection.enumCaseName(of: value).map { String(cString: $0) }
    }

    @Test func namesEveryKindOfCase() {
        #expect(name(Plain.second) == "second", "swift_EnumCaseName no longer names payload-free cases")
        #expect(name(WithPayload.empty) == "empty")
        #expect(name(WithPayload.value(3)) == "value")
        #expect(name(WithPayload.pair("a", 1)) == "pair")
        #expect(name(Tree.node(.leaf, .leaf)) == "node")
        #expect(name(Tree.leaf) == "leaf")
        #expect(name(Generic<[Int]>.some([1])) == "some")
        #expect(name(Generic<String>.none) == "none")
        #expect(name(Raw.south) == "south", "the case's name, not its raw value")
        #expect(name(Described.loud) == "loud", "the case's name, not the description")
        #expect(name(Int?.none as Any) == "none")
    }

    @Test func givesNothingForOtherValues() {
        #expect(name(NotAnEnum()) == nil)
        #expect(name(AlsoNotAnEnum()) == nil)
        #expect(name(42) == nil)
        #expect(name("text") == nil)
    }

    /// The same pointer for the same case: what the dump's cache relies on.
    @Test func namesAreStablePointers() {
        #expect(RuntimeReflection.enumCaseName(of: Plain.first) == RuntimeReflection.enumCaseName(of: Plain.first))
        #expect(RuntimeReflection.enumCaseName(of: Plain.first) != RuntimeReflection.enumCaseName(of: Plain.second))
    }

    @Test func dumpsUseTheCaseNameOverTheDescription() {
        #expect(String(dumping: Described.loud) == "RuntimeReflectionTests.Described.loud")
        #expect(String(dumping: [Described.loud]) == "[\n  [0]: .loud\n]")
    }
}
