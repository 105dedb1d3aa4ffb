/// The jiggle seed of an item's identity: the same `id` gives the same seed in every run of
/// every process (unlike `hashValue`, which Swift randomises per process), so the same events
/// give the same render states and appearances.
///
/// The rule: an integer `id` is its own value (two's complement bits, truncated or extended to
/// 64 bits); any other `id` is the 64-bit FNV-1a hash of the UTF-8 bytes of
/// `String(describing: id)` (for a `String` id, the string itself; for a `UUID`, its
/// `uuidString`). The FNV-1a hash starts from 14695981039346656037 and, for each byte, takes the
/// exclusive or with the byte, then multiplies by 1099511628211, wrapping.
///
/// - Complexity: O(d) for a description of d bytes.
func jiggleSeed<ID>(ofID id: ID) -> UInt64 {
  if let n = id as? any BinaryInteger { return UInt64(truncatingIfNeeded: n) }
  var hash: UInt64 = 14_695_981_039_346_656_037
  for byte in String(describing: id).utf8 {
    hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
  }
  return hash
}
