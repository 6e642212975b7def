import Foundation
import TestSupport
import Testing
import TextWidgets

@Suite("Progress bars and spinners")
struct ProgressBarTests {
    @Test("Counts and rates are written as Foundation's NumberFormatter and printf write them")
    func countsAgreeWithFoundation() {
        // The oracle: what the counts were made with before (a decimal NumberFormatter, grouped,
        // at most one decimal) and printf's %.1f for rates.
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.usesGroupingSeparator = true
        formatter.groupingSeparator = ","
        let seed = propertyTestSeed(default: 0xC0_FFEE)
        var generator = SeededGenerator(seed: seed)
        var values: [Double] = [0, 1, 12.5, 999, 1_000, 999_999.96, 1_234_567, 0.04, 0.05, 12.25, -3, -1_500.5]
        for _ in 0..<2_000 {
            let magnitude = pow(10, Double.random(in: 0...12, using: &generator))
            values.append(Bool.random(using: &generator) ? magnitude.rounded() : (magnitude * 7).rounded() / 7)
        }
        for value in values {
            formatter.maximumFractionDigits = value.rounded() == value ? 0 : 1
            #expect(ProgressBar.count(value) == formatter.string(from: NSNumber(value: value)), "\(value), seed \(seed)")
            let rate = abs(value).truncatingRemainder(dividingBy: 99.9)
            #expect(ProgressBar.rate(rate) == String(format: "%.1f", rate), "\(rate), seed \(seed)")
        }
    }

    @Test func barsKeepTheirLengthAsFieldsAppearAndLineUp() {
        // From the first update (no rate, no time left) to the last (no time left): the same
        // bar, the fields in the same columns.
        let lines = [(0.0, 0.0), (7, 0.5), (420, 12), (999, 70), (1_000, 71)].map { completed, elapsed in
            ProgressBar(description: "Copying", completed: completed, total: 1_000, elapsed: elapsed).render(width: 72).plainText
        }
        #expect(lines.joined(separator: "\n") == """
            Copying ────────────────────    0%      0/1,000  0:00
            Copying ────────────────────    0%      7/1,000  0:00   14.0/s  ETA 1:11
            Copying ━━━━━━━━────────────   42%    420/1,000  0:12   35.0/s  ETA 0:17
            Copying ━━━━━━━━━━━━━━━━━━━╸   99%    999/1,000  1:10   14.3/s  ETA 0:01
            Copying ━━━━━━━━━━━━━━━━━━━━  100%  1,000/1,000  1:11   14.1/s
            """)
    }

    @Test func barsAtEveryWidth() {
        let bar = ProgressBar(description: "Copying", completed: 420, total: 1_000, elapsed: 12)
        #expect(bar.render(width: 72).plainText == "Copying ━━━━━━━━────────────   42%    420/1,000  0:12   35.0/s  ETA 0:17")
        #expect(bar.render(width: 40).plainText == "Copying ━━━━━────────   42%    420/1,000")
        #expect(bar.render(width: 20).plainText == "Copyi… ━━━━━────────")
        #expect(ProgressBar(completed: 5, total: 20).render(width: 10).plainText == "━━╸───────")
        #expect(ProgressBar(completed: 12, total: nil, elapsed: 4).render(width: 38).plainText == "───────────────      12  0:04    3.0/s")
        // Fast work: the rate stays within its field (without a total, a count past six
        // characters widens its own).
        #expect(ProgressBar(completed: 3_500_000, total: nil, elapsed: 1).render(width: 38).plainText == "────────────  3,500,000  0:01  3500k/s")
        #expect(ProgressBar(completed: 1, total: nil, elapsed: 1e-9).render(width: 38).plainText == "───────────────       1  0:00  1000M/s")
        #expect(ProgressBar(description: "日本語\u{1B}[2J", completed: 1, total: 1, elapsed: 1).render(width: 40).plainText
            == "日本語␛[2J ━━━━━━━━━━━━  100%  1/1  0:01")
        #expect(Spinner("Resolving", elapsed: 0.25).render(width: 20).plainText == "⠹ Resolving")
        // Line breaks in a message stay on its line, as pictures: a CR cannot return to the
        // start of the line a live region redraws.
        #expect(Spinner("a\rb\nc", elapsed: 0).render(width: 20).plainText == "⠋ a␍b␊c")
        #expect(ProgressBar(description: "x\ry", completed: 1, total: 2).render(width: 24).plainText.hasPrefix("x␍y ━"))
    }
}
