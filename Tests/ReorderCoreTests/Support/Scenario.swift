import ReorderCore

/// One item of a scenario: the replay format's `{"id", "size", "movable"}`.
struct ScenarioItem: Equatable {
  var id: String
  var size: Double
  var movable: Bool = true
}

/// One section of a scenario.
struct ScenarioSection: Equatable {
  var header: Double = 0
  var footer: Double = 0
  var items: [ScenarioItem]
}

/// How a scenario's press becomes a drag. The replay format (version 1) only knows the long
/// press; the writer adds an `"kind"` key for the other two.
enum ActivationSpec: Equatable {
  case longPress(duration: Double, slack: Double)
  case distance(Double)
  case immediate

  var activation: Activation {
    switch self {
    case .longPress(let d, let s): return .longPress(minimumDuration: d, allowableMovement: s)
    case .distance(let d): return .distance(d)
    case .immediate: return .immediate
    }
  }
}

/// The target rules a scenario can name.
enum TargetSpec: String, Equatable, CaseIterable {
  case pointer
  case edgeCrossing
  case center

  var rule: TargetRule {
    switch self {
    case .pointer: return .pointer
    case .edgeCrossing: return .edgeCrossing
    case .center: return .center
    }
  }
}

/// The auto-scroll strategies a scenario can name.
enum AutoScrollSpec: Equatable {
  case none
  case constant(speed: Double)

  var strategy: AutoScroll {
    switch self {
    case .none: return .none
    case .constant(let speed): return .constant(speed: speed)
    }
  }
}

/// A host policy a scenario can name (not part of the replay format; the writer records it
/// under `"x-policy"`).
enum PolicySpec: Equatable {
  /// Every proposal stands.
  case standard
  /// Answers `proposed` shifted by this many items (often out of range).
  case shift(Int)
  /// Answers a position far out of range.
  case outOfRange
  /// Answers the first pinned position of the scenario's original data.
  case pinnedPosition(ItemPath)
  /// Keeps every move inside the original section (answers `current` otherwise).
  case sameSection
  /// Refuses to let any item with this id be picked up.
  case refuseItems(atItem: Int)
}

/// The `DragPolicy` a ``PolicySpec`` names.
struct ScenarioPolicy: DragPolicy {
  var spec: PolicySpec

  func canMoveItem(at path: ItemPath) -> Bool {
    if case .refuseItems(let item) = spec { return path.item != item }
    return true
  }

  func targetIndexPath(
    forMoveFrom original: ItemPath, at current: ItemPath, proposed: ItemPath
  ) -> ItemPath {
    switch spec {
    case .standard, .refuseItems: return proposed
    case .shift(let k): return ItemPath(section: proposed.section, item: proposed.item + k)
    case .outOfRange: return ItemPath(section: proposed.section + 1_000, item: -7)
    case .pinnedPosition(let p): return p
    case .sameSection: return proposed.section == original.section ? proposed : current
    }
  }
}

/// A whole replayable run: a list layout, options and a pointer-event stream.
struct Scenario: Equatable {
  var axis: Axis = .vertical
  var viewport = Size(width: 320, height: 480)
  var inset = EdgeInsets.zero
  var sections: [ScenarioSection]
  var mode: ReorderMode = .insert
  var commit: CommitMode = .live
  var target: TargetSpec = .pointer
  var emptySections: EmptySectionPolicy = .keep
  var activation: ActivationSpec = .longPress(duration: 0.5, slack: 10)
  var autoScroll: AutoScrollSpec = .none
  var policy: PolicySpec = .standard
  var events: [PointerEvent] = []

  /// The items in flat order; an item's index here is its key in ``ListModel``.
  var flatItems: [ScenarioItem] { sections.flatMap(\.items) }

  /// The items' extent across the axis, as the replay host computes it.
  var crossExtent: Double { viewport.across(axis) - inset.acrossTotal(axis) }

  var layout: ListLayout {
    ListLayout(
      axis: axis, crossExtent: crossExtent,
      sections: sections.map {
        ListSection(header: $0.header, footer: $0.footer, itemExtents: $0.items.map(\.size))
      })
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
  func makeSession() -> DragSession<ListLayout> {
    DragSession(
      layout: layout, pinned: pinned, viewport: Viewport(size: viewport, contentInset: inset),
      configuration: configuration)
  }

  /// Viewport point of the centre of the item at `path` when the content is at rest.
  func restingCenter(of path: ItemPath) -> Point {
    let frame = layout.frame(ofItemAt: path, in: nil)
    return Viewport(size: viewport, contentInset: inset).viewportPoint(frame.center)
  }

  /// Runs the stream and returns every effect, in order.
  func run() -> [DragEffect] {
    var session = makeSession()
    let policy = ScenarioPolicy(spec: policy)
    return events.flatMap { session.handle($0, policy: policy) }
  }
}
