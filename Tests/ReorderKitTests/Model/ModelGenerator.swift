import Foundation
import ReorderKit

/// The seeded generator of model steps: each step is drawn from the controller's state as it
/// stands (mostly points over items and positions of items, sometimes anything), so sequences
/// reach long presses, drags, drops and their interleavings with reloads and edits.
extension ModelWorld {
  /// A position: mostly an item's, sometimes an end slot or one out of range.
  func position(_ rng: inout SplitMix64) -> ItemPath {
    let data = state.data
    if rng.chance(0.06) || data.isEmpty {
      return ItemPath(section: rng.int(-1...data.count), item: rng.int(-1...6))
    }
    let s = rng.int(0...(data.count - 1))
    let n = data[s].count
    return ItemPath(section: s, item: n == 0 || rng.chance(0.08) ? n : rng.int(0...(n - 1)))
  }

  /// An item's position when there is one.
  func itemPosition(_ rng: inout SplitMix64) -> ItemPath {
    let items = state.data.enumerated().flatMap { s, items in
      items.indices.map { ItemPath(section: s, item: $0) }
    }
    return items.isEmpty ? position(&rng) : rng.pick(items)
  }

  /// A viewport point: mostly inside a visible item (or a lane header on a board), sometimes
  /// anywhere around the viewport, rarely not a number.
  func point(_ rng: inout SplitMix64, header: Bool = false) -> (Double, Double) {
    if rng.chance(0.01) { return (.nan, rng.double(0...100)) }
    let size = viewportSize
    if let board, header, let lane = board.boardRenderState.lanes.randomElement(using: &rng) {
      let f = lane.headerFrame
      return (
        f.origin.x + rng.double(0...max(f.size.width, 1)),
        f.origin.y + rng.double(0...max(f.size.height, 1))
      )
    }
    let render = controller.renderState
    if rng.chance(0.85), let item = render.items.randomElement(using: &rng) {
      let f = item.frame
      let offset = board == nil ? render.contentOffset : Point(x: 0, y: 0)
      return (
        (f.origin.x + rng.double(0...max(f.size.width, 1)) - offset.x).rounded(),
        (f.origin.y + rng.double(0...max(f.size.height, 1)) - offset.y).rounded()
      )
    }
    return (
      rng.double(-30...(size.width + 30)).rounded(), rng.double(-30...(size.height + 30)).rounded()
    )
  }

  func step(_ rng: inout SplitMix64) -> Double {
    if rng.chance(0.01) { return rng.pick([.nan, -0.2, .infinity]) }
    return rng.pick([0.02, 0.05, 0.1, 0.2, 0.5, 0.6])
  }

  /// An edit of the host's own data.
  func someEdit(_ rng: inout SplitMix64) -> ModelEdit {
    switch rng.int(0...9) {
    case 0, 1: return .insert(position(&rng))
    case 2, 3: return .delete(itemPosition(&rng))
    case 4, 5: return .move(itemPosition(&rng), position(&rng))
    case 6: return .deleteDragged
    case 7: return .deleteSelected
    case 8: return board == nil ? .insertSection(rng.int(0...state.data.count)) : .deleteDragged
    default:
      return board == nil
        ? .deleteSection(rng.int(0...max(state.data.count - 1, 0))) : .deleteSelected
    }
  }

  func keyboard(_ rng: inout SplitMix64) -> KeyboardCommand {
    if !controller.isDragging && rng.chance(0.7) { return .pickUp(itemPosition(&rng)) }
    switch rng.int(0...9) {
    case 0: return .drop
    case 1: return .cancel
    default:
      let moves: [KeyboardMove] = [
        .up, .down, .left, .right, .previous, .next, .toSectionStart, .toSectionEnd, .pageUp,
        .pageDown, .previousSection, .nextSection, .toSection(rng.int(-1...state.data.count)),
      ]
      return .move(rng.pick(moves))
    }
  }

  /// The next step, drawn from the state as it stands.
  func nextOp(_ rng: inout SplitMix64) -> ModelOp {
    let dragging = controller.isDragging
    // A press on: mostly hold (ticks), move or lift.
    if pressed && rng.chance(0.7) {
      let (x, y) = point(&rng)
      switch rng.int(0...9) {
      case 0, 1, 2: return .tick(dt: dragging ? step(&rng) : rng.pick([0.5, 0.6, 0.3]))
      case 3, 4, 5: return .move(x, y, dt: step(&rng))
      case 6, 7: return .up(x, y, dt: step(&rng))
      case 8: return .cancel(dt: step(&rng))
      default: return .move(x + rng.double(-5...5).rounded(), y, dt: 0.02)
      }
    }
    if dragging && rng.chance(0.3) {
      return .key(keyboard(&rng))
    }
    let roll = rng.int(0...99)
    switch roll {
    case 0..<18:
      let header = board != nil && rng.chance(0.25)
      let (x, y) = point(&rng, header: header)
      return .down(x, y, dt: step(&rng))
    case 18..<22:
      return .tick(dt: step(&rng))
    case 22..<32:
      return .key(keyboard(&rng))
    case 32..<37:
      return .access(itemPosition(&rng), pick: rng.int(0...9))
    case 37..<39:
      let actions: [AccessibilityMoveAction] = [
        .moveUp, .moveDown, .moveToTop, .moveToBottom, .moveToSection(rng.int(-1...4)),
      ]
      return .accessUnlisted(position(&rng), rng.pick(actions))
    case 39..<47:
      return .select(itemPosition(&rng))
    case 47..<49:
      return .deselect(itemPosition(&rng))
    case 49..<51:
      return .clearSelection
    case 51..<54:
      return .toggle(itemPosition(&rng))
    case 54..<56:
      let (x, y) = point(&rng)
      return .selectPoint(x, y)
    case 56..<59:
      return .reload
    case 59..<67:
      let edits = (0..<rng.int(1...3)).map { _ in someEdit(&rng) }
      return .edit(edits, via: rng.pick([.batch, .batch, .reload, .hint]))
    case 67..<69:
      return .cancelDrag
    case 69..<72:
      if grid != nil { return rng.chance(0.5) ? .beginEditing : .endEditing }
      return rng.chance(0.5)
        ? .commit(rng.pick([.live, .drop])) : .mode(rng.pick([.insert, .exchange]))
    case 72..<74:
      if grid != nil { return .allowsEditing(rng.chance(0.5)) }
      return .emptySections(rng.pick([.keep, .remove]))
    case 74..<77:
      return .scroll(rng.double(-20...300).rounded())
    case 77..<78:
      return .viewportSize(rng.pick([200, 320, 500]), rng.pick([150, 300, 400]))
    case 78..<90:
      if grid != nil {
        if !dragging || rng.chance(0.2) { return .interactiveBegin(itemPosition(&rng)) }
        switch rng.int(0...5) {
        case 0: return .interactiveEnd
        case 1: return .interactiveCancel
        default:
          let (x, y) = point(&rng)
          return .interactiveUpdate(x, y)
        }
      }
      if board != nil {
        if !dragging && rng.chance(0.5) { return .pickUpLane(rng.int(-1...state.laneIDs.count)) }
        if rng.chance(0.3) {
          return .laneOffset(rng.int(0...state.laneIDs.count), rng.double(0...200).rounded())
        }
        return .key(.move(rng.pick([.left, .right, .up, .down])))
      }
      return .key(keyboard(&rng))
    default:
      let (x, y) = point(&rng)
      return .move(x, y, dt: step(&rng))
    }
  }
}
