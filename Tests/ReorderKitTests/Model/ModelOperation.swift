import Foundation
import ReorderKit

/// One change the model host makes to its own data, then tells its controller about (see
/// ``ModelOp/edit(_:via:)``). Positions are `[section, item]` in the host's data as it stands
/// after the edits before this one in the list; an edit whose position is not in the data is
/// skipped.
enum ModelEdit: Equatable, CustomStringConvertible {
  /// A new item (a fresh id) inserted so that it stands at `at`.
  case insert(ItemPath)
  /// The item at the position deleted.
  case delete(ItemPath)
  /// The item at `from` moved so that it stands at `to` (`moveRow(at:to:)` positions).
  case move(ItemPath, ItemPath)
  /// The dragged item (where ``DragController/draggedIndexPath`` says) deleted.
  case deleteDragged
  /// Every selected item deleted, the last first.
  case deleteSelected
  /// An empty section inserted at this index (lists and grids only).
  case insertSection(Int)
  /// The section at this index deleted with its items (lists and grids only).
  case deleteSection(Int)

  var description: String {
    switch self {
    case .insert(let p): return ".insert(\(p.source))"
    case .delete(let p): return ".delete(\(p.source))"
    case .move(let a, let b): return ".move(\(a.source), \(b.source))"
    case .deleteDragged: return ".deleteDragged"
    case .deleteSelected: return ".deleteSelected"
    case .insertSection(let s): return ".insertSection(\(s))"
    case .deleteSection(let s): return ".deleteSection(\(s))"
    }
  }
}

/// How the model host tells its controller about its own edits.
enum ModelVia: Equatable {
  /// `performBatchUpdates(_:)` with the edits as updates.
  case batch
  /// A plain `reloadData()` (identity follows the dragged item, or, without identity, the drag
  /// ends as not tracked).
  case reload
  /// `reloadData(draggedItemAt:)` with where the edits put the dragged item.
  case hint
}

/// One step of a model sequence, through a controller's public API only. Points are
/// **viewport** coordinates; `dt` is the seconds the clock advances before the step (it may
/// be negative, NaN or infinite: hostile input). Printed as Swift source, so a shrunk failing
/// sequence can be pasted into a test.
enum ModelOp: Equatable, CustomStringConvertible {
  case down(Double, Double, dt: Double)
  case move(Double, Double, dt: Double)
  case up(Double, Double, dt: Double)
  case cancel(dt: Double)
  case tick(dt: Double)
  /// A keyboard command (board lanes: after ``pickUpLane(_:)``).
  case key(KeyboardCommand)
  /// One of the listed accessibility actions of the item (`pick` modulo their count; none
  /// listed: every action must be refused).
  case access(ItemPath, pick: Int)
  /// An accessibility action; when it is not among the listed ones it must be refused.
  case accessUnlisted(ItemPath, AccessibilityMoveAction)
  case select(ItemPath)
  case deselect(ItemPath)
  case clearSelection
  /// The keyboard's selection toggle of the focused item.
  case toggle(ItemPath)
  /// The pointer's selection toggle at a viewport point.
  case selectPoint(Double, Double)
  case reload
  /// The host edits its own data, then tells the controller.
  case edit([ModelEdit], via: ModelVia)
  case cancelDrag
  /// Configuration changes (lists and boards).
  case commit(CommitMode)
  case emptySections(EmptySectionPolicy)
  case mode(ReorderMode)
  /// The host scrolled: lists and grids set the content offset along the axis; boards call
  /// `setBoardOffset`.
  case scroll(Double)
  /// A new viewport size (boards: `setViewportSize`, the others: `viewport.size`, then a
  /// reload).
  case viewportSize(Double, Double)
  /// Grid editing mode.
  case beginEditing
  case endEditing
  case allowsEditing(Bool)
  /// Grid interactive movement.
  case interactiveBegin(ItemPath)
  case interactiveUpdate(Double, Double)
  case interactiveEnd
  case interactiveCancel
  /// Board lanes.
  case pickUpLane(Int)
  case laneOffset(Int, Double)

  var description: String {
    switch self {
    case .down(let x, let y, let dt): return ".down(\(x.source), \(y.source), dt: \(dt.source))"
    case .move(let x, let y, let dt): return ".move(\(x.source), \(y.source), dt: \(dt.source))"
    case .up(let x, let y, let dt): return ".up(\(x.source), \(y.source), dt: \(dt.source))"
    case .cancel(let dt): return ".cancel(dt: \(dt.source))"
    case .tick(let dt): return ".tick(dt: \(dt.source))"
    case .key(let command): return ".key(\(command.source))"
    case .access(let p, let pick): return ".access(\(p.source), pick: \(pick))"
    case .accessUnlisted(let p, let a): return ".accessUnlisted(\(p.source), \(a.source))"
    case .select(let p): return ".select(\(p.source))"
    case .deselect(let p): return ".deselect(\(p.source))"
    case .clearSelection: return ".clearSelection"
    case .toggle(let p): return ".toggle(\(p.source))"
    case .selectPoint(let x, let y): return ".selectPoint(\(x.source), \(y.source))"
    case .reload: return ".reload"
    case .edit(let edits, let via):
      return ".edit([\(edits.map(\.description).joined(separator: ", "))], via: .\(via))"
    case .cancelDrag: return ".cancelDrag"
    case .commit(let c): return ".commit(.\(c))"
    case .emptySections(let e): return ".emptySections(.\(e))"
    case .mode(let m): return ".mode(.\(m))"
    case .scroll(let o): return ".scroll(\(o.source))"
    case .viewportSize(let w, let h): return ".viewportSize(\(w.source), \(h.source))"
    case .beginEditing: return ".beginEditing"
    case .endEditing: return ".endEditing"
    case .allowsEditing(let b): return ".allowsEditing(\(b))"
    case .interactiveBegin(let p): return ".interactiveBegin(\(p.source))"
    case .interactiveUpdate(let x, let y):
      return ".interactiveUpdate(\(x.source), \(y.source))"
    case .interactiveEnd: return ".interactiveEnd"
    case .interactiveCancel: return ".interactiveCancel"
    case .pickUpLane(let l): return ".pickUpLane(\(l))"
    case .laneOffset(let l, let o): return ".laneOffset(\(l), \(o.source))"
    }
  }

  /// The same step with rounder numbers (for the shrinker), or nil when it has none.
  var rounded: ModelOp? {
    func r(_ v: Double) -> Double { v.isFinite ? v.rounded() : v }
    func rt(_ v: Double) -> Double { v.isFinite ? (v * 10).rounded() / 10 : v }
    let out: ModelOp
    switch self {
    case .down(let x, let y, let dt): out = .down(r(x), r(y), dt: rt(dt))
    case .move(let x, let y, let dt): out = .move(r(x), r(y), dt: rt(dt))
    case .up(let x, let y, let dt): out = .up(r(x), r(y), dt: rt(dt))
    case .cancel(let dt): out = .cancel(dt: rt(dt))
    case .tick(let dt): out = .tick(dt: rt(dt))
    case .selectPoint(let x, let y): out = .selectPoint(r(x), r(y))
    case .interactiveUpdate(let x, let y): out = .interactiveUpdate(r(x), r(y))
    case .scroll(let o): out = .scroll(r(o))
    case .laneOffset(let l, let o): out = .laneOffset(l, r(o))
    default: return nil
    }
    return out == self ? nil : out
  }
}

extension Double {
  /// The value as Swift source.
  var source: String {
    if isNaN { return ".nan" }
    if isInfinite { return self > 0 ? ".infinity" : "-.infinity" }
    if self == rounded() && abs(self) < 1e9 { return String(Int(self)) }
    return String(self)
  }
}

extension ItemPath {
  /// The position as Swift source.
  var source: String { "ItemPath(section: \(section), item: \(item))" }
}

extension KeyboardCommand {
  /// The command as Swift source.
  var source: String {
    switch self {
    case .pickUp(let p): return ".pickUp(\(p.source))"
    case .move(.toSection(let s)): return ".move(.toSection(\(s)))"
    case .move(let m): return ".move(.\(m))"
    case .drop: return ".drop"
    case .cancel: return ".cancel"
    }
  }
}

extension AccessibilityMoveAction {
  /// The action as Swift source.
  var source: String {
    if case .moveToSection(let s) = self { return ".moveToSection(\(s))" }
    return ".\(self)"
  }
}
