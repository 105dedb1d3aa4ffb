// On Apple platforms `IndexPath(item:section:)`, `.item` and `.section` come from UIKit or
// AppKit (ReorderKit provides them only where neither exists, as on Linux). A module's
// extension members imported in one file are seen by all its files, so this one import serves
// every test of the target.
#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif
