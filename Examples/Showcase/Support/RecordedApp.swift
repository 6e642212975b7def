import Foundation
import StateFlowLog
import TextUI

/// An app whose session is recorded as inputs alone (`viewdata-demo books --record DIR`): every
/// key, and every second that passes, as `{wait}`. The app sees time in whole seconds, as a
/// replay of the session (`KeyScript`, a second a wait) shows it, so that the replay lives the
/// times the recording lived and reaches the same screens.
///
/// For an app whose state is not a document and a view-state store: the clock records its
/// stores (`ClockApp.recording`).
package final class RecordedApp: TerminalApp {
    /// The app recorded.
    package let app: any TerminalApp
    /// The recording, which writes each input as the app handles it.
    package let recording: SessionRecording
    /// The last time the app was told: the session's start and whole seconds after it.
    private var clock: Date

    /// Records `app`, started at `start`, with `recording`.
    package init(_ app: any TerminalApp, recording: SessionRecording, start: Date) {
        self.app = app
        self.recording = recording
        clock = start
    }

    package var window: Window { app.window }
    /// The app's, or what stopped the recording (a full disk), which the user must know.
    package var statusLine: String {
        guard let error = recording.errors.first else { return app.statusLine }
        return " ⚠ not recording: \(error.message)"
    }
    package var isFinished: Bool { app.isFinished }

    package func handle(_ key: Key) {
        recording.record(key: key.scriptText) { app.handle(key) }
    }

    /// Each whole second up to `now` is a `{wait}` input: the app is told the time a second at
    /// a time, never a fraction between.
    package func advanceTime(to now: Date) -> Bool {
        var changed = false
        while clock.addingTimeInterval(1) <= now {
            clock = clock.addingTimeInterval(1)
            let time = clock
            if recording.record(key: "{wait}", { app.advanceTime(to: time) }) { changed = true }
        }
        return changed
    }
}
