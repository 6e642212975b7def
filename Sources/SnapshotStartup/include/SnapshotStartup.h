#ifndef VIEWDATAKIT_SNAPSHOT_STARTUP_H
#define VIEWDATAKIT_SNAPSHOT_STARTUP_H

/// Nonzero when this process was started as the Swift Testing pass of a test run (its
/// arguments hold `--testing-library swift-testing`, as `swift test` starts it) and the
/// handler that prints the run's one snapshot summary line at exit is registered.
int viewdatakit_snapshots_summary_handler_installed(void);

#endif
