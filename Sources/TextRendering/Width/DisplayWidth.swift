extension Character {
    /// The number of terminal cells this grapheme cluster takes, with ambiguous characters narrow.
    ///
    /// A grapheme cluster is measured as a whole. The policy, in order:
    ///
    /// - **Emoji presentation is 2.** An Emoji_Presentation character; a text-default emoji
    ///   followed by VARIATION SELECTOR-16 (`❤️`, `©️`); an emoji ZWJ sequence (`👩‍🔬`,
    ///   `❤‍🔥`); a keycap (`#️⃣`, and `1⃣` without the selector); a pair of regional
    ///   indicators (a flag, `🇯🇵`); an emoji modifier sequence (`👍🏽`, `☝🏽`); a tag sequence
    ///   (`🏴󠁧󠁢󠁳󠁣󠁴󠁿`).
    /// - **VARIATION SELECTOR-15 asks for text presentation**: an emoji followed by it is 1
    ///   (`⌚︎`).
    /// - **East Asian Wide and Fullwidth are 2** (UAX #11: ideographs, kana, Hangul syllables,
    ///   fullwidth forms).
    /// - **East Asian Ambiguous** characters take `profile.ambiguous` cells: 1 by default.
    /// - **The rest of a cluster adds nothing**: combining marks after a base, ZWJ and ZWNJ,
    ///   variation selectors, format characters. `e` + U+0301 is 1; Hangul jamo `ᄀ` + `ᅡ` + `ᆨ`
    ///   measures as the syllable `각`, 2.
    /// - **Clusters with no visible base are 0**: controls (C0, DEL, C1), format characters
    ///   (ZWSP, SOFT HYPHEN, bidi controls), default-ignorable code points, a lone combining mark
    ///   or Hangul medial vowel. Wide code points are the exception (U+3099 and U+3164 alone are 2).
    /// - **A lone regional indicator is 1.**
    /// - Everything else is 1. Code points that the generated tables (Unicode 15.0) do not know
    ///   are measured with the standard library's newer data, so emoji added since still measure 2.
    ///
    /// Where terminals disagree. These rules follow Unicode (UAX #11, UTS #51, UAX #29), as
    /// terminals with grapheme-cluster support do. Terminals that measure code point by code
    /// point (`wcwidth`) differ on emoji sequences and Indic clusters; measured in tmux 3.3a,
    /// for example: `❤️` and `1️⃣` take 1 cell there (here 2), `👍🏽` takes 4 (here 2), `⌚︎`
    /// takes 2 (VS15 ignored; here 1) and `क्ष` takes 2 (each consonant counted; here 1), while
    /// `👩‍🔬`, `🇯🇵`, `中` and `e` + U+0301 agree. SOFT HYPHEN is 0 here and 1 in some terminals.
    ///
    /// ```swift
    /// Character("中").displayWidth          // 2
    /// Character("👩‍🔬").displayWidth        // 2
    /// Character("e\u{301}").displayWidth   // 1
    /// ```
    public var displayWidth: Int {
        displayWidth(in: .standard)
    }

    /// The number of terminal cells this grapheme cluster takes in `profile`.
    ///
    /// See ``displayWidth`` for the rules.
    ///
    /// - Parameter profile: How to measure East Asian Ambiguous characters.
    /// - Returns: 0, 1 or 2.
    public func displayWidth(in profile: WidthProfile) -> Int {
        if let ascii = asciiValue {
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        var string = String(self)
        return string.withUTF8 { bytes in
            ClusterWidth.ofCluster(
                bytes, from: 0, to: bytes.count, ambiguousCells: profile.ambiguous.cells, table: UnicodeTables.shared)
        }
    }
}

extension String {
    /// The number of terminal cells the text takes on one line, with ambiguous characters narrow.
    ///
    /// The sum of the widths of its grapheme clusters (see `Character.displayWidth` for the
    /// rules). Line breaks and other controls measure 0: split lines first, and draw through
    /// `Canvas`, which makes controls visible.
    ///
    /// ```swift
    /// "Hello".displayWidth      // 5
    /// "中文 ok".displayWidth     // 7
    /// "👩‍🔬".displayWidth        // 2
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the text; plain ASCII is measured a byte at a time
    ///   without grapheme segmentation.
    public var displayWidth: Int {
        self[...].displayWidth(in: .standard)
    }

    /// The number of terminal cells the text takes on one line in `profile`.
    ///
    /// - Parameter profile: How to measure East Asian Ambiguous characters.
    /// - Complexity: O(*n*) in the length of the text.
    public func displayWidth(in profile: WidthProfile) -> Int {
        self[...].displayWidth(in: profile)
    }
}

extension Substring {
    /// The number of terminal cells the text takes on one line, with ambiguous characters narrow.
    ///
    /// See `String.displayWidth`.
    public var displayWidth: Int {
        displayWidth(in: .standard)
    }

    /// The number of terminal cells the text takes on one line in `profile`.
    ///
    /// - Parameter profile: How to measure East Asian Ambiguous characters.
    /// - Complexity: O(*n*) in the length of the text.
    public func displayWidth(in profile: WidthProfile) -> Int {
        let ambiguousCells = profile.ambiguous.cells
        return withUTF8Bytes { bytes, _ in
            ClusterWidth.ofASCII(bytes) ?? ClusterWidth.ofText(bytes, ambiguousCells: ambiguousCells)
        }
    }
}
