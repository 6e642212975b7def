import Foundation

/// Where one snapshot's reference is: on disk, as messages show it, and relative to the
/// references folder (the layout artifacts mirror).
struct SnapshotPlace {
    /// The reference file.
    var reference: URL
    /// Its path.
    var path: String
    /// The pending file beside it, `<reference>.new`.
    var pending: URL
    /// The reference as messages name it (relative to the package root when inside it).
    var shown: String
    /// `<TestFile>/<test>.<n or name>.<ext>`.
    var relativePath: String

}
