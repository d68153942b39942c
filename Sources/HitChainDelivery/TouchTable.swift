/// The touches that are down, by id, in the order they began: one value, so that the
/// order and the bindings cannot disagree. Setting a binding for a new id appends it;
/// setting nil removes it.
struct TouchTable {
    private var bindings: [Int: EventDispatcher.TouchBinding] = [:]
    /// The ids of the touches that are down, in the order they began.
    private(set) var order: [Int] = []

    /// - Complexity: O(1) to read or update; O(touches down) to add or remove.
    subscript(id: Int) -> EventDispatcher.TouchBinding? {
        get { bindings[id] }
        set {
            if let newValue {
                if bindings.updateValue(newValue, forKey: id) == nil { order.append(id) }
            } else if bindings.removeValue(forKey: id) != nil {
                order.removeAll { $0 == id }
            }
        }
    }
}
