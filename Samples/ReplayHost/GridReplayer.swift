import Foundation
import ReorderKit

/// The replay host for grid scenarios (`layout.kind` `"grid"`): a `DragGridController` fed the
/// scenario's events, with this object as its data source and delegate, as ``Replayer`` is for
/// lists. Without `options.editing` the grid has no editing mode
/// (``DragGridController/allowsEditing`` false).
///
/// In editing mode a tap on a cell's corner button deletes that cell from the host's data (the
/// `delete` operation) and the host reloads the controller, as a UI host would; like a
/// collection view whose content shrank, the offset then comes back inside its bounds.
@MainActor
public final class GridReplayer: ReplayRecorder<DragGridController<Scenario.Item>>,
  DragGridDataSource, DragGridDelegate
{
  /// Whether a corner button's delete reloaded the controller during the current event.
  private var reloaded = false

  /// Creates a host for a grid `scenario` (its events are not fed).
  ///
  /// - Complexity: O(n) for n items.
  public override init(_ scenario: Scenario) {
    super.init(scenario)
    let grid = scenario.grid ?? Scenario.Grid(sizing: .columns(4, aspectRatio: 1))
    let hit = scenario.cornerButton.hitSize
    controller = DragGridController(
      dataSource: self, delegate: self, axis: scenario.axis, sizing: grid.sizing,
      spacing: grid.spacing, sectionInset: grid.sectionInset, viewport: scenario.makeViewport(),
      configuration: GridEditingConfiguration(
        drag: scenario.configuration, cornerSearchRadius: max(44, hit.width, hit.height)))
    controller.allowsEditing = scenario.editing
    controller.dataSourceUpdates = .everyStep
  }

  /// Whether editing mode is on.
  public var isEditing: Bool { controller.isEditing }

  /// After an event whose corner button reloaded the controller, the offset comes back
  /// inside its bounds.
  override func didFeed() {
    if reloaded { pullOffsetIntoBounds() }
    reloaded = false
  }

  /// The content offset pulled into its bounds for the content size after a reload.
  private func pullOffsetIntoBounds() {
    let axis = scenario.axis
    var viewport = controller.viewport
    let size = controller.contentSize
    let length = Double(axis == .vertical ? size.height : size.width)
    let bounds = viewport.offsetBounds(contentLength: length, axis: axis)
    let along = viewport.contentOffset.along(axis)
    viewport.contentOffset = Point(
      along: min(max(along, bounds.min), bounds.max), across: viewport.contentOffset.across(axis),
      axis: axis)
    controller.viewport = viewport
  }

  /// Whether the cell at `path` (the host's data) is editable: it then shows its corner button.
  public func canEdit(at path: ItemPath) -> Bool { data.item(at: path)?.editable ?? false }

  // MARK: Data source

  /// The section's `header`.
  public func dragController(
    _ controller: DragGridController<Scenario.Item>, headerExtentForSection section: Int
  ) -> CGFloat { header(section) }

  // MARK: Delegate (grid)

  /// Editable cells (`editable`, default true) show the corner button.
  public func dragController(
    _ controller: DragGridController<Scenario.Item>, canEditItemAt indexPath: IndexPath
  ) -> Bool { ItemPath(indexPath).map(canEdit(at:)) ?? false }

  /// The scenario's corner button.
  public func dragController(
    _ controller: DragGridController<Scenario.Item>, cornerButtonForItemAt indexPath: IndexPath
  ) -> CornerButton? { scenario.cornerButton }

  /// A tap selected a cell.
  public func dragController(
    _ controller: DragGridController<Scenario.Item>, didSelectItemAt indexPath: IndexPath
  ) {
    hear("didSelect")
    log(.didSelect(at: ItemPath(unchecked: indexPath)))
  }

  /// The corner button: the host deletes the cell and reloads (queued by the controller until
  /// this event's calls are delivered).
  public func dragController(
    _ controller: DragGridController<Scenario.Item>,
    didTapCornerButtonOfItemAt indexPath: IndexPath
  ) {
    hear("cornerButton")
    let path = ItemPath(unchecked: indexPath)
    log(.cornerButton(at: path))
    delete(at: path)
    reloaded = true
    controller.reloadData()
  }

  /// Editing mode began.
  public func dragControllerDidBeginEditing(_ controller: DragGridController<Scenario.Item>) {
    hear("beginEditing")
    log(.beginEditing)
  }

  /// Editing mode ended.
  public func dragControllerDidEndEditing(_ controller: DragGridController<Scenario.Item>) {
    hear("endEditing")
    log(.endEditing)
  }
}
