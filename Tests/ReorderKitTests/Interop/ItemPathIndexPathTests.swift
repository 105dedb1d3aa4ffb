import Foundation
import ReorderCore
import ReorderKit
import Testing

/// `IndexPath` ↔ `ItemPath`: a UIKit host passes its index paths straight through.
@Suite struct ItemPathIndexPathTests {
  @Test func twoIndexPathsConvertBothWays() {
    let indexPath = IndexPath(item: 7, section: 2)
    #expect(indexPath == IndexPath(indexes: [2, 7]))
    #expect(ItemPath(indexPath) == ItemPath(section: 2, item: 7))
    #expect(IndexPath(ItemPath(section: 2, item: 7)) == indexPath)
    #expect(indexPath.section == 2)
    #expect(indexPath.item == 7)
  }

  @Test(arguments: [IndexPath(), IndexPath(index: 3), IndexPath(indexes: [1, 2, 3])])
  func otherIndexPathsAreNotPositions(indexPath: IndexPath) {
    #expect(ItemPath(indexPath) == nil)
  }
}
