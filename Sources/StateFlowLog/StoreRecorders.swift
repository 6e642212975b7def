import StateFlow
import TextDiff

/// The store's state log: appends each change and refusal to the file `startLogging(to:)` gave,
/// and keeps the errors writing it met (after `stopLogging()` too).
final class StateLogRecorder<State: Codable & Equatable & Sendable>: StoreRecorder {
    var file: StateLogFile<State>?
    var errors: [StateLogError] = []

    func record(_ change: StoreRecord<State>, from old: State) {
        guard let file else { return }
        do {
            try file.append(StateLogFile<State>.Change(
                sequence: change.sequence, reason: change.reason, action: change.action, state: change.state,
                entrySequence: change.entrySequence, documentRevision: change.documentRevision))
        } catch {
            keep(error)
        }
    }

    func record(_ rejection: Rejection) {
        guard let file else { return }
        do {
            try file.append(rejection)
        } catch {
            keep(error)
        }
    }

    /// Keeps a failure to write the file; the state changes anyway.
    private func keep(_ error: any Error) {
        errors.append(error as? StateLogError ?? StateLogError(code: .io, line: nil, field: nil, "\(error)", underlyingError: error))
    }
}

/// Prints each change as its action and the value diff of the states, and each refusal.
final class ChangePrinter<State: Codable & Equatable & Sendable>: StoreRecorder {
    let storeName: String
    let print: (String) -> Void

    init(storeName: String, print: @escaping (String) -> Void) {
        self.storeName = storeName
        self.print = print
    }

    func record(_ change: StoreRecord<State>, from old: State) {
        let diff = String(diffing: old, change.state) ?? "(no visible difference)"
        print("[\(storeName)] #\(change.sequence) \(change.reason)\n\(diff)")
    }

    func record(_ rejection: Rejection) {
        print("[\(storeName)] rejected \(rejection)")
    }
}

extension Store {
    /// Called with a description of every change (its action and `String(diffing:_:)` of the
    /// states) and every rejection; e.g. `{ print($0) }`.
    public var changePrinter: ((String) -> Void)? {
        get { recorder(of: ChangePrinter<State>.self)?.print }
        set {
            if let newValue {
                attach(ChangePrinter<State>(storeName: name, print: newValue))
            } else {
                detachRecorder(of: ChangePrinter<State>.self)
            }
        }
    }

    /// The log every change of the state is appended to, from `startLogging(to:)` until
    /// `stopLogging()`.
    public var logFile: StateLogFile<State>? {
        recorder(of: StateLogRecorder<State>.self)?.file
    }

    /// Problems writing `logFile`, oldest first; the state changes anyway.
    public var logErrors: [StateLogError] {
        recorder(of: StateLogRecorder<State>.self)?.errors ?? []
    }
}
