import TestSupport
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

    /// For random keys over text of wide, joining and combining characters: the field edits
    /// as a plain model of a string and a cursor does (a cursor that lands inside a character
    /// that an edit joined goes on to its end), and the width it keeps from edit to edit is
    /// the width of a field given the same text afresh, in both profiles.
    @Test func textFieldsEditAsAStringAndACursorWould() {
        let seed = propertyTestSeed(default: 0x7E47_F1E1)
        var generator = SeededGenerator(seed: seed)
        let typed: [Character] = ["a", "Z", " ", "中", "é", "\u{301}", "🇯", "🇵", "👩", "\u{200D}", "🔬", "ᄀ", "ᅡ", "ᆨ"]
        let moves: [Key] = [.left, .right, .home, .end, .backspace, .delete, .control("u"), .control("k"), .control("a"), .control("e")]
        for round in 0..<300 {
            let profile: WidthProfile = round % 2 == 0 ? .standard : .eastAsian
            let field = TextField(placeholder: "", text: "")
            field.widthProfile = profile
            var model = (text: "", offset: 0)  // the cursor as a UTF-8 offset
            var log: [Key] = []
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                let key: Key
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<5: key = .character(typed.randomElement(using: &generator)!)
                case 5: key = .paste(String((0..<3).map { _ in typed.randomElement(using: &generator)! }))
                default: key = moves.randomElement(using: &generator)!
                }
                log.append(key)
                _ = field.handle(key)
                model = Self.edit(model, with: key)
                let context = "seed \(seed) round \(round) keys \(log)"
                #expect(field.text == model.text, "\(context)")
                #expect(field.cursor == String(decoding: model.text.utf8.prefix(model.offset), as: UTF8.self).count, "\(context)")
                let fresh = TextField(placeholder: "", text: model.text)
                fresh.widthProfile = profile
                #expect(field.contentWidths() == fresh.contentWidths(), "\(context)")
                guard field.text == model.text else { return }
            }
        }
    }

    /// The boundaries of `text`'s characters, as UTF-8 offsets, with the end.
    static func boundaries(of text: String) -> [Int] {
        text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) } + [text.utf8.count]
    }

    /// `key` applied to a plain model of the field: its text, and its cursor as a UTF-8 offset
    /// that is always at a character's start or the end.
    static func edit(_ model: (text: String, offset: Int), with key: Key) -> (text: String, offset: Int) {
        var bytes = Array(model.text.utf8)
        var offset = model.offset
        let marks = boundaries(of: model.text)
        let previous = marks.last { $0 < offset } ?? 0
        let next = marks.first { $0 > offset } ?? offset
        func replace(_ range: Range<Int>, with text: String) {
            bytes.replaceSubrange(range, with: Array(text.utf8))
            offset = range.lowerBound + text.utf8.count
        }
        switch key {
        case .left: offset = previous
        case .right: offset = next
        case .home, .control("a"): offset = 0
        case .end, .control("e"): offset = bytes.count
        case .backspace: replace(previous..<offset, with: "")
        case .delete: replace(offset..<next, with: "")
        case .control("u"): replace(0..<offset, with: "")
        case .control("k"): replace(offset..<bytes.count, with: "")
        default: replace(offset..<offset, with: key.pastedText ?? key.character.map { String($0) } ?? "")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        // On to the start of the character the offset is in, if an edit joined it.
        return (text, boundaries(of: text).first { $0 >= offset } ?? bytes.count)
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
        #expect(bar.render(width: 30).plainText == "██████████░░░░░░░░░░  50% Sync")
        // Narrower than the bar and its percentage: the bar shrinks, the title goes.
        #expect(bar.render(width: 20).plainText == "███████░░░░░░░░  50%")
        bar.progress = 2
        #expect(bar.render(width: 9).plainText == "████ 100%")
        // Filling: the bar takes what the title leaves.
        bar.barWidth = nil
        bar.setProgress(Float(1) / 2, animated: true)
        #expect(bar.render(width: 20).plainText == "█████░░░░░  50% Sync")
        let spinner = ProgressView(progress: nil, title: "Loading")
        #expect(spinner.render(width: 12).plainText == "⠋ Loading")
        spinner.tick()
        #expect(spinner.render(width: 12).plainText == "⠙ Loading")
        spinner.widthProfile = .eastAsian
        #expect(spinner.render(width: 12).plainText == "/ Loading")
    }

    @Test func progressBarsInAListLineUpWhateverTheirProgressAndTitles() {
        let list = StackView(axis: .vertical, arrangedSubviews: [
            ProgressView(progress: 0.07, title: "Episode 12"),
            ProgressView(progress: 0.7, title: "A much longer episode title"),
            ProgressView(progress: 1, title: "中文"),
            ProgressView(progress: 0, title: ""),
        ])
        #expect(list.render(width: 40).plainText == """
            █░░░░░░░░░░░░░░░░░░░   7% Episode 12
            ██████████████░░░░░░  70% A much longer…
            ████████████████████ 100% 中文
            ░░░░░░░░░░░░░░░░░░░░   0%
            """)
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
        // A caption with runs: over the caption's style, the rule's when it has none.
        let styled = Divider(caption: "ignored")
        styled.attributedCaption = "To\("day", style: .bold)"
        let canvas = styled.render(width: 15)
        #expect(canvas.plainText == "──── Today ────")
        #expect(canvas[5, 0].style == .dim && canvas[7, 0].style == Style(attributes: [.bold, .dim]) && canvas[0, 0].style == .dim)
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
            PanelView(title: hostile, content: [Label(hostile)]), ImageView(image: Image(hostile, altText: hostile)),
            DataTable(columns: [.init(hostile)], rows: [[StyledText(hostile)]], footer: [StyledText(hostile)]),
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
