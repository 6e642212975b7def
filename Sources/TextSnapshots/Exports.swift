// What `import TextSnapshots` brings with it, on purpose: the record modes, configuration and
// errors that appear in the assertions' signatures live in SnapshotStore, and the syntax
// descriptor of inline snapshots in InlineSnapshots.
@_exported import InlineSnapshots
@_exported import SnapshotStore
// Value dumps and diffs (`String(dumping:)`, `String(diffing:_:)`, `CustomDumpStringConvertible`
// and the other protocols a type adopts to choose its dump): what `.customDump` and
// `expectNoDifference` are made of, and what a test written with swift-custom-dump calls.
@_exported import TextDiff
