/// Why a keyboard move changed nothing.
public enum DeclineReason: Sendable, Equatable {
  /// There is nothing further in that direction (the first or last position, or a key with no
  /// meaning in this layout, such as left in a vertical list).
  case atEdge
  /// The move would shift a pinned item.
  case pinned
  /// The host's ``DragPolicy`` redirected the move to an invalid or blocked position, or the
  /// section asked for does not exist.
  case refused
}

/// Something to tell the user about a keyboard or accessibility drag, as structured data.
/// ``AnnouncementTexts`` turns it into words.
///
/// Positions are 0-based here; texts show them 1-based.
public struct Announcement: Sendable, Equatable {
  /// What happened.
  public enum Kind: Sendable, Equatable {
    /// The item was picked up.
    case pickedUp
    /// The item moved (insert mode: to its new slot; exchange mode: the exchange target is now
    /// `position`, or the item itself when there is none).
    case moved
    /// A move was asked for but nothing moved.
    case declined(DeclineReason)
    /// The item was dropped.
    case dropped
    /// The drag was cancelled; the item is back where it began.
    case cancelled
    /// The item cannot be picked up (pinned, or the policy said no).
    case notMovable
    /// The focused item was added to the selection; `itemCount` is how many are selected now.
    case selected
    /// The focused item was taken out of the selection; `itemCount` is how many are selected
    /// now.
    case deselected
  }

  /// What happened.
  public var kind: Kind
  /// Where the item stands on screen now, in the current data (for a drop or cancel: in the
  /// data after the outcome's effects).
  public var position: ItemPath
  /// The number of items in `position.section`, as the data stands now.
  public var count: Int
  /// Where the host's data source holds the item once it has applied the outcome's effects (in
  /// drop commit the data does not change until the drop). Use it to name the item.
  public var dataPath: ItemPath
  /// How many items move together: 1 for a drag of one item, the block's count in a
  /// multi-item drag (for ``Kind/selected`` and ``Kind/deselected``: how many are selected).
  public var itemCount: Int
  /// Whether the announcement is about a board's lane rather than an item: then `position`
  /// is `[0, index]` in the lanes as they stand now, `count` the number of lanes and
  /// `dataPath` `[0, index]` in the lanes as the data source holds them (its title names it).
  public var isLane = false

  /// Creates an announcement about one item (`itemCount` 1).
  public init(kind: Kind, position: ItemPath, count: Int, dataPath: ItemPath) {
    self.init(kind: kind, position: position, count: count, dataPath: dataPath, itemCount: 1)
  }

  /// Creates an announcement about a board's lane: standing at `index` among `count` lanes
  /// (current order), at `dataIndex` in the lanes as the data source holds them.
  public init(laneKind kind: Kind, index: Int, count: Int, dataIndex: Int) {
    self.init(
      kind: kind, position: ItemPath(section: 0, item: index), count: count,
      dataPath: ItemPath(section: 0, item: dataIndex), itemCount: 1)
    isLane = true
  }

  /// Creates an announcement about `itemCount` items moving together.
  public init(kind: Kind, position: ItemPath, count: Int, dataPath: ItemPath, itemCount: Int) {
    self.kind = kind
    self.position = position
    self.count = count
    self.dataPath = dataPath
    self.itemCount = itemCount
  }
}

/// The words of announcements and accessibility action names. Hosts conform their own type to
/// localise them; every requirement has an English default, so a conforming type only writes
/// what it changes.
///
/// Used as a generic parameter (no existential), so it works in Embedded Swift.
public protocol AnnouncementTexts {
  /// The title of `section` (data after the outcome's effects). Default: "Section 1", "Section
  /// 2", …
  func sectionTitle(_ section: Int) -> String
  /// A name for the item the data source holds at `path` (data after the outcome's effects), or
  /// `nil` to leave it out. Default: `nil`.
  func itemName(at path: ItemPath) -> String?
  /// The text of one announcement. Default: English, such as "Moved to position 5 of 12 in
  /// Section B".
  func text(for announcement: Announcement) -> String
  /// The name of an accessibility action. Default: English, such as "Move up" or "Move to
  /// Section B".
  func name(of action: AccessibilityMoveAction) -> String
  /// The name of an accessibility action that moves `itemCount` items together (a selected
  /// item's, with others selected). Default: ``name(of:)`` for one item; English such as "Move
  /// 3 items up" for more.
  func name(of action: AccessibilityMoveAction, itemCount: Int) -> String
}

extension AnnouncementTexts {
  /// "Section 1", "Section 2", … by default.
  public func sectionTitle(_ section: Int) -> String { "Section \(section + 1)" }

  /// No item names by default.
  public func itemName(at path: ItemPath) -> String? { nil }

  /// The English text of `announcement`.
  public func text(for announcement: Announcement) -> String {
    englishText(for: announcement)
  }

  /// The English name of `action`.
  public func name(of action: AccessibilityMoveAction) -> String {
    englishName(of: action)
  }

  /// ``name(of:)`` for one item, the English name of a block move for more.
  public func name(of action: AccessibilityMoveAction, itemCount: Int) -> String {
    itemCount > 1 ? englishName(of: action, itemCount: itemCount) : name(of: action)
  }

  /// The English text of `announcement`, whatever `text(for:)` does (for types that override
  /// only some cases).
  public func englishText(for announcement: Announcement) -> String {
    if announcement.isLane, let text = englishLaneText(for: announcement) { return text }
    let p = announcement.position
    let place =
      "position \(p.item + 1) of \(announcement.count) in \(sectionTitle(p.section))"
    let several = announcement.itemCount > 1
    let name = several ? "\(announcement.itemCount) items" : itemName(at: announcement.dataPath)
    switch announcement.kind {
    case .pickedUp:
      if let name { return "Picked up \(name), \(place)" }
      return "Picked up the item at \(place)"
    case .moved:
      return "Moved to \(place)"
    case .declined(.atEdge):
      return "Cannot move further, at \(place)"
    case .declined(.pinned):
      return "Cannot move past a pinned item, at \(place)"
    case .declined(.refused):
      return "Cannot move there, at \(place)"
    case .dropped:
      if let name { return "Dropped \(name) at \(place)" }
      return "Dropped at \(place)"
    case .cancelled:
      if several, let name { return "Cancelled, \(name) are back where they were" }
      if let name { return "Cancelled, \(name) is back at \(place)" }
      return "Cancelled, the item is back at \(place)"
    case .notMovable:
      if let name { return "\(name) cannot be moved" }
      return "This item cannot be moved"
    case .selected, .deselected:
      let verb = announcement.kind == .selected ? "Selected" : "Deselected"
      let item = itemName(at: announcement.dataPath).map { "\($0), " } ?? ""
      let total = announcement.itemCount
      return "\(verb) \(item)\(place), \(total) \(total == 1 ? "item" : "items") selected"
    }
  }

  /// The English text of a lane's announcement, such as "Moved lane Doing to position 2 of
  /// 5" (the lane named by ``sectionTitle(_:)`` of its index in the data source's lanes); nil
  /// for the kinds lanes do not have (selection).
  func englishLaneText(for announcement: Announcement) -> String? {
    let title = sectionTitle(announcement.dataPath.item)
    let place = "position \(announcement.position.item + 1) of \(announcement.count)"
    switch announcement.kind {
    case .pickedUp: return "Picked up lane \(title), \(place)"
    case .moved: return "Moved lane \(title) to \(place)"
    case .declined: return "Cannot move lane \(title) further, at \(place)"
    case .dropped: return "Dropped lane \(title) at \(place)"
    case .cancelled: return "Cancelled, lane \(title) is back at \(place)"
    case .notMovable: return "Lane \(title) cannot be moved"
    case .selected, .deselected: return nil
    }
  }

  /// The English name of `action`, whatever `name(of:)` does.
  public func englishName(of action: AccessibilityMoveAction) -> String {
    switch action {
    case .moveUp: return "Move up"
    case .moveDown: return "Move down"
    case .moveToTop: return "Move to top"
    case .moveToBottom: return "Move to bottom"
    case .moveToSection(let s): return "Move to \(sectionTitle(s))"
    }
  }

  /// The English name of `action` moving `itemCount` items, such as "Move 3 items up" ("Move
  /// up" and so on for one item), whatever `name(of:itemCount:)` does.
  public func englishName(of action: AccessibilityMoveAction, itemCount: Int) -> String {
    guard itemCount > 1 else { return englishName(of: action) }
    let items = "Move \(itemCount) items"
    switch action {
    case .moveUp: return "\(items) up"
    case .moveDown: return "\(items) down"
    case .moveToTop: return "\(items) to top"
    case .moveToBottom: return "\(items) to bottom"
    case .moveToSection(let s): return "\(items) to \(sectionTitle(s))"
    }
  }
}

/// The English texts, with section titles and item names from the host.
public struct EnglishAnnouncements: AnnouncementTexts, Sendable {
  /// A section's title (data after the outcome's effects).
  public var titles: @Sendable (Int) -> String
  /// An item's name by its position in the data source, or `nil`.
  public var names: @Sendable (ItemPath) -> String?

  /// Creates the texts.
  ///
  /// - Parameters:
  ///   - sectionTitle: a section's title; default "Section 1", "Section 2", …
  ///   - itemName: an item's name by its data-source position; default none.
  public init(
    sectionTitle: @escaping @Sendable (Int) -> String = { "Section \($0 + 1)" },
    itemName: @escaping @Sendable (ItemPath) -> String? = { _ in nil }
  ) {
    titles = sectionTitle
    names = itemName
  }

  /// The host's title for `section`.
  public func sectionTitle(_ section: Int) -> String { titles(section) }

  /// The host's name for the item at `path`.
  public func itemName(at path: ItemPath) -> String? { names(path) }
}
