// What `import TextConsole` brings with it, on purpose: a console prints TextWidgets' tables,
// trees, columns, rules, panels and progress bars, drawn on TextRendering's `Canvas` in its
// `Style`s. So `import TextConsole` is enough to print a table.
@_exported import TextWidgets
// Prompts read `Key` presses (decoded by `KeyDecoder`), and tests drive them with `KeyScript`s.
@_exported import TerminalInput
