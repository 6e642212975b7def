/// Asserts a value's snapshots under several named strategies, each against a reference of
/// its own named after its key: `Snapshots/<TestFile>/<test>.<key>.txt`.
///
/// The value is made once. Strategies run in the order of their names, so failures are
/// reported in the same order on every run.
///
/// ```swift
/// assertSnapshots(of: view, as: ["compact": .text(width: 40), "wide": .text(width: 80)])
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategies: The strategies, by snapshot name.
///   - record: The record mode for these assertions alone; see `SnapshotTestingConfiguration`.
///   - timeout: Accepted for source compatibility with swift-snapshot-testing; not used.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path: it names the reference folder.
///   - testName: The caller's function: it names the references.
///   - line: The caller's line.
///   - column: The caller's column.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: Double = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let made = Result { try value() }
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(
            of: try made.get(), as: strategy, named: name, record: record, timeout: timeout, fileID: fileID,
            file: filePath, testName: testName, line: line, column: column)
    }
}

/// Asserts a value's snapshots under several strategies, numbered as unnamed snapshots are:
/// `<test>.1.txt`, `<test>.2.txt`, … in the order of the array.
///
/// ```swift
/// assertSnapshots(of: view, as: [.text(width: 40), .ansi(width: 40)])
/// ```
///
/// - Parameters:
///   - value: The value to snapshot; made once.
///   - strategies: The strategies, in order.
///   - record: The record mode for these assertions alone.
///   - timeout: Accepted for source compatibility with swift-snapshot-testing; not used.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path: it names the reference folder.
///   - testName: The caller's function: it names the references.
///   - line: The caller's line.
///   - column: The caller's column.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: Double = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let made = Result { try value() }
    for strategy in strategies {
        assertSnapshot(
            of: try made.get(), as: strategy, record: record, timeout: timeout, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    }
}
