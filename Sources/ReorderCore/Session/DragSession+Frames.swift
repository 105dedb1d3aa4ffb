/// When the host must keep its display link running.
extension DragSession {
  /// Whether the host needs display frames at `time` (seconds, the events' clock): it must keep
  /// sending ``PointerEvent/tick(time:)`` and drawing ``renderState(at:)`` while this is true,
  /// and may stop its display link once it is false.
  ///
  /// True while any of these holds:
  /// - a press is waiting to become a drag by a long press (ticks complete it); a press that
  ///   activates by distance waits for pointer moves instead;
  /// - a pointer drag is in progress and the auto-scroll strategy is not
  ///   ``AutoScroll/none`` (ticks drive auto-scroll);
  /// - an animation is still running at `time`: the lift of the floating copy, items sliding
  ///   after a change of the slot, or the copy settling after a drop or flying back after a
  ///   cancel (see ``DragConfiguration/animation``).
  ///
  /// So it is false at rest once the last animation has finished, during a keyboard drag whose
  /// animations have finished, and during a pointer drag without auto-scroll whose animations
  /// have finished (pointer moves then drive everything). It reads the state only: asking
  /// changes nothing. A NaN `time` counts as the latest event's time.
  ///
  /// - Complexity: O(h) for the h slot changes recorded within the last displacement duration
  ///   (at most 64).
  @inlinable @inline(__always)
  public func needsFrames(at time: Double) -> Bool {
    switch state {
    case .pressing:
      if case .longPress = configuration.activation.kind { return true }
    case .dragging(let box):
      if !box.drag.isKeyboard, !configuration.autoScroll.isNone { return true }
    case .idle, .refusedPress, .modifying:
      break
    }
    return isAnimating(at: time.isNaN ? lastTime : time)
  }

  /// Whether a lift, displacement, drop or cancel animation is still running at `time`.
  /// (Inlinable: called out of line from a host's per-event step, the session was copied to
  /// the stack to be passed, about a kilobyte per event.)
  @inlinable @inline(__always)
  func isAnimating(at time: Double) -> Bool {
    // The motion's scalar mirrors only (a whole lift or settling record would be copied).
    let timings = configuration.animation
    if case .dragging(let box) = state, let liftTime = motion.liftTime,
      liftTime == box.drag.startTime, !timings.lift.isFinished(elapsed: time - liftTime)
    {
      return true
    }
    for change in motion.history
    where !timings.displacement.isFinished(elapsed: time - change.time) {
      return true
    }
    if isDragging { return false }
    if let end = motion.settlingEnd, end.isRunning(at: time, timings) { return true }
    if let end = motion.blockSettlingEnd, end.isRunning(at: time, timings) { return true }
    return false
  }
}

extension AutoScroll {
  /// Whether this is ``AutoScroll/none``: the content never scrolls by itself.
  @usableFromInline var isNone: Bool {
    if case .none = kind { return true }
    return false
  }
}
