import Foundation
import ReorderCore

extension ItemPath {
  /// Creates a position from an index path of exactly two indexes, section then item (what
  /// `IndexPath(item:section:)` and `IndexPath(row:section:)` build). Returns nil for any other
  /// index path.
  public init?(_ indexPath: IndexPath) {
    guard indexPath.count == 2 else { return nil }
    self.init(section: indexPath[0], item: indexPath[1])
  }
}

extension IndexPath {
  /// Creates the two-index path `[section, item]`, equal to `IndexPath(item:section:)` on Apple
  /// platforms.
  public init(_ path: ItemPath) {
    // Built without an array literal: Foundation keeps two indexes inline, so this does not
    // allocate (a controller makes one for most delegate calls).
    self.init(index: path.section)
    append(path.item)
  }
}

// UIKit's index path members, for hosts on Linux only: on Apple platforms they come from UIKit
// or AppKit, which ReorderKit does not import, so nothing in the library may use them (use
// `IndexPath(ItemPath)`, `ItemPath(IndexPath)` or the indexes `[0]` and `[1]`).
// `Scripts/apple-check.sh` builds with REORDERKIT_NO_LINUX_SHIMS to remove them as an Apple
// platform does.
#if !canImport(UIKit) && !canImport(AppKit) && !REORDERKIT_NO_LINUX_SHIMS
  extension IndexPath {
    /// Creates the two-index path `[section, item]`, as UIKit's initializer does (provided where
    /// UIKit and AppKit are not, so the same host code compiles on Linux).
    public init(item: Int, section: Int) {
      self.init(index: section)
      append(item)
    }

    /// The section: the first index (as UIKit's property).
    public var section: Int { self[0] }

    /// The item: the second index (as UIKit's property).
    public var item: Int { self[1] }
  }
#endif
