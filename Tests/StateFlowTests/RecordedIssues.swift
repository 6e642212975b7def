import Foundation
import Testing

/// The texts of the issues a body records, in order.
final class RecordedIssues: @unchecked Sendable {
    // @unchecked Sendable: every access holds the lock.
    private let lock = NSLock()
    private var texts: [String] = []

    func append(_ issue: Issue) {
        lock.withLock { texts.append(issue.comments.map(\.rawValue).joined()) }
    }

    var all: [String] { lock.withLock { texts } }
}

/// Runs `body` and returns the text of every issue it records (each a known issue).
func issues(of body: () -> Void) -> [String] {
    let recorded = RecordedIssues()
    withKnownIssue(isIntermittent: true) {
        body()
    } matching: { issue in
        recorded.append(issue)
        return true
    }
    return recorded.all
}

func issues(of body: () async -> Void) async -> [String] {
    let recorded = RecordedIssues()
    await withKnownIssue(isIntermittent: true) {
        await body()
    } matching: { issue in
        recorded.append(issue)
        return true
    }
    return recorded.all
}

