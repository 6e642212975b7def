import CommandLineSupport
import Foundation
import TextRendering
import TextUI
@testable import viewdata
@testable import viewdata_demo

/// A terminal that records what the tool writes.
final class RecordingTerminal {
    var output = ""
    var errors = ""
    var columns: Int?
    var supportsColor = false
    var isInteractive = false
    var workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var runFullScreen: ((any TerminalApp, FullScreenOptions) -> Int32)?
    var outputIsTerminal = false
    var standardInput = Data()

    var terminal: Terminal {
        var terminal = Terminal(
            columns: columns, supportsColor: supportsColor,
            write: { [unowned self] in output += $0 }, writeError: { [unowned self] in errors += $0 })
        terminal.isInteractive = isInteractive
        terminal.workingDirectory = workingDirectory
        terminal.runFullScreen = runFullScreen
        terminal.outputIsTerminal = outputIsTerminal
        let input = standardInput
        terminal.readStandardInput = { input }
        return terminal
    }
}

/// Runs the tool with `arguments` in `folder` on a fresh recording terminal: its exit status,
/// what it wrote and its errors.
func runTool(_ arguments: [String], in folder: URL) -> (status: Int32, output: String, errors: String) {
    let recorder = RecordingTerminal()
    recorder.workingDirectory = folder
    let status = ViewDataTool.run(arguments: arguments, terminal: recorder.terminal)
    return (status, recorder.output, recorder.errors)
}

/// Runs the showcase's tool (`viewdata-demo`) with `arguments` in `folder`, as `runTool` does.
func runDemo(_ arguments: [String], in folder: URL) -> (status: Int32, output: String, errors: String) {
    let recorder = RecordingTerminal()
    recorder.workingDirectory = folder
    let status = DemoTool.run(arguments: arguments, terminal: recorder.terminal)
    return (status, recorder.output, recorder.errors)
}
