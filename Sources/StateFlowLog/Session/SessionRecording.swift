import Foundation
import StateFlow
import ViewDataSupport

/// What a store's log stamps each change and refusal with during a recorded session.
struct SessionStamp: Sendable {
    /// The input being handled, if any.
    var input: Int?
    /// The other store's latest entry.
    var pairedSequence: Int?
}

/// A recorded session of an app of two stores (a document and its view-state): what the user
/// did, input by input, and every change of both stores, paired, so that the session can be
/// read back whole (`SessionLog`) and kept as a test (`viewdata log export-test`).
///
/// A folder holds the session: each store's state log (`document.jsonl`, `viewState.jsonl`,
/// named after the stores, refusals included) and `inputs.jsonl`, one line per input. Every
/// entry and refusal of either log names the input it was made while handling (`"input": 3`)
/// and the other store's latest entry (`"pair": 7`); every input line names both stores'
/// latest entries after it.
///
/// ```swift
/// let recording = try SessionRecording(folder: url, document: app.document, viewState: app.viewState, size: Size(80, 24))
/// // In the app's key handler:
/// func handle(_ key: Key) {
///     recording.record(key: key.scriptText) { handleKey(key) }
/// }
/// // And for time passing: recording.record(key: "{wait}") { _ = advanceTime(to: now) }
/// ```
///
/// An app whose state is not a document and a view-state store (it has none, or makes its
/// stores as it runs) records its inputs alone (`init(folder:start:size:)`): its test replays
/// them and checks the screens.
///
/// Record every input, including those that change nothing (a letter typed into a field that
/// keeps it until Enter): a replay presses them all. An app that is not driven by keys records
/// its own action values with `record(action:_:)`.
public final class SessionRecording {
    /// The session's folder.
    public let folder: URL
    /// The number of inputs recorded.
    public private(set) var inputCount = 0
    /// The number of the input being handled, while `record` runs its body.
    public private(set) var currentInput: Int?

    private let inputsFile: AppendOnlyFile
    private let inputsURL: URL
    /// The stores' names and their latest entries; `nil` in a session of inputs alone.
    private let storeNames: (document: String, viewState: String)?
    private let latest: (() -> (document: Int, viewState: Int))?
    private var stopAction: (() -> Void)?

    /// The name of the inputs file in a session's folder.
    public static let inputsFileName = "inputs.jsonl"

    /// Starts recording `document` and `viewState` into `folder` (made when missing), which
    /// must hold no session: nothing already there is overwritten or continued. A log either
    /// store was writing to stops (`startLogging(to:)`): the session's logs take its place.
    ///
    /// - Parameters:
    ///   - folder: The session's folder.
    ///   - document: The document's store, named apart from the view-state's.
    ///   - viewState: The view-state's store.
    ///   - start: The time the session starts at, which a replay starts its clock at.
    ///   - size: The terminal's size, for a replay's screens (`nil` for an app without one).
    ///   - options: How both logs are written; refusals and element changes are logged
    ///     whatever they say.
    /// - Throws: `StateLogError` naming the folder or the file that is in the way, or that
    ///   cannot be written, or the redacted fields a session cannot have (it is replayed from
    ///   its states).
    public init<Document, ViewState>(
        folder: URL, document: Store<Document>, viewState: Store<ViewState>, start: Date = Date(), size: (width: Int, height: Int)? = nil,
        options: StateLogOptions = StateLogOptions()
    ) throws {
        precondition(document !== viewState as AnyObject, "a session records two different stores")
        precondition(document.name != viewState.name, "the stores of a session need names of their own, both are '\(document.name)'")
        self.folder = folder
        storeNames = (document.name, viewState.name)
        latest = { [weak document, weak viewState] in
            (document?.recordingStart.lastSequence ?? 0, viewState?.recordingStart.lastSequence ?? 0)
        }
        inputsURL = folder.appendingPathComponent(Self.inputsFileName)
        let logURLs = [document.name, viewState.name].map { folder.appendingPathComponent(Self.logFileName(of: $0)) }
        guard ![document.name, viewState.name].contains(Self.inputsFileName.replacingOccurrences(of: ".jsonl", with: "")) else {
            throw StateLogError(
                code: .invalidField, line: nil, field: "store",
                "A store of a session cannot be named 'inputs': its log would be the session's \(Self.inputsFileName).")
        }
        try Self.prepare(folder: folder, files: [inputsURL] + logURLs, start: start, size: size)
        // A session is replayed from its states: a field written as `<redacted>` could be
        // neither started from nor checked.
        let redacted = options.redactedFields.union(document.redactedFields).union(viewState.redactedFields)
        guard redacted.isEmpty else {
            throw StateLogError(
                code: .invalidField, line: nil, field: "redactedFields",
                "A session is replayed from the states it logs, so it cannot redact fields (\(redacted.sorted().joined(separator: ", "))); record without them")
        }
        var options = options
        options.logsRejections = true
        options.logsElementChanges = true
        try document.startLogging(to: StateLogFile(url: logURLs[0], storeName: document.name, options: options))
        do {
            try viewState.startLogging(to: StateLogFile(url: logURLs[1], storeName: viewState.name, options: options))
        } catch {
            document.stopLogging()
            throw error
        }
        do {
            inputsFile = try AppendOnlyFile(path: inputsURL.path)
        } catch {
            document.stopLogging()
            viewState.stopLogging()
            throw StateLogError(
                code: .io, line: nil, field: nil, "Cannot create '\(inputsURL.path)': \(SystemCalls.describe(error)).", underlyingError: error)
        }
        do {
            try writeLine(Self.header(stores: (document.name, viewState.name), start: start, size: size))
        } catch {
            // Nothing of a session that could not start is left behind.
            document.stopLogging()
            viewState.stopLogging()
            for url in [inputsURL] + logURLs { try? FileManager.default.removeItem(at: url) }
            throw error
        }
        // Both logs stamp what they write with the input and the other store's latest entry.
        let documentStamp: () -> SessionStamp = { [weak self, weak viewState] in
            SessionStamp(input: self?.currentInput, pairedSequence: viewState?.recordingStart.lastSequence)
        }
        let viewStateStamp: () -> SessionStamp = { [weak self, weak document] in
            SessionStamp(input: self?.currentInput, pairedSequence: document?.recordingStart.lastSequence)
        }
        document.recorder(of: StateLogRecorder<Document>.self)?.stamp = documentStamp
        viewState.recorder(of: StateLogRecorder<ViewState>.self)?.stamp = viewStateStamp
        stopAction = { [weak document, weak viewState] in
            document?.recorder(of: StateLogRecorder<Document>.self)?.stamp = nil
            viewState?.recorder(of: StateLogRecorder<ViewState>.self)?.stamp = nil
            document?.stopLogging()
            viewState?.stopLogging()
        }
    }

    /// Starts recording inputs alone into `folder` (made when missing), which must hold no
    /// session: for an app whose state is not a document and a view-state store (it has none,
    /// or makes its stores as it runs). Its test replays the inputs and checks the screens
    /// (`SessionInputs` reads it, `viewdata log export-test` writes the test).
    ///
    /// - Parameters:
    ///   - folder: The session's folder.
    ///   - start: The time the session starts at, which a replay starts its clock at.
    ///   - size: The terminal's size, for a replay's screens (`nil` for an app without one).
    /// - Throws: `StateLogError` naming the folder or the file that is in the way, or that
    ///   cannot be written.
    public init(folder: URL, start: Date = Date(), size: (width: Int, height: Int)? = nil) throws {
        self.folder = folder
        storeNames = nil
        latest = nil
        inputsURL = folder.appendingPathComponent(Self.inputsFileName)
        try Self.prepare(folder: folder, files: [inputsURL], start: start, size: size)
        do {
            inputsFile = try AppendOnlyFile(path: inputsURL.path)
        } catch {
            throw StateLogError(
                code: .io, line: nil, field: nil, "Cannot create '\(inputsURL.path)': \(SystemCalls.describe(error)).", underlyingError: error)
        }
        do {
            try writeLine(Self.header(stores: nil, start: start, size: size))
        } catch {
            try? FileManager.default.removeItem(at: inputsURL)
            throw error
        }
        stopAction = {}
    }

    deinit {
        stop()
    }

    /// Makes `folder` when missing; throws when it is not a folder, or when any of `files`
    /// (a session's) is in it already, or when `start` or `size` is one the session's reader
    /// would refuse (a time that is no number, a size outside 1…10000).
    private static func prepare(folder: URL, files: [URL], start: Date, size: (width: Int, height: Int)?) throws {
        guard start.timeIntervalSince1970.isFinite else {
            throw StateLogError(code: .invalidField, line: nil, field: "start", "A session starts at a time, not \(start.timeIntervalSince1970).")
        }
        if let size, !(1...10_000).contains(size.width) || !(1...10_000).contains(size.height) {
            throw StateLogError(
                code: .invalidField, line: nil, field: "size",
                "A session's screen is 1 to 10000 cells wide and high, not \(size.width)×\(size.height).")
        }
        if let kind = FileKind.at(folder), kind != .folder {
            throw StateLogError(code: .io, line: nil, field: nil, "'\(folder.path)' is \(kind.name); a session is recorded in a folder")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw StateLogError(
                code: .io, line: nil, field: nil, "Cannot make the folder '\(folder.path)': \(error.localizedDescription)", underlyingError: error)
        }
        for url in files where FileManager.default.fileExists(atPath: url.path) {
            throw StateLogError(
                code: .io, line: nil, field: nil,
                "'\(folder.path)' already holds a session ('\(url.lastPathComponent)'); record to an empty folder")
        }
    }

    /// The inputs file's first line.
    private static func header(stores: (document: String, viewState: String)?, start: Date, size: (width: Int, height: Int)?) -> JSONValue {
        var header: [String: JSONValue] = [
            "format": .string(SessionLog.formatName), "version": .number(String(SessionLog.currentVersion)),
            "start": .number(String(start.timeIntervalSince1970)),
        ]
        if let stores { header["stores"] = .object(["document": .string(stores.document), "viewState": .string(stores.viewState)]) }
        if let size { header["size"] = .object(["width": .number(String(size.width)), "height": .number(String(size.height))]) }
        return .object(header)
    }

    /// The state log file of the store named `name` in a session's folder.
    public static func logFileName(of name: String) -> String {
        name + ".jsonl"
    }

    /// Runs `body` as input `key` (a `KeyScript` step's text: `Key.scriptText`, or `{wait}`):
    /// the changes and refusals it makes are stamped with the input's number, and the input is
    /// written with both stores' latest entries after it.
    ///
    /// - Precondition: No other input is being recorded (inputs do not nest).
    @discardableResult
    public func record<Result>(key: String, _ body: () throws -> Result) rethrows -> Result {
        try record(["key": .string(key)], body)
    }

    /// Runs `body` as input `action`, an app's own value for what the user did (its JSON is
    /// written), as `record(key:_:)` does for a key.
    ///
    /// - Throws: `StateLogError` when `action` does not encode as JSON (nothing runs then), or
    ///   what `body` throws.
    @discardableResult
    public func record<Result>(action: some Encodable, _ body: () throws -> Result) throws -> Result {
        let json: JSONValue
        do {
            json = try JSONValueEncoder().encode(action)
        } catch {
            throw StateLogError(code: .invalidField, line: nil, field: "action", "The input's action does not encode as JSON: \(error).")
        }
        return try record(["action": json], body)
    }

    /// Stops recording: both stores stop logging (their logs complete), and nothing more is
    /// written. Also when the recording goes.
    public func stop() {
        stopAction?()
        stopAction = nil
    }

    /// Problems writing the inputs, oldest first. A session whose input could not be written
    /// stops there (both logs complete): what it recorded before reads back whole.
    public private(set) var errors: [StateLogError] = []

    private func record<Result>(_ members: [String: JSONValue], _ body: () throws -> Result) rethrows -> Result {
        precondition(currentInput == nil, "input \(currentInput ?? 0) is still being recorded; inputs do not nest")
        guard stopAction != nil else { return try body() }
        inputCount += 1
        currentInput = inputCount
        defer {
            currentInput = nil
            var line = members
            line["n"] = .number(String(inputCount))
            if let storeNames, let after = latest?() {
                line["after"] = .object([storeNames.document: .number(String(after.document)), storeNames.viewState: .number(String(after.viewState))])
            }
            do {
                try writeLine(.object(line))
            } catch {
                errors.append(error as? StateLogError ?? StateLogError(code: .io, line: nil, field: nil, "\(error)", underlyingError: error))
                // The input's entries are logged; without its line the session ends before it.
                stop()
            }
        }
        return try body()
    }

    /// One line, one `write`: a crash leaves at most a torn last line.
    private func writeLine(_ value: JSONValue) throws {
        var bytes: [UInt8] = []
        value.write(to: &bytes)
        bytes.append(0x0A)
        do {
            try inputsFile.append(bytes)
        } catch {
            throw StateLogError(
                code: .io, line: nil, field: nil, "Cannot write to '\(inputsURL.path)': \(SystemCalls.describe(error)).", underlyingError: error)
        }
    }
}
