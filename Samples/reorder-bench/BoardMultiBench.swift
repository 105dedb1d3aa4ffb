import ReorderCore

// The board block benchmark: per-event cost of a long-press drag that lifts 1 000 selected
// cards of a board (the pressed card last, the others spread evenly over the cards before it in
// data order, about two per lane over half the lanes), sweeps across lanes with both
// auto-scrollers running (the board benchmark's script) and drops, at 10^6 cards (1 000 lanes ×
// 1 000; 10^4 with `--smoke`). Figures as the list's block benchmark reports them.

/// Replays the board script once with a block of `count` selected cards, applying the effects
/// to the bench's own lanes (`SectionedData`) and checking them against the engine at the end.
func runBoardMulti(_ fixture: BoardFixture, script: BoardScript, count: Int) -> BlockReplay {
  var session = fixture.makeSession()
  guard case .card(let pressed) = session.layout.hitTest(BoardScript.pressPoint, in: nil) else {
    return BlockReplay()
  }
  let starts = fixture.laneStarts
  let selection = multiSelection(sectionStarts: starts, pressed: pressed, count: count)
  _ = session.replaceSelection(with: selection, policy: DefaultBoardPolicy())
  let selected = session.selectedPaths

  var data = SectionedData(blockBenchData(sectionStarts: starts))
  var effects = [BoardEffect]()
  effects.reserveCapacity(2 * count + 16)
  var steps = 0
  var scrolls = 0
  var laneScrolls = 0
  var applied = true
  var run = replayBlockDrag(script.events, buffer: &effects) { event, effects in
    deliverBoard(event, to: &session, into: &effects)
  } observe: { effect in
    switch effect {
    case .drag(.willMoveItems): return true
    case .drag(.targetChanged): steps += 1
    case .drag(.scrolled): scrolls += 1
    case .laneScrolled: laneScrolls += 1
    case .drag(.moved): applied = data.apply(effect) && applied
    default: break
    }
    return false
  }
  (run.steps, run.scrolls, run.laneScrolls) = (steps, scrolls, laneScrolls)
  // Every move applied, the lanes the host holds and the engine's agree, the block stands
  // together in one lane in its data order, and no card was lost or duplicated.
  run.consistent =
    run.lifted && applied && selected.count == count && !session.isDragging
    && session.selectedPaths.isEmpty && session.layout.totalCardCount == fixture.cardCount
    && blockDataConsistent(data.sections, sectionStarts: starts, block: selected) {
      session.layout.cardCount(inLane: $0)
    }
  return run
}

/// Runs the board block benchmark at 10^6 cards (10^4 with `--smoke`), printing one line.
func runBoardMultiBenchmark(_ options: BenchOptions, log: (String) -> Void) -> [MultiFigures] {
  let (lanes, perLane) = options.smoke ? (100, 100) : (1_000, 1_000)
  let count = 1_000
  let fixture = BoardFixture(lanes: lanes, cardsPerLane: perLane, seed: 0xB0B)
  let script = BoardScript(seed: 0xB0A4D)
  var f = MultiFigures()
  f.items = fixture.cardCount
  f.sections = lanes
  f.selected = count
  f.events = script.events.count
  f.measure(runs: options.runs) { runBoardMulti(fixture, script: script, count: count) }
  log(
    "board multi \(grouped(count)) of \(grouped(f.items)) cards (\(lanes) lanes; \(f.scrolls) "
      + "board and \(f.laneScrolls) lane scrolls): \(f.summary)")
  return [f]
}
