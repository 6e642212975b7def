import Foundation
import StateFlow
import StateFlowLog

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
            let name = input.stepName
            // Changes made outside any input are made again, as the session made them.
            func outside<State>(_ events: [SessionLog.Event], in store: Store<State>) throws {
                for event in events where event.isOutsideInput {
                    let state: State = try fromJSON((event.state ?? .null).jsonText)
                    run("before input \(input.number): \(store.name) \(event.action)", { store.restore(state, action: event.action) }, expecting: {
                        $0.expect([event], in: store, fileID: fileID, filePath: filePath, line: line, column: column)
                    }, fileID: fileID, filePath: filePath, line: line, column: column)
                }
            }
            try outside(documentEvents, in: document)
            try outside(viewStateEvents, in: viewState)
            run(name, { try perform(input) }, expecting: { expectations in
                expectations.expect(documentEvents.filter { !$0.isOutsideInput }, in: document, fileID: fileID, filePath: filePath, line: line, column: column)
                expectations.expect(viewStateEvents.filter { !$0.isOutsideInput }, in: viewState, fileID: fileID, filePath: filePath, line: line, column: column)
            }, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
