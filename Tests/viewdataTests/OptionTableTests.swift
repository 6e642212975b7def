import Foundation
import CommandLineSupport
import Testing
@testable import viewdata
@testable import viewdata_demo

/// One table per command parses its options, checks their values and prints its usage.
@Suite("Option tables")
struct OptionTableTests {
    private let table = OptionTable("probe", [
        .width(help: ["columns"]),
        CommandOption("--name", "TEXT", .text(noun: "a name", allowsEmpty: false), help: ["a name"]),
        CommandOption("--tag", "TEXT", .text(noun: "a tag", allowsEmpty: true), help: ["repeatable"]),
        CommandOption("--loud", help: ["a flag"]),
    ])

    @Test("Values are read and checked; the rest are arguments")
    func parsing() throws {
        let parsed = try table.parse(["a", "--width", "80", "--tag", "x", "-5", "--tag", "", "--loud", "-"])
        #expect(parsed.number("--width") == 80)
        #expect(parsed.texts("--tag") == ["x", ""])
        #expect(parsed.has("--loud") && !parsed.has("--name"))
        #expect(parsed.arguments == ["a", "-5", "-"])
        #expect(try table.parse(["--", "--loud"], stopsAtDoubleDash: true).arguments == ["--loud"])
        let colors = OptionTable("probe", CommandOption.colors)
        #expect(try colors.parse(["--color", "--no-color"]).color == false)
        #expect(try colors.parse(["--no-color", "--color"]).color == true)
        #expect(try colors.parse([]).color == nil)
    }

    @Test("Mistakes name the option and the value", arguments: [
        (["--width"], "--width needs a number of columns"),
        (["--width", "19"], "--width must be a whole number from 20 to 1000, got '19'"),
        (["--width", "wide"], "--width must be a whole number from 20 to 1000, got 'wide'"),
        (["--name", ""], "--name needs a name"),
        (["--bogus"], "unknown option '--bogus' for 'probe'"),
    ])
    func mistakes(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try table.parse(arguments) }
    }

    @Test("The usage lists each option with its value's name, long ones on a line of their own")
    func usage() {
        #expect(OptionTable("probe", [
            .width(help: ["columns", "(20–1000)"]),
            CommandOption("--state-file", "PATH", .text(noun: "a path", allowsEmpty: true), help: ["where it goes"]),
        ]).usage() == """
              --width N       columns
                              (20–1000)
              --state-file PATH
                              where it goes

            """)
    }

    /// The tools' usage texts are made from the tables: every option a block of the usage
    /// names is one its command accepts.
    @Test("Every option in the tools' usage is accepted by the command it is listed under")
    func usageMatchesParsers() throws {
        func options(in usage: String, block: String) -> [String] {
            guard let start = usage.range(of: "options for \(block)") else { return [] }
            // The block: from its heading (which may take two lines) to the next blank line.
            let lines = usage[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
                .drop { !$0.hasPrefix("  --") }.prefix { !$0.isEmpty }
            return lines.compactMap { line in
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("--") else { return nil }
                return String(trimmed.prefix { $0 != " " })
            }
        }
        func accepts(_ parse: ([String]) throws -> Void, _ option: String, value: String) -> Bool {
            // --every and --resize go with a key script.
            let script = option == "--every" || option == "--resize" ? ["--keys", "q"] : []
            return (try? parse([option] + script)) != nil || (try? parse([option, value] + script)) != nil
        }
        let checks: [(usage: String, block: String, value: String, parse: ([String]) throws -> Void)] = [
            (ViewDataTool.usage, "log inspect", "40", { _ = try LogCommand(parsing: ["inspect", "a.jsonl"] + $0) }),
            (ViewDataTool.usage, "log show", "40", { _ = try LogCommand(parsing: ["show", "a.jsonl"] + $0) }),
            (ViewDataTool.usage, "width", "40", { _ = try WidthCommand(parsing: $0 + ["x"]) }),
            (ViewDataTool.usage, "snapshots prune", "Refs", { _ = try SnapshotsCommand(parsing: ["prune"] + $0) }),
            (DemoTool.usage, "the apps", "40", { _ = try DemoCommand(parsing: ["clock"] + $0) }),
            (DemoTool.usage, "replay", "40", { _ = try ReplayCommand(parsing: ["a.jsonl"] + $0) }),
            (DemoTool.usage, "console", "40", { _ = try ConsoleCommand(parsing: $0) }),
            (DemoTool.usage, "gallery", "40", { _ = try GalleryCommand(parsing: $0) }),
            (DemoTool.usage, "tour", "40", { _ = try DemoToolCommand(parsing: ["tour"] + $0) }),
        ]
        for check in checks {
            let names = options(in: check.usage, block: check.block)
            #expect(!names.isEmpty, "no options listed for \(check.block)")
            for name in names {
                let value = name == "--resize" ? "61x17" : name == "--now" ? "now" : check.value
                #expect(accepts(check.parse, name, value: value), "\(check.block) does not accept \(name)")
            }
        }
    }
}
