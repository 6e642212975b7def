import TextConsole

/// The prompts `Scripts/tmux-prompts-check.py` asks in tmux and in a `VirtualTerminal`, by name:
/// each prompt kind, a question that wraps, wide characters at the right edge, a list that
/// scrolls, a filter that leaves nothing, a form.
enum PromptScenario: String, CaseIterable {
    case text, secure, confirm, number, select, multi, form, below

    /// Asks the scenario's prompts on `console`; returns a line describing the answers.
    func run(on console: Console) throws(PromptError) -> String {
        switch self {
        case .text:
            // A question of wide characters that wraps on a narrow terminal.
            let answer = try console.ask(TextPrompt("設定ファイルの名前を入力してください (the settings file's name)", placeholder: "名前"))
            return "text: \(answer)"
        case .below:
            // A prompt that starts below other output: a narrower terminal re-wraps its long
            // rows above the cursor, and the redraw must go back over all of them.
            console.print("Creating the package.\nResolving dependencies.\nWriting the manifest.")
            let answer = try console.ask(TextPrompt("What should the settings file in the new package be called, with its extension?"))
            return "below: \(answer)"
        case .secure:
            let hidden = try console.ask(TextPrompt("Password", echo: .hidden))
            let masked = try console.ask(TextPrompt("PIN", echo: .masked("•")))
            return "secure: \(hidden.count) and \(masked.count) characters"
        case .confirm:
            let first = try console.ask(ConfirmPrompt("Overwrite the existing 'Package.swift'?", default: false))
            let second = try console.ask(ConfirmPrompt("Continue?"))
            return "confirm: \(first), \(second)"
        case .number:
            return "number: \(try console.ask(NumberPrompt("Port", in: 1...65_535, default: 8080)))"
        case .select:
            let cities = ["東京 Tokyo", "大阪 Osaka", "서울 Seoul", "Zürich", "São Paulo", "Montréal", "Reykjavík", "Kraków",
                          "İstanbul", "Ålesund", "Córdoba", "Nuuk", "Hà Nội", "Αθήνα", "Київ", "القاهرة"]
            let options = cities.enumerated().map { index, city in
                SelectOption(city, isDisabled: index == 3)
            }
            return "select: " + (try console.ask(SelectPrompt("Which city hosts the conference this year?", options: options)))
        case .multi:
            let options = ["Linux", "macOS", "iOS", "tvOS", "watchOS", "visionOS", "Windows", "Android", "WASI", "FreeBSD"]
                .map { SelectOption($0) }
            let chosen = try console.ask(MultiSelectPrompt("Platforms", options: options, minimum: 1, maximum: 3))
            return "multi: " + chosen.joined(separator: ", ")
        case .form:
            let form = Form("New package", fields: [
                .field("name") { _ in TextPrompt("Name", default: "my-app") },
                .field("kind") { _ in SelectPrompt("Kind", options: ["Library", "Tool", "Macro"].map { SelectOption($0) }) },
                .field("command") { answers in
                    answers["kind", as: String.self] == "Tool" ? TextPrompt("Command", default: answers["name", as: String.self]) : nil
                },
                .field("tests") { _ in ConfirmPrompt("Add tests?", default: true) },
            ])
            let answers = try console.ask(form)
            return "form: " + answers.names.joined(separator: ", ")
        }
    }
}
