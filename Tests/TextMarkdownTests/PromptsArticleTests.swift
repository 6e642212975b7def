import Foundation
import Testing
import TextSnapshots
import TextConsole

func newPackageWizard(_ console: Console) throws {
    let name = try console.ask(TextPrompt("Package name", default: "my-tool") { name in
        name.contains(" ") ? "A package name has no spaces" : nil        // said below the line; asked again
    })
    let kind = try console.ask(SelectPrompt("Kind", options: [
        SelectOption("Library"), SelectOption("Command-line tool"), SelectOption("App", disabledReason: "needs Xcode"),
    ]))
    let platforms = try console.ask(MultiSelectPrompt("Platforms", options: ["Linux", "macOS", "iOS"].map { SelectOption($0) },
                                                      minimum: 1))
    let port = try console.ask(NumberPrompt("Port", in: 1...65_535, default: 8080))
    let token = try console.ask(TextPrompt("Token", echo: .masked("•")))   // or .hidden
    if try console.ask(ConfirmPrompt("Create '\(name)'?", default: true)) {   // (Y/n)
        console.success("Created \(name): \(kind) for \(platforms.joined(separator: ", ")) on port \(port), a token of \(token.count)")
    }
}

// The examples of the article "Asking: prompts and forms"
// (Sources/TextConsole/TextConsole.docc/Asking.md): each ```swift block after a
// `<!-- compiled: … -->` line there is in this file line for line (ReadmeTests checks it).

@Test func newPackage() throws {
    let terminal = try VirtualTerminal(width: 40, height: 8, keys: "cli⏎↓⏎")
    let console = terminal.console
    let name = try console.ask(TextPrompt("Name"))
    let kind = try console.ask(SelectPrompt("Kind", options: ["Library", "Tool"].map { SelectOption($0) }))
    #expect(name == "cli" && kind == "Tool")
    #expect(terminal.transcript == "✔ Name: cli\n✔ Kind: Tool")
    assertSnapshot(of: terminal.frames.joined(separator: "\n---\n"), as: .lines)   // every frame, as text
}

@Suite("The prompts article's examples")
struct PromptsArticleTests {
    @Test func theWizardAsksEachQuestion() throws {
        // A space refused, then a name; the tool (the library is above it); Linux; the default
        // port; a token; yes.
        let terminal = try VirtualTerminal(width: 60, height: 12, keys: "my tool⏎{ctrl-u}cli⏎↓⏎ ⏎⏎s3cret⏎⏎")
        try newPackageWizard(terminal.console)
        #expect(terminal.transcript == """
            ✔ Package name: cli
            ✔ Kind: Command-line tool
            ✔ Platforms: Linux
            ✔ Port: 8080
            ✔ Token: (hidden)
            ✔ Create 'cli'?: yes
            ✔ Created cli: Command-line tool for Linux on port 8080, a
            token of 6
            """)
    }

    @Test func aFormAsksWhatTheAnswersBeforeLeadTo() throws {
        let terminal = try VirtualTerminal(width: 40, height: 8, keys: "⏎⏎")
        let console = terminal.console
        let answers = try console.ask(Form("New package", fields: [
            .field("name") { _ in TextPrompt("Name", default: "my-app") },
            .field("kind") { _ in SelectPrompt("Kind", options: ["Library", "Tool"].map { SelectOption($0) }) },
            .field("command") { answers in      // asked for a tool only, its default the name
                answers["kind", as: String.self] == "Tool" ? TextPrompt("Command", default: answers["name", as: String.self]) : nil
            },
        ]))
        #expect(answers["command", as: String.self] == nil)     // a library: not asked
        #expect(answers["name", as: String.self] == "my-app")
    }
}
