import ReorderCore
import Testing

/// `BoardSession.laneAnnouncement(after:)`: the words a host that announces pointer drags gives
/// a lane drag, from the effects each event returned, with the lanes named as the data source
/// holds them (drop commit: where the lane was until the drop).
struct BoardLaneAnnouncementTests {
  /// Lane names from the harness's data, as a data source holds it.
  static func text(_ a: Announcement?, lanes: [String]) -> String? {
    a.map {
      EnglishAnnouncements(sectionTitle: { lanes[$0] }).text(for: $0)
    }
  }

  /// Each event's effects, announced as a pointer-announcing host would (nil: nothing said).
  static func announced(
    _ commit: CommitMode, cancel: Bool = false
  ) -> (said: [String?], lanes: [String]) {
    var h = BoardHarness(
      [("todo", ["a"]), ("doing", []), ("done", ["d"])],
      configuration: DragConfiguration(commit: commit))
    var said: [String?] = []
    func step(_ event: PointerEvent) {
      let effects = h.send(event)
      said.append(text(h.session.laneAnnouncement(after: effects), lanes: h.lanes))
    }
    step(.down(vp(740, 20), time: 0))  // the header of "done", the third lane
    step(.tick(time: 0.5))
    step(.move(vp(440, 20), time: 0.75))
    step(.move(vp(100, 20), time: 0.8))
    step(cancel ? .cancel(time: 1) : .up(vp(100, 20), time: 1))
    return (said, h.lanes)
  }

  @Test func aDropCommitLaneDragIsAnnouncedStepByStepByTheDataSourcesNames() {
    let (said, lanes) = Self.announced(.drop)
    #expect(lanes == ["done", "todo", "doing"])
    #expect(
      said == [
        nil, "Picked up lane done, position 3 of 3", "Moved lane done to position 2 of 3",
        "Moved lane done to position 1 of 3", "Dropped lane done at position 1 of 3",
      ])
  }

  @Test func aLiveLaneDragNamesTheLaneWhereTheDataSourceHasMovedIt() {
    let (said, lanes) = Self.announced(.live)
    #expect(lanes == ["done", "todo", "doing"])
    #expect(
      said == [
        nil, "Picked up lane done, position 3 of 3", "Moved lane done to position 2 of 3",
        "Moved lane done to position 1 of 3", "Dropped lane done at position 1 of 3",
      ])
  }

  @Test func aCancelledLaneDragIsAnnouncedBackWhereItBegan() {
    let (said, lanes) = Self.announced(.drop, cancel: true)
    #expect(lanes == ["todo", "doing", "done"])
    #expect(said.last == "Cancelled, lane done is back at position 3 of 3")
    #expect(
      said.dropLast() == [
        nil, "Picked up lane done, position 3 of 3", "Moved lane done to position 2 of 3",
        "Moved lane done to position 1 of 3",
      ])
  }

  /// Card effects are not the lane's to announce.
  @Test func cardDragsGiveNoLaneAnnouncement() {
    var h = BoardHarness([("todo", ["a", "b"]), ("doing", [])])
    var said: [Announcement?] = []
    for event: PointerEvent in [
      .down(vp(140, 70), time: 0), .tick(time: 0.5), .move(vp(440, 80), time: 0.75),
      .up(vp(440, 80), time: 1),
    ] {
      said.append(h.session.laneAnnouncement(after: h.send(event)))
    }
    #expect(h.data == [["b"], ["a"]])
    #expect(said == [nil, nil, nil, nil])
  }
}
