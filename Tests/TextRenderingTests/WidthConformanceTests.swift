import Testing
@testable import TextRendering

@Suite("Display width conformance (Unicode 15.0 data)")
struct WidthConformanceTests {
    @Test("Every fully-qualified and component sequence of emoji-test.txt measures 2")
    func emojiTest() throws {
        let text = try resourceText("emoji-test")
        var checked = 0
        var failures: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: ";", maxSplits: 1)
            guard fields.count == 2 else { continue }
            let status = fields[1].split(separator: "#")[0].trimmingCharacters(in: " ")
            guard status == "fully-qualified" || status == "component" else { continue }
            let emoji = stringFromCodePoints(fields[0])
            checked += 1
            if emoji.displayWidth != 2 || emoji.count != 1 {
                failures.append("\(fields[0].trimmingCharacters(in: " ")) measures \(emoji.displayWidth) (\(emoji.count) graphemes)")
            }
        }
        #expect(checked == 3_664)  // 3,655 fully-qualified + 9 components in emoji 15.0
        #expect(failures.isEmpty, "\(failures.count) of \(checked) emoji fail: \(failures.prefix(20))")
    }

    @Test("Every East Asian Wide and Fullwidth code point of EastAsianWidth.txt measures 2")
    func eastAsianWidth() throws {
        let text = try resourceText("EastAsianWidth")
        var checked = 0
        var failures: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "#")[0].split(separator: ";")
            guard fields.count == 2 else { continue }
            let value = fields[1].trimmingCharacters(in: " ")
            guard value == "W" || value == "F" else { continue }
            let range = fields[0].trimmingCharacters(in: " ").split(separator: ".", omittingEmptySubsequences: true)
            guard let first = UInt32(range[0], radix: 16), let last = UInt32(range.last!, radix: 16) else { continue }
            for value in first...last {
                guard let scalar = Unicode.Scalar(value) else { continue }
                checked += 1
                let width = Character(scalar).displayWidth
                if width != 2 || String(scalar).displayWidth != 2 {
                    failures.append(String(value, radix: 16, uppercase: true))
                }
            }
        }
        #expect(checked == 182_516)  // W and F code points listed in 15.0
        #expect(failures.isEmpty, "\(failures.count) of \(checked) code points fail: \(failures.prefix(20))")
    }

    @Test("Every combining sequence measures as its base")
    func combiningSequences() {
        let bases = ["a", "Z", "中", "가", "ж", "α", "ا", "क"]
        var checked = 0
        var failures: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let mark = Unicode.Scalar(value) else { continue }
            let category = mark.properties.generalCategory
            guard category == .nonspacingMark || category == .enclosingMark || category == .spacingMark else { continue }
            for base in bases {
                let sequence = base + String(mark)
                guard sequence.count == 1 else { continue }
                checked += 1
                if sequence.displayWidth != base.displayWidth {
                    failures.append("\(base) + U+\(String(value, radix: 16, uppercase: true)) measures \(sequence.displayWidth)")
                }
            }
        }
        #expect(checked > 10_000)
        #expect(failures.isEmpty, "\(failures.count) of \(checked) sequences fail: \(failures.prefix(20))")
    }
}

extension StringProtocol {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text = text.dropFirst() }
        while text.last == set { text = text.dropLast() }
        return String(text)
    }
}
