import HitChainKit
import HitChainScene

/// An event's touches grouped by the view that takes them, in the order each view first
/// appears, each group's touches in sample order: what `deliverGrouped` hands out, one
/// `touches…` call per view and phase.
///
/// Kept by the dispatcher from event to event (`removeAll` keeps the storage), so that an
/// event allocates nothing once the buffers have grown.
///
/// - Complexity: O(1) amortized per touch added (views are found by a linear look among at
///   most `linearLimit` groups, then through a dictionary), so an event of n touches costs
///   O(n) to group, and `ids(in:phase:)` costs O(the group's touches).
struct TouchGrouping {
    struct Group {
        var view: UIView
        /// Entry indexes of the group's first and last touch.
        var head: Int
        var tail: Int
    }

    private(set) var groups: [Group] = []
    private var entries: [(id: Int, phase: TouchPhase)] = []
    /// For each entry, the next entry of its group (-1 at the end).
    private var next: [Int] = []
    private var groupOfView: [ObjectIdentifier: Int] = [:]

    /// Up to this many groups, a view's group is found by looking along the groups.
    static let linearLimit = 8

    var isEmpty: Bool { entries.isEmpty }

    mutating func add(_ view: UIView, id: Int, phase: TouchPhase) {
        let entry = entries.count
        entries.append((id, phase))
        next.append(-1)
        if let g = group(of: view) {
            next[groups[g].tail] = entry
            groups[g].tail = entry
            return
        }
        groups.append(Group(view: view, head: entry, tail: entry))
        if groups.count > Self.linearLimit {
            if groupOfView.isEmpty {
                for (g, group) in groups.enumerated() { groupOfView[ObjectIdentifier(group.view)] = g }
            } else {
                groupOfView[ObjectIdentifier(view)] = groups.count - 1
            }
        }
    }

    private func group(of view: UIView) -> Int? {
        if groups.count > Self.linearLimit { return groupOfView[ObjectIdentifier(view)] }
        return groups.firstIndex { $0.view === view }
    }

    /// The ids of group `g`'s touches in `phase`, in sample order; nil when it has none.
    func ids(in g: Int, phase: TouchPhase) -> TouchIDs? {
        // One or two ids need no array (the usual cases).
        var first: Int?
        var second: Int?
        var all: [Int] = []
        var k = groups[g].head
        while k >= 0 {
            let t = entries[k]
            k = next[k]
            guard t.phase == phase else { continue }
            if first == nil {
                first = t.id
            } else if second == nil {
                second = t.id
            } else {
                if all.isEmpty { all = [first, second].compactMap { $0 } }
                all.append(t.id)
            }
        }
        guard let first else { return nil }
        return !all.isEmpty ? TouchIDs(all) : second.map { TouchIDs(first, $0) } ?? TouchIDs(single: first)
    }

    mutating func removeAll() {
        groups.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        next.removeAll(keepingCapacity: true)
        if !groupOfView.isEmpty { groupOfView.removeAll(keepingCapacity: true) }
    }
}
