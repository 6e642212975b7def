/// Why a store's state changed.
///
/// Views animate user actions and not time travel: `isUserAction` is the test.
public struct ChangeReason: Sendable, Hashable, CustomStringConvertible {
    private enum Storage: Sendable, Hashable {
        case initial, action(String), undo, redo, jump, replay, restore
    }

    private let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// Delivered at once to a new observer, with the current state as both old and new.
    public static let initial = ChangeReason(.initial)
    /// A named action through `update`.
    public static func action(_ name: String) -> ChangeReason { ChangeReason(.action(name)) }
    /// `undo()`.
    public static let undo = ChangeReason(.undo)
    /// `redo()`.
    public static let redo = ChangeReason(.redo)
    /// `jump(to:)`, or time travel.
    public static let jump = ChangeReason(.jump)
    /// An entry of a state log, replayed.
    public static let replay = ChangeReason(.replay)
    /// A state set whole: restored from a log, or from pasted JSON.
    public static let restore = ChangeReason(.restore)

    /// The action's name, for `.action` reasons.
    public var actionName: String? {
        if case .action(let name) = storage { return name }
        return nil
    }

    /// Whether a user's action caused the change (not time travel, replay or restoring).
    public var isUserAction: Bool { actionName != nil }

    /// The reason's name, as state logs write it: `action`, `undo`, `redo`, …
    public var name: String {
        switch storage {
        case .initial: "initial"
        case .action: "action"
        case .undo: "undo"
        case .redo: "redo"
        case .jump: "jump"
        case .replay: "replay"
        case .restore: "restore"
        }
    }

    /// Reads a reason's `name` back, with the action for `action`.
    init?(name: String, action: String?) {
        switch name {
        case "initial": self = .initial
        case "action": self = .action(action ?? "")
        case "undo": self = .undo
        case "redo": self = .redo
        case "jump": self = .jump
        case "replay": self = .replay
        case "restore": self = .restore
        default: return nil
        }
    }

    /// `action(selectDetail)`, `undo`, …
    public var description: String {
        actionName.map { "action(\($0))" } ?? name
    }
}
