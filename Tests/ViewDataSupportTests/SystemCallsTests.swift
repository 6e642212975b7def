import Foundation
import Testing
@testable import ViewDataSupport

@Suite("The seam to the system")
struct SystemCallsTests {
    /// The area `sysctl(KERN_PROCARGS2)` returns on macOS, built as the kernel lays it out.
    @Test("The parent's arguments are read from macOS's argument area")
    func darwinArgumentArea() {
        func area(count: Int32, path: String, padding: Int, arguments: [String], environment: [String]) -> [UInt8] {
            var bytes = withUnsafeBytes(of: count) { Array($0) }
            bytes += Array(path.utf8) + [0] + Array(repeating: 0, count: padding)
            for text in arguments + environment { bytes += Array(text.utf8) + [0] }
            return bytes
        }
        let arguments = ["/usr/bin/swift-test", "--filter", "A B", "--scratch-path", "/p/.build", "é"]
        let full = area(count: 6, path: "/usr/bin/swift-test", padding: 5, arguments: arguments, environment: ["HOME=/u", "CI=true"])
        #expect(ParentProcess.arguments(fromArgumentArea: full) == arguments)
        #expect(ParentProcess.arguments(fromArgumentArea: area(count: 1, path: "/s", padding: 0, arguments: ["s"], environment: [])) == ["s"])
        #expect(ParentProcess.arguments(fromArgumentArea: area(count: 0, path: "/s", padding: 3, arguments: [], environment: ["A=b"])) == [])
        // Shorter than its count says, cut inside an argument, or with no path: nothing.
        #expect(ParentProcess.arguments(fromArgumentArea: area(count: 7, path: "/s", padding: 2, arguments: arguments, environment: [])) == nil)
        #expect(ParentProcess.arguments(fromArgumentArea: full.prefix(full.count - 16)) == arguments)  // no environment
        #expect(ParentProcess.arguments(fromArgumentArea: Array(full.prefix(40))) == nil)
        #expect(ParentProcess.arguments(fromArgumentArea: [1, 0, 0]) == nil)
        #expect(ParentProcess.arguments(fromArgumentArea: withUnsafeBytes(of: Int32(2)) { Array($0) } + Array("/s".utf8)) == nil)
        #expect(ParentProcess.arguments(fromArgumentArea: withUnsafeBytes(of: Int32(-1)) { Array($0) } + [47, 0, 0]) == nil)
    }

    #if os(Linux) || os(macOS)
    /// Linux reads /proc (the start time in clock ticks since boot); macOS asks sysctl (seconds
    /// and microseconds since 1970). Only Linux runs this here.
    @Test("This process's parent is read from the system: its arguments and start time")
    func parentOfThisProcess() throws {
        let parent = try #require(SystemCalls.parentProcess())
        #expect(parent.id == getppid())
        #expect(!parent.arguments.isEmpty)
        #if os(Linux)
        #expect(Int(parent.startTime) != nil)
        #else
        #expect(parent.startTime.split(separator: ".").count == 2 && Double(parent.startTime) != nil)
        #endif
        #expect(SystemCalls.parentProcess() == parent)
    }
    #endif

    /// Error sentences come from `strerror_r`, each caller with its own buffer: threads that
    /// describe errors at once (log writers on their queues) each get their own sentence.
    @Test func errorsAreDescribedOnAnyThread() async {
        #expect(SystemCalls.describe(errorNumber: ENOENT) == "No such file or directory")
        let sentences = await withTaskGroup(of: (Int32, String).self) { group in
            for code in Int32(9_000)..<9_064 {
                group.addTask { (code, SystemCalls.describe(errorNumber: code)) }
            }
            return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        for (code, sentence) in sentences {
            // glibc: "Unknown error 9000"; Darwin: "Unknown error: 9000".
            #expect(sentence.hasPrefix("Unknown error") && sentence.hasSuffix(" \(code)"), "\(code): \(sentence)")
        }
    }
}
