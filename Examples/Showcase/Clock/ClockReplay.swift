import Foundation
import StateFlow
import StateFlowLog
import TextRendering
import TextUI
import ViewDataSupport

/// The screens of a recorded clock session: each view-state in a log, shown against the
/// document as it was at that moment, so that a session can be watched again.
///
/// Frames are made one at a time and handed to the caller, who writes each and lets it go: a
/// log of thousands of entries at a large size never holds more than one screen.
///
/// ```swift
/// try ClockReplay.forEachFrame(
///     viewState: try StateLog(contentsOf: viewStateURL),
///     document: try StateLog(contentsOf: documentURL),
///     size: Size(width: 80, height: 24)
/// ) { frame in
///     print(frame.title)
///     print(frame.screen.plainText)
/// }
/// ```
///
/// Every state goes through the stores' rules, as in the app: the replay starts from an empty
/// document (the sample, without a document log) and the app's first view-state, and restores
/// each logged state. A state that breaks a rule is refused and never shown; the frame says
/// why (`refusals`) and shows the last state that was accepted. A document is restored when
/// the view-state's document revision changes, so a refused document is reported once, at
/// the first frame that needs it.
package enum ClockReplay {
    /// One view-state of the log, on screen.
    package struct Frame: Sendable {
        /// The view-state entry's sequence number.
        package var sequence: Int
        /// Why the view-state changed (its action, undo, a jump, …).
        package var reason: ChangeReason
        /// The document revision the view-state was shown against, when the log says.
        package var documentRevision: Int?
        /// Why a logged state could not be shown (it breaks the rules): `document 3: …` or
        /// `view-state 12: …`. The screen then shows the last state that could.
        package var refusals: [String]
        /// The document on screen.
        package var document: ClockDocument
        /// The view-state on screen.
        package var viewState: ClockViewState
        /// The screen: the window as the app showed it, and the frame's title in the last row.
        package var screen: Canvas

        /// `#12 openDetail · document 5`. Action names come from the log: draw the title
        /// through `terminalSafe`, as the screen's last row does.
        package var title: String {
            "#\(sequence) \(reason.actionName ?? reason.name)" + (documentRevision.map { " · document \($0)" } ?? "")
        }
    }

    /// Makes the screen of every entry of `viewState`, in order, and hands each to `body`.
    ///
    /// - Parameters:
    ///   - viewState: The view-state log (`viewState.jsonl` of `ClockModel.record(to:)`).
    ///   - document: The document log of the same session; without one, the sample document.
    ///   - size: The screen size.
    ///   - profile: How East Asian Ambiguous characters are measured.
    ///   - now: The time the clocks show (logs do not record it).
    ///   - body: Called with each frame, as it is made.
    /// - Throws: `StateLogError` when a state in either log does not decode (the frames
    ///   before it have been handed over), or what `body` throws.
    /// - Returns: The number of frames: the view-state log's entries.
    @discardableResult
    package static func forEachFrame(
        viewState: StateLog<ClockViewState>, document: StateLog<ClockDocument>? = nil, size: Size,
        profile: WidthProfile = .standard, now: Date = Showcase.referenceDate, _ body: (Frame) throws -> Void
    ) throws -> Int {
        let viewStates = try StateLogReader(jsonLines: Data(viewState.jsonLines.utf8), stateType: ClockViewState.self)
        let documents = try document.map { try StateLogReader(jsonLines: Data($0.jsonLines.utf8), stateType: ClockDocument.self) }
        return try forEachFrame(viewStates: viewStates, documents: documents, size: size, profile: profile, now: now, body)
    }

    /// Makes the screen of every entry the view-state reader reads, streaming: the view-state
    /// log is read one entry at a time, whatever its length (`viewdata-demo replay`).
    ///
    /// - Parameters:
    ///   - viewStates: A reader of the view-state log.
    ///   - documents: A reader of the document log of the same session; its states are read
    ///     first (documents change less often); without one, the sample document.
    ///   - size: The screen size.
    ///   - profile: How East Asian Ambiguous characters are measured.
    ///   - now: The time the clocks show (logs do not record it).
    ///   - body: Called with each frame, as it is made.
    /// - Throws: `StateLogError` naming the line and the field, or what `body` throws.
    /// - Returns: The number of frames.
    @discardableResult
    package static func forEachFrame(
        viewStates: StateLogReader, documents documentReader: StateLogReader?, size: Size,
        profile: WidthProfile = .standard, now: Date = Showcase.referenceDate, _ body: (Frame) throws -> Void
    ) throws -> Int {
        var documents: [(sequence: Int, state: ClockDocument)] = []
        if let documentReader {
            while let (entry, state) = try documentReader.next(as: ClockDocument.self) { documents.append((entry.sequence, state)) }
        }
        let model = ClockModel(document: documentReader == nil ? .sample : ClockDocument())
        let app = ClockApp(model: model, now: now)
        let sequences = documents.map(\.sequence)
        var shownDocument: Int?
        var count = 0
        while let (entry, state) = try viewStates.next(as: ClockViewState.self) {
            var refusals: [String] = []
            if let index = documentIndex(at: entry.documentRevision, in: sequences), index != shownDocument {
                shownDocument = index
                let (sequence, state) = documents[index]
                if !model.document.restore(state, reason: .replay, action: "replay") {
                    refusals += model.document.rejections.suffix(1).map { "document \(sequence): \($0.message)" }
                }
            }
            // As logged, not fitted to the document: a state that went wrong shows as it was.
            if !model.viewState.restore(state, reason: .replay, action: "replay") {
                refusals += model.viewState.rejections.suffix(1).map { "view-state \(entry.sequence): \($0.message)" }
            }
            var frame = Frame(
                sequence: entry.sequence, reason: entry.reason, documentRevision: entry.documentRevision,
                refusals: refusals, document: model.document.state, viewState: model.viewState.state,
                screen: Canvas(width: 0, height: 0))
            frame.screen = app.screen(size: size, profile: profile, statusLine: " replay " + frame.title)
            try body(frame)
            count += 1
        }
        return count
    }

    /// The index of the document a view-state made against `revision` was shown with: the
    /// last at or before it, the first when the log does not say; `nil` without documents.
    static func documentIndex(at revision: Int?, in sequences: [Int]) -> Int? {
        guard !sequences.isEmpty else { return nil }
        guard let revision else { return 0 }
        // Sequences only grow: the first index past `revision`, less one.
        return max(0, sequences.partitioningIndex { $0 > revision } - 1)
    }
}
