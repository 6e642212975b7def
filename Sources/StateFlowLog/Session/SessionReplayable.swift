import Foundation
import StateFlow

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
/// both stores with a `StoreTester` (StateFlowTesting), and snapshots the screens it was asked
/// for. It lives here, beside `SessionRecording`, so that an app conforms without linking any
/// test framework.
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

/// An app whose sessions record inputs alone (`SessionRecording(folder:start:size:)`): its
/// state is not a document and a view-state store. `viewdata log export-test` makes such a
/// session a test that starts the app, replays the inputs and snapshots the screens.
///
/// ```swift
/// extension BooksApp: ScreenSessionReplayable {
///     static func replaying(startingAt start: Date) -> BooksApp { BooksApp(now: start) }
/// }
/// ```
///
/// An app whose screens change with time records the time passing as inputs too (`{wait}`,
/// a second each, which a replay makes again): seen through `advanceTime(to:)` in whole
/// seconds, the recorded app and its replay live the same times.
public protocol ScreenSessionReplayable: AnyObject {
    /// The app as a session started it, its clock at `start`, recording nothing. It cannot
    /// fail: a session of inputs alone starts from no states to read.
    static func replaying(startingAt start: Date) -> Self
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
