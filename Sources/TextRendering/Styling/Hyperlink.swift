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
/// Links are kept by number (styles stay small plain values that copy without reference
/// counting): each distinct address is registered once for the life of the process, up to
/// 65,535 of them.
public struct Hyperlink: Sendable, Hashable, CustomStringConvertible {
    /// The link's number in the registry, from 1.
    let id: UInt16

    init(id: UInt16) {
        self.id = id
    }

    /// A link to `url`.
    ///
    /// - Throws: `HyperlinkError` naming the address and what is wrong with it, or saying
    ///   that the process has made 65,535 distinct links, the most it can.
    public init(_ url: String) throws(HyperlinkError) {
        try Self.check(url)
        guard let id = HyperlinkRegistry.shared.id(for: url) else {
            throw HyperlinkError(url: url, reason: "this process has made \(UInt16.max) distinct links, the most it can")
        }
        self.id = id
    }

    /// The address.
    public var url: String { HyperlinkRegistry.shared.url(for: id) }

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
        guard let colon = url.firstIndex(of: ":"), colon > url.startIndex,
              url[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }),
              url.first!.isLetter
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

/// The addresses of the links made, by number. Locked with `NSLock` (the deployment targets
/// predate `Synchronization.Mutex`).
final class HyperlinkRegistry: @unchecked Sendable {
    static let shared = HyperlinkRegistry()

    private let lock = NSLock()
    /// Index 0 stands for no link.
    private var urls: [String] = [""]
    private var ids: [String: UInt16] = [:]

    /// The number of `url`, registering it; `nil` when every number is taken.
    func id(for url: String) -> UInt16? {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[url] { return id }
        guard urls.count <= Int(UInt16.max) else { return nil }
        let id = UInt16(urls.count)
        urls.append(url)
        ids[url] = id
        return id
    }

    func url(for id: UInt16) -> String {
        lock.lock()
        defer { lock.unlock() }
        return urls[Int(id)]
    }
}
