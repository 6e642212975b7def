import Foundation
import StateFlow
import StateFlowLog
import TextDiff

/// An app whose recorded sessions (`SessionRecording`) become tests with
/// `viewdata log export-test`: all it adds is a way to start at a session's first states.
///
/// ```swift
/// extension NotesApp: SessionReplayable {
///     static func replaying(document: NotesDocument, viewState: NotesViewState, startingAt start: Date) -> NotesApp {
///         NotesApp(document: document, viewState: viewState, now: start)
///     }
/// }
/// ```
///
/// The test made from a session starts the app so, presses the session's keys (a
/// `TerminalApp` runs them: `app.run(try KeyScript("↓"), startingAt: now)`), or performs its
/// action values (`app.perform(_:)`, an app's own method that takes its action type), checks
/// both stores with a `StoreTester`, and snapshots the screens it was asked for.
public protocol SessionReplayable: AnyObject {
    /// The document's state.
    associatedtype Document: Codable & Equatable & Sendable
    /// The view-state's state.
    associatedtype ViewState: Codable & Equatable & Sendable

    /// The app at these states, its clock at `start`, recording nothing.
    static func replaying(document: Document, viewState: ViewState, startingAt start: Date) throws -> Self
    /// The document store.
    var document: Store<Document> { get }
    /// The view-state store.
    var viewState: Store<ViewState> { get }
}

/// A value read from JSON text, its type inferred from where it goes: a test made from a
/// recorded session writes its states and action values so.
///
/// ```swift
/// let app = try NotesApp.replaying(document: fromJSON(#"{"notes":[]}"#), viewState: fromJSON(#"{}"#), startingAt: start)
/// ```
///
/// - Throws: `StateLogError` naming the field that does not decode.
public func fromJSON<Value: Decodable>(_ text: String) throws -> Value {
    let json: JSONValue
    do {
        json = try JSONValue(parsing: text)
    } catch {
        throw StateLogError(code: .malformedLine, line: nil, field: nil, "The text is not valid JSON (\(error)).")
    }
    do {
        return try JSONValueDecoder().decode(Value.self, from: json)
    } catch {
        throw StateLogError(code: .stateDoesNotDecode, line: nil, field: nil, "The JSON does not decode as \(Value.self): \(error).")
    }
}

extension StoreTester {
    /// Replays `session` through new code, checking as the test `viewdata log export-test`
    /// writes: each input is a step named `input N: KEY`, `perform` makes it (presses the
    /// key, performs the action), and `document` and `viewState` must do what the session's
    /// stores did, change for change and refusal for refusal (in exhaustive mode; see
    /// `exhaustivity`). For sessions kept as data rather than code (a folder of sessions
    /// replayed in one test), and what `viewdata-bench` measures.
    ///
    /// ```swift
    /// let session = try SessionLog(folder: url)
    /// let states = try session.states(afterInput: 0)
    /// let app = try NotesApp.replaying(document: fromJSON(states.document.jsonText), viewState: fromJSON(states.viewState.jsonText), startingAt: session.start)
    /// let tester = StoreTester(app.document, app.viewState)
    /// var now = session.start
    /// try tester.replay(session, document: app.document, viewState: app.viewState) { input in
    ///     if case .key(let key) = input.kind { now = app.run(try KeyScript(key), startingAt: now) }
    /// }
    /// tester.finish()
    /// ```
    ///
    /// - Throws: `StateLogError` when a state of the session cannot be rebuilt.
    public func replay<Document, ViewState>(
        _ session: SessionLog, document: Store<Document>, viewState: Store<ViewState>, perform: (SessionLog.Input) throws -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        try session.forEachInput { input, documentEvents, viewStateEvents in
            // Keys of a paste hold escape sequences: the name shows them escaped.
            let text: String
            switch input.kind {
            case .key(let key): text = key
            case .action(let json): text = json.jsonText
            }
            let name = "input \(input.number): " + String(text.escapedLiteral.dropFirst().dropLast())
            run(name, { try perform(input) }, expecting: { expectations in
                expectations.expect(documentEvents, in: document, fileID: fileID, filePath: filePath, line: line, column: column)
                expectations.expect(viewStateEvents, in: viewState, fileID: fileID, filePath: filePath, line: line, column: column)
            }, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
