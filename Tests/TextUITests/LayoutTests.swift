import Testing
import TextRendering
@testable import TextUI
import TextWidgets

@Suite("Layout arithmetic")
struct LayoutArithmeticTests {
    @Test func rowsGiveWayByCompressionResistanceThenWidestFirst() {
        let widths = [LayoutWidths(minimum: 3, ideal: 10), LayoutWidths(minimum: 1, ideal: 1), LayoutWidths(minimum: 4, ideal: 12)]
        let low = LayoutPriority.defaultLow, high = LayoutPriority.defaultHigh, required = LayoutPriority.required
        // The low group gives way alone, to its minimum, then to nothing; the others keep theirs.
        #expect(RowSizing.fit(widths, resistances: [low, required, high], into: 20) == [7, 1, 12])
        #expect(RowSizing.fit(widths, resistances: [low, required, high], into: 14) == [1, 1, 12])
        #expect(RowSizing.fit(widths, resistances: [low, required, high], into: 12) == [0, 1, 11])
        // The other way round; and the required one last of all.
        #expect(RowSizing.fit(widths, resistances: [high, required, low], into: 14) == [10, 1, 3])
        #expect(RowSizing.fit(widths, resistances: [high, required, low], into: 3) == [2, 1, 0])
        #expect(RowSizing.fit(widths, resistances: [high, required, low], into: 0) == [0, 0, 0])
        // Equal priorities: as without them.
        #expect(RowSizing.fit(widths, resistances: [high, high, high], into: 14) == RowSizing.fit(widths, into: 14))
    }

    @Test func layoutPrioritiesReadAsUIKits() {
        #expect(LayoutPriority.defaultLow + 1 == LayoutPriority(251))
        #expect(LayoutPriority.required + 5 == .required)
        #expect(LayoutPriority.defaultHigh - 1 < .defaultHigh)
        #expect("\(LayoutPriority.defaultLow)" == "250" && "\(LayoutPriority(250.5))" == "250.5")
        let label = Label("x")
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(Spacer(minLength: 1).contentCompressionResistancePriority(for: .horizontal) == .required)
        #expect(Spacer(length: 1).contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        label.setContentHuggingPriority(.defaultHigh, for: .vertical)
        #expect(label.contentHuggingPriority(for: .vertical) == .defaultHigh && label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test func aColumnSharesLeftoverRowsAmongExpandingViews() {
        let fixed = Label("one two three", numberOfLines: 0)
        let spacer = Spacer()
        let scroll = ScrollView(content: Label("x"))
        #expect(ColumnLayout.heights(of: [fixed, spacer], width: 5, available: 10) == [3, 7])
        #expect(ColumnLayout.heights(of: [fixed, spacer, scroll], width: 5, available: 10, spacing: 1) == [3, 3, 2])
        #expect(ColumnLayout.heights(of: [fixed, spacer], width: 5, available: 2) == [3, 0])
        // A spacer's minimum length is kept; a view that resists less gives up rows first.
        let gap = Spacer(minLength: 2)
        let note = Label("a b c", numberOfLines: 0)
        note.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        #expect(ColumnLayout.heights(of: [fixed, gap, note], width: 5, available: 6) == [3, 2, 1])
        #expect(ColumnLayout.heights(of: [fixed, gap, note], width: 5, available: 4) == [3, 2, 0])
        // A fixed spacer gives way with the labels, as before priorities: nothing is cut for it.
        let title = Label("Title")
        let body = Label("Body")
        #expect(ColumnLayout.heights(of: [title, Spacer(length: 1), body], width: 5, available: 2) == [1, 1, 1])
        // With nothing that grows, the view that hugs least takes the rows to spare.
        note.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        #expect(ColumnLayout.heights(of: [fixed, note], width: 5, available: 9) == [3, 6])
    }

    @Test func theLeadingAndTrailingRowRecipe() {
        // The README's recipe: what gives way is the label with the lower compression
        // resistance; the spacer keeps at least a cell between them.
        let meta = Label("Episode 12 · 48 min · 東京")
        let status = Label("Downloaded ✓")
        let stack = StackView(axis: .horizontal, arrangedSubviews: [meta, Spacer(minLength: 1), status])
        #expect(stack.render(width: 50).plainText == "Episode 12 · 48 min · 東京            Downloaded ✓")
        // Both at their defaults: the widest gives way first.
        #expect(stack.render(width: 30).plainText == "Episode 12 · 48 … Downloaded ✓")
        meta.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        #expect(stack.render(width: 24).plainText == "Episode 12… Downloaded ✓")
        meta.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        status.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        #expect(stack.render(width: 30).plainText == "Episode 12 · 48 min · 東京 Do…")
    }

    @Test func theRoomToSpareGoesToTheLabelThatHugsLeast() {
        let left = Label("left")
        let right = Label("right")
        left.alignment = .trailing
        right.alignment = .trailing
        let row = StackView(axis: .horizontal, arrangedSubviews: [left, right])
        // As in UIKit when nothing says otherwise: the last one.
        #expect(row.render(width: 16).plainText == "left       right")
        left.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        #expect(row.render(width: 16).plainText == "       leftright")
    }
}

@Suite("Views")
struct ViewLayoutTests {
    @Test func chromeAddsBorderAndPadding() {
        let view = View()
        view.border = ViewBorder(.single, title: "T")
        view.padding = EdgeInsets(horizontal: 2, vertical: 1)
        view.addSubview(Label("abc"))
        #expect(view.widths == LayoutWidths(minimum: 7, ideal: 9))
        #expect(view.height(forWidth: 9) == 5)
        #expect(view.render(width: 9).plainText == """
            ┌─ T ───┐
            │       │
            │  abc  │
            │       │
            └───────┘
            """)
        #expect(view.sizeThatFits(Size(width: 100, height: 100)) == Size(width: 9, height: 5))
        #expect(view.sizeThatFits(Size(width: 6, height: 100)).width == 6)
    }

    @Test func hiddenViewsTakeNoRoom() {
        let hidden = Label("hidden")
        hidden.isHidden = true
        let view = StackView(axis: .vertical, spacing: 1, arrangedSubviews: [Label("a"), hidden, Label("b")])
        #expect(view.render(width: 5).plainText == "a\n\nb")
        hidden.isHidden = false
        #expect(view.render(width: 10).plainText == "a\n\nhidden\n\nb")
    }

    @Test func changingTextChangesTheLayout() {
        let label = Label("short", numberOfLines: 0)
        let panel = PanelView(title: nil, content: [label])
        #expect(panel.height(forWidth: 12) == 3)
        label.text = "now a much longer text"
        #expect(panel.height(forWidth: 12) == 6)
    }

    /// Gives its subview a frame wider than its content.
    final class Overflowing: View {
        override func layoutSubviews() {
            let area = contentRect
            subviews[0].frame = Rect(x: area.minX, y: area.minY, width: 30, height: area.height)
        }
    }

    @Test func subviewsAreClippedToTheirSuperview() {
        let outer = Overflowing()
        outer.border = ViewBorder(.single)
        outer.addSubview(Label("far too wide for the box"))
        let canvas = outer.render(size: Size(width: 8, height: 3))
        #expect(canvas.plainText == "┌──────┐\n│far to│\n└──────┘")
    }

    @Test func hierarchyKeepsItsLinks() {
        let parent = View()
        let child = View()
        parent.addSubview(child)
        #expect(child.superview === parent)
        let other = View()
        other.addSubview(child)
        #expect(parent.subviews.isEmpty)
        #expect(child.isDescendant(of: other))
        child.removeFromSuperview()
        #expect(child.superview == nil && other.subviews.isEmpty)
    }
}

@Suite("Labels")
struct LabelTests {
    @Test func oneLineTruncatedAtTheTailByDefault() {
        #expect(Label("Presentation code").render(width: 10).plainText == "Presentat…")
    }

    /// As in UIKit: any `numberOfLines` but 1 wraps by words whatever the mode; the mode
    /// decides only how the last allowed line ends.
    @Test func numberOfLinesWrapsAndTheModeEndsTheLastLine() {
        let label = Label("one two three four five six", numberOfLines: 0)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.lines(forWidth: 9) == ["one two", "three", "four five", "six"])
        label.numberOfLines = 2
        #expect(label.lines(forWidth: 9) == ["one two", "three fo…"])
        #expect(label.lines(forWidth: 10) == ["one two", "three fou…"])
        // A cut just after a word does not leave a space before the ellipsis.
        #expect(label.lines(forWidth: 7) == ["one two", "three…"])
        label.lineBreakMode = .byTruncatingHead
        #expect(label.lines(forWidth: 9) == ["one two", "…five six"])
        label.lineBreakMode = .byTruncatingMiddle
        #expect(label.lines(forWidth: 9) == ["one two", "thre… six"])
        label.lineBreakMode = .byWordWrapping
        #expect(label.lines(forWidth: 9) == ["one two", "three"])
        label.lineBreakMode = .byCharWrapping
        #expect(label.lines(forWidth: 9) == ["one two t", "hree four"])
        label.numberOfLines = 1
        #expect(label.lines(forWidth: 9) == ["one two t"])
        label.lineBreakMode = .byWordWrapping
        #expect(label.lines(forWidth: 9) == ["one two"])
        label.lineBreakMode = .byTruncatingTail
        #expect(label.lines(forWidth: 9) == ["one two …"])
    }

    @Test func paragraphsCutShortEndInAnEllipsis() {
        let label = Label("one\ntwo\n\nthree", numberOfLines: 3)
        #expect(label.lines(forWidth: 9) == ["one", "two", "…"])
        label.numberOfLines = 2
        #expect(label.lines(forWidth: 9) == ["one", "two…"])
        label.numberOfLines = 1
        #expect(label.lines(forWidth: 9) == ["one…"])
        label.lineBreakMode = .byWordWrapping
        #expect(label.lines(forWidth: 9) == ["one"])
        label.numberOfLines = 0
        #expect(label.lines(forWidth: 9) == ["one", "two", "", "three"])
    }

    @Test func initialisersReadWellWithoutText() {
        let label = Label(style: .bold)
        #expect(label.text.isEmpty && label.style == .bold && label.numberOfLines == 1)
        label.text = "Bold"
        #expect(label.render(width: 6).ansiText == "\u{1B}[1mBold\u{1B}[0m")
        let button = Button(image: Image("reply", symbol: "↩"))
        #expect(button.title.isEmpty)
        #expect(button.render(width: 8).plainText == "[ ↩ ]")
    }

    @Test func modesAndAlignment() {
        let label = Label("日本語のテキスト")
        label.numberOfLines = 0
        label.lineBreakMode = .byCharWrapping
        #expect(label.lines(forWidth: 5) == ["日本", "語の", "テキ", "スト"])
        label.numberOfLines = 1
        label.lineBreakMode = .byTruncatingMiddle
        #expect(label.lines(forWidth: 7) == ["日…スト"])
        label.lineBreakMode = .byTruncatingHead
        #expect(label.lines(forWidth: 7) == ["…キスト"])
        let centered = Label("ab")
        centered.alignment = .center
        #expect(centered.render(width: 6).plainText == "  ab")
        let trailing = Label("ab")
        trailing.alignment = .trailing
        #expect(trailing.render(width: 6).plainText == "    ab")
    }

    @Test func widthsComeFromWordsAndLines() {
        #expect(Label("The quick brown fox", numberOfLines: 0).widths == LayoutWidths(minimum: 5, ideal: 19))
        #expect(Label("The quick brown fox").widths == LayoutWidths(minimum: 1, ideal: 19))
        #expect(Label("").widths == .zero)
        #expect(Label("").height(forWidth: 10) == 0)
    }

    @Test func hostileTextIsMeasuredAsItIsDrawn() {
        let label = Label("a\tb\u{1B}[2J\u{202E}cd", numberOfLines: 0)
        #expect(label.render(width: 4).plainText == "a␉b␛\n[2Jc\nd")
    }
}

@Suite("Stacks")
struct StackViewTests {
    func boxes() -> [View] { ["a", "bbbb", "cc"].map { Label($0) } }

    @Test func rowDistributions() {
        let row = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: boxes())
        #expect(row.render(width: 14).plainText == "a bbbb cc")
        row.distribution = .fillEqually
        #expect(row.render(width: 14).plainText == "a    bbbb cc")
        row.distribution = .equalSpacing
        #expect(row.render(width: 14).plainText == "a    bbbb   cc")
        row.distribution = .fillProportionally
        row.spacing = 0
        #expect(row.render(width: 14).plainText == "a bbbb    cc")
    }

    @Test func spacersTakeTheRoomLeftOver() {
        let row = StackView(axis: .horizontal, arrangedSubviews: [Label("left"), Spacer(), Label("right")])
        #expect(row.render(width: 16).plainText == "left       right")
    }

    @Test func columnAlignments() {
        let column = StackView(axis: .vertical, alignment: .trailing, arrangedSubviews: boxes())
        #expect(column.render(width: 6).plainText == "     a\n  bbbb\n    cc")
        column.alignment = .center
        #expect(column.render(width: 6).plainText == "  a\n bbbb\n  cc")
    }

    @Test func widthsOfRowsAndColumns() {
        let row = StackView(axis: .horizontal, spacing: 2, arrangedSubviews: [Label("ab cd", numberOfLines: 0), Label("efg")])
        #expect(row.widths == LayoutWidths(minimum: 2 + 1 + 2, ideal: 5 + 3 + 2))
        let column = StackView(axis: .vertical, arrangedSubviews: [Label("ab cd", numberOfLines: 0), Label("efg")])
        #expect(column.widths == LayoutWidths(minimum: 2, ideal: 5))
    }
}
