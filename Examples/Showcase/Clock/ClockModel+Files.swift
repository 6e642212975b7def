import Foundation
import StateFlow

extension ClockModel {
    /// JSON as the clock writes it: pretty, keys sorted, slashes as they are.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Writes the view-state as JSON to `url`, atomically.
    ///
    /// - Throws: The file system's error.
    package func saveViewState(to url: URL) throws {
        try Self.encoder().encode(viewState.state).write(to: url, options: .atomic)
        report("Saved the view-state to \(url.lastPathComponent)")
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

    /// Writes the document as JSON to `url`, atomically.
    ///
    /// - Throws: The file system's error.
    package func saveDocument(to url: URL) throws {
        try Self.encoder().encode(document.state).write(to: url, options: .atomic)
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
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? error.localizedDescription : "there is no such file"
            throw StateLogError(code: .io, line: nil, field: nil, "Cannot read '\(url.path)': \(reason)", underlyingError: error)
        }
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
    /// in `directory`, for `viewdata replay` and `viewdata log`.
    ///
    /// Logs already there are continued when both end at the states the stores are at;
    /// otherwise the recording goes to the first pair of names not taken
    /// (`document-2.jsonl`, `viewState-2.jsonl`, …), so that two sessions never splice.
    ///
    /// - Throws: `StateLogError` when a log cannot be read or created.
    @discardableResult
    package func record(to directory: URL) throws -> Recording {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for number in 1...10_000 {
            let names = Self.logNames(number)
            let documentURL = directory.appendingPathComponent(names.document)
            let viewStateURL = directory.appendingPathComponent(names.viewState)
            let documentLog = try StateLogFile<ClockDocument>(url: documentURL, storeName: document.name)
            let viewStateLog = try StateLogFile<ClockViewState>(url: viewStateURL, storeName: viewState.name)
            guard try documentLog.canContinue(from: document.state), try viewStateLog.canContinue(from: viewState.state) else { continue }
            let continues = documentLog.lastSequence != nil || viewStateLog.lastSequence != nil
            // The document first: the view-state's first line names the document's revision.
            try document.startLogging(to: documentLog)
            try viewState.startLogging(to: viewStateLog)
            return Recording(
                documentURL: documentURL, viewStateURL: viewStateURL,
                continues: continues)
        }
        throw StateLogError(code: .io, line: nil, field: nil, "'\(directory.path)' holds 10,000 recordings; record to another folder.")
    }
}
