// What `import TextTerminal` brings with it, on purpose: a session runs a `TerminalApp` built
// from TextUI's views and controllers, so TextUI (and what it re-exports) comes along; and a
// terminal program prints with TextConsole's `Console` before and after its session.
@_exported import TextUI
@_exported import TextConsole
