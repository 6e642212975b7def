/// How a terminal measures the characters whose width Unicode leaves open.
///
/// East Asian Ambiguous characters (UAX #11: box drawing, `…`, `±`, Greek and Cyrillic letters,
/// circled digits, private-use characters and others) are one cell in most terminals and two
/// in terminals set up for CJK legacy encodings. The default profile measures them narrow.
///
/// ```swift
/// "…".displayWidth                                          // 1
/// "…".displayWidth(in: WidthProfile(ambiguous: .wide))      // 2
/// ```
public struct WidthProfile: Sendable, Hashable {
    /// The width given to East Asian Ambiguous characters.
    public struct AmbiguousWidth: Sendable, Hashable, CustomStringConvertible {
        /// The number of cells an ambiguous character takes.
        public let cells: Int

        private init(cells: Int) {
            self.cells = cells
        }

        /// One cell: what most terminals do.
        public static let narrow = AmbiguousWidth(cells: 1)
        /// Two cells: terminals configured for East Asian locales.
        public static let wide = AmbiguousWidth(cells: 2)

        /// `narrow` or `wide`.
    public var description: String { cells == 1 ? "narrow" : "wide" }
    }

    /// The width of East Asian Ambiguous characters.
    public var ambiguous: AmbiguousWidth

    /// Creates a profile.
    ///
    /// - Parameter ambiguous: The width of East Asian Ambiguous characters; narrow by default.
    public init(ambiguous: AmbiguousWidth = .narrow) {
        self.ambiguous = ambiguous
    }

    /// The default profile: ambiguous characters are narrow.
    public static let standard = WidthProfile()

    /// A profile for terminals that draw ambiguous characters two cells wide.
    public static let eastAsian = WidthProfile(ambiguous: .wide)

    /// Whether box-drawing characters (East Asian Ambiguous) are two cells wide in this profile,
    /// so that borders must fall back to ASCII to line up.
    public var hasWideAmbiguousCharacters: Bool { ambiguous == .wide }
}
