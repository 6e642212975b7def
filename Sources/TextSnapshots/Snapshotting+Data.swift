import Foundation
import SnapshotStore

extension Snapshotting where Value == Data, Format == Data {
    /// Bytes, stored as a hex dump that reads and diffs as text: one line of up to 16 bytes,
    /// with its offset and the printable ASCII beside it. Stored in a `.hex` file
    /// (`viewdata snapshots migrate` turns swift-snapshot-testing's raw `.data` references into
    /// this form).
    ///
    /// ```
    /// 00000000  de ad be ef                                       |....|
    /// ```
    public static var data: Snapshotting<Data, Data> {
        Snapshotting(pathExtension: "hex", diffing: .hexDump) { $0 }
    }
}

extension Diffing where Value == Data {
    /// Bytes as a hex dump (see `Snapshotting.data`), compared line by line. A reference that
    /// is not a hex dump reads as no bytes, so it differs from any data but the empty one.
    public static var hexDump: Diffing<Data> {
        Diffing(
            toText: { HexDump.text(of: $0) },
            fromText: { HexDump.bytes(of: $0) ?? Data() },
            diff: { reference, actual in
                guard reference != actual else { return nil }
                return Diffing<String>.lines.diff(HexDump.text(of: reference), HexDump.text(of: actual))
                    .map { "Expected \(actual.count) bytes to match the reference's \(reference.count).\n" + $0 }
            })
    }
}
