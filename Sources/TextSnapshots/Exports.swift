// What `import TextSnapshots` brings with it, on purpose: the record modes, configuration and
// errors that appear in the assertions' signatures live in SnapshotStore, and the syntax
// descriptor of inline snapshots in InlineSnapshots.
@_exported import InlineSnapshots
@_exported import SnapshotStore
