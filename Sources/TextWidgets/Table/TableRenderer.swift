import TextRendering

/// Draws a laid-out `Table` from the top down into a band of a canvas's rows: the box's
/// rules, rows of cell lines and the separators between them, each moving the renderer's
/// cursor `y` down by the lines it takes, drawn or clipped.
///
/// ```swift
/// var renderer = TableRenderer(origin: rect.origin, clip: clip, widths: [6, 8], …)
/// renderer.top(on: &band)
/// renderer.row(cells, height: 1, on: &band) { _ in .bold }
/// renderer.separator(on: &band)
/// renderer.bottom(on: &band)
/// ```
struct TableRenderer {
    /// The row the next line goes on.
    var y: Int
    /// The cells drawn in; a band draws in the part of it inside its rows.
    var clip: Rect

    private let x: Int
    private let widths: [Int]
    private let alignments: [TextAlignment]
    private let box: BorderStyle?
    private let chrome: Int
    private let profile: WidthProfile
    /// The glyphs of the cells measured into stores: read in place, as every band shares them
    /// (a copy would count references to the stores' arrays from every thread).
    private let glyphs: SharedBuffer<GlyphStore>
    // The bars, taken once: a border style is thirteen Characters, and copying it for every
    // line would cost more than the drawing.
    private let leftBar: Bar?
    private let rightBar: Bar?

    /// A renderer for columns of `widths` with their `alignments`, in `box` (already resolved
    /// for `profile`) or without one, starting at `origin`; cell lines with glyphs are drawn
    /// from `glyphs`, which outlive the renderer.
    init(
        origin: Point, clip: Rect, widths: [Int], alignments: [TextAlignment], box: BorderStyle?, chrome: Int,
        profile: WidthProfile, glyphs: SharedBuffer<GlyphStore>
    ) {
        self.y = origin.y
        self.x = origin.x
        self.clip = clip
        self.widths = widths
        self.alignments = alignments
        self.box = box
        self.chrome = chrome
        self.profile = profile
        self.glyphs = glyphs
        leftBar = box.map { Bar($0.left) }
        rightBar = box.map { Bar($0.right) }
    }

    /// A box's vertical bar, one printable cell wide (the box is resolved): one scalar, put in
    /// its cell without measuring; else (a letter with a joining mark, say) text drawn as any.
    private struct Bar {
        let scalar: Unicode.Scalar?
        let text: String

        init(_ character: Character) {
            text = String(character)
            scalar = character.unicodeScalars.count == 1 ? character.unicodeScalars.first : nil
        }

        func draw(at point: Point, clip: Rect, on band: inout Canvas.Band) {
            if let scalar {
                band.putNarrow(scalar, at: point, cellStyle: .plain, clip: clip)
            } else {
                band.draw(text, at: point, clip: clip)
            }
        }
    }

    /// Moves down `lines` without drawing: rows above the clip.
    mutating func skip(_ lines: Int) {
        y += lines
    }

    /// The box's top rule; nothing without a box.
    mutating func top(on band: inout Canvas.Band) {
        guard let box else { return }
        rule(box.topLeft, box.top, box.topTee, box.topRight, on: &band)
    }

    /// The box's bottom rule; nothing without a box.
    mutating func bottom(on band: inout Canvas.Band) {
        guard let box else { return }
        rule(box.bottomLeft, box.bottom, box.bottomTee, box.bottomRight, on: &band)
    }

    /// The rule under the header, between rows and above the footer: the box's inner rule, or
    /// a dim line across the table without a box.
    mutating func separator(on band: inout Canvas.Band) {
        if let box {
            rule(box.leftTee, box.top, box.cross, box.rightTee, on: &band)
            return
        }
        defer { y += 1 }
        guard y >= clip.minY, y < clip.maxY else { return }
        band.draw(Self.unboxedSeparator(widths: widths, chrome: chrome, profile: profile), at: Point(x: x, y: y), style: .dim, clip: clip)
    }

    /// The line across a table without a box that separates its header, rows and footer.
    static func unboxedSeparator(widths: [Int], chrome: Int, profile: WidthProfile) -> String {
        String(repeating: String(BorderStyle.single.resolved(for: profile).top), count: widths.reduce(0, +) + chrome)
    }

    /// A row `height` lines tall: line `n` of every cell, padded and aligned in its column,
    /// between the box's bars (or two spaces apart without a box), in the style `style` gives
    /// each column, with the runs of the row's `texts` (the cells as the table has them) over it.
    mutating func row(
        _ cells: Slice<UnsafeBufferPointer<Table.CellLines>>, texts: [StyledText], height: Int, on band: inout Canvas.Band,
        style: (_ column: Int) -> Canvas.CellStyle
    ) {
        for line in 0..<height {
            defer { y += 1 }
            guard y >= clip.minY else { continue }
            guard y < clip.maxY else {
                y += height - line - 1
                return
            }
            var column = x
            if let leftBar {
                leftBar.draw(at: Point(x: column, y: y), clip: clip, on: &band)
                column += 1
            }
            for index in widths.indices {
                let width = widths[index]
                if leftBar != nil { column += 1 } else if index > 0 { column += 2 }
                let cellClip = Rect(x: column, y: y, width: width, height: 1).intersection(clip)
                switch cells[cells.startIndex + index] {
                case .styled(let lines):
                    if line < lines.count {
                        let spare = max(0, width - lines[line].displayWidth(in: profile))
                        band.draw(lines[line], at: Point(x: column + alignments[index].leadingPadding(spare: spare), y: y), clip: cellClip)
                    }
                case let cell:
                    let cellLine = cell[line] ?? Table.CellLine(text: "", width: 0)
                    let text = cellLine.text
                    // Leading text needs no measuring; the rest is measured once, here.
                    let offset = alignments[index] == .leading
                        ? 0 : alignments[index].leadingPadding(spare: max(0, width - (cellLine.width ?? text.displayWidth(in: profile))))
                    let origin = Point(x: column + offset, y: y)
                    if let run = cellLine.glyphs {
                        switch cell {
                        case .oneStyled:
                            precondition(index < texts.count, "a styled cell in column \(index) of a row of \(texts.count) texts")
                            band.draw(
                                run.range, of: glyphs.element(run.store), at: origin, base: style(index), spans: texts[index].spans,
                                clip: cellClip)
                        case .manyStyled(_, let styleRuns):
                            drawStyled(run, styleRuns, at: origin, base: style(index), clip: cellClip, on: &band)
                        default:
                            band.draw(run.range, of: glyphs.element(run.store), at: origin, cellStyle: style(index), clip: cellClip)
                        }
                    } else if !text.isEmpty {
                        band.draw(text, at: origin, cellStyle: style(index), clip: cellClip)
                    }
                }
                column += width
                if let leftBar, let rightBar {
                    column += 1
                    (index == widths.count - 1 ? rightBar : leftBar).draw(at: Point(x: column, y: y), clip: clip, on: &band)
                    column += 1
                }
            }
        }
    }

    /// Draws a line of a cell's glyphs with the runs of styles over them, the glyphs outside
    /// every run in `base`.
    private func drawStyled(
        _ line: Table.GlyphRun, _ runs: [Table.GlyphStyleRun], at origin: Point, base: Canvas.CellStyle, clip: Rect,
        on band: inout Canvas.Band
    ) {
        let store = glyphs.element(line.store)
        var x = origin.x
        var index = line.range.lowerBound
        func draw(upTo end: Int, _ style: Canvas.CellStyle) {
            guard end > index else { return }
            band.draw(index..<end, of: store, at: Point(x: x, y: origin.y), cellStyle: style, clip: clip)
            while index < end {
                x += store.pointee.glyph(index).cells
                index += 1
            }
        }
        for run in runs where run.glyphs.upperBound > index {
            guard run.glyphs.lowerBound < line.range.upperBound else { break }
            draw(upTo: max(index, run.glyphs.lowerBound), base)
            draw(upTo: min(run.glyphs.upperBound, line.range.upperBound), band.cellStyle(run.style))
        }
        draw(upTo: line.range.upperBound, base)
    }

    /// A rule across the table: `left`, then `line` over each column and its padding, `cross`
    /// between columns and `right` at the end.
    private mutating func rule(_ left: Character, _ line: Character, _ cross: Character, _ right: Character, on band: inout Canvas.Band) {
        defer { y += 1 }
        guard y >= clip.minY, y < clip.maxY else { return }
        band.draw(Self.ruleText(left, line, cross, right, widths: widths), at: Point(x: x, y: y), clip: clip)
    }

    /// A rule's text: `left`, then `line` over each column of `widths` and its padding,
    /// `cross` between columns and `right` at the end.
    static func ruleText(_ left: Character, _ line: Character, _ cross: Character, _ right: Character, widths: [Int]) -> String {
        var text = String(left)
        for (index, width) in widths.enumerated() {
            text += String(repeating: String(line), count: width + 2)
            text += String(index == widths.count - 1 ? right : cross)
        }
        return text
    }
}

/// A buffer that the bands of a drawing read side by side and none writes: the layout's cells
/// and glyph stores, read in place.
///
/// `@unchecked Sendable`: the buffer is only read, and outlives the drawing
/// (`Canvas.drawBands` returns when every band is drawn).
struct SharedBuffer<Element: Sendable>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<Element>

    /// Element `index`, read in place; traps outside the buffer.
    @inline(__always)
    func element(_ index: Int) -> UnsafePointer<Element> {
        precondition(index >= 0 && index < buffer.count, "element \(index) of a buffer of \(buffer.count)")
        return buffer.baseAddress! + index
    }
}
