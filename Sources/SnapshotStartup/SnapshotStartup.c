// Registers, when a test process starts, the handler that prints a test run's one snapshot
// summary line. `swift test` runs XCTest's tests first (in one process, or one per test with
// `--parallel`) and Swift Testing's last, in a process of its own that may never call into
// the snapshot library: only code that runs at load time can be sure to print there. The
// XCTest processes leave their counts in a file; this handler, last to run in the last
// process, adds them to its own and prints the total.

#include "SnapshotStartup.h"

#include <stdlib.h>
#include <string.h>

/// Prints the run's summary; defined in SnapshotStore (`SnapshotRun.finishSwiftTestingPass`).
extern void viewdatakit_snapshots_finish_run(void);

static int handler_installed = 0;

int viewdatakit_snapshots_summary_handler_installed(void) {
    return handler_installed;
}

// Constructors receive the process's arguments from the loader, on Linux (glibc) and on
// Apple platforms (dyld), for the main executable and for images loaded later alike.
__attribute__((constructor))
static void viewdatakit_snapshots_startup(int argc, char **argv, char **envp) {
    (void)envp;
    if (argv == NULL) {
        return;
    }
    for (int index = 1; index + 1 < argc; index++) {
        if (argv[index] != NULL && argv[index + 1] != NULL
            && strcmp(argv[index], "--testing-library") == 0
            && strcmp(argv[index + 1], "swift-testing") == 0) {
            if (atexit(viewdatakit_snapshots_finish_run) == 0) {
                handler_installed = 1;
            }
            return;
        }
    }
}
