import Foundation
import StateFlow
import TextDiff
import ViewDataSupport

/// A recorded session read back (see `SessionRecording`): its inputs in order, and both
/// stores' logs paired, so that both states are known after every input and at every entry.
///
/// ```swift
/// let session = try SessionLog(folder: url)
/// for input in session.inputs {
///     let states = try session.states(afterInput: input.number)   // both stores, as JSON
///     let changes = session.changes(duringInput: input.number)      // each store's entries and refusals
/// }
/// ```
///
/// Reading checks that the three files are one session: the logs are the stores the inputs
/// file names, every input's entries exist in both logs, and every entry's input and pair
/// point inside the session. A problem is an error naming the file, the line and the field;
/// a torn last line of any file (a session that ended in a crash) is skipped with a warning.
public final class SessionLog {
    /// One thing the user did.
    public struct Input: Sendable, Hashable {
        /// What it was.
        public enum Kind: Sendable, Hashable {
            /// A key, or time passing (`{wait}`), as a `KeyScript` step writes it.
            case key(String)
            /// An app's own action value, as JSON.
            case action(JSONValue)
        }

        /// Its number: 1 for the first input.
        public var number: Int
        /// What the user did.
        public var kind: Kind
        /// Each store's latest entry after it: `document` and `viewState` sequence numbers;
        /// `nil` in a session of inputs alone.
        public var after: Positions?
        /// Its line in the inputs file.
        public var line: Int

        /// How a test names the step that replays it: `input 4: ⏎`, `input 9: {"index":1}`,
        /// control characters (a paste's escape sequences) written escaped.
        public var stepName: String {
            let text: String
            switch kind {
            case .key(let key): text = key
            case .action(let json): text = json.jsonText
            }
            var shown = "input \(number): "
            for scalar in text.unicodeScalars {
                if scalar.needsDumpEscape {
                    shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    shown.unicodeScalars.append(scalar)
                }
            }
            return shown
        }
    }

    /// A sequence number in each store's log.
    public struct Positions: Sendable, Hashable {
        /// The entry of the document's log.
        public var document: Int
        /// The entry of the view-state's log.
        public var viewState: Int

        /// Positions in both logs.
        public init(document: Int, viewState: Int) {
            self.document = document
            self.viewState = viewState
        }
    }

    /// What one store did while an input was handled.
    public struct StoreChanges {
        /// The entries it made, in order.
        public var entries: [StateLogIndex.Item]
        /// The changes it refused, in order.
        public var refusals: [StateLogRejection]
    }

    /// The inputs file's `format`.
    static let formatName = "viewdata.session"
    /// The newest version this code reads and writes.
    static let currentVersion = 1

    /// The session's folder.
    public let folder: URL
    /// When the session started: a replay starts its clock there.
    public let start: Date
    /// The terminal's size, when the app recorded it.
    public let size: (width: Int, height: Int)?
    /// The stores' names: their logs are `NAME.jsonl`.
    public let storeNames: (document: String, viewState: String)
    /// The inputs, in order.
    public let inputs: [Input]
    /// The document's log.
    public let document: StateLogIndex
    /// The view-state's log.
    public let viewState: StateLogIndex
    /// Problems that did not stop the reading (torn last lines skipped).
    public private(set) var warnings: [String]

    /// Reads the session in `folder`.
    ///
    /// - Throws: `StateLogError` naming the file, the line and the field of the first problem;
    ///   for a session of inputs alone (no stores, read by `SessionInputs`), one that says so.
    public init(folder: URL) throws {
        self.folder = folder
        let file = try SessionInputs(folder: folder)
        guard let stores = file.storeNames else {
            throw StateLogError(
                code: .missingField, line: 1, field: "stores",
                "'\(SessionRecording.inputsFileName)' line 1 names no stores: the session records inputs alone, read by SessionInputs; "
                    + "`viewdata log export-test` makes it a test of its screens.")
        }
        start = file.start
        size = file.size
        storeNames = stores
        var warnings = file.warnings
        let read = file.inputs

        func log(_ name: String) throws -> StateLogIndex {
            let url = folder.appendingPathComponent(SessionRecording.logFileName(of: name))
            let index: StateLogIndex
            do {
                index = try StateLogIndex(contentsOf: url)
            } catch let error as StateLogError {
                throw StateLogError(code: error.code, line: error.line, field: error.field, "'\(url.lastPathComponent)': \(error.message)")
            }
            guard index.header.storeName == name else {
                throw StateLogError(
                    code: .invalidField, line: 1, field: "store",
                    "'\(url.lastPathComponent)' line 1: field 'store' is '\(index.header.storeName)', but the session's store is '\(name)'.")
            }
            guard !index.items.isEmpty else {
                throw StateLogError(code: .missingField, line: 2, field: "seq", "'\(url.lastPathComponent)' has no entries: the session's logs start with each store's state.")
            }
            warnings += index.warnings.map { "'\(url.lastPathComponent)': \($0)" }
            return index
        }
        document = try log(stores.document)
        viewState = try log(stores.viewState)
        // A session that ended in a crash may end in an input whose entries its logs had not
        // written yet (they are written off the app's thread): the session ends before it.
        var inputs = read
        while let last = inputs.last,
              document.index(ofSequence: last.ended.document) == nil || viewState.index(ofSequence: last.ended.viewState) == nil,
              last.ended.document > document.items.last!.sequence || last.ended.viewState > viewState.items.last!.sequence {
            warnings.append(
                "input \(last.number) ('\(SessionRecording.inputsFileName)' line \(last.line)) ends at entries its logs do not have "
                    + "(the session ended before they were written); the session ends before it")
            inputs.removeLast()
        }
        self.inputs = inputs
        self.warnings = warnings
        try checkPairing(warnings: &self.warnings)
    }

    /// Both stores' states after input `number` (0 for the session's start), as JSON.
    ///
    /// - Throws: `StateLogError` when a state cannot be rebuilt from its log.
    public func states(afterInput number: Int) throws -> (document: JSONValue, viewState: JSONValue) {
        let positions = try self.positions(afterInput: number)
        return (try state(of: document, atSequence: positions.document), try state(of: viewState, atSequence: positions.viewState))
    }

    /// Each store's latest entry after input `number` (0 for the start).
    ///
    /// - Throws: `StateLogError` for a number that is no input's.
    public func positions(afterInput number: Int) throws -> Positions {
        guard number >= 0 && number <= inputs.count else {
            throw StateLogError(code: .invalidField, line: nil, field: "input", "The session has inputs 1 to \(inputs.count) (0 for its start), not \(number).")
        }
        if number > 0 { return inputs[number - 1].ended }
        // The start: each log's entries before the first input's, and no later than where the
        // first input ended.
        return Positions(
            document: min(firstSequence(of: document), inputs.first?.ended.document ?? .max),
            viewState: min(firstSequence(of: viewState), inputs.first?.ended.viewState ?? .max))
    }

    /// What each store did while input `number` (1 … `inputs.count`) was handled.
    public func changes(duringInput number: Int) -> (document: StoreChanges, viewState: StoreChanges) {
        precondition(number >= 1 && number <= inputs.count, "input \(number) is outside 1…\(inputs.count)")
        func changes(in log: StateLogIndex) -> StoreChanges {
            StoreChanges(entries: log.items.filter { $0.input == number }, refusals: log.rejections.filter { $0.input == number })
        }
        return (changes(in: document), changes(in: viewState))
    }

    /// The state of `log` at its entry `sequence`, as JSON.
    ///
    /// - Throws: `StateLogError` when the log has no such entry or the state cannot be rebuilt.
    public func state(of log: StateLogIndex, atSequence sequence: Int) throws -> JSONValue {
        guard let index = log.index(ofSequence: sequence) else {
            throw StateLogError(code: .invalidField, line: nil, field: "seq", "'\(log.url.lastPathComponent)' has no entry \(sequence).")
        }
        return try log.state(at: index)
    }

    /// The sequence number of the log's last entry made before the first input.
    private func firstSequence(of log: StateLogIndex) -> Int {
        var start = log.items[0].sequence
        for item in log.items {
            if item.input != nil { break }
            start = item.sequence
        }
        return start
    }

    /// Every input's entries exist, in order, and every entry's and refusal's input and pair
    /// point inside the session, between the entries where the input before it ended and
    /// where it ended. Entries at a log's end made while the input after the last was handled
    /// (the session ended before that input's line was written) are left out, with a warning.
    private func checkPairing(warnings: inout [String]) throws {
        for (log, name) in [(document, storeNames.document), (viewState, storeNames.viewState)] {
            var lastInput = 0
            for refusal in log.rejections {
                guard let input = refusal.input else { continue }
                let file = log.url.lastPathComponent
                if input > inputs.count {
                    if input == inputs.count + 1 { continue }  // Of the input the session did not finish, as its entries.
                    throw StateLogError(
                        code: .invalidField, line: nil, field: "input",
                        "'\(file)': the refusal of '\(refusal.action)' after entry \(refusal.afterSequence) is of input \(input), but the session has \(inputs.count).")
                }
                let ended = name == storeNames.document ? inputs[input - 1].ended.document : inputs[input - 1].ended.viewState
                guard input >= lastInput, refusal.afterSequence <= ended else {
                    throw StateLogError(
                        code: .invalidField, line: nil, field: "input",
                        "'\(file)': the refusal of '\(refusal.action)' after entry \(refusal.afterSequence) is of input \(input), which "
                            + (input < lastInput ? "comes before the input of the refusal before it." : "ended at entry \(ended)."))
                }
                lastInput = input
            }
        }
        for (log, other, name) in [(document, viewState, storeNames.document), (viewState, document, storeNames.viewState)] {
            var lastInput = 0
            for (position, item) in log.items.enumerated() {
                if let input = item.input {
                    if input == inputs.count + 1, log.items[position...].allSatisfy({ $0.input == input }) {
                        warnings.append(
                            "'\(log.url.lastPathComponent)' entries from \(item.sequence) on were made while input \(input) was handled, "
                                + "which the session did not finish recording; they are not part of it")
                        break
                    }
                    guard input >= 1, input <= inputs.count else {
                        throw StateLogError(
                            code: .invalidField, line: item.line, field: "input",
                            "'\(log.url.lastPathComponent)' line \(item.line): field 'input' is \(input), but the session has \(inputs.count) input\(inputs.count == 1 ? "" : "s").")
                    }
                    guard input >= lastInput else {
                        throw StateLogError(
                            code: .invalidField, line: item.line, field: "input",
                            "'\(log.url.lastPathComponent)' line \(item.line): field 'input' is \(input), after an entry of input \(lastInput).")
                    }
                    let after = name == storeNames.document ? inputs[input - 1].ended.document : inputs[input - 1].ended.viewState
                    guard item.sequence <= after else {
                        throw StateLogError(
                            code: .invalidField, line: item.line, field: "input",
                            "'\(log.url.lastPathComponent)' line \(item.line): entry \(item.sequence) is of input \(input), which ended at entry \(after).")
                    }
                    if input > 1 {
                        let before = name == storeNames.document ? inputs[input - 2].ended.document : inputs[input - 2].ended.viewState
                        guard item.sequence > before else {
                            throw StateLogError(
                                code: .invalidField, line: item.line, field: "input",
                                "'\(log.url.lastPathComponent)' line \(item.line): entry \(item.sequence) is of input \(input), but input \(input - 1) ended at entry \(before).")
                        }
                    }
                    lastInput = input
                }
                if let pair = item.pairedSequence, other.index(ofSequence: pair) == nil {
                    throw StateLogError(
                        code: .invalidField, line: item.line, field: "pair",
                        "'\(log.url.lastPathComponent)' line \(item.line): field 'pair' is \(pair), which '\(other.url.lastPathComponent)' has no entry for.")
                }
            }
        }
        for input in inputs {
            for (log, sequence) in [(document, input.ended.document), (viewState, input.ended.viewState)] where log.index(ofSequence: sequence) == nil {
                throw StateLogError(
                    code: .invalidField, line: input.line, field: "after",
                    "'\(SessionRecording.inputsFileName)' line \(input.line): input \(input.number) ends at entry \(sequence) of '\(log.url.lastPathComponent)', which has no such entry.")
            }
        }
    }
}

extension SessionLog {
    /// One thing a store did while an input was handled.
    public struct Event: Sendable, Hashable {
        /// The change's action (a reason's name for undo and time travel), or the refused one.
        public var action: String
        /// Where the `update` was called, when the log says.
        public var source: ChangeSource?
        /// What it was.
        public var kind: Kind
        /// Whether the store made the change while no input was handled (a sync, a task that
        /// finished): it comes before the input it is listed with, and a replay makes it again
        /// from `state`.
        public var isOutsideInput = false
        /// The store's whole state after a change made outside any input, as JSON.
        public var state: JSONValue?

        /// A change or a refusal.
        public enum Kind: Sendable, Hashable {
            /// A change: each path it set (`notes[3].title`, `""` for the whole state), in the
            /// order to apply them, with its new value as JSON, `nil` for a member or element
            /// removed.
            case change(settings: [Setting])
            /// A refusal, with every rule the state broke (none when the change threw) and its message.
            case refusal(rules: [String], message: String)
        }

        /// A path and the value a change set there.
        public struct Setting: Sendable, Hashable {
            /// Where: `notes[3].title`, `""` for the whole state.
            public var path: String
            /// The value set there, as JSON; `nil` when the member or element was removed.
            public var value: JSONValue?
        }
    }

    /// Calls `body` with each input, in order, and what each store did while it was handled,
    /// in the order the store did it: each change as the paths it set from the state before,
    /// each refusal after the entry it was refused in. A change a store made outside any input
    /// since the input before comes first, marked `isOutsideInput`, with its state. Both logs
    /// are read once, front to back.
    ///
    /// - Throws: `StateLogError` when a state cannot be rebuilt, or what `body` throws.
    public func forEachInput(_ body: (Input, _ document: [Event], _ viewState: [Event]) throws -> Void) throws {
        let start = try positions(afterInput: 0)
        var documentWalk = try Walk(log: document, from: start.document)
        var viewStateWalk = try Walk(log: viewState, from: start.viewState)
        for input in inputs {
            let documentEvents = try documentWalk.events(ofInput: input.number, through: input.ended.document)
            let viewStateEvents = try viewStateWalk.events(ofInput: input.number, through: input.ended.viewState)
            try body(input, documentEvents, viewStateEvents)
        }
    }

    /// One log walked front to back: the state before its next entry, and where the next
    /// entry and refusal are.
    private struct Walk {
        let log: StateLogIndex
        var state: JSONValue
        var nextEntry: Int
        var nextRefusal = 0

        init(log: StateLogIndex, from sequence: Int) throws {
            self.log = log
            guard let position = log.index(ofSequence: sequence) else {
                throw StateLogError(code: .invalidField, line: nil, field: "seq", "'\(log.url.lastPathComponent)' has no entry \(sequence).")
            }
            state = try log.state(at: position)
            nextEntry = position + 1
            // Refusals made before the first input are not the session's.
            nextRefusal = log.rejections.firstIndex { $0.input != nil } ?? log.rejections.count
        }

        /// What input `number` did, up to entry `last`, in the order the store did it, each
        /// change as the paths it set: a refusal follows the entry it was refused in. Entries
        /// made outside any input on the way are taken into the state, not listed.
        mutating func events(ofInput number: Int, through last: Int) throws -> [Event] {
            var events: [Event] = []
            func refusals(through sequence: Int) {
                // A refusal of a later input stays for it.
                while nextRefusal < log.rejections.count, log.rejections[nextRefusal].afterSequence <= sequence,
                      (log.rejections[nextRefusal].input ?? 0) <= number {
                    let refusal = log.rejections[nextRefusal]
                    nextRefusal += 1
                    guard refusal.input == number else { continue }
                    events.append(Event(action: refusal.action, source: refusal.source, kind: .refusal(rules: refusal.rules, message: refusal.message)))
                }
            }
            // Refusals in the state the input started in.
            refusals(through: log.items[nextEntry - 1].sequence)
            while nextEntry < log.items.count, log.items[nextEntry].sequence <= last {
                let entry = log.items[nextEntry]
                let next = try log.state(at: nextEntry)
                nextEntry += 1
                if entry.input == number || entry.input == nil {
                    let settings = MergePatch.changes(from: state, to: next).map { Event.Setting(path: $0.path.description, value: $0.value) }
                    var event = Event(action: entry.action, source: entry.source, kind: .change(settings: settings))
                    if entry.input == nil {
                        event.isOutsideInput = true
                        event.state = next
                    }
                    events.append(event)
                }
                state = next
                refusals(through: entry.sequence)
            }
            return events
        }
    }
}

/// The inputs file of a recorded session (`inputs.jsonl`) read on its own: when the session
/// started, its screen's size, the stores it pairs, and what the user did, in order.
///
/// `SessionLog` reads a session of two stores whole; this reads any session, also one of inputs
/// alone (`SessionRecording(folder:start:size:)`, for an app whose state is not a document and
/// a view-state store), whose test replays the inputs and checks the screens.
///
/// ```swift
/// let session = try SessionInputs(folder: url)
/// for input in session.inputs { print(input.stepName) }   // input 1: ↓
/// ```
public struct SessionInputs: Sendable {
    /// When the session started: a replay starts its clock there.
    public let start: Date
    /// The terminal's size, when the app recorded it.
    public let size: (width: Int, height: Int)?
    /// The stores whose logs the session pairs; `nil` for a session of inputs alone.
    public let storeNames: (document: String, viewState: String)?
    /// The inputs, in order.
    public let inputs: [SessionLog.Input]
    /// Problems that did not stop the reading (a torn last line skipped).
    public let warnings: [String]

    /// Reads the inputs file in the session's `folder`.
    ///
    /// - Throws: `StateLogError` naming the file, the line and the field of the first problem.
    public init(folder: URL) throws {
        let url = folder.appendingPathComponent(SessionRecording.inputsFileName)
        if let problem = FileKind.problem(readingFileAt: url) {
            throw StateLogError(
                code: .io, line: nil, field: nil,
                "Cannot read '\(url.path)': \(problem); a session's folder holds \(SessionRecording.inputsFileName) and its stores' logs")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw StateLogError(code: .io, line: nil, field: nil, "Cannot read '\(url.path)': \(error.localizedDescription)", underlyingError: error)
        }
        let file = File(url: url, data: data)
        let header = try file.header()
        start = header.start
        size = header.size
        storeNames = header.stores
        var warnings: [String] = []
        inputs = try file.inputs(stores: header.stores, warnings: &warnings)
        self.warnings = warnings
    }
}

extension SessionInputs {
    /// The inputs file's lines, read and checked.
    struct File {
        let url: URL
        /// Each line's text; `nil` for one that is not UTF-8 (a line torn inside a character).
        let lines: [String?]

        /// The file's lines, split as bytes so that a torn last line cannot hide the others:
        /// a byte-order mark and carriage returns (a checkout with CRLF line ends) are dropped.
        init(url: URL, data: Data) {
            self.url = url
            var bytes = [UInt8](data)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line -> String? in
                String(bytes: line.last == 0x0D ? line.dropLast() : line, encoding: .utf8)
            }
            if lines.last == "" { lines.removeLast() }
            self.lines = lines
        }

        private var name: String { url.lastPathComponent }

        private func members(_ line: Int) throws -> [String: JSONValue] {
            guard let text = lines[line - 1] else {
                throw StateLogError(code: .malformedLine, line: line, field: nil, "'\(name)' line \(line) is not UTF-8 text.")
            }
            let value: JSONValue
            do {
                value = try JSONValue(parsing: text)
            } catch {
                throw StateLogError(code: .malformedLine, line: line, field: nil, "'\(name)' line \(line) is not valid JSON (\(error)).")
            }
            guard case .object(let members) = value else {
                throw StateLogError(code: .malformedLine, line: line, field: nil, "'\(name)' line \(line) is a JSON \(value.kind), not an object.")
            }
            return members
        }

        private func field(_ members: [String: JSONValue], _ field: String, line: Int) throws -> JSONValue {
            guard let value = members[field] else {
                throw StateLogError(code: .missingField, line: line, field: field, "'\(name)' line \(line): field '\(field)' is missing.")
            }
            return value
        }

        private func integer(_ members: [String: JSONValue], _ name: String, line: Int) throws -> Int {
            let value = try field(members, name, line: line)
            guard let number = value.intValue else {
                throw StateLogError(
                    code: .invalidField, line: line, field: name, "'\(self.name)' line \(line): field '\(name)' is \(value.jsonText), not a whole number.")
            }
            return number
        }

        private func string(_ members: [String: JSONValue], _ name: String, line: Int) throws -> String {
            let value = try field(members, name, line: line)
            guard let text = value.stringValue else {
                throw StateLogError(code: .invalidField, line: line, field: name, "'\(self.name)' line \(line): field '\(name)' is a \(value.kind), not a string.")
            }
            return text
        }

        func header() throws -> (start: Date, size: (width: Int, height: Int)?, stores: (document: String, viewState: String)?) {
            guard !lines.isEmpty else {
                throw StateLogError(code: .missingField, line: 1, field: "format", "'\(name)' is empty: a session's inputs start with a header.")
            }
            let members = try members(1)
            let format = try string(members, "format", line: 1)
            guard format == SessionLog.formatName else {
                throw StateLogError(code: .wrongFormat, line: 1, field: "format", "'\(name)' line 1: field 'format' is '\(format)'; expected '\(SessionLog.formatName)'.")
            }
            let version = try integer(members, "version", line: 1)
            guard version <= SessionLog.currentVersion else {
                throw StateLogError(
                    code: .newerVersion, line: 1, field: "version",
                    "'\(name)' line 1: field 'version' is \(version); this reader understands version \(SessionLog.currentVersion).")
            }
            // A session of inputs alone names no stores.
            var stores: (document: String, viewState: String)?
            if let value = members["stores"] {
                guard case .object(let names) = value else {
                    throw StateLogError(code: .invalidField, line: 1, field: "stores", "'\(name)' line 1: field 'stores' is not an object.")
                }
                let document = try string(names, "document", line: 1)
                let viewState = try string(names, "viewState", line: 1)
                guard document != viewState else {
                    throw StateLogError(code: .invalidField, line: 1, field: "stores", "'\(name)' line 1: both stores are named '\(document)'.")
                }
                stores = (document, viewState)
            }
            let startValue = try field(members, "start", line: 1)
            guard case .number(let startText) = startValue, let seconds = Double(startText), seconds.isFinite else {
                throw StateLogError(code: .invalidField, line: 1, field: "start", "'\(name)' line 1: field 'start' is \(startValue.jsonText), not a number of seconds.")
            }
            var size: (width: Int, height: Int)?
            if let value = members["size"] {
                guard case .object(let dimensions) = value, let width = dimensions["width"]?.intValue, let height = dimensions["height"]?.intValue,
                      width > 0, height > 0, width <= 10_000, height <= 10_000
                else {
                    throw StateLogError(code: .invalidField, line: 1, field: "size", "'\(name)' line 1: field 'size' is \(value.jsonText), not a width and a height from 1 to 10000.")
                }
                size = (width, height)
            }
            return (Date(timeIntervalSince1970: seconds), size, stores)
        }

        func inputs(stores: (document: String, viewState: String)?, warnings: inout [String]) throws -> [SessionLog.Input] {
            var inputs: [SessionLog.Input] = []
            for line in 2..<(lines.count + 1) {
                let members: [String: JSONValue]
                do {
                    members = try self.members(line)
                } catch let error as StateLogError where error.code == .malformedLine && line == lines.count {
                    // A session that ended in a crash: its last line torn.
                    warnings.append("'\(name)' line \(line) is torn (the session ended while writing it); skipped")
                    break
                }
                let number = try integer(members, "n", line: line)
                guard number == inputs.count + 1 else {
                    throw StateLogError(code: .invalidField, line: line, field: "n", "'\(name)' line \(line): field 'n' is \(number); expected \(inputs.count + 1).")
                }
                let kind: SessionLog.Input.Kind
                if let key = members["key"] {
                    guard let text = key.stringValue else {
                        throw StateLogError(code: .invalidField, line: line, field: "key", "'\(name)' line \(line): field 'key' is a \(key.kind), not a string.")
                    }
                    kind = .key(text)
                } else if let action = members["action"] {
                    kind = .action(action)
                } else {
                    throw StateLogError(code: .missingField, line: line, field: "key", "'\(name)' line \(line): the input has neither 'key' nor 'action'.")
                }
                // Each store's latest entry after the input, in a session of stores.
                var positions: SessionLog.Positions?
                if let stores {
                    guard case .object(let after) = try field(members, "after", line: line) else {
                        throw StateLogError(code: .invalidField, line: line, field: "after", "'\(name)' line \(line): field 'after' is not an object.")
                    }
                    let ended = SessionLog.Positions(
                        document: try integer(after, stores.document, line: line), viewState: try integer(after, stores.viewState, line: line))
                    if let previous = inputs.last?.after, ended.document < previous.document || ended.viewState < previous.viewState {
                        throw StateLogError(
                            code: .invalidField, line: line, field: "after", "'\(name)' line \(line): field 'after' names entries before those input \(number - 1) ended at.")
                    }
                    positions = ended
                }
                inputs.append(SessionLog.Input(number: number, kind: kind, after: positions, line: line))
            }
            return inputs
        }
    }
}

extension SessionLog.Input {
    /// Each store's latest entry after the input, in a session of stores (whose reader
    /// requires `after` on every input).
    fileprivate var ended: SessionLog.Positions {
        guard let after else { preconditionFailure("input \(number) of a session of stores has no 'after'; the reader requires it") }
        return after
    }
}
