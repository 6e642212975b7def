import Foundation

/// What must happen before the process ends: writers that work off the caller's thread (a
/// store's state log) register a flush here. `exit` runs them (an `atexit` handler,
/// registered with the first action), and so does the terminal runtime before it ends the
/// process with a signal (`TextTerminal`'s `terminateProcess`), which skips `atexit` handlers.
/// Nothing runs them when a signal's default action kills the process elsewhere, on
/// `SIGKILL` or `_exit`, or when iOS ends a suspended app: flush at the points that matter
/// there (`Store.flushLog()` when the app goes to the background).
package enum ExitActions {
    /// A registered action; unregister it when its owner goes.
    package struct Token: Hashable, Sendable {
        fileprivate let id: Int
    }

    private struct Registry {
        var actions: [Int: @Sendable () -> Void] = [:]
        var nextID = 0
        var installed = false
    }

    private static let registry = Locked(Registry())

    /// Registers `action` to run at the end of the process.
    package static func register(_ action: @escaping @Sendable () -> Void) -> Token {
        let (id, install) = registry.withLock { registry -> (Int, Bool) in
            let id = registry.nextID
            registry.nextID += 1
            registry.actions[id] = action
            defer { registry.installed = true }
            return (id, !registry.installed)
        }
        if install { SystemCalls.atExit { ExitActions.runAll() } }
        return Token(id: id)
    }

    /// Removes the action `token` names; it does not run.
    package static func unregister(_ token: Token) {
        registry.withLock { _ = $0.actions.removeValue(forKey: token.id) }
    }

    /// Runs every registered action once, oldest first, and forgets them.
    package static func runAll() {
        let actions = registry.withLock { registry -> [@Sendable () -> Void] in
            defer { registry.actions = [:] }
            return registry.actions.sorted { $0.key < $1.key }.map(\.value)
        }
        for action in actions { action() }
    }
}
