import ReorderCore

/// One item of a scenario: the replay format's `{"id", "size", "movable"}`. A kind whose items
/// take their size from the layout (grids) ignores `size` and never writes it.
struct ScenarioItem: Equatable {
  var id: String
  var size: Double = 44
  var movable: Bool = true
}

/// One section of a scenario. A kind without footers (grids) ignores `footer`.
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

/// A `select` input of the replay format (`{"t", "type": "select", "x", "y"}`): toggles the
/// selection of the item under `point` (viewport coordinates), fed just before
/// `events[before]` (at the end when `before` is `events.count`).
struct ScenarioSelect: Equatable {
  var before: Int
  var point: Point
  var time: Double
}

/// A whole replayable run over any layout kind: the kind's own parameters (``LayoutKind``),
/// sectioned data, options and a pointer-event stream, as the replay format describes it.
/// Points in `events` are viewport coordinates.
struct Scenario<Kind: LayoutKind>: Equatable {
  var axis: Axis = .vertical
  var viewport = Size(width: 320, height: 480)
  var inset = EdgeInsets.zero
  /// What only this kind of layout has (a grid's sizing, spacing and section inset).
  var kind = Kind.plain
  var sections: [ScenarioSection]
  var mode: ReorderMode = .insert
  var commit: CommitMode = .live
  var target: TargetSpec = .pointer
  var emptySections: EmptySectionPolicy = .keep
  var activation: ActivationSpec = .longPress(duration: 0.5, slack: 10)
  var autoScroll: AutoScrollSpec = .none
  var policy: PolicySpec = .standard
  var events: [PointerEvent] = []
  /// Selection inputs between the events, in order of `before`.
  var selects: [ScenarioSelect] = []

  /// The items in flat order; an item's index here is its key in ``ListModel``.
  var flatItems: [ScenarioItem] { sections.flatMap(\.items) }

  /// The items' extent across the axis, as the replay host computes it for a list.
  var crossExtent: Double { viewport.across(axis) - inset.acrossTotal(axis) }

  /// The layout for `sections` (by default the scenario's own) with this scenario's axis,
  /// viewport, inset and kind parameters.
  func layout(of sections: [ScenarioSection]) -> Kind.Layout {
    kind.layout(axis: axis, viewport: viewport, inset: inset, sections: sections)
  }

  /// The layout as the scenario describes it.
  var layout: Kind.Layout { layout(of: sections) }

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
  func makeSession() -> DragSession<Kind.Layout> {
    DragSession(
      layout: layout, pinned: pinned, viewport: Viewport(size: viewport, contentInset: inset),
      configuration: configuration)
  }

  /// Viewport point of the centre of the item at `path` when the content is at rest.
  func restingCenter(of path: ItemPath) -> Point {
    let frame = layout.frame(ofItemAt: path, in: nil)
    return Viewport(size: viewport, contentInset: inset).viewportPoint(frame.center)
  }

  /// Every item's position in the original data, in data order.
  var itemPaths: [ItemPath] {
    sections.enumerated().flatMap { s, section in
      section.items.indices.map { ItemPath(section: s, item: $0) }
    }
  }

  /// Positions of the pinned items in the original data.
  var pinnedPaths: [ItemPath] { itemPaths.filter { !sections[$0.section].items[$0.item].movable } }

  /// Runs the stream with the scenario's policy (its selects between the events) and returns
  /// every effect, in order.
  func run() -> [DragEffect] {
    var session = makeSession()
    let policy = ScenarioPolicy(spec: policy)
    var effects = [DragEffect]()
    for (i, event) in events.enumerated() {
      for select in selects where select.before == i {
        session.select(atViewportPoint: select.point, time: select.time, policy: policy)
      }
      effects += session.handle(event, policy: policy)
    }
    return effects
  }

  /// The scenario without `events[range]`; selects fed before a removed event move to the
  /// first event after the range.
  func removingEvents(_ range: Range<Int>) -> Self {
    var copy = self
    copy.events.removeSubrange(range)
    for k in copy.selects.indices where copy.selects[k].before > range.lowerBound {
      copy.selects[k].before = max(range.lowerBound, copy.selects[k].before - range.count)
    }
    return copy
  }
}

/// A scenario over a sectioned list.
typealias ListScenario = Scenario<ListKind>
/// A scenario over a sectioned grid.
typealias GridScenario = Scenario<GridKind>

extension Scenario where Kind == ListKind {
  /// A list scenario (lists have no parameters of their own), so that `Scenario(sections:)`
  /// means a list.
  init(
    axis: Axis = .vertical, viewport: Size = Size(width: 320, height: 480),
    inset: EdgeInsets = .zero, sections: [ScenarioSection]
  ) {
    self.init(axis: axis, viewport: viewport, inset: inset, kind: .plain, sections: sections)
  }

  /// A single vertical section of `count` items of extent `size` named "1", "2", …
  static func list(_ count: Int, size: Double = 44) -> Self {
    Scenario(sections: [
      ScenarioSection(items: (0..<count).map { ScenarioItem(id: String($0 + 1), size: size) })
    ])
  }

  /// `list(count)` picked up at once (no long press), auto-scrolling at a constant `speed`
  /// (points per second).
  static func autoScrollingList(_ count: Int, speed: Double) -> Self {
    var s = list(count)
    s.activation = .immediate
    s.autoScroll = .constant(speed: speed)
    return s
  }
}
