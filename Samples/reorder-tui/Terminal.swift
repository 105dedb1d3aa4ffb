#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the terminal could not be used.
enum TerminalError: Error, CustomStringConvertible {
  case notATerminal
  case system(String, Int32)

  var description: String {
    switch self {
    case .notATerminal: return "reorder-tui needs a terminal on standard input and output"
    case .system(let call, let code): return "\(call) failed (errno \(code))"
    }
  }
}

// Process-wide terminal state. Signal handlers read it, so it lives in globals, written only
// from the main thread before the handlers can run (and by the handlers, which then exit).
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var isRaw = false
/// Set by SIGWINCH; the main loop clears it and redraws.
nonisolated(unsafe) var resizePending: Int32 = 0

/// Bytes that undo everything `Terminal.enter()` switched on: SGR mouse reporting, button-event
/// tracking, normal tracking, the hidden cursor and the alternate screen.
private let leaveBytes: [UInt8] = Array(
  "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

/// The C library's `write(2)`, under a name that `Terminal.write(_:)` does not shadow (the same
/// on Glibc and Darwin, so no module has to be named).
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, bytes, count)
}

/// The C library's `read(2)`, under a name that `Terminal.read(waiting:)` does not shadow.
private func systemRead(_ fd: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, bytes, count)
}

/// Puts the terminal back as it was. Safe to call more than once and from a signal handler
/// (only `write` and `tcsetattr`).
func restoreTerminal() {
  guard isRaw else { return }
  isRaw = false
  leaveBytes.withUnsafeBufferPointer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes)
}

/// The raw-mode terminal: no echo, no line buffering, no signal keys, SGR mouse reporting, the
/// alternate screen, the cursor hidden.
enum Terminal {
  /// Switches raw mode on and installs the handlers that restore the terminal on exit, SIGINT,
  /// SIGTERM, SIGHUP and SIGQUIT, and the SIGWINCH handler.
  static func enter() throws(TerminalError) {
    guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
      throw .notATerminal
    }
    guard tcgetattr(STDIN_FILENO, &savedAttributes) == 0 else {
      throw .system("tcgetattr", errno)
    }
    _ = leaveBytes.count  // Initialise the global before any handler can need it.
    var raw = savedAttributes
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      throw .system("tcsetattr", errno)
    }
    isRaw = true
    atexit { restoreTerminal() }
    for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      _ = signal(sig) { sig in
        restoreTerminal()
        _exit(128 + sig)
      }
    }
    _ = signal(SIGWINCH) { _ in resizePending = 1 }
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h")
  }

  /// Writes `text` to standard output in full.
  static func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBufferPointer {
        systemWrite(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
      }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return }
      offset += n
    }
  }

  /// The window size in cells (80 × 24 when it cannot be read).
  static func size() -> (columns: Int, rows: Int) {
    var ws = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 {
      return (Int(ws.ws_col), Int(ws.ws_row))
    }
    return (80, 24)
  }

  /// Seconds on the monotonic clock: the only clock the session's events get.
  static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }

  /// Waits up to `milliseconds` for input and reads what is there.
  ///
  /// - Returns: the bytes read (empty after a timeout or a signal), or `nil` at end of input.
  static func read(waiting milliseconds: Int32) throws(TerminalError) -> [UInt8]? {
    var pfd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let ready = poll(&pfd, 1, milliseconds)
    if ready < 0 {
      if errno == EINTR { return [] }
      throw .system("poll", errno)
    }
    guard ready > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = buffer.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
    if n < 0 {
      if errno == EINTR || errno == EAGAIN { return [] }
      throw .system("read", errno)
    }
    if n == 0 { return nil }
    return Array(buffer[0..<n])
  }
}
