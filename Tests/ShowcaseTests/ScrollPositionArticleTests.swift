import Foundation
import StateFlow
import Testing
import TextRendering
import TextUI

// The scroll position example of the article "Views that configure themselves from view data"
// (Sources/TextUI/TextUI.docc/ViewsFromViewData.md), in this file line for line.

struct ListViewState: Codable, Equatable { var scroll = TableView.ContentOffset() }   // the top

/// Twenty rows, `row 0` to `row 19`.
private final class Rows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = "row \(indexPath.row)"
        return cell
    }
}

@Suite("The views article's scroll position")
struct ScrollPositionArticleTests {
    @Test func aTablesScrollPositionIsViewStateLikeAnyOther() throws {
        let rows = Rows()
        let tableView = TableView()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = rows
        let viewState = Store(ListViewState())
        tableView.contentOffset = TableView.ContentOffset(row: IndexPath(row: 12, section: 0))

        viewState.update("scroll") { $0.scroll = tableView.contentOffset }   // read in a delegate call: where the table goes
        tableView.contentOffset = TableView.ContentOffset()                  // the table moves on
        tableView.contentOffset = viewState.state.scroll                     // back where it was

        #expect(tableView.render(size: Size(width: 10, height: 2)).plainText == "  row 12\n  row 13")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(viewState.state.scroll), as: UTF8.self) == #"{"lines":0,"row":12,"section":0}"#)
    }
}
