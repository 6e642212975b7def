import Foundation
import StateFlow
import TextRendering
import TextUI

/// The screens of a recorded clock session: each view-state in a log, shown against the
/// document as it was at that moment, so that a session can be watched again.
///
/// ```swift
/// let frames = try ClockReplay.frames(
///     viewState: try StateLog(contentsOf: viewStateURL),
///     document: try StateLog(contentsOf: documentURL),
///     size: Size(width: 80, height: 24))
/// for frame in frames { print(frame.title); print(frame.screen.plainText) }
/// ```
public enum ClockReplay {
    /// One view-state of the log, on screen.
    public struct Frame {
        /// The view-state entry's sequence number.
        public var sequence: Int
        /// Why the view-state changed (its action, undo, a jump, …).
        public var reason: ChangeReason
        /// The document revision the view-state was shown against, when the log says.
        public var documentRevision: Int?
        /// Why the state could not be shown (it breaks today's rules); the screen then shows
        /// the state before it.
        public var refusals: [String]
        /// The screen: the window as the app showed it, and the frame's title in the last row.
        public var screen: Canvas

        /// `#12 openDetail · document 5`.
        public var title: String {
            "#\(sequence) \(reason.actionName ?? reason.name)" + (documentRevision.map { " · document \($0)" } ?? "")
        }
    }

    /// The screen of every entry of `viewState`, each view-state shown as it was logged (not
    /// fitted to the document, so that a broken state shows as it was).
    ///
    /// - Parameters:
    ///   - viewState: The view-state log (`viewState.jsonl` of `ClockModel.record(to:)`).
    ///   - document: The document log of the same session; without one, the sample document.
    ///   - size: The screen size.
    ///   - now: The time the clocks show (logs do not record it).
    /// - Throws: `StateLogError` when a state in either log does not decode.
    public static func frames(
        viewState: StateLog<ClockViewState>, document: StateLog<ClockDocument>? = nil, size: Size,
        now: Date = Showcase.referenceDate
    ) throws -> [Frame] {
        let viewStates = try viewState.states()
        let documentLog = document
        var documents: [(sequence: Int, state: ClockDocument)] = []
        if let documentLog {
            documents = Array(zip(documentLog.entries.map(\.sequence), try documentLog.states()))
        }
        func documentState(at revision: Int?) -> ClockDocument {
            guard let first = documents.first else { return .sample }
            guard let revision else { return first.state }
            return documents.last { $0.sequence <= revision }?.state ?? first.state
        }
        let model = ClockModel(document: documentState(at: viewState.entries.first?.documentRevision), viewState: viewStates.first)
        let app = ClockApp(model: model, now: now)
        var frames: [Frame] = []
        for (entry, state) in zip(viewState.entries, viewStates) {
            var refusals: [String] = []
            if !model.document.restore(documentState(at: entry.documentRevision), reason: .replay, action: "replay") {
                refusals += model.document.rejections.suffix(1).map(\.message)
            }
            // As logged, not fitted to the document: a state that went wrong shows as it was.
            if !model.viewState.restore(state, reason: .replay, action: "replay") {
                refusals += model.viewState.rejections.suffix(1).map(\.message)
            }
            var frame = Frame(
                sequence: entry.sequence, reason: entry.reason, documentRevision: entry.documentRevision,
                refusals: refusals, screen: Canvas(size: size))
            frame.screen = screen(of: app, size: size, title: frame.title)
            frames.append(frame)
        }
        return frames
    }

    /// The window in all but the last row, which shows `title` where the app shows its keys.
    static func screen(of app: ClockApp, size: Size, title: String) -> Canvas {
        var canvas = Canvas(size: size)
        guard size.height > 0 else { return canvas }
        app.window.size = Size(width: size.width, height: size.height - 1)
        canvas.draw(app.window.render(), at: .zero)
        let row = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
        canvas.fill(row, style: .inverse)
        canvas.draw(" replay " + title.truncated(toWidth: max(0, size.width - 8), mode: .tail), at: row.origin, style: .inverse)
        return canvas
    }
}
