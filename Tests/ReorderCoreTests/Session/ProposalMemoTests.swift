import Testing

@testable import ReorderCore

/// The targeting step's memo of rule proposals: each slot is asked once, answers (nil
/// included) come back unchanged, and past its room it asks every time.
@Suite struct ProposalMemoTests {
  @Test func eachSlotIsAskedOnceAndItsAnswerComesBack() {
    var memo = ProposalMemo()
    var asked = [Int]()
    func ask(_ i: Int) -> ItemPath? {
      memo.proposal(at: ItemPath(section: 0, item: i)) {
        asked.append(i)
        return i == 2 ? nil : ItemPath(section: 1, item: i * 10)
      }
    }
    let first = (0..<6).map(ask)
    let again = (0..<6).map(ask)
    let expected: [ItemPath?] = [0, 1, nil, 3, 4, 5].map {
      $0.map { ItemPath(section: 1, item: $0 * 10) }
    }
    #expect(first == expected)
    #expect(again == expected)
    // Four remembered (0 to 3, the nil answer too); 4 and 5 are asked each time.
    #expect(asked == [0, 1, 2, 3, 4, 5, 4, 5])
  }
}
