import Testing
import TestSupport
import TextSnapshots

private struct State: Equatable {
    var items: [String]
    var isLoading: Bool
}

private final class Model {
    var state = State(items: [], isLoading: true)
    func load() { state = State(items: ["a"], isLoading: false) }
    func loadAsync() async { load() }
}

@Suite("expectNoDifference and expectDifference")
struct ExpectDifferenceTests {
    private func text(_ issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined()
    }

    @Test("Equal values pass; unequal ones fail with the value diff")
    func noDifference() {
        expectNoDifference(State(items: ["a"], isLoading: false), State(items: ["a"], isLoading: false))
        withKnownIssue {
            expectNoDifference(State(items: ["a"], isLoading: true), State(items: ["a"], isLoading: false), "after loading")
        } matching: { issue in
            text(issue) == """
                after loading - The values differ (-: first, +: second):
                    State(
                      items: […],
                  -   isLoading: true
                  +   isLoading: false
                    )
                """
        }
    }

    @Test("expectDifference applies the expected changes to the value before and compares")
    func difference() {
        let model = Model()
        expectDifference(model.state) {
            model.load()
        } changes: {
            $0.items = ["a"]
            $0.isLoading = false
        }
        let other = Model()
        withKnownIssue {
            expectDifference(other.state) {
                other.load()
            } changes: {
                $0.items = ["a"]
            }
        } matching: { issue in
            text(issue) == """
                The values differ (-: expected, +: actual):
                    State(
                      items: […],
                  -   isLoading: true
                  +   isLoading: false
                    )
                """
        }
        let unchanged = Model()
        withKnownIssue {
            expectDifference(unchanged.state) {} changes: { _ in }
        } matching: { issue in
            text(issue) == "The value did not change, but changes were expected."
        }
        // Without an operation the changes have already happened.
        let done = Model()
        done.load()
        expectDifference(done.state) { _ in }
    }

    @Test("In async code the operation is awaited")
    func asynchronous() async {
        let model = Model()
        await expectDifference(model.state) {
            await model.loadAsync()
        } changes: {
            $0 = State(items: ["a"], isLoading: false)
        }
        await withKnownIssue {
            await expectDifference(model.state) {
                await model.loadAsync()
            } changes: { _ in }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "The value did not change, but changes were expected."
        }
    }
}
