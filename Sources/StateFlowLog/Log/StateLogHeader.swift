/// What the first line of a state log says: its format's version, the store and the type of
/// its states, and how often it holds a full state.
public struct StateLogHeader: Sendable, Hashable {
    /// The name of the store the log came from.
    public var storeName: String
    /// The state type the log's states are, as `String(describing:)` names it.
    public var stateType: String
    /// The format version the log was written in.
    public var version: Int
    /// A full state every this many entries.
    public var checkpointInterval: Int

    /// Creates a header.
    public init(storeName: String, stateType: String, version: Int, checkpointInterval: Int) {
        self.storeName = storeName
        self.stateType = stateType
        self.version = version
        self.checkpointInterval = checkpointInterval
    }
}
