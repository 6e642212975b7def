// What `import TextTerminal` brings with it, on purpose: a session runs a `TerminalApp` built
// from TextUI's views and controllers, so TextUI (and what it re-exports) comes along.
@_exported import TextUI
