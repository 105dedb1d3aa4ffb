import ReorderCore
import Testing

/// The words of announcements and action names: English defaults, host titles and names,
/// replacement for localisation.
@Suite struct AnnouncementTests {
  let titled = EnglishAnnouncements(
    sectionTitle: { ["Section A", "Section B", "Section C"][$0] },
    itemName: { ["A", "B", "C"][$0.section] + String($0.item + 1) })

  func announcement(_ kind: Announcement.Kind, _ s: Int, _ i: Int, of count: Int)
    -> Announcement
  {
    Announcement(kind: kind, position: at(s, i), count: count, dataPath: at(s, i))
  }

  /// Expects `texts` to word each announcement of `cases` as given.
  func expectWords(
    _ texts: some AnnouncementTexts, _ cases: KeyValuePairs<Announcement, String>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (announcement, words) in cases {
      #expect(texts.text(for: announcement) == words, sourceLocation: sourceLocation)
    }
  }

  @Test func englishTextsWithTitlesAndNames() {
    expectWords(
      titled,
      [
        announcement(.moved, 1, 4, of: 12): "Moved to position 5 of 12 in Section B",
        announcement(.pickedUp, 0, 2, of: 30): "Picked up A3, position 3 of 30 in Section A",
        announcement(.dropped, 2, 0, of: 31): "Dropped C1 at position 1 of 31 in Section C",
        announcement(.cancelled, 0, 0, of: 30):
          "Cancelled, A1 is back at position 1 of 30 in Section A",
        announcement(.notMovable, 0, 1, of: 30): "A2 cannot be moved",
        announcement(.declined(.atEdge), 0, 0, of: 30):
          "Cannot move further, at position 1 of 30 in Section A",
        announcement(.declined(.pinned), 0, 2, of: 30):
          "Cannot move past a pinned item, at position 3 of 30 in Section A",
        announcement(.declined(.refused), 0, 2, of: 30):
          "Cannot move there, at position 3 of 30 in Section A",
      ])
  }

  @Test func englishTextsWithoutNamesUseNumberedSections() {
    let plain = EnglishAnnouncements()
    expectWords(
      plain,
      [
        announcement(.pickedUp, 1, 0, of: 3): "Picked up the item at position 1 of 3 in Section 2",
        announcement(.dropped, 0, 1, of: 3): "Dropped at position 2 of 3 in Section 1",
        announcement(.cancelled, 0, 1, of: 3):
          "Cancelled, the item is back at position 2 of 3 in Section 1",
        announcement(.notMovable, 0, 1, of: 3): "This item cannot be moved",
      ])
  }

  @Test func actionNames() {
    let actions: [AccessibilityMoveAction] = [
      .moveUp, .moveDown, .moveToTop, .moveToBottom, .moveToSection(1),
    ]
    #expect(
      actions.map { titled.name(of: $0) } == [
        "Move up", "Move down", "Move to top", "Move to bottom", "Move to Section B",
      ])
    #expect(EnglishAnnouncements().name(of: .moveToSection(0)) == "Move to Section 1")
  }

  /// A host's own texts: it replaces what it translates and keeps English for the rest.
  struct French: AnnouncementTexts {
    func sectionTitle(_ section: Int) -> String { "la section \(section + 1)" }
    func text(for announcement: Announcement) -> String {
      let p = announcement.position
      switch announcement.kind {
      case .moved:
        return "Déplacé en position \(p.item + 1) sur \(announcement.count) dans "
          + sectionTitle(p.section)
      default:
        return englishText(for: announcement)
      }
    }
    func name(of action: AccessibilityMoveAction) -> String {
      action == .moveUp ? "Monter" : englishName(of: action)
    }
  }

  @Test func hostsReplaceTheTexts() {
    let french = French()
    expectWords(
      french,
      [
        announcement(.moved, 1, 4, of: 12): "Déplacé en position 5 sur 12 dans la section 2",
        announcement(.dropped, 0, 0, of: 2): "Dropped at position 1 of 2 in la section 1",
      ])
    #expect(french.name(of: .moveUp) == "Monter")
    #expect(french.name(of: .moveToSection(2)) == "Move to la section 3")
  }

  /// The item name comes from where the data source holds the item: in drop commit, the data
  /// has not moved until the drop.
  @Test(arguments: [CommitMode.live, .drop])
  func sessionAnnouncementsNameTheItemFromTheData(commit: CommitMode) {
    var s = keyboardSession(commit: commit)
    var model = KeyboardModel()
    var texts = [String]()
    for command: KeyboardCommand in [
      .pickUp(at(0, 0)), .move(.down), .move(.nextSection), .move(.left), .drop,
    ] {
      let out = model.send(command, to: &s)
      let snapshot = model
      let words = EnglishAnnouncements(
        sectionTitle: { "Section " + ["A", "B", "C"][$0] },
        itemName: { snapshot.sections[$0.section][$0.item] })
      if let a = out.announcement { texts.append(words.text(for: a)) }
      if let a = out.announcement, command != .drop {
        #expect(words.itemName(at: a.dataPath) == "A1")
      }
    }
    #expect(
      texts == [
        "Picked up A1, position 1 of 5 in Section A",
        "Moved to position 2 of 5 in Section A",
        "Moved to position 1 of 6 in Section B",
        "Cannot move further, at position 1 of 6 in Section B",
        "Dropped A1 at position 1 of 6 in Section B",
      ])
  }
}
