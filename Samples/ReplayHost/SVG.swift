import Foundation
import ReorderKit
import ReplayJSON

/// Draws a recorded drag as an SVG filmstrip: one panel per chosen frame, left to right, each the
/// viewport at that tick with the visible items, the hidden slot (dashed), and the floating copy
/// with its appearance (scale and rotation about its centre, opacity, shadow, corner radius).
/// A board's panel also draws its lanes, each header naming the lane and its own offset, and
/// its caption gives the board's offset. Selected items carry a mark (a thicker outline and a
/// dot in their top-left corner); during a multi-item drag the floating stack is drawn in
/// place of the single copy: every item of the block with its own frame and look, bottom
/// first, and a count badge on the top one.
public enum Filmstrip {
  /// The most panels drawn; longer recordings are sampled evenly, first and last included.
  public static let defaultPanelLimit = 12

  /// The frames a strip of at most `limit` panels shows: all of them when they fit, otherwise
  /// evenly spaced ones with the first and the last.
  public static func chosenFrames(_ frames: [RecordedFrame], limit: Int) -> [RecordedFrame] {
    let limit = max(1, limit)
    guard frames.count > limit else { return frames }
    if limit == 1 { return [frames[frames.count - 1]] }
    return (0..<limit).map { frames[$0 * (frames.count - 1) / (limit - 1)] }
  }

  /// The SVG document for `recording`.
  ///
  /// - Parameters:
  ///   - scale: screen points per drawn unit (0.5 draws a 320 pt viewport 160 wide).
  ///   - limit: the most panels.
  /// - Complexity: O(panels × visible items).
  public static func svg(
    _ recording: Recording, scale: Double = 0.5, limit: Int = defaultPanelLimit
  ) -> String {
    let frames = chosenFrames(recording.frames, limit: limit)
    let k = scale.isFinite && scale > 0 ? scale : 0.5
    let panelWidth = recording.viewportSize.width * k
    let panelHeight = recording.viewportSize.height * k
    let gap = 12.0
    let caption = 18.0
    let count = max(1, frames.count)
    let width = gap + Double(count) * (panelWidth + gap)
    let height = caption + panelHeight + 2 * gap
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
      viewBox="0 0 \(n(width)) \(n(height))" font-family="sans-serif">

      """
    out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    if frames.isEmpty {
      out += "<text x=\"\(n(gap))\" y=\"\(n(gap + caption))\" font-size=\"12\">"
      out += "no ticks recorded</text>\n</svg>\n"
      return out
    }
    for (index, frame) in frames.enumerated() {
      let left = gap + Double(index) * (panelWidth + gap)
      let top = gap + caption
      out += "<g class=\"frame\" transform=\"translate(\(n(left)) \(n(top)))\">\n"
      out += "<text x=\"0\" y=\"-6\" font-size=\"11\">t = \(n(frame.time)) s"
      if frame.lanes != nil {
        // The board's offset is its content offset's only non-zero coordinate.
        out += " · board offset \(n(frame.contentOffset.x + frame.contentOffset.y))"
      }
      out += "</text>\n"
      out += "<clipPath id=\"clip\(index)\"><rect width=\"\(n(panelWidth))\" "
      out += "height=\"\(n(panelHeight))\"/></clipPath>\n"
      out += "<rect width=\"\(n(panelWidth))\" height=\"\(n(panelHeight))\" fill=\"#f4f4f4\" "
      out += "stroke=\"#888888\"/>\n"
      out += "<g clip-path=\"url(#clip\(index))\">\n"
      for lane in frame.lanes ?? [] where !lane.isFloating {
        let r = drawn(lane.frame, frame.contentOffset, k)
        out +=
          lane.isHidden
          ? "<rect \(box(r)) fill=\"none\" stroke=\"#999999\" stroke-dasharray=\"3 2\"/>\n"
          : "<rect \(box(r)) fill=\"#ffffff\" stroke=\"#bbbbbb\"/>\n"
      }
      // The hidden slot first (dashed), so sliding items pass over it.
      for item in frame.items where item.isHidden {
        let r = drawn(item.frame, frame.contentOffset, k)
        out += "<rect \(box(r)) fill=\"none\" stroke=\"#999999\" stroke-dasharray=\"3 2\"/>\n"
      }
      for item in frame.items where !item.isHidden {
        let r = drawn(item.frame, frame.contentOffset, k)
        out +=
          item.isSelected ? selected(r) : "<rect \(box(r)) fill=\"#dce8f5\" stroke=\"#5b7fa6\"/>\n"
        out += label(item.id, in: r)
      }
      // Headers over the cards that scrolled under them, each with its lane's own offset.
      for lane in frame.lanes ?? [] where !lane.isHidden && !lane.isFloating {
        out += header(lane, frame.contentOffset, k)
      }
      for lane in frame.lanes ?? [] where lane.isFloating {
        let r = drawn(lane.frame, frame.contentOffset, k)
        out += "<g class=\"floating\">\n<rect \(box(r)) fill=\"#fff6d5\" stroke=\"#b08a1e\"/>\n"
        out += header(lane, frame.contentOffset, k) + "</g>\n"
      }
      if let block = frame.block {
        out += stack(block, frame.contentOffset, k, index)
      } else if let copy = frame.floating {
        out += floating(copy, frame.contentOffset, k, index)
      }
      out += "</g>\n</g>\n"
    }
    out += "</svg>\n"
    return out
  }

  /// Replays the scenario in `json` with recording and returns its filmstrip.
  ///
  /// - Complexity: the replay's, plus the drawing's.
  @MainActor
  public static func run(json: Data) -> Result<String, ReplayError> {
    do throws(ReplayError) {
      let scenario = try Scenario.parse(json: json)
      return .success(svg(try Replayer.record(scenario)))
    } catch {
      return .failure(error)
    }
  }

  // MARK: Drawing

  /// A content-coordinate frame as drawn in a panel.
  private static func drawn(_ frame: Rect, _ offset: Point, _ k: Double) -> Rect {
    Rect(
      x: (frame.minX - offset.x) * k, y: (frame.minY - offset.y) * k, width: frame.size.width * k,
      height: frame.size.height * k)
  }

  /// A lane's header: its id and its own offset.
  private static func header(_ lane: RecordedLane, _ offset: Point, _ k: Double) -> String {
    let r = drawn(lane.headerFrame, offset, k)
    guard r.size.width > 0, r.size.height > 0 else { return "" }
    let size = min(11, max(7, r.size.height * 0.6))
    return "<rect \(box(r)) fill=\"#c9d6e3\" stroke=\"#5b7fa6\"/>\n"
      + "<text x=\"\(n(r.center.x))\" y=\"\(n(r.center.y + size * 0.35))\" "
      + "font-size=\"\(n(size))\" text-anchor=\"middle\">\(escaped(lane.id)) ↕ \(n(lane.offset))"
      + "</text>\n"
  }

  private static func box(_ r: Rect) -> String {
    "x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.size.width))\" height=\"\(n(r.size.height))\""
  }

  private static func label(_ id: String, in r: Rect) -> String {
    let size = min(12, max(6, r.size.height * 0.5))
    return "<text x=\"\(n(r.center.x))\" y=\"\(n(r.center.y + size * 0.35))\" "
      + "font-size=\"\(n(size))\" text-anchor=\"middle\">\(escaped(id))</text>\n"
  }

  /// A selected item's box: a thicker outline and a dot in its top-left corner.
  private static func selected(_ r: Rect) -> String {
    let radius = min(4, max(2, r.size.height * 0.12))
    return "<g class=\"selected\">\n<rect \(box(r)) fill=\"#cfe0ff\" stroke=\"#1f5fbf\" "
      + "stroke-width=\"2\"/>\n<circle cx=\"\(n(r.minX + radius + 2))\" "
      + "cy=\"\(n(r.minY + radius + 2))\" r=\"\(n(radius))\" fill=\"#1f5fbf\"/>\n</g>\n"
  }

  /// A multi-item drag's floating stack: each item as a floating copy (its own frame and
  /// look), bottom first, the count badge on the top one (turning with it).
  private static func stack(_ block: RecordedBlock, _ offset: Point, _ k: Double, _ index: Int)
    -> String
  {
    var out =
      "<g class=\"block\" data-count=\"\(block.count)\" data-phase=\"\(block.phase.name)\">\n"
    for (level, copy) in block.items.enumerated() {
      let isTop = level == block.items.count - 1
      out += floating(
        copy, offset, k, index, blurID: "blur\(index)-\(level)",
        badge: isTop ? block.count : nil)
    }
    return out + "</g>\n"
  }

  /// The count badge: a dark disc on the top-right corner of `r` with the count in it.
  private static func badge(_ count: Int, on r: Rect) -> String {
    let radius = min(9, max(5, r.size.height * 0.3))
    let size = radius * 1.2
    let x = r.maxX - radius * 0.5
    let y = r.minY + radius * 0.5
    return "<g class=\"badge\">\n<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(radius))\" "
      + "fill=\"#c0392b\" stroke=\"#ffffff\"/>\n<text x=\"\(n(x))\" y=\"\(n(y + size * 0.35))\" "
      + "font-size=\"\(n(size))\" text-anchor=\"middle\" fill=\"#ffffff\">\(count)</text>\n</g>\n"
  }

  /// A floating copy; `badge`: the count badge it carries (the top of a block's stack).
  private static func floating(
    _ copy: RecordedCopy, _ offset: Point, _ k: Double, _ index: Int,
    blurID: String? = nil, badge count: Int? = nil
  ) -> String {
    let r = drawn(copy.frame, offset, k)
    let a = copy.appearance
    let c = r.center
    let degrees = a.rotation * 180 / Double.pi
    let corner = max(0, a.cornerRadius) * k
    var out = "<g class=\"floating\" opacity=\"\(n(min(1, max(0, a.alpha))))\" "
    out += "transform=\"translate(\(n(c.x)) \(n(c.y))) rotate(\(n(degrees))) "
    out += "scale(\(n(a.scale))) translate(\(n(-c.x)) \(n(-c.y)))\">\n"
    if a.shadowOpacity > 0 {
      let color = a.shadowColor
      let blur = max(0, a.shadowRadius) * k / 2
      let blurID = blurID ?? "blur\(index)"
      out += "<filter id=\"\(blurID)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
      out += "<feGaussianBlur stdDeviation=\"\(n(blur))\"/></filter>\n"
      let shadow = r.offsetBy(Point(x: a.shadowOffset.x * k, y: a.shadowOffset.y * k))
      out += "<rect \(box(shadow)) rx=\"\(n(corner))\" fill=\"\(hex(color))\" "
      out += "fill-opacity=\"\(n(min(1, max(0, a.shadowOpacity * color.alpha))))\" "
      out += "filter=\"url(#\(blurID))\"/>\n"
    }
    out += "<rect \(box(r)) rx=\"\(n(corner))\" fill=\"#ffe9a8\" stroke=\"#b08a1e\"/>\n"
    out += label(copy.id, in: r)
    if let count { out += badge(count, on: r) }
    out += "</g>\n"
    return out
  }

  /// A number with at most two decimals.
  private static func n(_ value: Double) -> String {
    JSONWriter.number((value * 100).rounded() / 100)
  }

  /// An opaque `#rrggbb` for a colour (components clamped to 0...1).
  private static func hex(_ color: RGBA) -> String {
    func byte(_ v: Double) -> String {
      let b = Int((min(1, max(0, v.isFinite ? v : 0)) * 255).rounded())
      let digits = String(b, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
  }

  /// `text` with XML's special characters escaped.
  private static func escaped(_ text: String) -> String {
    var out = ""
    for ch in text {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(ch)
      }
    }
    return out
  }
}
