import Foundation
import ViewDataSupport
import Testing
@testable import TextTerminal

@Suite("Terminal errors keep their cause")
struct TerminalErrorTests {
    /// A file is not a terminal: reading its settings fails with the system's ENOTTY, kept as
    /// a number beside the sentence.
    @Test func theErrorNumberOfAFailedCallIsKept() throws {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/null"))
        defer { try? handle.close() }
        let descriptor = handle.fileDescriptor
        let error = #expect(throws: TerminalError.self) { _ = try TerminalSettings.reading(descriptor) }
        #expect(error?.code == .settings)
        #expect(error?.errorNumber == ENOTTY)
        #expect(error?.message == "cannot read the terminal's settings (descriptor \(descriptor)): \(SystemCalls.describe(errorNumber: ENOTTY))")
    }

    @Test func problemsTheRuntimeFindsItselfHaveNoErrorNumber() {
        let error = TerminalError(code: .notATerminal, "standard input (descriptor 0) is not a terminal")
        #expect(error.errorNumber == nil)
        #expect("\(error)" == "standard input (descriptor 0) is not a terminal")
    }
}
