import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Snapshotting where Value == URLRequest, Format == String {
    /// The request as HTTP text: the method and address (query items sorted by name), the
    /// headers sorted, then a blank line and the body when there is one.
    ///
    /// ```
    /// POST https://www.pointfree.co/subscribe
    /// Accept: text/html
    ///
    /// pricing[billing]=monthly&pricing[lane]=individual
    /// ```
    public static var raw: Snapshotting<URLRequest, String> { raw(pretty: false) }

    /// `.raw`, with a JSON body laid out by `JSONSerialization` with sorted keys when `pretty`
    /// (a body that is not JSON is shown as it is).
    public static func raw(pretty: Bool) -> Snapshotting<URLRequest, String> {
        Snapshotting(diffing: .lines) { request in
            var lines = ["\(request.httpMethod ?? "GET") \(request.url.map(HTTPText.sortingQuery)?.absoluteString ?? "(null)")"]
            lines += (request.allHTTPHeaderFields ?? [:]).map { "\($0.key): \($0.value)" }.sorted()
            if let body = request.httpBody {
                let shown = pretty ? HTTPText.prettyJSON(body) ?? body : body
                lines.append("\n" + String(decoding: shown, as: UTF8.self))
            }
            return lines.joined(separator: "\n")
        }
    }

    /// The request as a `curl` command line, one option per line: method, headers (sorted;
    /// `Cookie` as `--cookie`), body, address.
    public static var curl: Snapshotting<URLRequest, String> {
        Snapshotting(diffing: .lines, snapshot: HTTPText.curl)
    }
}

private enum HTTPText {
    static func curl(_ request: URLRequest) -> String {
        var parts = ["curl"]
        switch request.httpMethod ?? "GET" {
        case "GET": break
        case "HEAD": parts.append("--head")
        case let method: parts.append("--request \(method)")
        }
        let headers = request.allHTTPHeaderFields ?? [:]
        for name in headers.keys.sorted() where name != "Cookie" {
            parts.append("--header \"\(name): \(HTTPText.escapingQuotes(headers[name] ?? ""))\"")
        }
        if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
            // An escaped quote in the body keeps its backslash escaped, then every quote is.
            let escaped = HTTPText.escapingQuotes(text.replacingOccurrences(of: "\\\"", with: "\\\\\""))
            parts.append("--data \"\(escaped)\"")
        }
        if let cookie = headers["Cookie"] {
            parts.append("--cookie \"\(HTTPText.escapingQuotes(cookie))\"")
        }
        parts.append("\"\(request.url.map(HTTPText.sortingQuery)?.absoluteString ?? "")\"")
        return parts.joined(separator: " \\\n\t")
    }

    /// The address with its query items sorted by name, so the text does not depend on the
    /// order they were added in.
    static func sortingQuery(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        components.queryItems = components.queryItems?.sorted { $0.name < $1.name }
        return components.url ?? url
    }

    static func prettyJSON(_ body: Data) -> Data? {
        guard let object = try? JSONSerialization.jsonObject(with: body) else { return nil }
        return try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }

    static func escapingQuotes(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "\\\"")
    }
}
