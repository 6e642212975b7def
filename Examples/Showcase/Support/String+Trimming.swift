extension String {
    /// The string without spaces and line breaks at either end.
    func trimmingWhitespace() -> String {
        let characters = drop { $0.isWhitespace }
        return String(characters.reversed().drop { $0.isWhitespace }.reversed())
    }
}
