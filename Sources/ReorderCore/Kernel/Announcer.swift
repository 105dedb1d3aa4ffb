/// The one place announcements are built, for every engine (lists, grids, boards) and every
/// host (the controllers, the web pages): from what a command did — its kind, where the item
/// stands, how many items its section holds as the user counts them, where the data source
/// holds it, how many items move — to an ``Announcement``.
///
/// The engines differ in one way the tests pin, kept as a parameter: a list or grid counts a
/// block of k items as k items of its section ("position 2 of 5" for a block of 3 and two
/// others), a board counts it once, as the one card the user moves ("position 2 of 3").
struct Announcer {
  /// Whether a block counts once in its section's count (boards) instead of as all its items
  /// (lists and grids).
  let countsBlockOnce: Bool

  /// Lists and grids: a block counts as all of its items.
  static let items = Announcer(countsBlockOnce: false)
  /// Boards: a block counts as one card.
  static let cards = Announcer(countsBlockOnce: true)

  /// The announcement of `kind` during drag `d`, at its announced position (current data), in
  /// a section that holds `committedCount` items in the committed data. The count is the
  /// section's as it stands now in insert mode (nothing moves in exchange mode); the data path
  /// is the slot when the data source follows a live insert drag, the lifted item otherwise.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  func during(_ kind: Announcement.Kind, _ d: AnnouncedDrag, committedCount: Int) -> Announcement {
    let a = d.arrangement
    var count = committedCount
    if d.facts.mode == .insert {
      count = a.currentCount(inSection: d.position.section, committedCount: committedCount)
      if !countsBlockOnce { count += a.itemCount - 1 }
    }
    return Announcement(
      kind: kind, position: d.position, count: count, dataPath: d.facts.dataSourcePath(a),
      itemCount: a.itemCount)
  }

  /// The announcement of a drag's end among `effects` (data after them): `kind` (a drop's;
  /// an accessibility action says `moved`) at the `ended` position, or `cancelled` at the
  /// `cancelled` position (a cancel wins), about `itemCount` items; `count(section)` is how
  /// many items the section holds after the effects. Nil when the drag did not end.
  ///
  /// - Complexity: O(e) for e effects.
  static func ending<S: Sequence>(
    _ kind: Announcement.Kind, in effects: S, itemCount: Int, count: (Int) -> Int
  ) -> Announcement? where S.Element == DragEffect {
    var at: ItemPath?
    var announced = kind
    for effect in effects {
      switch effect {
      case .ended(let p) where announced != .cancelled: at = p
      case .cancelled(let p):
        at = p
        announced = .cancelled
      default: break
      }
    }
    guard let at else { return nil }
    return Announcement(
      kind: announced, position: at, count: count(at.section), dataPath: at, itemCount: itemCount)
  }

  /// The announcement of a selection change: `selected` or `deselected` at the item's position
  /// (committed data), with `selected` items selected now; `count(section)` is how many items
  /// the section holds. A refusal for a pinned item or the policy is announced as
  /// ``Announcement/Kind/notMovable`` at `focused` when the host named the item (the keyboard's
  /// toggle of the focused item); other refusals, and no change, are not announced.
  static func selection(
    _ change: SelectionChange, focused: ItemPath?, selected: Int, count: (Int) -> Int
  ) -> Announcement? {
    let kind: Announcement.Kind
    let path: ItemPath
    switch change {
    case .selected(let p):
      kind = .selected
      path = p
    case .deselected(let p):
      kind = .deselected
      path = p
    case .refused(.pinned), .refused(.policy):
      guard let focused else { return nil }
      kind = .notMovable
      path = focused
    case .unchanged, .refused:
      return nil
    }
    return Announcement(
      kind: kind, position: path, count: count(path.section), dataPath: path, itemCount: selected)
  }
}

/// The item drag an announcement describes: its arrangement, where the announcement stands
/// (current data: the slot, or in a list's exchange mode the target) and its facts.
struct AnnouncedDrag {
  /// The drag's arrangement.
  var arrangement: Arrangement
  /// Where the announcement stands (current data).
  var position: ItemPath
  /// The drag's facts (mode, commit).
  var facts: DragFacts
}
