// swift-tools-version: 6.0
import PackageDescription

// A notes app of two stores (a document and its view-state), recorded as a session and kept as
// a test: the whole loop of README's "Keep this session as a test", which
// Scripts/notes-session-e2e.sh runs in CI.
let package = Package(
    name: "Notes",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [
        // Your package names ViewDataKit by its git URL; this example, inside the repository,
        // by path (in a folder named ViewDataKit).
        .package(path: "../.."),
    ],
    targets: [
        .target(name: "Notes", dependencies: [
            .product(name: "TextUI", package: "ViewDataKit"),
            .product(name: "StateFlow", package: "ViewDataKit"),
            .product(name: "StateFlowLog", package: "ViewDataKit"),
        ]),
        .executableTarget(name: "notes", dependencies: [
            "Notes",
            .product(name: "TextTerminal", package: "ViewDataKit"),
            .product(name: "StateFlowLog", package: "ViewDataKit"),
        ]),
        .testTarget(name: "NotesTests", dependencies: [
            "Notes",
            .product(name: "StateFlowLog", package: "ViewDataKit"),
            .product(name: "StateFlowTesting", package: "ViewDataKit"),
            .product(name: "TextSnapshots", package: "ViewDataKit"),
            .product(name: "TextUI", package: "ViewDataKit"),
        ]),
    ]
)
