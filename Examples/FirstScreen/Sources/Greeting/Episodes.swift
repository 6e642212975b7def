import Foundation  // IndexPath, as UIKit has it
import TextUI

/// What the episode screen shows: primitives only.
public struct EpisodeState: Equatable {
    public var title: String
    public var duration: String
    public var note = ""

    public init(title: String, duration: String) {
        self.title = title
        self.duration = duration
    }
}

/// One episode, rendered from its state and nothing else.
public final class EpisodeViewController: StateViewController<EpisodeState> {
    private let durationLabel = Label(style: .dim)
    private let noteField = TextField(placeholder: "Add a note")

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(durationLabel)
        view.addSubview(noteField)
    }

    public override func render(state: EpisodeState) {
        title = state.title
        durationLabel.text = state.duration
        noteField.text = state.note
    }
}

/// The episodes: a table with a data source and a delegate; ⏎ pushes the episode.
public final class EpisodeListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let episodes: [EpisodeState]
    private let tableView = TableView()

    public init(episodes: [EpisodeState]) {
        self.episodes = episodes
        super.init()
        title = "Episodes"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "episode")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    /// ↓ moves nothing until the table has the focus.
    public override func viewDidAppear() {
        tableView.becomeFirstResponder()
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { episodes.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "episode", for: indexPath)
        cell.textLabel.text = episodes[indexPath.row].title
        cell.detailTextLabel.text = episodes[indexPath.row].duration
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(EpisodeViewController(state: episodes[indexPath.row]), animated: true)
    }
}
