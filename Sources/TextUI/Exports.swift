// What `import TextUI` brings with it, on purpose: views draw on TextRendering's `Canvas`, take
// its `Size`, `Point`, `Rect`, `Style`, `Color`, `BorderStyle` and `WidthProfile`, and conform to
// its `TextRenderable`; labels measure, wrap and truncate text with its `String` extensions;
// `DataTable` shows TextWidgets' `Table` and `WidgetView` any other widget. So `import TextUI`
// is enough to build and render views.
@_exported import TextRendering
@_exported import TextWidgets
// Views and windows take `Key` presses; apps are driven by `KeyScript`s.
@_exported import TerminalInput
