// libFuzzer target for the drag session. Built by Scripts/fuzz.sh together with
// Sources/ReorderCore/*.swift and the property tests' scenario model, checker and replay writer
// (Tests/ReorderCoreTests/Support/{Scenario,LayoutKind,ListKind,GridKind,SeededRandom,DataEffects,
// ListModel,InvariantChecker,ReplayWriter}.swift) as
// one module, with `-sanitize=fuzzer,address`.
//
// The bytes are decoded into a list (sections, extents including 0, pinned items), options
// (axis, viewport, insets, mode, commit, rule, empty sections, activation, auto-scroll, a host
// policy) and an event stream with plausible and wild coordinates and times (raw doubles give
// NaN, infinities and huge values). After every event the checker verifies the invariants
// (1 nothing lost, 2 effects replay to the engine's data and geometry, 3 cancel restores,
// 5 pinned items stay, 6 offset in bounds, and well-formed effects); a violation prints the
// scenario as a replay file and traps. Invariant 4 (at rest) is left to the property tests,
// which keep its known failures as tests.

/// Reads the fuzzer's bytes front to back; past the end every read is 0.
struct ByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var at = 0

  var isAtEnd: Bool { at >= bytes.count }

  mutating func byte() -> UInt8 {
    guard at < bytes.count else { return 0 }
    defer { at += 1 }
    return bytes[at]
  }

  /// A number below `n` (n > 0).
  mutating func below(_ n: Int) -> Int { Int(byte()) % n }

  mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }

  /// Eight raw bytes as a Double: any bit pattern, NaN and infinities included.
  mutating func rawDouble() -> Double {
    var bits: UInt64 = 0
    for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
    return Double(bitPattern: bits)
  }

  /// An extent: mostly small and plausible, sometimes 0, sometimes any double.
  mutating func extent() -> Double {
    switch below(16) {
    case 0: return 0
    case 1: return rawDouble()
    case 2: return -Double(byte())
    default: return Double(byte()) + (byte() & 1 == 0 ? 0 : 0.5)
    }
  }

  /// A coordinate near a viewport of `length`, sometimes wild.
  mutating func coordinate(_ length: Double) -> Double {
    switch below(32) {
    case 0: return rawDouble()
    case 1: return pick([-1e12, 1e12, .greatestFiniteMagnitude, -.greatestFiniteMagnitude])
    default: return Double(byte()) / 255 * (length + 80) - 40
    }
  }
}

func decodeScenario(_ r: inout ByteReader) -> ListScenario {
  var s = Scenario(sections: [])
  s.axis = r.byte() & 1 == 0 ? .vertical : .horizontal
  s.viewport = Size(
    along: r.pick([120.0, 300, 480, 1_000]), across: r.pick([320.0, 0, 44, r.extent()]),
    axis: s.axis)
  if r.byte() & 3 == 0 {
    s.inset = EdgeInsets(
      top: Double(r.byte() % 64), left: Double(r.byte() % 16), bottom: Double(r.byte() % 64),
      right: Double(r.byte() % 16))
  }
  let sectionCount = r.below(5)
  var id = 0
  for _ in 0..<sectionCount {
    var section = ScenarioSection(items: [])
    let chrome = r.byte()
    if chrome & 1 != 0 { section.header = r.extent() }
    if chrome & 2 != 0 { section.footer = r.extent() }
    for _ in 0..<r.below(9) {
      let flags = r.byte()
      id += 1
      section.items.append(
        ScenarioItem(
          id: flags & 0x10 != 0 ? "dup" : String(id), size: r.extent(), movable: flags & 7 != 0))
    }
    s.sections.append(section)
  }
  let options = r.byte()
  s.mode = options & 1 == 0 ? .insert : .exchange
  s.commit = options & 2 == 0 ? .live : .drop
  s.emptySections = options & 4 == 0 ? .keep : .remove
  s.target = TargetSpec.allCases[Int(options >> 3) % 3]
  switch r.below(4) {
  case 0: s.activation = .immediate
  case 1: s.activation = .distance(r.pick([0, 5, 20, r.rawDouble()]))
  default:
    s.activation = .longPress(
      duration: r.pick([0, 0.1, 0.5, r.rawDouble()]), slack: r.pick([0, 10, 40]))
  }
  s.autoScroll =
    r.byte() & 1 == 0 ? .none : .constant(speed: r.pick([60, 300, 5_000, r.rawDouble()]))
  switch r.below(8) {
  case 0: s.policy = .shift(r.below(5) - 2)
  case 1: s.policy = .outOfRange
  case 2: s.policy = .pinnedPosition(ItemPath(section: r.below(3), item: r.below(4)))
  case 3: s.policy = .sameSection
  case 4: s.policy = .refuseItems(atItem: r.below(3))
  default: s.policy = .standard
  }
  // Events until the bytes run out (at most 64).
  let along = s.viewport.along(s.axis)
  let across = s.viewport.across(s.axis)
  var t = 0.0
  while !r.isAtEnd && s.events.count < 64 {
    let op = r.byte()
    switch op >> 5 {
    case 0: t -= Double(r.byte()) / 100
    case 1: t = r.rawDouble()
    default: t += Double(op >> 5) / 120
    }
    let p = Point(along: r.coordinate(along), across: r.coordinate(across), axis: s.axis)
    switch op & 7 {
    case 0, 1: s.events.append(.down(p, time: t))
    case 2, 3: s.events.append(.move(p, time: t))
    case 4: s.events.append(.up(p, time: t))
    case 5: s.events.append(.cancel(time: t))
    default: s.events.append(.tick(time: t))
    }
  }
  return s
}

/// libFuzzer's entry point: decodes the bytes into a scenario and traps on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func sessionFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  let scenario = decodeScenario(&reader)
  if let violation = InvariantChecker(scenario, checkRest: false).firstViolation() {
    // fatalError writes to standard error unbuffered, so the replay file survives the trap.
    fatalError("session fuzz: \(violation)\n\(ReplayWriter.json(scenario))")
  }
  return 0
}
