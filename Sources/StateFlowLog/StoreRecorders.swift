import StateFlow
import TextDiff

/// The store's state log: hands each change and refusal to the writer of the file
/// `startLogging(to:)` gave (which writes it off the caller's thread), and keeps the errors
/// writing met (after `stopLogging()` too).
final class StateLogRecorder<State: Codable & Equatable & Sendable>: StoreRecorder {
    /// The writer of the current log; `nil` after `stopLogging()`.
    var writer: StateLogWriter<State>? {
        didSet {
            // The errors of a log that ends stay with the store.
            if let oldValue, oldValue !== writer { earlierErrors += oldValue.errors }
        }
    }
    private var earlierErrors: [StateLogError] = []
    /// In a recorded session, what each change and refusal is stamped with: the input being
    /// handled and the other store's latest entry. Read as the store records, on its thread.
    var stamp: (() -> SessionStamp)?

    // The store goes (on its own thread): what it handed over is written before it is gone.
    deinit {
        writer?.flush()
    }

    /// Every error writing the store's logs met, once what was handed over is written.
    var errors: [StateLogError] {
        earlierErrors + (writer?.errors ?? [])
    }

    func record(_ change: StoreRecord<State>, from old: State) {
        writer?.append(change, stamp: stamp?())
    }

    func record(_ rejection: Rejection) {
        writer?.append(rejection, stamp: stamp?())
    }
}

/// Prints each change as its action and the value diff of the states, and each refusal.
/// The store's redacted fields show as `<redacted>` (rejections come to it redacted).
final class ChangePrinter<State: Codable & Equatable & Sendable>: StoreRecorder {
    let storeName: String
    let print: (String) -> Void
    /// What the store's redacted fields show as, by name.
    let replacedFields: [String: String]

    init(storeName: String, redactedFields: Set<String>, print: @escaping (String) -> Void) {
        self.storeName = storeName
        self.print = print
        replacedFields = Dictionary(uniqueKeysWithValues: redactedFields.map { ($0, "<redacted>") })
    }

    func record(_ change: StoreRecord<State>, from old: State) {
        let diff = String(diffing: old, change.state, replacingFields: replacedFields) ?? "(no visible difference)"
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
                attach(ChangePrinter<State>(storeName: name, redactedFields: redactedFields, print: newValue))
            } else {
                detachRecorder(of: ChangePrinter<State>.self)
            }
        }
    }

    /// The log every change of the state is appended to, from `startLogging(to:)` until
    /// `stopLogging()`, with every change made so far written (the writer works off the
    /// caller's thread; asking waits for it).
    public var logFile: StateLogFile<State>? {
        guard let writer = recorder(of: StateLogRecorder<State>.self)?.writer else { return nil }
        writer.flush()
        return writer.file
    }

    /// Problems writing the store's logs, oldest first, once every change made so far is
    /// written; the state changes anyway.
    public var logErrors: [StateLogError] {
        recorder(of: StateLogRecorder<State>.self)?.errors ?? []
    }

    /// Waits until every change made so far is in the log file. The log is written off the
    /// caller's thread, and flushed when logging stops, when the store goes and at `exit`;
    /// call this before reading the file while the store still logs.
    public func flushLog() {
        recorder(of: StateLogRecorder<State>.self)?.writer?.flush()
    }
}
