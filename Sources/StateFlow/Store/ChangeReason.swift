/// Why a store's state changed.
///
/// Views animate user actions and not time travel: `isUserAction` is the test. Every change of
/// a store's state has one, and state logs write it (`reason` of each line), so that a log says
/// how the state on screen came to be.
public struct ChangeReason: Sendable, Hashable, CustomStringConvertible {
    private enum Storage: Sendable, Hashable {
        case initial, action(String), undo, redo, jump, travel, replay, restore, reconcile
    }

    private let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// Delivered at once to a new observer, with the current state as both old and new.
    public static let initial = ChangeReason(.initial)
    /// A named action through `update`.
    public static func action(_ name: String) -> ChangeReason { ChangeReason(.action(name)) }
    /// `undo()`, or an app's own undo made as a change (`restore(_:reason:action:)`).
    public static let undo = ChangeReason(.undo)
    /// `redo()`, or an app's own redo made as a change.
    public static let redo = ChangeReason(.redo)
    /// `jump(to:)`.
    public static let jump = ChangeReason(.jump)
    /// `TimeTravel` winding the store to another moment.
    public static let travel = ChangeReason(.travel)
    /// An entry of a state log, replayed.
    public static let replay = ChangeReason(.replay)
    /// A state set whole: restored from a log, from pasted JSON, or on relaunch.
    public static let restore = ChangeReason(.restore)
    /// A state fitted to something else that changed: a view-state wound back to a moment of
    /// another document and adjusted to the document shown (a detail of a deleted row closed).
    public static let reconcile = ChangeReason(.reconcile)

    /// The action's name, for `.action` reasons.
    public var actionName: String? {
        if case .action(let name) = storage { return name }
        return nil
    }

    /// Whether a user's action caused the change (not undo, time travel, replay, restoring or
    /// reconciling).
    public var isUserAction: Bool { actionName != nil }

    /// The reason's name, as state logs write it: `action`, `undo`, `redo`, …
    public var name: String {
        switch storage {
        case .initial: "initial"
        case .action: "action"
        case .undo: "undo"
        case .redo: "redo"
        case .jump: "jump"
        case .travel: "travel"
        case .replay: "replay"
        case .restore: "restore"
        case .reconcile: "reconcile"
        }
    }

    /// Reads a reason's `name` back, with the action for `action`.
    package init?(name: String, action: String?) {
        switch name {
        case "initial": self = .initial
        case "action": self = .action(action ?? "")
        case "undo": self = .undo
        case "redo": self = .redo
        case "jump": self = .jump
        case "travel": self = .travel
        case "replay": self = .replay
        case "restore": self = .restore
        case "reconcile": self = .reconcile
        default: return nil
        }
    }

    /// `action(selectDetail)`, `undo`, …
    public var description: String {
        actionName.map { "action(\($0))" } ?? name
    }

    /// The reason's name with the history entry it moved to, as the tools show it: `undo → 3`,
    /// `initial`.
    package func name(movingTo entrySequence: Int?) -> String {
        name + (entrySequence.map { " → \($0)" } ?? "")
    }
}
