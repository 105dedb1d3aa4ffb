import ReorderCore

/// What the property-test support needs to know about one kind of layout (a list, a grid; a
/// board next), so that one generator, one checker, one shrinker and one replay writer serve
/// every kind. A conforming type holds the parameters only that kind of layout has; everything
/// else (viewport, sections, options, events) lives in ``Scenario``.
///
/// To add a kind: give its parameters a plain value, say how to build its layout from a
/// scenario's sections, what the generator draws for it (``StreamShape`` and ``draw(_:style:)``),
/// how the shrinker simplifies its parameters, what the replay file says about them, and what
/// its geometry must look like for a given order of the data. The checker drives every kind
/// through `DragSession<Layout>` and checks one content offset; a kind with a session of its own
/// and more than one scroller (a board's lanes) adds both here, with the invariants they bring.
protocol LayoutKind: Equatable, Sendable {
  associatedtype Layout: ReorderLayout

  /// The replay format's `layout.kind`.
  static var name: String { get }
  /// The plainest parameters: a scenario's default, and where the shrinker takes them.
  static var plain: Self { get }
  /// The constants the generator draws from in the ``StreamStyle/streams`` style.
  static var shape: StreamShape { get }

  /// Draws this kind's parameters (after the scenario's axis, viewport and inset).
  static func draw(_ rng: inout SeededRandom, style: StreamStyle) -> Self

  /// The layout for `sections` in a viewport of `viewport` with content inset `inset`.
  func layout(axis: Axis, viewport: Size, inset: EdgeInsets, sections: [ScenarioSection])
    -> Layout

  /// The distance to the same place in the next line and the next column (content
  /// coordinates), for the generator's one-line steps; `.zero` where there are no lines.
  func pitch(in layout: Layout) -> Size

  /// Parameters one step plainer than `self`: each candidate sets one of them to its plain
  /// value (the shrinker tries them in order).
  var simplerForms: [Self] { get }

  /// The replay file's lines for this kind's parameters, between `contentInset` and
  /// `sections`, each without its indentation, comma or newline.
  func replayFields(_ num: (Double) -> String) -> [String]

  /// The absolute error the geometry of `scenario` may carry (0: only the relative 1e-7).
  static func resolution(of scenario: Scenario<Self>) -> Double

  /// Invariant 2's geometry: `layout` in `arrangement` against the data as it is shown
  /// (`shown`: the sections in their current order, each with the items it shows, the slot's
  /// item at the slot). Every frame is in content coordinates. Returns what disagrees, or nil.
  static func geometryMismatch(
    _ layout: Layout, in arrangement: Arrangement?, shown: [ScenarioSection],
    scenario: Scenario<Self>, tolerance: Tolerance
  ) -> String?

  /// Which items the render state must list for `visible` (the viewport's rectangle in
  /// content coordinates), or nil where the geometry is too coarse to say.
  static func visibility(in layout: Layout, visible: Rect, tolerance: Tolerance)
    -> ItemVisibility?
}

/// The constants a kind's random scenarios are drawn from (``StreamStyle/streams``).
struct StreamShape {
  /// Viewport extents along and across the axis.
  var along: [Double]
  var across: [Double]
  /// The chance that a section has a header.
  var headerChance: Double
  /// Whether sections have footers and items their own sizes (lists), or not (grids).
  var footers: Bool
  var sizedItems: Bool
  /// Item counts per section.
  var itemCounts: [Int]
  /// The default upper bound of events per stream.
  var maxEvents: Int
  /// Whether pointer steps and the jitter around an item's centre go across the axis too.
  var movesAcross: Bool
  /// How often each kind of event is drawn, in percent.
  var mix: EventMix
}

/// How often the generator draws each kind of event, in percent (the weights add up to 100).
struct EventMix {
  var down: Int
  var tick: Int
  /// A finger-sized step.
  var step: Int
  /// A step of one line or one column.
  var pitch: Int
  /// A jump onto an item.
  var item: Int
  /// A jump near or past the viewport's edges.
  var edge: Int
  /// A jump to huge or negative coordinates.
  var wild: Int
  var up: Int
  var cancel: Int
  /// A NaN or infinite coordinate or time.
  var nonFinite: Int
  /// A tick well after the last event; the rest of the hundred.
  var lateTick: Int

  /// The kind of event a roll in 0...99 draws.
  func event(for roll: Int) -> EventDraw {
    let weights: [(Int, EventDraw)] = [
      (down, .down), (tick, .tick), (step, .step), (pitch, .pitch), (item, .item), (edge, .edge),
      (wild, .wild), (up, .up), (cancel, .cancel), (nonFinite, .nonFinite),
    ]
    var bound = 0
    for (weight, draw) in weights {
      bound += weight
      if roll < bound { return draw }
    }
    return .lateTick
  }
}

/// One kind of drawn event (see ``EventMix``).
enum EventDraw {
  case down, tick, step, pitch, item, edge, wild, up, cancel, nonFinite, lateTick
}

/// Which random scenarios a generator draws.
enum StreamStyle: Equatable {
  /// Small sections, round sizes from the kind's ``StreamShape``, and short streams of
  /// plausible and wild pointer events.
  case streams
  /// Up to three sections with fractional sizes, no content inset, the default activation and
  /// no auto-scroll, and twelve whole gestures: a press, a tick past the long press, a few moves
  /// or ticks, a release or a cancel.
  case gestures
  /// One scripted gesture sampled at `rate` frames per second: a long press on a movable item,
  /// a straight slide to a point near or past the viewport's edge, a hold there with
  /// `constant` auto-scroll, a release (``slideEvents(from:to:axis:rate:slide:hold:)``). The
  /// same seed gives the same layout and the same gesture at every rate.
  case slide(rate: Double)
}

/// Which items a render state must list: of the items whose frame `counts` (content
/// coordinates), exactly those whose frame `shows`, in data order; none at all where
/// `showsAny` is false.
struct ItemVisibility {
  var showsAny = true
  var counts: (Rect) -> Bool
  var shows: (Rect) -> Bool
}

/// How close two computed positions must be: exact up to a relative 1e-7, or `resolution`
/// where that is larger.
struct Tolerance {
  var resolution: Double

  func close(_ a: Double, _ b: Double, scale: Double = 0) -> Bool {
    a == b || abs(a - b) <= max(resolution, 1e-7 * max(1, abs(a), abs(b), abs(scale)))
  }

  func close(_ a: Rect, _ b: Rect) -> Bool {
    let scale = max(abs(a.origin.x), abs(a.origin.y), abs(b.origin.x), abs(b.origin.y))
    return close(a.origin.x, b.origin.x, scale: scale)
      && close(a.origin.y, b.origin.y, scale: scale)
      && close(a.size.width, b.size.width, scale: scale)
      && close(a.size.height, b.size.height, scale: scale)
  }
}

extension ReorderLayout {
  /// Every item position of the current data in `arrangement` (nil: the committed data), in
  /// data order.
  ///
  /// - Complexity: O(sections + items).
  func currentPaths(in arrangement: Arrangement?) -> [ItemPath] {
    (0..<sectionCount).flatMap { s in
      let count =
        arrangement?.currentCount(inSection: s, committedCount: itemCount(inSection: s))
        ?? itemCount(inSection: s)
      return (0..<count).map { ItemPath(section: s, item: $0) }
    }
  }
}

/// What a hit test at the centre of the item at `path` (current data) must find: the gap where
/// `arrangement` has its slot, the item anywhere else.
func expectedHit(at path: ItemPath, in arrangement: Arrangement?) -> LayoutHit {
  arrangement?.slot == path ? .gap(path) : .item(path)
}
