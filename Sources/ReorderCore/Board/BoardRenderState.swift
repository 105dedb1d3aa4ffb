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
  /// The floating stack of a multi-card drag (frames in **viewport** coordinates, positions
  /// `[lane, card]`), while dragging and while its cards fly to their places after a drop or
  /// cancel; nil otherwise. A host that draws it does not draw ``floating``.
  public var block: FloatingBlock? = nil
  /// Whether the gather, the drop's flight or the scatter is running at this time (the host
  /// keeps asking for frames while true).
  public var isAnimating: Bool = false

  /// Compares every field.
  public static func == (lhs: BoardRenderState, rhs: BoardRenderState) -> Bool {
    lhs.boardOffset == rhs.boardOffset && lhs.contentLength == rhs.contentLength
      && lhs.lanes == rhs.lanes && lhs.cards == rhs.cards && lhs.floating == rhs.floating
      && lhs.floatingLane?.committedIndex == rhs.floatingLane?.committedIndex
      && lhs.floatingLane?.index == rhs.floatingLane?.index
      && lhs.floatingLane?.frame == rhs.floatingLane?.frame && lhs.block == rhs.block
      && lhs.isAnimating == rhs.isAnimating
  }
}

extension BoardSession {
  /// What the screen shows once every animation has finished: every visible lane and its
  /// visible cards in their slots, the floating copy under the pointer (see
  /// ``renderState(at:)``).
  ///
  /// - Complexity: O(log lanes + Σ (log cards + v)) over the visible lanes, v visible cards
  ///   each, plus O(k) for a block of k cards.
  public func renderState() -> BoardRenderState { renderState(at: .infinity) }

  /// What the screen shows at `time` (seconds, the events' clock; NaN counts as the latest
  /// event's): every visible lane and its visible cards in their slots (selected cards carry
  /// ``RenderedItem/isSelected``), the floating copy under the pointer, and during a
  /// multi-card drag the floating stack. The stack's animations are pure functions of time:
  /// the gather (each card from its place to the stack, the lift timing), and after the drag
  /// the flight of each card from the stack to its place in the dropped block (the drop
  /// timing) or back home (the scatter, the cancel timing). Cards move at once; only the
  /// stack animates.
  ///
  /// - Complexity: O(log lanes + Σ (log cards + v)) over the visible lanes, v visible cards
  ///   each, plus O(k) for a block of k cards.
  public func renderState(at time: Double) -> BoardRenderState {
    let t = time.isNaN ? lastTime : time
    let arrangement = self.arrangement
    let cards = arrangement?.cardArrangement
    let la = arrangement?.laneArrangement
    var lanes = [RenderedLane]()
    var items = [RenderedItem]()
    let target = exchangeTarget
    // The data source follows the preview in a live-commit lane drag and in a live-commit insert
    // drag of one card; it hears nothing before the drop otherwise.
    let dataFollowsPreview = dragFacts?.dataFollowsPreview ?? false
    let settling = settlingBlock(at: t)
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
            dataSourcePath: dataFollowsPreview ? path : committedPath,
            frame: layout.cardFrame(at: path, in: arrangement),
            isHidden: path == cards?.slot || lane == la?.slot
              || (settling != nil && blockSettling?.isHome(committedPath) == true),
            isTarget: path == target,
            isSelected: !selection.isEmpty && isSelected(committedPath)))
      }
    }
    var floating: FloatingCopy?
    var floatingLane: (committedIndex: Int, index: Int, frame: Rect)?
    if let cards, let held = floatingFrame {
      let frame = pressedCopyFrame(in: held, cards)
      floating = FloatingCopy(
        committedPath: cards.lifted, path: cards.slot, frame: frame,
        appearance: configuration.snapshotStyle.appearance(
          forItemAt: cards.lifted, size: frame.size),
        phase: .following)
    }
    if let la, let frame = floatingFrame {
      floatingLane = (la.lifted, la.slot, frame)
    }
    var block = settling
    var animating = settling != nil
    if let d = cardBox?.drag, let lifted = d.part.arrangement.block {
      let shown = blockFramesNow(d, at: t)
      let stack = FloatingStack.items(
        lifted.paths, pressed: lifted.pressedIndex, frames: shown.frames,
        appearances: shown.appearances)
      block = FloatingBlock(
        items: stack, count: lifted.count, phase: shown.isGathering ? .lifting : .following)
      animating = shown.isGathering
    }
    return BoardRenderState(
      boardOffset: layout.boardOffset, contentLength: layout.contentLength, lanes: lanes,
      cards: items, floating: floating, floatingLane: floatingLane, block: block,
      isAnimating: animating)
  }

  // MARK: The floating stack

  /// Whether the floating stack of a multi-card drag is animating at `time`: the gather after
  /// the lift, or the cards' flight home after a drop or cancel. Hosts keep asking for frames
  /// while it is.
  ///
  /// - Complexity: O(1).
  public func isAnimatingBlock(at time: Double) -> Bool {
    let t = time.isNaN ? lastTime : time
    if let box = cardBox {
      guard let gather = box.drag.part.gather else { return false }
      return !configuration.animation.lift.isFinished(elapsed: t - gather.time)
    }
    guard let s = blockSettling else { return false }
    return s.progress(configuration.animation, at: t) != nil
  }

  /// How far each card below the top of a floating stack is moved, in points, right and down
  /// (as in lists).
  public static var blockStackStep: Double { FloatingStack.step }

  /// Each card's stack frame and look at `time` during multi-card drag `d` (data order), with
  /// whether the gather is still running: the one floating stack (`Render/FloatingStack.swift`)
  /// with the board's top copy, the pressed card inside the held frame (viewport).
  ///
  /// - Complexity: O(k).
  func blockFramesNow(_ d: CardDrag, at time: Double) -> (
    frames: [Rect], appearances: [SnapshotAppearance], isGathering: Bool
  ) {
    let a = d.part.arrangement
    guard let block = a.block else { return ([], [], false) }
    return FloatingStack.held(
      block.paths, pressed: block.pressedIndex, top: pressedCopyFrame(in: floatingFrame(d), a),
      gather: d.part.gather, timing: configuration.animation.lift, at: time
    ) { configuration.snapshotStyle.appearance(forItemAt: $0, size: $1) }
  }

  /// The flight of multi-card drag `d`'s cards from where they are shown now, home to
  /// `droppedAt` (nil: each card to its own place, the scatter after a cancel).
  func blockFlight(_ d: CardDrag, droppedAt: ItemPath?) -> BlockFlight? {
    guard let block = d.part.arrangement.block else { return nil }
    let shown = blockFramesNow(d, at: lastTime)
    return BlockFlight(
      time: lastTime, paths: block.paths, pressedIndex: block.pressedIndex, frames: shown.frames,
      appearances: shown.appearances, droppedAt: droppedAt)
  }

  /// The floating block at `time` after a multi-card drag ended (cards flying to their
  /// places), or nil once the flight is over.
  func settlingBlock(at time: Double) -> FloatingBlock? {
    guard let s = blockSettling, let q = s.progress(configuration.animation, at: time)
    else { return nil }
    let items = FloatingStack.settling(s, progress: q) {
      isValidCard($0) ? layout.cardFrame(at: $0, in: nil) : nil
    }
    return FloatingBlock(
      items: items, count: s.paths.count, phase: s.isCancel ? .returning : .dropping)
  }
}
