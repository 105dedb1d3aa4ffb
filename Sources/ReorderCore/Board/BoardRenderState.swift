/// One visible lane in a ``BoardRenderState``.
public struct RenderedLane: Sendable, Equatable {
  /// The lane's index in the current data (where it stands now).
  public var index: Int
  /// The lane's index in the committed data.
  public var committedIndex: Int
  /// The whole lane (header and body), **viewport** coordinates.
  public var frame: Rect
  /// The header, **viewport** coordinates.
  public var headerFrame: Rect
  /// The lane's offset (lane positions).
  public var offset: Double
  /// The length of the cards it holds now (lane positions).
  public var contentLength: Double
  /// Whether the host should hide it: the dragged lane's own slot, drawn by the floating copy.
  public var isHidden: Bool

  /// Creates a rendered lane.
  public init(
    index: Int, committedIndex: Int, frame: Rect, headerFrame: Rect, offset: Double,
    contentLength: Double, isHidden: Bool
  ) {
    self.index = index
    self.committedIndex = committedIndex
    self.frame = frame
    self.headerFrame = headerFrame
    self.offset = offset
    self.contentLength = contentLength
    self.isHidden = isHidden
  }
}

/// What a board shows, at rest (no animation): the visible lanes and the visible cards of each,
/// the floating copy, and every offset. **Every frame here is in viewport coordinates**
/// (``RenderedItem/frame`` and ``FloatingCopy/frame`` included), clipped to nothing: a card
/// partly under its lane's header is listed with its whole frame.
public struct BoardRenderState: Sendable, Equatable {
  /// The board's offset along its axis.
  public var boardOffset: Double
  /// The board's content length along its axis.
  public var contentLength: Double
  /// The visible lanes, in current order.
  public var lanes: [RenderedLane]
  /// The visible cards of the visible lanes, lane by lane, in current order (positions
  /// `[lane, card]`; `committedPath` where the data source has the card in drop commit).
  public var cards: [RenderedItem]
  /// The floating card, during a card drag (`lifting` is never used: the state is at rest).
  public var floating: FloatingCopy?
  /// The floating lane, during a lane drag: its committed index, its slot and its frame.
  public var floatingLane: (committedIndex: Int, index: Int, frame: Rect)?

  /// Compares every field.
  public static func == (lhs: BoardRenderState, rhs: BoardRenderState) -> Bool {
    lhs.boardOffset == rhs.boardOffset && lhs.contentLength == rhs.contentLength
      && lhs.lanes == rhs.lanes && lhs.cards == rhs.cards && lhs.floating == rhs.floating
      && lhs.floatingLane?.committedIndex == rhs.floatingLane?.committedIndex
      && lhs.floatingLane?.index == rhs.floatingLane?.index
      && lhs.floatingLane?.frame == rhs.floatingLane?.frame
  }
}

extension BoardSession {
  /// What the screen shows now, at rest: every visible lane and its visible cards in their
  /// slots, the floating copy under the pointer.
  ///
  /// - Complexity: O(log lanes + Σ (log cards + v)) over the visible lanes, v visible cards
  ///   each.
  public func renderState() -> BoardRenderState {
    let arrangement = self.arrangement
    let cards = arrangement?.cardArrangement
    let la = arrangement?.laneArrangement
    var lanes = [RenderedLane]()
    var items = [RenderedItem]()
    let target = exchangeTarget
    layout.forEachVisibleLane(in: arrangement) { lane in
      let committed = la?.committedLane(forCurrent: lane) ?? lane
      lanes.append(
        RenderedLane(
          index: lane, committedIndex: committed,
          frame: layout.laneFrame(lane, in: arrangement),
          headerFrame: layout.headerFrame(ofLane: lane, in: arrangement),
          offset: layout.laneOffsets[committed],
          contentLength: layout.cardsLength(inLane: committed, in: cards),
          isHidden: lane == la?.slot))
      layout.forEachVisibleCard(inLane: lane, in: arrangement) { path in
        let committedPath: ItemPath
        if let cards {
          committedPath = cards.committedPath(forCurrent: path)
        } else {
          committedPath = ItemPath(section: committed, item: path.item)
        }
        items.append(
          RenderedItem(
            path: path, committedPath: committedPath,
            frame: layout.cardFrame(at: path, in: arrangement),
            isHidden: path == cards?.slot || lane == la?.slot, isTarget: path == target))
      }
    }
    var floating: FloatingCopy?
    var floatingLane: (committedIndex: Int, index: Int, frame: Rect)?
    if let cards, let frame = floatingFrame {
      floating = FloatingCopy(
        committedPath: cards.lifted, path: cards.slot, frame: frame,
        appearance: configuration.snapshotStyle.appearance(
          forItemAt: cards.lifted, size: frame.size),
        phase: .following)
    }
    if let la, let frame = floatingFrame {
      floatingLane = (la.lifted, la.slot, frame)
    }
    return BoardRenderState(
      boardOffset: layout.boardOffset, contentLength: layout.contentLength, lanes: lanes,
      cards: items, floating: floating, floatingLane: floatingLane)
  }
}
