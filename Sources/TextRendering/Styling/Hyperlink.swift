import Foundation

/// A link a style can carry: on terminals that support OSC 8 hyperlinks the styled text is
/// clickable, elsewhere it is plain text.
///
/// ```swift
/// let docs = try Hyperlink("https://example.com/docs")
/// canvas.draw("the docs", at: .zero, style: Style.underline.link(docs))
/// ```
///
/// The address is checked when the link is made: only printable ASCII (RFC 3986 characters;
/// percent-encode anything else), no spaces, at most 2,048 bytes, with a scheme. So no escape,
/// BEL or string terminator can ride in a link and end the sequence early.
///
/// A link is its address: nothing is registered for the life of the process. A canvas keeps
/// the addresses of the links drawn on it in a table of its own, so that its cells stay small
/// plain values; one canvas holds up to 32,767 distinct links (all it was ever given, drawn
/// over or not), and text drawn with a link beyond those is drawn without it.
public struct Hyperlink: Sendable, Hashable, CustomStringConvertible {
    /// The address.
    public let url: String

    /// A link to `url`.
    ///
    /// - Throws: `HyperlinkError` naming the address and what is wrong with it.
    public init(_ url: String) throws(HyperlinkError) {
        try Self.check(url)
        self.url = url
    }

    /// A link to `url`'s absolute address.
    ///
    /// - Throws: `HyperlinkError` when the address is not printable ASCII with a scheme.
    public init(_ url: URL) throws(HyperlinkError) {
        try self.init(url.absoluteString)
    }

    /// The address.
    public var description: String { url }

    /// The longest address a link may have.
    public static let maximumLength = 2_048

    private static func check(_ url: String) throws(HyperlinkError) {
        guard !url.isEmpty else { throw HyperlinkError(url: url, reason: "it is empty") }
        guard url.utf8.count <= maximumLength else {
            throw HyperlinkError(url: url, reason: "it is longer than \(maximumLength) bytes")
        }
        for byte in url.utf8 where !(0x21...0x7E).contains(byte) {
            let reason = byte >= 0x80
                ? "it has a character outside ASCII; percent-encode it"
                : byte == 0x20 ? "it has a space; percent-encode it" : "it has a control character (0x\(String(byte, radix: 16)))"
            throw HyperlinkError(url: url, reason: reason)
        }
        // Printable ASCII by now, so the scheme is checked byte by byte: a letter, then
        // letters, digits, `+`, `-` and `.` up to the colon.
        let bytes = url.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > bytes.startIndex, bytes[bytes.startIndex].isASCIILetter,
              bytes[..<colon].allSatisfy({ $0.isASCIILetter || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else {
            throw HyperlinkError(url: url, reason: "it has no scheme (like https:)")
        }
    }
}

/// An address that cannot be a hyperlink, and why.
public struct HyperlinkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The address, as given.
    public var url: String
    /// What is wrong with it.
    public var reason: String

    /// `'…' is not a link: it has a space; percent-encode it`, the address made safe to print.
    public var description: String {
        "'\(url.terminalSafe)' cannot be a link: \(reason)"
    }
}
