/// The touches that are down, by id, in the order they began: one value, so that the
/// order and the bindings cannot disagree. Setting a binding for a new id appends it;
/// setting nil removes it.
///
/// Ids and bindings are kept side by side in began order and found by a scan of the ids:
/// a screen has a few fingers down (a replayed stream at most
/// `EventStreamValidator.maxDown`), where hashing an id cost more than comparing it with
/// every other. Past `indexedCount` touches (a stream the dispatcher was given unchecked)
/// a dictionary by id keeps a lookup O(1).
struct TouchTable {
    /// The ids of the touches that are down, in the order they began.
    private(set) var order: [Int] = []
    /// The bindings, in the order of `order`.
    private var bindings: [EventDispatcher.TouchBinding] = []
    /// The bindings by id, while more than `indexedCount` touches are down.
    private var byID: [Int: EventDispatcher.TouchBinding]?

    /// The most touches found by a scan of their ids.
    static let indexedCount = 16

    /// - Complexity: O(min(touches down, `indexedCount`)) to read; O(touches down) to set.
    subscript(id: Int) -> EventDispatcher.TouchBinding? {
        get {
            if let byID { return byID[id] }
            guard let i = order.firstIndex(of: id) else { return nil }
            return bindings[i]
        }
        set {
            switch (order.firstIndex(of: id), newValue) {
            case (let i?, let binding?):
                bindings[i] = binding
                byID?[id] = binding
            case (nil, let binding?):
                order.append(id)
                bindings.append(binding)
                if byID != nil {
                    byID?[id] = binding
                } else if order.count > Self.indexedCount {
                    byID = Dictionary(uniqueKeysWithValues: zip(order, bindings))
                }
            case (let i?, nil):
                order.remove(at: i)
                bindings.remove(at: i)
                byID?[id] = nil
                if order.count <= Self.indexedCount { byID = nil }
            case (nil, nil):
                break
            }
        }
    }
}
