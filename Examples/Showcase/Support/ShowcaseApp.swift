import Foundation
import StateFlowLog
import TextRendering
import TextUI

/// One of the seed articles' apps, re-created on ViewDataKit: runnable by `viewdata-demo`,
/// drivable by key scripts, with a walkthrough of its screens for when there is no terminal.
package protocol ShowcaseApp: TerminalApp {
    /// The name `viewdata-demo NAME` takes: `clock`, `books`, …
    static var name: String { get }
    /// One line on what the app shows.
    static var summary: String { get }
    /// Steps that show the app's screens in turn: each a caption and the keys that lead from
    /// the previous screen to it.
    static var walkthrough: [WalkthroughStep] { get }
    /// Starts the app at `now`, with its sample data.
    init(now: Date)
}

/// A screen of a walkthrough: what it shows, and the keys that lead to it.
package struct WalkthroughStep: Sendable, Hashable {
    /// What the screen shows.
    package var caption: String
    /// The keys (a `KeyScript`) that lead from the previous screen to this one.
    package var keys: String

    /// Creates a step.
    package init(_ caption: String, keys: String) {
        self.caption = caption
        self.keys = keys
    }
}

/// The showcase apps and what they share.
package enum Showcase {
    /// Every app, in the order `viewdata-demo` lists them; the first is the default.
    package static var apps: [any ShowcaseApp.Type] {
        [ClockApp.self, BooksApp.self, CommentsApp.self, OrderApp.self, ProfileApp.self]
    }

    /// The app called `name`.
    package static func app(named name: String) -> (any ShowcaseApp.Type)? {
        apps.first { $0.name == name.lowercased() }
    }

    /// The moment scripted runs and tests start at: Saturday 14 March 2026, 15:09:26 UTC.
    package static let referenceDate = Date(timeIntervalSince1970: 1_773_500_966)

    /// Every screen of every app, with mock states.
    package static var previews: [Preview] {
        ClockPreviews.previews + BooksPreviews.previews + CommentsPreviews.previews + OrderPreviews.previews
            + ProfilePreviews.previews
    }
}

extension ShowcaseApp {
    /// The app as a session of inputs alone started it (`viewdata-demo NAME --record`), for
    /// the test `viewdata log export-test` makes of it.
    package static func replaying(startingAt start: Date) -> Self {
        Self(now: start)
    }
}

extension BooksApp: ScreenSessionReplayable {}
extension CommentsApp: ScreenSessionReplayable {}
extension OrderApp: ScreenSessionReplayable {}
extension ProfileApp: ScreenSessionReplayable {}
