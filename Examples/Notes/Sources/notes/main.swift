import Foundation
import Notes
import StateFlowLog
import TextTerminal
import TextUI

// `notes [--record FOLDER] [--keys SCRIPT]`: the notes app full screen; --record keeps the
// session (both stores' logs and every key) in FOLDER, for `viewdata log export-test`; --keys
// presses a key script instead of reading a terminal and prints the last screen.
var arguments = CommandLine.arguments.dropFirst()
var recordFolder: String?
var keys: String?
while let argument = arguments.popFirst() {
    switch argument {
    case "--record": recordFolder = arguments.popFirst()
    case "--keys": keys = arguments.popFirst()
    default:
        FileHandle.standardError.write(Data("notes: unknown argument '\(argument)'; usage: notes [--record FOLDER] [--keys SCRIPT]\n".utf8))
        exit(64)
    }
}

let start = Date()
func record(_ app: NotesApp, size: Size, in recordFolder: String?) {
    guard let recordFolder else { return }
    do {
        app.recording = try SessionRecording(
            folder: URL(fileURLWithPath: recordFolder), document: app.document, viewState: app.viewState, start: start,
            size: (size.width, size.height))
    } catch {
        FileHandle.standardError.write(Data("notes: cannot record: \(error)\n".utf8))
        exit(1)
    }
}

if let keys {
    let size = Size(width: 60, height: 12)
    let app = NotesApp()
    record(app, size: size, in: recordFolder)
    do {
        app.run(try KeyScript(keys), startingAt: start)
    } catch {
        FileHandle.standardError.write(Data("notes: --keys: \(error)\n".utf8))
        exit(64)
    }
    app.recording?.stop()
    print(app.screen(size: size).plainText)
} else {
    do {
        let session = try TerminalSession()
        let app = NotesApp()
        record(app, size: session.size, in: recordFolder)
        _ = try session.run(app, startingAt: start)
        app.recording?.stop()
    } catch {
        FileHandle.standardError.write(Data("notes: \(error)\n".utf8))
        exit(1)
    }
}
