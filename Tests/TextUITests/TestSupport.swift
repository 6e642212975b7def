import Foundation
import TextRendering
@testable import TextUI

/// A data source of numbered rows, counting what the table asks for.
final class NumberedRows: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var titles: [String?]
    private(set) var createdCells = 0
    private(set) var selected: [IndexPath] = []
    private(set) var moves: [IndexPath?] = []
    private(set) var deletions: [IndexPath] = []

    init(counts: [Int], titles: [String?] = []) {
        self.counts = counts
        self.titles = titles
    }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section < titles.count ? titles[section] : nil
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: TableView, didMoveSelectionTo indexPath: IndexPath?) { moves.append(indexPath) }
    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) { deletions.append(indexPath) }
}

/// A cell class that counts how often it was reused.
final class CountingCell: TableViewCell {
    private(set) var reuseCount = 0

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A controller that records its lifecycle calls.
final class RecordingViewController: ViewController {
    var events: [String] = []
    let name: String

    init(_ name: String) {
        self.name = name
        super.init()
        title = name
    }

    override func viewDidLoad() { events.append("load") }
    override func viewWillAppear() { events.append("willAppear") }
    override func viewDidAppear() { events.append("didAppear") }
    override func viewWillDisappear() { events.append("willDisappear") }
    override func viewDidDisappear() { events.append("didDisappear") }
}
