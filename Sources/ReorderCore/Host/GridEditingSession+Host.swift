extension GridEditingSession {
  /// Whether pointer events have something to act on: a press on a corner button, a press
  /// that may still become a drag (or a refused one waiting for its release), or a pointer
  /// drag (an interactive movement included). False at rest and during a keyboard drag.
  public var isTrackingPointer: Bool { buttonPress != nil || session.isTrackingPointer }

  /// Whether an interactive movement (``beginInteractiveMovement(at:policy:)``) is in progress.
  public var isMovingInteractively: Bool { savedDrag != nil }

  /// Feeds one keyboard command to the grid's drag (see ``DragSession/handle(_:policy:)-(KeyboardCommand,_)``):
  /// arrows step by cell and by line, Home/End and page keys jump, as in a list.
  ///
  /// - Returns: the effects, in order, and what to announce.
  /// - Complexity: as the list session's keyboard commands, plus O(c) frames per line step in
  ///   a grid of c columns.
  public mutating func handle<P: GridEditingPolicy>(_ command: KeyboardCommand, policy: P)
    -> KeyboardOutcome
  {
    guard buttonPress == nil, savedDrag == nil else { return KeyboardOutcome() }
    return session.handle(command, policy: policy)
  }

  /// Whether accessibility actions are listed and performed now: at rest (editing mode or not),
  /// with no press waiting, no drag (pointer, keyboard, interactive movement) and no corner
  /// button held.
  var acceptsAccessibilityActions: Bool {
    buttonPress == nil && savedDrag == nil && session.isIdle
  }

  /// The accessibility actions of the cell at `path` (committed data): exactly those that
  /// ``perform(_:onItemAt:policy:)`` performs (see
  /// ``DragSession/accessibilityActions(forItemAt:policy:)``); none unless the grid is at rest
  /// (editing mode at rest counts as rest).
  ///
  /// - Complexity: as ``DragSession/accessibilityActions(forItemAt:policy:)``.
  public func accessibilityActions<P: GridEditingPolicy>(forItemAt path: ItemPath, policy: P)
    -> [AccessibilityMoveAction]
  {
    guard acceptsAccessibilityActions else { return [] }
    return session.accessibilityActions(forItemAt: path, policy: policy)
  }

  /// How many cells the accessibility actions of the cell at `path` (committed data) move (see
  /// ``DragSession/accessibilityItemCount(forItemAt:)``).
  ///
  /// - Complexity: O(log k) for k selected cells.
  public func accessibilityItemCount(forItemAt path: ItemPath) -> Int {
    session.accessibilityItemCount(forItemAt: path)
  }

  /// Performs an accessibility action on the cell at `path` (committed data): picks it up,
  /// moves it and drops it in one go; a selected cell with others selected moves the whole
  /// selection. Editing mode stays as it is. Refused (no effects, no announcement) unless the
  /// grid is at rest.
  ///
  /// - Returns: the effects, in order, and what to announce.
  public mutating func perform<P: GridEditingPolicy>(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: P
  ) -> KeyboardOutcome {
    guard acceptsAccessibilityActions else { return KeyboardOutcome() }
    return session.perform(action, onItemAt: path, policy: policy)
  }

  /// Cancels whatever drag is in progress — a pointer drag, a keyboard drag or an interactive
  /// movement — from the host's side: the cell goes back where the drag began.
  ///
  /// - Returns: the cancel's effects (none when nothing was dragged); editing mode stays.
  public mutating func cancelDrag() -> [GridEditingEffect] {
    buttonPress = nil
    let effects = session.cancelDrag()
    restoreAfterInteractiveMovement()
    return effects.map { .drag($0) }
  }
}
