import Testing
import TextRendering
@testable import TextUI

@Suite("Controls")
struct ControlTests {
    @Test func buttonsAreDrawnInBracketsAndActivatedByKeys() {
        var presses = 0
        let button = Button("Reply", image: Image("reply", symbol: "↩")) { _ in presses += 1 }
        #expect(button.render(width: 12).plainText == "[ ↩ Reply ]")
        #expect(button.handle(.enter))
        #expect(button.handle(.character(" ")))
        #expect(!button.handle(.character("x")))
        #expect(presses == 2)
        button.isEnabled = false
        #expect(button.handle(.enter))
        #expect(presses == 2)
        #expect(button.render(width: 12)[2, 0].style == Style.dim)
        #expect(!button.canBecomeFirstResponder)
    }

    @Test func textFieldsEditAtTheCursor() {
        let field = TextField(placeholder: "Name")
        #expect(field.render(width: 10).plainText == "[Name    ]")
        var changes = 0
        field.onChange = { _ in changes += 1 }
        for character in "Zurich" { _ = field.handle(.character(character)) }
        _ = field.handle(.home)
        _ = field.handle(.right)
        _ = field.handle(.delete)
        _ = field.handle(.character("ü"))
        #expect(field.text == "Zürich")
        #expect(field.cursor == 2)
        _ = field.handle(.end)
        _ = field.handle(.backspace)
        #expect(field.text == "Züric")
        #expect(changes == 9)
        var submitted: String?
        field.onSubmit = { submitted = $0.text }
        _ = field.handle(.enter)
        #expect(submitted == "Züric")
        // Text longer than the field scrolls so the cursor stays in view.
        field.text = "a long name that does not fit"
        field.moveCursor(to: field.text.count)
        #expect(field.render(width: 10).plainText == "[not fit ]")
    }

    @Test func textFieldsTakeShellEditingKeys() {
        let field = TextField(placeholder: "", text: "Kathmandu")
        var changes = 0
        field.onChange = { _ in changes += 1 }
        _ = field.handle(.control("a"))
        #expect(field.cursor == 0)
        _ = field.handle(.control("u"))
        #expect(field.text == "Kathmandu")
        _ = field.handle(.control("e"))
        _ = field.handle(.left)
        _ = field.handle(.left)
        _ = field.handle(.control("k"))
        #expect(field.text == "Kathman")
        _ = field.handle(.control("k"))
        _ = field.handle(.left)
        _ = field.handle(.control("u"))
        #expect(field.text == "n")
        #expect(field.cursor == 0)
        #expect(changes == 2)
        #expect(!field.handle(.control("x")))
    }

    @Test func disabledFieldsAreDimmedAndTakeNoKeys() {
        let field = TextField(placeholder: "", text: "Tokyo")
        #expect(!field.render(width: 10)[1, 0].style.attributes.contains(.dim))
        field.isEnabled = false
        #expect(field.render(width: 10)[1, 0].style.attributes.contains(.dim))
        #expect(!field.handle(.character("x")))
        #expect(field.text == "Tokyo")
        #expect(!field.canBecomeFirstResponder)
    }

    @Test func switchesToggle() {
        let toggle = Switch("Alerts")
        #expect(toggle.render(width: 12).plainText == "[ ] Alerts")
        var seen: [Bool] = []
        toggle.onChange = { seen.append($0.isOn) }
        _ = toggle.handle(.character(" "))
        #expect(toggle.render(width: 12).plainText == "[x] Alerts")
        _ = toggle.handle(.enter)
        #expect(seen == [true, false])
    }

    @Test func progressBarsAndSpinners() {
        let bar = ProgressView(progress: 0.5, title: "Sync")
        #expect(bar.render(width: 20).plainText == "█████░░░░░░ 50% Sync")
        bar.progress = 2
        #expect(bar.render(width: 9).plainText == "████ 100%")
        let spinner = ProgressView(progress: nil, title: "Loading")
        #expect(spinner.render(width: 12).plainText == "⠋ Loading")
        spinner.tick()
        #expect(spinner.render(width: 12).plainText == "⠙ Loading")
        spinner.widthProfile = .eastAsian
        #expect(spinner.render(width: 12).plainText == "/ Loading")
    }

    @Test func imagesAreBoxesOrInline() {
        let image = ImageView(image: Image("cat.png", altText: "A cat", aspectRatio: 2))
        image.preferredWidth = 12
        #expect(image.render(width: 12).plainText == """
            ┌──────────┐
            │  A cat   │
            └──────────┘
            """)
        #expect(image.render(width: 6).plainText == "[im…g]")
    }

    @Test func dividersAndScrollViews() {
        #expect(Divider(caption: "Today").render(width: 15).plainText == "──── Today ────")
        let lines = Label((1...10).map(String.init).joined(separator: "\n"), numberOfLines: 0)
        let scroll = ScrollView(content: lines, viewportHeight: 3)
        #expect(scroll.render(width: 4).plainText == "1  ┃\n2  │\n3  │")
        _ = scroll.handle(.end)
        #expect(scroll.contentOffset == 7)
        #expect(scroll.render(width: 4).plainText == "8  │\n9  │\n10 ┃")
        _ = scroll.handle(.pageUp)
        #expect(scroll.contentOffset == 5)
    }
}

@Suite("Hostile text")
struct HostileTextTests {
    /// Escape sequences, C1 controls and bidi overrides from data never reach the output:
    /// the only escape sequences are the SGR ones the views ask for.
    @Test func noViewLetsControlsThrough() {
        let hostile = TextUIPreviews.Sample.hostile + "\u{9B}31m\u{2066}x\u{2069}\u{7}"
        let views: [View] = [
            Label(hostile), Label(hostile, numberOfLines: 0), Button(hostile), Switch(hostile), TextField(placeholder: hostile),
            TextField(placeholder: "", text: hostile), ProgressView(progress: 0.5, title: hostile), Divider(caption: hostile),
            Panel(title: hostile, content: [Label(hostile)]), ImageView(image: Image(hostile, altText: hostile)),
            DataTable(columns: [.init(hostile)], rows: [[DataTable.Cell(hostile)]], footer: [DataTable.Cell(hostile)]),
        ]
        for view in views {
            for width in [5, 20, 80] {
                let text = view.render(width: width).ansiText
                let withoutSGR = text.replacingSGR()
                #expect(!withoutSGR.unicodeScalars.contains { $0 == "\u{1B}" || (0x80...0x9F).contains($0.value) },
                        "\(type(of: view)) at \(width): \(withoutSGR.debugDescription)")
                #expect(!withoutSGR.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) },
                        "\(type(of: view)) at \(width)")
            }
        }
    }
}

extension String {
    /// The text with `ESC [ digits ; … m` sequences removed.
    func replacingSGR() -> String {
        var result = String.UnicodeScalarView()
        let scalars = Array(unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
                if end < scalars.count, scalars[end] == "m" {
                    index = end + 1
                    continue
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }
}
