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

    /// The actual output and, when there is one, the diff, named after the reference.
    func attachments(actual: String, difference: String?) -> [SnapshotAttachment] {
        var attachments = [SnapshotAttachment(name: reference.lastPathComponent, text: actual)]
        if let difference {
            attachments.append(SnapshotAttachment(name: reference.lastPathComponent + ".diff", text: difference))
        }
        return attachments
    }
}
