import Foundation
import StateFlow
import StateFlowLog
import ViewDataSupport

extension ClockModel {
    /// JSON as the clock writes it: pretty, keys sorted, slashes as they are.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Writes the view-state as JSON to `url`, as `writeJSON(_:to:)` writes.
    ///
    /// - Throws: `FileReplacementError` naming the file; the file is as it was.
    package func saveViewState(to url: URL) throws {
        try Self.writeJSON(viewState.state, to: url)
        report("Saved the view-state to \(url.lastPathComponent)")
    }

    /// Writes `value` as JSON to `url` the way an editor saves: replaced in one step, through a
    /// symbolic link to its target, with the file's permissions, never over a read-only file.
    ///
    /// Fields this version does not know are kept. The file being replaced is read back as a
    /// `Value` and written again: its top-level fields that do not come back (written by a
    /// newer version, or by hand) are carried over into the new file, unless `value` has them.
    /// So opening and saving a file never drops what this version cannot show.
    ///
    /// - Throws: `FileReplacementError` naming the file; the file is as it was.
    package static func writeJSON<Value: Codable>(_ value: Value, to url: URL) throws {
        var data = try encoder().encode(value)
        let unknown = unknownFields(in: url, as: Value.self)
        if !unknown.isEmpty, case .object(var members) = try JSONValue(parsing: String(decoding: data, as: UTF8.self)) {
            members.merge(unknown) { new, _ in new }
            data = Data((JSONValue.object(members).prettyJSONText + "\n").utf8)
        }
        try FileReplacement.write(data, to: url)
    }

    /// The top-level fields of the JSON object in the file at `url` that a `Value` read from
    /// it does not write back; none when there is no such file or it holds no `Value`.
    static func unknownFields<Value: Codable>(in url: URL, as type: Value.Type) -> [String: JSONValue] {
        guard let existing = try? Data(contentsOf: url),
              case .object(let members)? = try? JSONValue(parsing: String(decoding: existing, as: UTF8.self)),
              let read = try? JSONDecoder().decode(Value.self, from: existing),
              let written = try? encoder().encode(read),
              case .object(let known)? = try? JSONValue(parsing: String(decoding: written, as: UTF8.self))
        else { return [:] }
        return members.filter { known[$0.key] == nil }
    }

    /// Reads a view-state saved by `saveViewState(to:)` (or copied from a log) and shows it,
    /// fitted to the document, as one change.
    ///
    /// - Throws: `StateLogError` naming the file when it cannot be read or is not a
    ///   view-state; the view-state stays as it was.
    package func loadViewState(from url: URL) throws {
        let text = try Self.text(of: url)
        let scratch = Store(viewState.state, name: "scratch")
        do {
            try scratch.restore(fromJSON: text)
        } catch let error as StateLogError {
            throw StateLogError(code: error.code, line: error.line, field: error.field, "'\(url.lastPathComponent)': \(error.message)")
        }
        let loaded = ClockViewState.reconciled(scratch.state, with: document.state)
        let fitted = loaded != scratch.state ? " (fitted to the zones)" : ""
        if viewState.restore(loaded, reason: .restore, action: "loadViewState") {
            report("Loaded the view-state from \(url.lastPathComponent)\(fitted)")
        } else {
            report(viewState.rejections.last.map { "Not loaded from \(url.lastPathComponent): \($0.message)" } ?? "Not loaded")
        }
    }

    /// Writes the document as JSON to `url`, as `writeJSON(_:to:)` writes.
    ///
    /// - Throws: `FileReplacementError` naming the file; the file is as it was.
    package func saveDocument(to url: URL) throws {
        try Self.writeJSON(document.state, to: url)
    }

    /// Reads a document saved by `saveDocument(to:)`.
    ///
    /// - Throws: `StateLogError` naming the file and the field when it cannot be read, is not
    ///   a clock document, or breaks the document's rules.
    package static func loadDocument(from url: URL) throws -> ClockDocument {
        let text = try text(of: url)
        let scratch = Store(ClockDocument(), name: "document", rules: ClockDocument.rules)
        do {
            try scratch.restore(fromJSON: text)
        } catch let error as StateLogError {
            throw StateLogError(code: error.code, line: error.line, field: error.field, "'\(url.lastPathComponent)': \(error.message)")
        }
        if let rejection = scratch.rejections.last {
            throw StateLogError(code: .invalidField, line: nil, field: "zones", "'\(url.lastPathComponent)': \(rejection.message)")
        }
        for zone in scratch.state.zones where ZoneCatalog.entry(for: zone.identifier) == nil {
            throw StateLogError(code: .invalidField, line: nil, field: "zones", "'\(url.lastPathComponent)': '\(zone.identifier)' is not a time zone")
        }
        return scratch.state
    }

    private static func text(of url: URL) throws -> String {
        // A folder, a FIFO or a device (`/dev/zero` never ends) is named, not read.
        if let problem = FileKind.problem(readingFileAt: url) {
            throw StateLogError(code: .io, line: nil, field: nil, "Cannot read '\(url.path)': \(problem)")
        }
        var data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw StateLogError(code: .io, line: nil, field: nil, "Cannot read '\(url.path)': \(error.localizedDescription)", underlyingError: error)
        }
        // A byte-order mark an editor put first is not part of the JSON (RFC 8259 lets readers
        // ignore it).
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { data.removeFirst(3) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw StateLogError(code: .malformedLine, line: nil, field: nil, "'\(url.lastPathComponent)' is not UTF-8 text")
        }
        return text
    }

    /// The logs a recording writes, and whether they continue earlier ones.
    package struct Recording: Sendable, Equatable {
        /// The document's log.
        package var documentURL: URL
        /// The view-state's log.
        package var viewStateURL: URL
        /// Whether the logs were there and end at the states the stores are at, and go on.
        package var continues: Bool
    }

    /// The names of the `number`th pair of logs in a recording folder: `document.jsonl` and
    /// `viewState.jsonl`, then `document-2.jsonl` and `viewState-2.jsonl`, …
    package static func logNames(_ number: Int) -> (document: String, viewState: String) {
        number == 1 ? ("document.jsonl", "viewState.jsonl") : ("document-\(number).jsonl", "viewState-\(number).jsonl")
    }

    /// Logs every change of both stores (actions, undo and redo, time travel, reconciling)
    /// in `directory`, for `viewdata-demo replay` and `viewdata log`.
    ///
    /// Logs already there are continued when both end at the states the stores are at;
    /// otherwise the recording goes to the first pair of names not taken
    /// (`document-2.jsonl`, `viewState-2.jsonl`, …), so that two sessions never splice.
    ///
    /// - Throws: `StateLogError` when a log cannot be read or created.
    @discardableResult
    package func record(to directory: URL) throws -> Recording {
        if let kind = FileKind.at(directory), kind != .folder {
            throw StateLogError(
                code: .io, line: nil, field: nil,
                "'\(directory.lastPathComponent)' is \(kind.name); --record takes a folder (made when missing) to write "
                    + "document.jsonl and viewState.jsonl in")
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StateLogError(
                code: .io, line: nil, field: nil, "Cannot make the folder '\(directory.path)': \(error.localizedDescription)", underlyingError: error)
        }
        for number in 1...10_000 {
            let names = Self.logNames(number)
            let documentURL = directory.appendingPathComponent(names.document)
            let viewStateURL = directory.appendingPathComponent(names.viewState)
            // A log that cannot be read (torn elsewhere than its end, another version) is left
            // as it is, like one that ends elsewhere: the recording goes on to the next names.
            // Refusals are logged too (a zone that could not be added): `log actions` lists them.
            let options = StateLogOptions(logsRejections: true)
            guard let documentLog = try? StateLogFile<ClockDocument>(url: documentURL, storeName: document.name, options: options),
                  let viewStateLog = try? StateLogFile<ClockViewState>(url: viewStateURL, storeName: viewState.name, options: options),
                  try documentLog.canContinue(from: document.state), try viewStateLog.canContinue(from: viewState.state)
            else { continue }
            let continues = documentLog.lastSequence != nil || viewStateLog.lastSequence != nil
            // The document first: the view-state's first line names the document's revision.
            try document.startLogging(to: documentLog)
            try viewState.startLogging(to: viewStateLog)
            return Recording(documentURL: documentURL, viewStateURL: viewStateURL, continues: continues)
        }
        throw StateLogError(code: .io, line: nil, field: nil, "'\(directory.path)' holds 10,000 recordings; record to another folder.")
    }
}

// MARK: - Restoring and starting from a log

extension ClockModel {
    /// Where the view-state is kept beside a document: `zones.json` → `zones.view-state.json`.
    package static func viewStateURL(besideDocument url: URL) -> URL {
        let name = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appendingPathComponent(name + ".view-state.json")
    }

    /// Writes the view-state beside the document at `url` after every change, atomically, so
    /// that the next start reopens where this one was; a failure becomes the notice.
    package func keepViewState(besideDocument url: URL) {
        let kept = Self.viewStateURL(besideDocument: url)
        viewStateDidChange = { [weak self] state in
            do {
                try Self.writeJSON(state, to: kept)
            } catch {
                // A document that could not be saved beside it has said so already.
                guard let self, notice == nil else { return }
                report("The view-state is not kept: \(error)")
            }
        }
    }

    /// Starts from a view-state JSON file (copied from `viewdata log show`), over the sample
    /// document.
    ///
    /// - Throws: `StateLogError` naming the file and the field.
    package static func startingPoint(stateFile url: URL) throws -> StartingPoint {
        StartingPoint(document: .sample, viewState: try readViewState(from: url), description: url.lastPathComponent)
    }

    /// Reads a view-state saved as JSON (by `saveViewState(to:)`, kept beside a document, or
    /// copied from `viewdata log show`).
    ///
    /// - Throws: `StateLogError` naming the file and the field.
    package static func readViewState(from url: URL) throws -> ClockViewState {
        let text = try text(of: url)
        let scratch = Store(ClockViewState(), name: "scratch")
        do {
            try scratch.restore(fromJSON: text)
        } catch let error as StateLogError {
            throw StateLogError(code: error.code, line: error.line, field: error.field, "'\(url.lastPathComponent)': \(error.message)")
        }
        return scratch.state
    }

    /// The logs of the latest recording in `folder`: of the view-state logs there
    /// (`viewState.jsonl`, `viewState-2.jsonl`, …), the one written last (a recording may
    /// continue an older pair); `nil` when there is none.
    package static func latestRecording(in folder: URL) -> (document: URL?, viewState: URL)? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        var latest: (number: Int, modified: Date, url: URL)?
        for name in names {
            guard let number = recordingNumber(ofViewStateLog: name) else { continue }
            let url = folder.appendingPathComponent(name)
            let modified = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
            if let current = latest, (current.modified, current.number) >= (modified, number) { continue }
            latest = (number, modified, url)
        }
        guard let latest else { return nil }
        return (documentLog(besideViewStateLog: latest.url), latest.url)
    }

    /// `viewState.jsonl` → 1, `viewState-7.jsonl` → 7; `nil` for other names.
    static func recordingNumber(ofViewStateLog name: String) -> Int? {
        if name == logNames(1).viewState { return 1 }
        guard name.hasPrefix("viewState-"), name.hasSuffix(".jsonl") else { return nil }
        let digits = name.dropFirst("viewState-".count).dropLast(".jsonl".count)
        guard let number = Int(digits), number >= 2, String(number) == digits else { return nil }
        return number
    }

    /// The document log recorded with the view-state log at `url`: `viewState-2.jsonl` →
    /// `document-2.jsonl`, when it is there.
    package static func documentLog(besideViewStateLog url: URL) -> URL? {
        let name = url.lastPathComponent
        guard name.hasPrefix("viewState") else { return nil }
        let document = url.deletingLastPathComponent().appendingPathComponent("document" + name.dropFirst("viewState".count))
        return FileManager.default.fileExists(atPath: document.path) ? document : nil
    }

    /// Where a session starts from: a view-state and the document it was shown with.
    package struct StartingPoint {
        package var document: ClockDocument
        package var viewState: ClockViewState
        /// `viewState.jsonl #12 openDetail`, for the status line.
        package var description: String
    }

    /// The states at entry `sequence` (the last when `nil`) of a recorded view-state log, and
    /// the document as it was then (from the document log beside it; the sample without one).
    ///
    /// - Throws: `StateLogError` naming the file, the line and the field; `noSuchEntry` naming
    ///   the entries there are.
    package static func startingPoint(viewStateLog url: URL, documentLog: URL?, at sequence: Int?) throws -> StartingPoint {
        let index = try StateLogIndex(contentsOf: url)
        guard index.header.stateType == StateLog<ClockViewState>.stateTypeName else {
            throw StateLogError(
                code: .wrongStateType, line: 1, field: "stateType",
                "'\(url.path)' is a log of \(index.header.stateType), not of the clock's view-state (ClockViewState).")
        }
        guard let last = index.items.indices.last else {
            throw StateLogError(code: .noSuchEntry, line: nil, field: "seq", "'\(url.path)' has no entries.")
        }
        let position: Int
        if let sequence {
            guard let found = index.index(ofSequence: sequence) else {
                throw StateLogError(
                    code: .noSuchEntry, line: nil, field: "seq",
                    "'\(url.path)' has no entry \(sequence); its entries run from \(index.items[0].sequence) to \(index.items[last].sequence).")
            }
            position = found
        } else {
            position = last
        }
        let item = index.items[position]
        let viewState: ClockViewState = try StateLog<ClockViewState>.decodeState(try index.state(at: position), sequence: item.sequence, line: item.line)
        var document = ClockDocument.sample
        if let documentLog {
            let documents = try StateLogIndex(contentsOf: documentLog)
            guard documents.header.stateType == StateLog<ClockDocument>.stateTypeName else {
                throw StateLogError(
                    code: .wrongStateType, line: 1, field: "stateType",
                    "'\(documentLog.path)' is a log of \(documents.header.stateType), not of the clock's document (ClockDocument).")
            }
            // The document's last change at or before the revision the view-state names.
            let revision = item.documentRevision ?? documents.items.first?.sequence ?? 0
            let before = documents.items.lastIndex { $0.sequence <= revision } ?? 0
            if !documents.items.isEmpty {
                document = try StateLog<ClockDocument>.decodeState(
                    try documents.state(at: before), sequence: documents.items[before].sequence, line: documents.items[before].line)
            }
        }
        return StartingPoint(document: document, viewState: viewState, description: "\(url.lastPathComponent) #\(item.sequence) \(item.action)")
    }
}
