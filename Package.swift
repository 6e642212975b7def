// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ViewDataKit",
    products: [
        // Libraries
        .library(name: "TextRendering", targets: ["TextRendering"]),
        .library(name: "TextDiff", targets: ["TextDiff"]),
        .library(name: "TextUI", targets: ["TextUI"]),
        .library(name: "StateFlow", targets: ["StateFlow"]),
        .library(name: "SnapshotStore", targets: ["SnapshotStore"]),
        .library(name: "TextSnapshots", targets: ["TextSnapshots"]),
        .library(name: "Showcase", targets: ["Showcase"]),

        // Tools
        .executable(name: "viewdata", targets: ["viewdata"]),
        .executable(name: "viewdata-bench", targets: ["viewdata-bench"]),
    ],
    dependencies: [],
    targets: [
        // Libraries
        .target(name: "TextRendering"),
        .target(name: "TextDiff"),
        .target(
            name: "TextUI",
            dependencies: ["TextRendering"]),
        .target(
            name: "StateFlow",
            dependencies: ["TextDiff"]),
        .target(
            name: "SnapshotStore",
            dependencies: ["TextDiff"]),
        .target(
            name: "TextSnapshots",
            dependencies: ["SnapshotStore", "TextDiff", "TextRendering"]),
        .target(
            name: "Showcase",
            dependencies: ["TextUI", "StateFlow", "TextRendering"]),

        // Tools
        .executableTarget(
            name: "viewdata",
            dependencies: ["TextRendering", "TextDiff", "TextUI", "StateFlow", "SnapshotStore", "Showcase"]),
        .executableTarget(
            name: "viewdata-bench",
            dependencies: ["TextRendering", "TextDiff", "TextUI", "StateFlow", "SnapshotStore", "Showcase"],
            path: "Benchmarks"),

        // Tests
        .target(
            name: "PropertyTesting",
            path: "Tests/PropertyTesting"),
        .testTarget(
            name: "TextRenderingTests",
            dependencies: ["TextRendering", "PropertyTesting"],
            resources: [.copy("Resources")]),
        .testTarget(
            name: "TextDiffTests",
            dependencies: ["TextDiff", "PropertyTesting"]),
        .testTarget(
            name: "StateFlowTests",
            dependencies: ["StateFlow", "PropertyTesting"]),
        .testTarget(
            name: "TextUITests",
            dependencies: ["TextUI", "TextSnapshots", "PropertyTesting"]),
        .testTarget(
            name: "SnapshotStoreTests",
            dependencies: ["SnapshotStore", "PropertyTesting"]),
        .testTarget(
            name: "TextSnapshotsTests",
            dependencies: ["TextSnapshots", "TextRendering"]),
        .testTarget(
            name: "ShowcaseTests",
            dependencies: ["Showcase", "TextSnapshots", "PropertyTesting"]),
        .testTarget(
            name: "viewdataTests",
            dependencies: ["viewdata", "TextSnapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
