import Foundation

// UIKit declares these too, but TextUI does not import UIKit (and must not need to): they are
// declared on every platform, disfavoured, so that a file importing both UIKit and TextUI gets
// UIKit's without ambiguity and TextUI's own files get these. Both mean the same paths.
extension IndexPath {
    /// A path to a row in a section of a table.
    @_disfavoredOverload
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section of a table.
    @_disfavoredOverload
    public var section: Int { self[0] }

    /// The row within the section.
    @_disfavoredOverload
    public var row: Int { self[1] }
}
