import ReorderCore

/// What a run of a scenario produced: every effect, the data source's final order (by id, after
/// applying the data effects), and the final session.
struct Outcome<Layout: ReorderLayout> {
  var effects: [DragEffect]
  var ids: [[String]]
  var session: DragSession<Layout>
}

extension Scenario {
  /// Runs the events with the scenario's policy; data effects that cannot be applied are
  /// recorded as a failure by the caller comparing `ids` (they leave the order unchanged here).
  func outcome() -> Outcome<Kind.Layout> {
    var session = makeSession()
    let policy = ScenarioPolicy(spec: policy)
    var model = ListModel(self)
    var effects = [DragEffect]()
    for event in events {
      for effect in session.handle(event, policy: policy) {
        effects.append(effect)
        try? model.apply(effect)
      }
    }
    let items = flatItems
    return Outcome(
      effects: effects, ids: model.sections.map { $0.map { items[$0].id } }, session: session)
  }
}

/// `ItemPath(section:item:)`, short.
func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

/// A viewport point on a vertical list's centre line.
func at(_ y: Double) -> Point { Point(x: 160, y: y) }
