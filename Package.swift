// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares: imports are visible only where they are written.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "ViewDataKit",
    // swift-snapshot-testing's minimums, for every product: apps that support iOS 13 to 16 can
    // test with it. What needs more is guarded and says so: `Store` is `Observable` only where
    // Observation exists (macOS 14, iOS 17, tvOS 17, watchOS 10), `AttributedString` conversions
    // need macOS 12, iOS 15, tvOS 15, watchOS 8. Scripts/check-availability.py holds the code to
    // these; only Linux is built and tested here (Scripts/apple-platforms.sh on a Mac does the
    // rest; see Sources/TextSnapshots/TextSnapshots.docc/InAnIOSApp.md).
    platforms: [
        .macOS(.v10_15),
        .iOS(.v13),
        .macCatalyst(.v13),
        .tvOS(.v13),
        .watchOS(.v6),
        .visionOS(.v1),
    ],
    products: [
        // Libraries
        .library(name: "TextRendering", targets: ["TextRendering"]),
        .library(name: "TextDiff", targets: ["TextDiff"]),
        .library(name: "TextWidgets", targets: ["TextWidgets"]),
        .library(name: "TextConsole", targets: ["TextConsole"]),
        .library(name: "TextMarkdown", targets: ["TextMarkdown"]),
        .library(name: "TextUI", targets: ["TextUI"]),
        .library(name: "TextTerminal", targets: ["TextTerminal"]),
        .library(name: "StateFlow", targets: ["StateFlow"]),
        .library(name: "StateFlowLog", targets: ["StateFlowLog"]),
        // For test targets: `StoreTester`, exhaustive tests of what changes do to stores.
        .library(name: "StateFlowTesting", targets: ["StateFlowTesting"]),
        // SnapshotStore and InlineSnapshots, TextSnapshots' engine, are targets, not products:
        // their API is the package's own (`package`), and TextSnapshots re-exports what tests use.
        .library(name: "TextSnapshots", targets: ["TextSnapshots"]),

        // Tools: the user's (snapshots, logs), the showcase's, the benchmarks
        .executable(name: "viewdata", targets: ["viewdata"]),
        .executable(name: "viewdata-demo", targets: ["viewdata-demo"]),
        .executable(name: "viewdata-bench", targets: ["viewdata-bench"]),
    ],
    dependencies: [],
    targets: [
        // Package-level helpers more than one library uses (a binary search, atomic file
        // replacement, UTF-8 validation); not a product.
        .target(
            name: "ViewDataSupport",
            swiftSettings: settings),

        // Libraries
        .target(
            name: "TextRendering",
            swiftSettings: settings),
        // Keys as data: what a terminal's bytes mean (`KeyDecoder`), key presses (`Key`) and
        // scripts of them (`KeyScript`); no OS calls. Below both the console's prompts and the
        // views, so that a prompting CLI compiles no view layer.
        .target(
            name: "TerminalInput",
            swiftSettings: settings),
        .target(
            name: "TextDiff",
            swiftSettings: settings),
        // Tables, trees, columns, rules, panels, progress bars, layout and highlighted code as
        // values: what a console prints and TextUI's views host; no views, no controllers, no
        // OS calls (Swift code is read by the package's own lexer).
        .target(
            name: "TextWidgets",
            dependencies: ["TextRendering", "SwiftLexing"],
            swiftSettings: settings),
        // Console output for command-line programs: `Console`, live regions, progress; the OS
        // calls it needs (is it a terminal, how wide, signals that restore the cursor).
        .target(
            name: "TextConsole",
            dependencies: ["TerminalInput", "TextWidgets", "TextRendering"],
            swiftSettings: settings),
        // Markdown: a CommonMark parser of our own and a widget that renders documents, their
        // code highlighted; no views, no OS calls.
        .target(
            name: "TextMarkdown",
            dependencies: ["TextWidgets", "TextRendering", "SwiftLexing"],
            swiftSettings: settings),
        .target(
            name: "TextUI",
            dependencies: ["TerminalInput", "TextWidgets", "TextRendering", "ViewDataSupport"],
            swiftSettings: settings),
        .target(
            name: "TextTerminal",
            dependencies: ["TextUI", "TextConsole", "TextWidgets", "TextRendering", "ViewDataSupport"],
            swiftSettings: settings),
        // Stores, history and time travel; their JSON logs, log reader and printed diffs are
        // StateFlowLog's, so that an app's store compiles none of them.
        .target(
            name: "StateFlow",
            dependencies: ["ViewDataSupport"],
            swiftSettings: settings),
        .target(
            name: "StateFlowLog",
            dependencies: ["StateFlow", "TextDiff", "ViewDataSupport"],
            swiftSettings: settings),
        // Exhaustive store tests, reported as snapshot assertions are (XCTest or Swift Testing),
        // with value diffs.
        .target(
            name: "StateFlowTesting",
            dependencies: ["StateFlow", "StateFlowLog", "TextDiff", "TextSnapshots"],
            swiftSettings: settings),
        // C, for the one thing Swift cannot do: run code when a test process starts (the end
        // of a `swift test` run prints one snapshot summary line, see SnapshotRun).
        .target(name: "SnapshotStartup"),
        .target(
            name: "SnapshotStore",
            dependencies: ["SnapshotStartup", "InlineSnapshots", "SwiftLexing", "ViewDataSupport"],
            swiftSettings: settings),
        // What only `viewdata snapshots` needs (the catalog of references, review, prune,
        // migration from swift-snapshot-testing): kept out of users' test bundles.
        .target(
            name: "SnapshotTools",
            dependencies: ["SnapshotStore", "InlineSnapshots", "SwiftLexing", "ViewDataSupport"],
            swiftSettings: settings),
        // Inline snapshots: our own Swift lexer and source rewriting, no swift-syntax.
        .target(
            name: "InlineSnapshots",
            dependencies: ["SwiftLexing", "ViewDataSupport"],
            swiftSettings: settings),
        // The Swift lexer alone: what inline snapshots rewrite with and Markdown highlights with.
        .target(
            name: "SwiftLexing",
            swiftSettings: settings),
        .target(
            name: "TextSnapshots",
            dependencies: ["SnapshotStore", "InlineSnapshots", "SwiftLexing", "TextDiff", "TextRendering", "ViewDataSupport"],
            swiftSettings: settings),

        // Examples: the seed articles' apps, for `viewdata-demo` and the benchmarks; not a product.
        .target(
            name: "Showcase",
            dependencies: ["TextUI", "StateFlow", "StateFlowLog", "TextRendering", "ViewDataSupport"],
            path: "Examples/Showcase",
            swiftSettings: settings),

        // Tools: what the two command-line tools share (the terminal they write to, scripted
        // screens, usage errors), not a product; the user's tool, which compiles no showcase
        // code; the showcase's.
        .target(
            name: "CommandLineSupport",
            dependencies: ["TextRendering", "TextWidgets", "TextConsole", "TextUI", "TextTerminal"],
            swiftSettings: settings),
        .executableTarget(
            name: "viewdata",
            dependencies: [
                "CommandLineSupport", "TextRendering", "TextDiff", "TextWidgets", "TextConsole", "TextMarkdown", "TextUI", "TextTerminal", "StateFlow", "StateFlowLog", "SnapshotStore",
                "SnapshotTools", "ViewDataSupport",
            ],
            swiftSettings: settings),
        .executableTarget(
            name: "viewdata-demo",
            dependencies: [
                "CommandLineSupport", "Showcase", "StateFlow", "StateFlowLog", "TextRendering", "TextWidgets", "TextConsole", "TextUI", "TextTerminal", "ViewDataSupport",
            ],
            path: "Examples/Demo",
            swiftSettings: settings),
        .executableTarget(
            name: "viewdata-bench",
            dependencies: [
                "TextRendering", "TextDiff", "TextWidgets", "TextConsole", "TextMarkdown", "TextUI", "TextTerminal", "StateFlow", "StateFlowLog", "StateFlowTesting", "SnapshotStore", "SnapshotTools", "InlineSnapshots", "SwiftLexing", "TextSnapshots",
                "Showcase",
            ],
            path: "Benchmarks",
            swiftSettings: settings),

        // Tests: what test targets share (seeded generators, temporary folders), then the tests
        .target(
            name: "TestSupport",
            dependencies: ["TextRendering", "TextUI"],
            path: "Tests/TestSupport",
            swiftSettings: settings),
        .testTarget(
            name: "ViewDataSupportTests",
            dependencies: ["ViewDataSupport", "TestSupport"],
            swiftSettings: settings),
        .testTarget(
            name: "TextRenderingTests",
            dependencies: ["TextRendering", "TestSupport"],
            resources: [.copy("Resources")],
            swiftSettings: settings),
        .testTarget(
            name: "TextDiffTests",
            dependencies: ["TextDiff", "TestSupport"],
            swiftSettings: settings),
        .testTarget(
            name: "StateFlowTests",
            dependencies: ["StateFlow", "StateFlowLog", "StateFlowTesting", "TestSupport"],
            swiftSettings: settings),
        .testTarget(
            name: "TextWidgetsTests",
            dependencies: ["TextWidgets", "TextRendering", "TestSupport"],
            swiftSettings: settings),
        .testTarget(
            name: "TextConsoleTests",
            dependencies: ["TextConsole", "TextWidgets", "TextRendering", "TestSupport"],
            swiftSettings: settings),
        .testTarget(
            name: "TextMarkdownTests",
            dependencies: ["TextMarkdown", "TextConsole", "TextUI", "TextWidgets", "TextRendering", "TextSnapshots", "TestSupport"],
            resources: [.copy("Resources")],
            swiftSettings: settings),
        .testTarget(
            name: "TextUITests",
            dependencies: ["TextUI", "TextWidgets", "TextRendering", "TextSnapshots", "TestSupport"],
            swiftSettings: settings),
        .testTarget(
            name: "TextTerminalTests",
            dependencies: ["TextTerminal", "TextConsole", "TextUI", "TextRendering", "TestSupport", "ViewDataSupport"],
            swiftSettings: settings),
        .testTarget(
            name: "SnapshotStoreTests",
            dependencies: ["SnapshotStore", "SnapshotTools", "TestSupport", "ViewDataSupport"],
            swiftSettings: settings),
        .testTarget(
            name: "InlineSnapshotsTests",
            dependencies: ["InlineSnapshots", "SwiftLexing", "TestSupport"],
            exclude: ["LexerCases"],
            resources: [.copy("Corpus")],
            swiftSettings: settings),
        .testTarget(
            name: "TextSnapshotsTests",
            dependencies: ["TextSnapshots", "TextRendering", "TestSupport"],
            swiftSettings: settings),
        .testTarget(
            name: "ShowcaseTests",
            dependencies: ["Showcase", "StateFlow", "StateFlowLog", "TextUI", "TextRendering", "TextSnapshots", "TextConsole", "TextMarkdown", "TestSupport"],
            swiftSettings: settings),
        .testTarget(
            name: "viewdataTests",
            dependencies: [
                "viewdata", "viewdata-demo", "CommandLineSupport", "Showcase", "StateFlow", "StateFlowLog", "SnapshotStore", "SnapshotTools", "InlineSnapshots", "TextUI", "TextTerminal", "TextRendering",
                "TextSnapshots", "TestSupport",
            ],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
