import ReorderCore

/// Draws what a host would show as text: the visible items in order, one row each, from
/// ``DragSession/renderState()``.
///
/// A row is `position │ cell │`, where the position is the row's leading coordinate along the
/// axis (content coordinates). The dragged item's own slot is a blank cell (the host hides it);
/// the exchange target is in parentheses, `(5)`; the floating copy is drawn as `[1]` beside the
/// row its centre hovers (the nearest row when it hovers none). Sections begin with a
/// `── section N ──` line when there is more than one.
public enum TextPicture {
  /// The picture of `host`'s session now.
  ///
  /// - Complexity: O(log n + v) for v visible items.
  public static func lines(of host: Replayer) -> [String] {
    let state = host.session.renderState()
    let axis = host.session.layout.axis
    guard !state.items.isEmpty else { return ["  (nothing visible)"] }
    var hovered: Int?
    if let floating = state.floating {
      let center = floating.frame.minAlong(axis) + floating.frame.size.along(axis) / 2
      var best = Double.infinity
      for (index, item) in state.items.enumerated() {
        let low = item.frame.minAlong(axis)
        let high = item.frame.maxAlong(axis)
        let distance = center < low ? low - center : center >= high ? center - high : 0
        if distance < best {
          best = distance
          hovered = index
        }
      }
    }
    let cells = state.items.map { item -> String in
      if item.isHidden { return "" }
      let id = host.id(atRendered: item)
      return item.isTarget ? "(\(id))" : id
    }
    let width = max(3, cells.map(\.count).max() ?? 0)
    let floatingMark = state.floating.map { " [\(host.id(ofFloating: $0))]" } ?? ""
    let showSections = host.sections.count > 1
    var lines = [String]()
    var section = -1
    for (index, item) in state.items.enumerated() {
      if showSections && item.path.section != section {
        section = item.path.section
        lines.append("  ── section \(section) ──")
      }
      let position = pad(JSONWriter.number(item.frame.minAlong(axis)), to: 6)
      let cell = cells[index] + String(repeating: " ", count: width - cells[index].count)
      lines.append("\(position) │ \(cell) │" + (index == hovered ? floatingMark : ""))
    }
    return lines
  }

  private static func pad(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}

extension Replayer {
  /// The id of a rendered item, looked up in the host's data (current positions when every
  /// change has reached the data, committed positions otherwise).
  public func id(atRendered item: RenderedItem) -> String {
    id(at: dataFollowsSlot ? item.path : item.committedPath)
  }

  /// The id of the dragged item.
  public func id(ofFloating floating: FloatingCopy) -> String {
    id(at: dataFollowsSlot ? floating.path : floating.committedPath)
  }

  /// Whether the data already holds the dragged item at its slot (live insert drags).
  private var dataFollowsSlot: Bool {
    session.configuration.mode == .insert && session.configuration.commit == .live
  }

  private func id(at path: ItemPath) -> String {
    guard path.section >= 0, path.section < sections.count, path.item >= 0,
      path.item < sections[path.section].count
    else { return "?" }
    return sections[path.section][path.item]
  }
}
