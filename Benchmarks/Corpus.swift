/// Deterministic benchmark inputs.
enum Corpus {
    /// A small xorshift generator, so every run measures the same text.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    static let englishWords = [
        "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "view", "data", "model",
        "render", "terminal", "width", "line", "break", "snapshot", "state", "history", "undo",
        "presentation", "configure", "label", "button", "table", "controller", "navigation",
    ]

    /// Prose in many scripts: Latin with accents (precomposed and combining), CJK with
    /// ideographic punctuation, Hangul, Arabic, Hebrew, Devanagari, Cyrillic, emoji ZWJ and
    /// modifier sequences, flags, keycaps.
    static let mixedWords = [
        "café", "naïve", "e\u{301}le\u{300}ve", "Zürich", "中文", "文字", "表示。", "日本語の", "テキスト、",
        "한국어", "텍스트", "مرحبا", "بالعالم", "שלום", "עולם", "नमस्ते", "क्षत्रिय", "привет", "мир",
        "👩‍🔬", "👍🏽", "🇯🇵", "❤️", "1️⃣", "🏳️‍🌈", "😀", "ok", "data", "view", "(test)", "«quote»",
    ]

    /// About `bytes` bytes of ASCII prose.
    static func ascii(bytes: Int) -> String {
        text(bytes: bytes, words: englishWords, seed: 1)
    }

    /// About `bytes` bytes of mixed-script prose.
    static func mixed(bytes: Int) -> String {
        text(bytes: bytes, words: mixedWords + englishWords, seed: 2)
    }

    private static func text(bytes: Int, words: [String], seed: UInt64) -> String {
        var generator = Generator(state: 0x9E37_79B9_7F4A_7C15 ^ seed)
        var result = ""
        result.reserveCapacity(bytes + 64)
        var wordsInSentence = 0
        while result.utf8.count < bytes {
            result += words[generator.next(words.count)]
            wordsInSentence += 1
            if wordsInSentence > 8 + generator.next(10) {
                result += generator.next(6) == 0 ? ".\n" : ". "
                wordsInSentence = 0
            } else {
                result += " "
            }
        }
        return result
    }
}
