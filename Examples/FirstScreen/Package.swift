// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Greeting",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [
        // Your package names ViewDataKit by its git URL:
        //     .package(url: "<ViewDataKit's git URL>", .upToNextMinor(from: "0.1.0")),
        // This example, inside the repository, by path (in a folder named ViewDataKit).
        .package(path: "../.."),
    ],
    targets: [
        .target(name: "Greeting", dependencies: [.product(name: "TextUI", package: "ViewDataKit")]),
        .testTarget(name: "GreetingTests", dependencies: [
            "Greeting",
            .product(name: "TextSnapshots", package: "ViewDataKit"),
        ]),
    ]
)
