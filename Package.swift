// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ViewDataKit",
    products: [
        // Libraries
        .library(name: "TextRendering", targets: ["TextRendering"]),
        .library(name: "TextDiff", targets: ["TextDiff"]),

        // Tools
        .executable(name: "viewdata", targets: ["viewdata"]),
        .executable(name: "viewdata-bench", targets: ["viewdata-bench"]),
    ],
    dependencies: [],
    targets: [
        // Libraries
        .target(name: "TextRendering"),
        .target(name: "TextDiff"),

        // Tools
        .executableTarget(
            name: "viewdata",
            dependencies: ["TextRendering"]),
        .executableTarget(
            name: "viewdata-bench",
            dependencies: ["TextRendering", "TextDiff"],
            path: "Benchmarks"),

        // Tests
        .testTarget(
            name: "TextRenderingTests",
            dependencies: ["TextRendering"],
            resources: [.copy("Resources")]),
        .testTarget(
            name: "TextDiffTests",
            dependencies: ["TextDiff"]),
        .testTarget(
            name: "viewdataTests",
            dependencies: ["viewdata"]),
    ],
    swiftLanguageModes: [.v6]
)
