import Greeting
import Testing
import TextSnapshots
import TextUI

@Test func episodeWithANote() {
    let list = EpisodeListViewController(episodes: [
        EpisodeState(title: "Pilot", duration: "48 min"),
        EpisodeState(title: "東京の夜", duration: "1 h 2 min"),
    ])
    let window = Window(rootViewController: NavigationController(rootViewController: list), size: Size(width: 30, height: 6))
    window.send(.down)
    window.send(.down)
    window.send(.enter)   // the list's delegate pushes the episode
    window.send(.tab)     // the note field takes the focus
    window.type("Rain on the tin roof")
    assertSnapshot(of: window, as: .text)
}
