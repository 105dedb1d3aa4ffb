// ReorderKit re-exports the engine, so `import ReorderKit` alone gives a host every type it
// needs (`Viewport`, `Size`, `DragConfiguration`, `RenderState`, `KeyboardCommand`, ...).
@_exported import ReorderCore
