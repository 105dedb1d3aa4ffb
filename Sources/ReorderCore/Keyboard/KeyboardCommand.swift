/// A move of the picked-up item, as keyboard keys and accessibility actions ask for it.
///
/// Directions are on screen: in a vertical list `up` and `down` step one position; in a grid they
/// step one line (the number of items per row, read from the layout's frames) and `left` and
/// `right` step one position. For a horizontal axis the roles of the two key pairs swap. A step
/// that would leave the section goes to the end of the previous section or the start of the
/// next one.
public enum KeyboardMove: Sendable, Equatable {
  /// One line towards the top of the screen.
  case up
  /// One line towards the bottom of the screen.
  case down
  /// Towards the left edge of the screen.
  case left
  /// Towards the right edge of the screen.
  case right
  /// One position earlier in data order, whatever the layout ("Move up" for screen readers).
  case previous
  /// One position later in data order, whatever the layout ("Move down" for screen readers).
  case next
  /// The first position of the item's current section (Home).
  case toSectionStart
  /// The last position of the item's current section (End).
  case toSectionEnd
  /// One viewport's length towards the start of the content (PageUp), measured with the
  /// layout's frames.
  case pageUp
  /// One viewport's length towards the end of the content (PageDown).
  case pageDown
  /// The end of the previous section.
  case previousSection
  /// The start of the next section.
  case nextSection
  /// Section `section` (data as it stands now): its end when it comes before the item's
  /// section, its start when it comes after.
  case toSection(Int)
}

/// One keyboard input to a ``DragSession``.
public enum KeyboardCommand: Sendable, Equatable {
  /// Picks up the focused item at this position (committed data; the session must be idle).
  case pickUp(ItemPath)
  /// Moves the picked-up item.
  case move(KeyboardMove)
  /// Drops the picked-up item where it stands.
  case drop
  /// Cancels the drag (keyboard or pointer): the item goes back where it began.
  case cancel
}

/// What a keyboard command or an accessibility action did: the effects to perform, in order,
/// exactly as a pointer drag reports them, and what to tell the user. A list or grid's is a
/// ``KeyboardOutcome``, a board's a ``BoardKeyboardOutcome``.
public struct KeyboardOutcomeOf<Effect: Sendable & Equatable>: Sendable, Equatable {
  /// The effects, in order (positions as ``DragEffect`` or ``BoardEffect`` documents them).
  public var effects: [Effect]
  /// What to announce, if anything (turn it into text with ``AnnouncementTexts``).
  public var announcement: Announcement?

  /// Creates an outcome.
  public init(effects: [Effect] = [], announcement: Announcement? = nil) {
    self.effects = effects
    self.announcement = announcement
  }
}

/// What a keyboard command or an accessibility action did to a list or grid.
public typealias KeyboardOutcome = KeyboardOutcomeOf<DragEffect>

/// What a keyboard command or an accessibility action did on a board.
public typealias BoardKeyboardOutcome = KeyboardOutcomeOf<BoardEffect>
