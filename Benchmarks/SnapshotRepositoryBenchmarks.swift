import Foundation
import SnapshotStore
import SnapshotTools

/// `viewdata snapshots status` run at the root of a repository as large as a real monorepo:
/// finding every package's references folder, listing its references and pending files, and
/// asking whether a complete test run allows pruning.
enum SnapshotRepositoryBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("snapshots/monorepo-status", { monorepoStatus }),
    ] }

    /// 50 packages, 10,000 references (7 pending), 200,000 other files, plus build products
    /// and dependencies that the walk must skip.
    static var monorepoStatus: BenchmarkCase {
        let fixture = Monorepo(packages: 50, referencesPerPackage: 200, otherFilesPerPackage: 4_000)
        var folders = 0
        return BenchmarkCase(
            name: "snapshots/monorepo-status", inputSize: "50 packages", work: 10_000, workUnit: "references",
            body: {
                guard let repository = try? SnapshotRepository.discover(from: fixture.root) else { return 0 }
                folders = repository.foldersRead
                var count = 0
                for catalog in repository.catalogs {
                    count += ((try? catalog.references().count) ?? 0) + ((try? catalog.pending().count) ?? 0)
                    _ = try? catalog.obsoleteReferencesWithKept()
                }
                return count
            },
            note: { _ in "\(folders) folders read, 210,000 files; target < 1 s" })
    }

    /// The repository, in a temporary folder removed when the case is done.
    final class Monorepo {
        let root: URL

        init(packages: Int, referencesPerPackage: Int, otherFilesPerPackage: Int) {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("viewdata-bench-monorepo-\(UUID().uuidString)")
            let files = FileManager.default
            func file(_ path: String, _ text: String = "") {
                let url = root.appendingPathComponent(path)
                try? files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard files.createFile(atPath: url.path, contents: Data(text.utf8)) else {
                    fatalError("viewdata-bench: cannot write '\(url.path)'")
                }
            }
            file(".git/HEAD", "ref: refs/heads/main\n")
            file("ShopApp.xcodeproj/project.pbxproj")
            for package in 0..<packages {
                let base = "Packages/Feature\(package)"
                file(base + "/Package.swift", "// swift-tools-version: 6.0\n")
                for index in 0..<referencesPerPackage {
                    let reference = "\(base)/Snapshots/Screen\(index / 10)Tests/screen\(index % 10).1.txt"
                    file(reference, "┌────┐\n│ \(index) │\n└────┘\n")
                    if package == 0, index < 7 { file(reference + ".new", "changed\n") }
                }
                for index in 0..<otherFilesPerPackage {
                    file("\(base)/Sources/Feature\(package)/Group\(index / 40)/File\(index % 40).swift")
                }
                for index in 0..<100 {
                    file("\(base)/.build/checkouts/Dependency/Snapshots/T/t\(index).1.txt")
                }
            }
        }

        deinit {
            try? FileManager.default.removeItem(at: root)
        }
    }
}
