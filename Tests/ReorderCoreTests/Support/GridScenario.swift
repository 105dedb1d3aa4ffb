import ReorderCore

/// One cell of a grid scenario: the replay format's grid item `{"id", "movable"}` (grid items
/// have no size).
struct GridScenarioItem: Equatable {
  var id: String
  var movable: Bool = true
}

/// One section of a grid scenario: a header extent and its cells (grids have no footers).
struct GridScenarioSection: Equatable {
  var header: Double = 0
  var items: [GridScenarioItem]
}

/// A whole replayable grid run: a `GridLayout`, options and a pointer-event stream, as the
/// replay format's `layout.kind: "grid"` describes it (Docs/Replay.md).
struct GridScenario: Equatable {
  var axis: Axis = .vertical
  var viewport = Size(width: 320, height: 480)
  var inset = EdgeInsets.zero
  var sizing: GridSizing = .columns(4, aspectRatio: 1)
  var spacing = GridSpacing()
  var sectionInset = EdgeInsets.zero
  var sections: [GridScenarioSection]
  var mode: ReorderMode = .insert
  var commit: CommitMode = .live
  var target: TargetSpec = .pointer
  var emptySections: EmptySectionPolicy = .keep
  var activation: ActivationSpec = .longPress(duration: 0.5, slack: 10)
  var autoScroll: AutoScrollSpec = .none
  var events: [PointerEvent] = []

  /// The items in flat order; an item's index here is its key in ``ListModel``.
  var flatItems: [GridScenarioItem] { sections.flatMap(\.items) }

  /// The grid for section item counts `counts` and headers `headers` (the committed data's).
  func layout(counts: [Int], headers: [Double]) -> GridLayout {
    GridLayout(
      axis: axis, sizing: sizing, spacing: spacing, sectionInset: sectionInset,
      viewportSize: viewport, contentInset: inset,
      sections: counts.indices.map { GridSection(header: headers[$0], itemCount: counts[$0]) })
  }

  /// The grid as the scenario describes it.
  var layout: GridLayout {
    layout(counts: sections.map(\.items.count), headers: sections.map(\.header))
  }

  var pinned: PinnedItems {
    PinnedItems(
      sectionCount: sections.count, itemCount: { sections[$0].items.count },
      isPinned: { !sections[$0.section].items[$0.item].movable })
  }

  var configuration: DragConfiguration {
    DragConfiguration(
      mode: mode, commit: commit, target: target.rule, emptySections: emptySections,
      activation: activation.activation, autoScroll: autoScroll.strategy)
  }

  /// A fresh session at rest.
  func makeSession() -> DragSession<GridLayout> {
    DragSession(
      layout: layout, pinned: pinned, viewport: Viewport(size: viewport, contentInset: inset),
      configuration: configuration)
  }

  /// Viewport point of the centre of the cell at `path` when the content is at rest.
  func restingCenter(of path: ItemPath) -> Point {
    let frame = layout.frame(ofItemAt: path, in: nil)
    return Viewport(size: viewport, contentInset: inset).viewportPoint(frame.center)
  }

  /// The same sections as a list scenario (every item 44 pt), for ``ListModel``.
  var listScenario: Scenario {
    Scenario(
      sections: sections.map { section in
        ScenarioSection(
          header: section.header,
          items: section.items.map { ScenarioItem(id: $0.id, size: 44, movable: $0.movable) })
      })
  }
}
