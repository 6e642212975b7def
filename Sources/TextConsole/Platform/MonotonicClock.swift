#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds on a clock that only goes forward (`CLOCK_MONOTONIC`), for timeouts and ticks: the
/// wall clock can step back (NTP, a user setting the time) or jump by days.
package enum MonotonicClock {
    /// Seconds since an arbitrary moment that does not change while the process runs.
    package static func now() -> Double {
        var time = timespec()
        _ = clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
