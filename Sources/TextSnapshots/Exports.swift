// What `import TextSnapshots` brings with it, on purpose: the record modes, configuration and
// errors that appear in the assertions' signatures live in SnapshotStore.
@_exported import SnapshotStore
