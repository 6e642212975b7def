import Testing
import TextSnapshots

// The `expectDifference` example of the article "Line diffs and value diffs"
// (Sources/TextDiff/TextDiff.docc/Diffs.md), in this file line for line.

/// A screen's model for `expectDifference`.
private final class ListModel {
    struct State: Equatable {
        var items: [String] = []
        var isLoading = true
    }

    var state = State()

    func addButtonTapped() {
        state.items.append("new")
        state.isLoading = false
    }
}

@Suite("The diffs article's assertion")
struct ExpectDifferenceArticleTests {
    @Test func expectingADifference() {
        let model = ListModel()
        expectDifference(model.state) {
            model.addButtonTapped()
        } changes: {
            $0.items.append("new")
            $0.isLoading = false
        }
    }
}
