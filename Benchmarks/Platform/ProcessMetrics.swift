import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The benchmarks' one seam to the system: a monotonic clock and the process's peak memory.
enum ProcessMetrics {
    /// Seconds on a monotonic clock, from an arbitrary start.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The process's peak resident set size, in bytes: Linux's `VmHWM` when `/proc` has it,
    /// else `getrusage`'s `ru_maxrss` (kilobytes on Linux, bytes on Darwin).
    static func peakResidentBytes() -> Int {
        #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) {
            return kilobytes * 1024
        }
        #endif
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #endif
    }
}
