import CommandLineSupport
import Foundation
import TextTerminal

let status = ViewDataTool.run(arguments: Array(CommandLine.arguments.dropFirst()), terminal: .current)
// 128 + N is how a full-screen command (`log inspect`) says that signal N (or Ctrl-C, as
// SIGINT) ended it. The process then dies of that signal, so that a shell sees it:
// `for a in …; do viewdata log inspect $a; done` stops at Ctrl-C.
if status > 128, TerminalSession.endingSignals.contains(status - 128) {
    TerminalSession.Ending.signal(status - 128).terminateProcess()
}
exit(status)
