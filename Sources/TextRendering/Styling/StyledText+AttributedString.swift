import Foundation

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension AttributeScopes {
    /// The attribute ViewDataKit adds: a run's terminal `Style` (`textStyle`). Links are
    /// Foundation's own `link`, so links made for SwiftUI's `Text` carry over.
    ///
    /// ```swift
    /// var greeting = AttributedString("Hello, Ann")
    /// greeting[greeting.range(of: "Ann")!].textStyle = .bold
    /// let styled = try StyledText(greeting)
    /// ```
    public struct ViewDataKitAttributes: AttributeScope {
        /// A run's terminal style: attributes and colours (its link is `link`).
        public let textStyle: TextStyleAttribute
    }

    /// ViewDataKit's attributes, for `AttributedString(_:including:)` and the like.
    public var viewDataKit: ViewDataKitAttributes.Type { ViewDataKitAttributes.self }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension AttributeDynamicLookup {
    /// `attributed.textStyle` and the other attributes of ViewDataKit's scope.
    public subscript<Key: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.ViewDataKitAttributes, Key>) -> Key {
        self[Key.self]
    }
}

/// The attribute of an `AttributedString` run that holds its terminal `Style` (attributes and
/// colours; a link goes in Foundation's `link`).
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public enum TextStyleAttribute: AttributedStringKey {
    /// A run's terminal style.
    public typealias Value = Style
    /// The attribute's name in an attributed string: `ViewDataKit.textStyle`.
    public static let name = "ViewDataKit.textStyle"
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension AttributedString {
    /// The styled text as an attributed string: each run's style (over the text's `style`) in
    /// `textStyle`, without its link, and the link in Foundation's `link`.
    ///
    /// - Note: On Linux, Foundation has `AttributedString` with runs, custom scopes and `link`,
    ///   but not the SwiftUI and UIKit scopes (`foregroundColor`, `font`) nor Markdown parsing.
    ///   Nothing here uses them, so this works alike on every platform; a SwiftUI `Text` shows
    ///   the links but not the terminal styles.
    public init(_ styled: StyledText) {
        self.init()
        for run in styled.runs {
            var piece = AttributedString(String(styled.text[run.range]))
            let style = run.style.map { styled.style?.merging($0) ?? $0 } ?? styled.style
            if let style {
                if !style.isPlainIgnoringLink { piece.textStyle = style.link(nil) }
                if let link = style.link { piece.link = URL(string: link.url) }
            }
            append(piece)
        }
    }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension StyledText {
    /// Styled text from an attributed string: each run's `textStyle` and `link` (other
    /// attributes are ignored); a text without any style is plain.
    ///
    /// ```swift
    /// var markdownish = AttributedString("Read the docs")
    /// markdownish[markdownish.range(of: "docs")!].link = URL(string: "https://example.com/docs")
    /// let text = try StyledText(markdownish)   // "docs" links to the page
    /// ```
    ///
    /// - Throws: `HyperlinkError` for a `link` that cannot be a terminal hyperlink (not
    ///   printable ASCII, or without a scheme), naming it.
    public init(_ attributed: AttributedString) throws(HyperlinkError) {
        self.init("")
        for run in attributed.runs {
            let piece = String(attributed[run.range].characters)
            var style = run.textStyle ?? .plain
            if let url = run.link { style.link = try Hyperlink(url.absoluteString) }
            append(piece, style: style.isPlain ? nil : style)
        }
    }
}

extension Style {
    /// Whether the style changes nothing but its link.
    var isPlainIgnoringLink: Bool { attributes.isEmpty && foreground == nil && background == nil }
}
