// What `import TextWidgets` brings with it, on purpose: widgets draw on TextRendering's
// `Canvas`, take its `Style`, `BorderStyle`, `TextAlignment`, `StyledText` and `WidthProfile`,
// and conform to its `TextRenderable`. So `import TextWidgets` is enough to build and render
// a table.
@_exported import TextRendering
