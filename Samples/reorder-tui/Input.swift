import ReorderKit

/// A key the host understands.
enum Key: Equatable {
  case up, down, left, right
  case shiftUp, shiftDown
  case home, end, pageUp, pageDown
  case enter, space, escape
  /// Ctrl+Space: the terminal sends a NUL byte. Toggles the focused item's selection, like `s`.
  case ctrlSpace
  /// Any other byte (letters, `[`, `]`, Ctrl+C as 3).
  case char(UInt8)
}

/// One SGR (1006) mouse report. Cells are 1-based, as the terminal sends them.
struct MouseReport: Equatable {
  /// The button code: 0 left, 1 middle, 2 right, +32 for motion, 64/65 wheel.
  var code: Int
  var column: Int
  var row: Int
  /// `M` (press or motion) rather than `m` (release).
  var isPress: Bool
}

/// Something read from the terminal.
enum InputEvent: Equatable {
  case key(Key)
  case mouse(MouseReport)
}

/// Splits terminal input into keys and mouse reports. Incomplete escape sequences wait for more
/// bytes; a lone ESC is the Escape key once `flush` says no more bytes came.
struct InputParser {
  private var pending = [UInt8]()

  /// Whether bytes are waiting for the rest of a sequence.
  var hasPending: Bool { !pending.isEmpty }

  /// Adds `bytes` and returns every complete event.
  mutating func feed(_ bytes: [UInt8], flush: Bool) -> [InputEvent] {
    pending += bytes
    var events = [InputEvent]()
    var i = 0
    let b = pending
    parsing: while i < b.count {
      let byte = b[i]
      guard byte == 0x1B else {
        switch byte {
        case 0x0D, 0x0A: events.append(.key(.enter))
        case 0x20: events.append(.key(.space))
        case 0x00: events.append(.key(.ctrlSpace))
        default: events.append(.key(.char(byte)))
        }
        i += 1
        continue
      }
      guard i + 1 < b.count else {
        if flush {
          events.append(.key(.escape))
          i += 1
        }
        break parsing
      }
      switch b[i + 1] {
      case UInt8(ascii: "["):
        // CSI: parameters, then a final byte in 0x40...0x7E.
        var j = i + 2
        while j < b.count && !(0x40...0x7E).contains(b[j]) { j += 1 }
        guard j < b.count else {
          if flush {
            events.append(.key(.escape))
            i += 1
            continue
          }
          break parsing
        }
        if let event = csi(Array(b[(i + 2)..<j]), final: b[j]) { events.append(event) }
        i = j + 1
      case UInt8(ascii: "O"):
        guard i + 2 < b.count else {
          if flush {
            events.append(.key(.escape))
            i += 1
            continue
          }
          break parsing
        }
        if let key = ss3(b[i + 2]) { events.append(.key(key)) }
        i += 3
      default:
        events.append(.key(.escape))
        i += 1
      }
    }
    pending = Array(b[i...])
    return events
  }

  private func csi(_ params: [UInt8], final: UInt8) -> InputEvent? {
    if params.first == UInt8(ascii: "<") {
      let numbers = String(decoding: params.dropFirst(), as: UTF8.self).split(separator: ";")
        .compactMap { Int($0) }
      guard numbers.count == 3 else { return nil }
      return .mouse(
        MouseReport(
          code: numbers[0], column: numbers[1], row: numbers[2],
          isPress: final == UInt8(ascii: "M")))
    }
    let text = String(decoding: params, as: UTF8.self)
    let shifted = text.hasSuffix(";2")
    switch final {
    case UInt8(ascii: "A"): return .key(shifted ? .shiftUp : .up)
    case UInt8(ascii: "B"): return .key(shifted ? .shiftDown : .down)
    case UInt8(ascii: "C"): return .key(.right)
    case UInt8(ascii: "D"): return .key(.left)
    case UInt8(ascii: "H"): return .key(.home)
    case UInt8(ascii: "F"): return .key(.end)
    case UInt8(ascii: "~"):
      switch text {
      case "1", "7": return .key(.home)
      case "4", "8": return .key(.end)
      case "5": return .key(.pageUp)
      case "6": return .key(.pageDown)
      default: return nil
      }
    default: return nil
    }
  }

  private func ss3(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    default: return nil
    }
  }
}

extension Key {
  /// Whether this key toggles the focused item's selection: `s` or Ctrl+Space.
  var togglesSelection: Bool { self == .char(UInt8(ascii: "s")) || self == .ctrlSpace }

  /// The command this key gives to a keyboard drag in progress: arrows, Home and End move,
  /// Space or Return drops, Escape cancels. With `pagesAndSections`, PageUp/PageDown and
  /// Shift-arrows or `[` `]` (previous/next section) move too; a board has neither.
  func dragCommand(pagesAndSections: Bool = true) -> KeyboardCommand? {
    switch self {
    case .up: return .move(.up)
    case .down: return .move(.down)
    case .left: return .move(.left)
    case .right: return .move(.right)
    case .home: return .move(.toSectionStart)
    case .end: return .move(.toSectionEnd)
    case .space, .enter: return .drop
    case .escape: return .cancel
    default: break
    }
    guard pagesAndSections else { return nil }
    switch self {
    case .pageUp: return .move(.pageUp)
    case .pageDown: return .move(.pageDown)
    case .shiftUp, .char(UInt8(ascii: "[")): return .move(.previousSection)
    case .shiftDown, .char(UInt8(ascii: "]")): return .move(.nextSection)
    default: return nil
    }
  }
}
