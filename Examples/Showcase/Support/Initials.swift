import TextRendering

extension String {
    /// Up to two capital letters from the first two words that start with a letter, standing
    /// in for a person's picture: `Ada Lovelace` → `AL`, `山田 花子` → `山花`, `Łucja Wróbel` →
    /// `ŁW`; `?` when no word starts with a letter.
    var initials: String {
        let words = terminalSafe.split(whereSeparator: \.isWhitespace).filter { $0.first?.isLetter == true }
        let letters = words.prefix(2).compactMap(\.first).map { String($0).uppercased() }
        return letters.isEmpty ? "?" : letters.joined()
    }
}
