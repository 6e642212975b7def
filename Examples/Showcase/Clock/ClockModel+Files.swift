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
        if viewState.update("loadViewState", { $0 = loaded }) {
            report("Loaded the view-state from \(url.lastPathComponent)")
        } else {
            report(viewState.rejections.last.map { "Not loaded: \($0.message)" } ?? "Not loaded")
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

    /// Appends every change of both stores to `document.jsonl` and `viewState.jsonl` in
    /// `directory`, for `viewdata replay`. Undo and redo are changes and are logged; time
    /// travel moves through what is logged and adds nothing.
    ///
    /// - Throws: `StateLogError` when a log cannot be created.
    package func record(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        document.logFile = try StateLogFile(url: directory.appendingPathComponent("document.jsonl"), storeName: document.name)
        viewState.logFile = try StateLogFile(url: directory.appendingPathComponent("viewState.jsonl"), storeName: viewState.name)
    }
}
