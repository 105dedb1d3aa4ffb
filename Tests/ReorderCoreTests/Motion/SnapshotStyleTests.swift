import ReorderCore
import Testing

/// Snapshot styles are values: the built-ins' appearances, interpolation, custom closures, and
/// a per-item style from the policy.
@Suite struct SnapshotStyleTests {
  private let path = ItemPath(section: 0, item: 3)
  private let size = Size(width: 320, height: 44)

  @Test func builtInAppearances() {
    #expect(SnapshotStyle.none.appearance(forItemAt: path, size: size) == .resting)
    #expect(
      SnapshotAppearance.resting
        == SnapshotAppearance(
          scale: 1, alpha: 1, shadowColor: .black, shadowOpacity: 0, shadowRadius: 0,
          shadowOffset: .zero, cornerRadius: 0, rotation: 0))
    // Seed 001's defaults.
    #expect(
      SnapshotStyle.shadow.appearance(forItemAt: path, size: size)
        == SnapshotAppearance(
          scale: 1, alpha: 1, shadowColor: RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
          shadowOpacity: 0.4, shadowRadius: 5, shadowOffset: Point(x: -5, y: 0), cornerRadius: 0,
          rotation: 0))
    #expect(
      SnapshotStyle.lifted(scale: 1.2).appearance(forItemAt: path, size: size)
        == SnapshotAppearance(
          scale: 1.2, alpha: 1, shadowColor: .black, shadowOpacity: 0.3, shadowRadius: 10,
          shadowOffset: Point(x: 0, y: 3), cornerRadius: 0, rotation: 0))
    #expect(SnapshotStyle.lifted().appearance(forItemAt: path, size: size).scale == 1.1)
    // A nonsense scale is no scale.
    #expect(SnapshotStyle.lifted(scale: -2).appearance(forItemAt: path, size: size).scale == 1)
    #expect(SnapshotStyle.lifted(scale: .nan).appearance(forItemAt: path, size: size).scale == 1)
  }

  /// Seed 001's styling block, as a closure of the item and its size.
  @Test func customClosure() {
    let style = SnapshotStyle.custom { path, size in
      SnapshotAppearance(
        alpha: 0.8, cornerRadius: size.height / 4, rotation: path.item == 3 ? Double.pi / 60 : 0)
    }
    #expect(
      style.appearance(forItemAt: path, size: size)
        == SnapshotAppearance(alpha: 0.8, cornerRadius: 11, rotation: Double.pi / 60))
    #expect(
      style.appearance(forItemAt: ItemPath(section: 0, item: 0), size: size)
        == SnapshotAppearance(alpha: 0.8, cornerRadius: 11))
  }

  /// Every number goes linearly; the shadow colour is taken whole from the side that has one.
  @Test func interpolation() {
    let shadow = SnapshotStyle.shadow.appearance(forItemAt: path, size: size)
    let lifted = SnapshotStyle.lifted(scale: 1.5).appearance(forItemAt: path, size: size)
    #expect(SnapshotAppearance.resting.interpolated(to: shadow, fraction: 0) == .resting)
    #expect(SnapshotAppearance.resting.interpolated(to: shadow, fraction: 1) == shadow)
    #expect(
      SnapshotAppearance.resting.interpolated(to: shadow, fraction: 0.5)
        == SnapshotAppearance(
          shadowColor: .gray, shadowOpacity: 0.2, shadowRadius: 2.5,
          shadowOffset: Point(x: -2.5, y: 0)))
    #expect(shadow.interpolated(to: .resting, fraction: 0.5).shadowColor == .gray)
    #expect(
      shadow.interpolated(to: lifted, fraction: 0.5)
        == SnapshotAppearance(
          scale: 1.25, shadowColor: RGBA(red: 0.25, green: 0.25, blue: 0.25),
          shadowOpacity: 0.35, shadowRadius: 7.5, shadowOffset: Point(x: -2.5, y: 1.5)))
    let turned = SnapshotAppearance(alpha: 0.5, cornerRadius: 8, rotation: 0.5)
    #expect(
      SnapshotAppearance.resting.interpolated(to: turned, fraction: 0.5)
        == SnapshotAppearance(alpha: 0.75, cornerRadius: 4, rotation: 0.25))
  }

  private struct StylePerItem: DragPolicy {
    func snapshotStyle(forItemAt path: ItemPath) -> SnapshotStyle? {
      path.item == 0 ? .lifted(scale: 1.5) : nil
    }
  }

  /// The policy's answer for the lifted item wins; `nil` falls back to the configuration's.
  @Test func policyGivesAStylePerItem() throws {
    let layout = ListLayout(
      crossExtent: 320, sections: [ListSection(itemExtents: Array(repeating: 44, count: 5))])
    var s = DragSession(
      layout: layout, viewport: Viewport(size: Size(width: 320, height: 480)),
      configuration: DragConfiguration(activation: .immediate, snapshotStyle: .none))
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0), policy: StylePerItem())
    let first = try #require(s.renderState(at: 1).floating)
    #expect(
      first.appearance == SnapshotStyle.lifted(scale: 1.5).appearance(forItemAt: path, size: size))
    _ = s.handle(.up(Point(x: 160, y: 22), time: 1), policy: StylePerItem())
    _ = s.handle(.down(Point(x: 160, y: 66), time: 2), policy: StylePerItem())
    let second = try #require(s.renderState(at: 3).floating)
    #expect(second.appearance == .resting)
    // The default policy has no opinion.
    #expect(DefaultDragPolicy().snapshotStyle(forItemAt: path) == nil)
  }

  /// The configuration's default style is none: the host opts in to a look.
  @Test func defaultStyleIsNone() throws {
    let layout = ListLayout(
      crossExtent: 320, sections: [ListSection(itemExtents: Array(repeating: 44, count: 5))])
    var s = DragSession(
      layout: layout, viewport: Viewport(size: Size(width: 320, height: 480)),
      configuration: DragConfiguration(activation: .immediate))
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    let copy = try #require(s.renderState().floating)
    #expect(copy.appearance == .resting)
    #expect(s.configuration.snapshotStyle.appearance(forItemAt: path, size: size) == .resting)
  }
}
