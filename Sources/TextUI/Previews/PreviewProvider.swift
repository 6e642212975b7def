import TextRendering

/// A source of previews: a module or an app lists its previews in one place.
public protocol PreviewProvider {
    /// The previews, grouped by `Preview.group`.
    static var previews: [Preview] { get }
}

extension Array where Element == Preview {
    /// The previews by group, groups in order of first appearance.
    public var grouped: [(group: String, previews: [Preview])] {
        var order: [String] = []
        var byGroup: [String: [Preview]] = [:]
        for preview in self {
            if byGroup[preview.group] == nil { order.append(preview.group) }
            byGroup[preview.group, default: []].append(preview)
        }
        return order.map { ($0, byGroup[$0] ?? []) }
    }
}
