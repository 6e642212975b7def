import TextRendering
import Testing
import TextSnapshots

@Test func profileCard() {
    let card = ProfileCard(name: "Ada")                   // any TextRenderable
    assertSnapshot(of: card, as: .text(width: 40))        // Snapshots/ProfileCardTests/profileCard.1.txt
    assertSnapshot(of: card, as: .ansi(width: 40), named: "styles")
    assertSnapshot(of: card.viewModel, as: .customDump)   // also .lines, .json, .dump, .description
}

@Test func card() {
    let card = ProfileCard(name: "Grace")
    assertSnapshots(of: card, as: ["compact": .text(width: 40), "wide": .text(width: 80)])
    assertSnapshots(of: card, as: [.text(width: 40), .ansi(width: 40)])   // card.1.txt, card.2.txt
}

// The examples of the article "Snapshot tests for XCTest and Swift Testing"
// (Sources/TextSnapshots/TextSnapshots.docc/SnapshotTests.md): each ```swift block after a
// `<!-- compiled: … -->` line there is in this file line for line (ReadmeTests checks it).

/// What a profile card shows.
struct ProfileCardViewModel: Equatable {
    var name: String
    var initials: String
}

/// A card with a name, drawn in a rounded border: what the article's examples snapshot.
struct ProfileCard: TextRenderable {
    var viewModel: ProfileCardViewModel

    init(name: String) {
        viewModel = ProfileCardViewModel(name: name, initials: String(name.prefix(1)))
    }

    func render(width: Int) -> Canvas {
        var canvas = Canvas(width: width, height: 3)
        canvas.drawBorder(canvas.bounds, style: .rounded, title: "Profile")
        canvas.draw("[\(viewModel.initials)] \(viewModel.name)", at: Point(x: 2, y: 1), style: .bold)
        return canvas
    }
}
