import HitChainGeometry
import HitChainKit

/// Every view of an application, numbered in preorder (windows back to front, each tree
/// parents first), so that a view's subtree is the range of ids from its own to `end[id]`.
/// The page names views by these ids; the model's objects never leave the server.
struct ViewIndex {
    private(set) var views: [UIView] = []
    /// The id past the last of each view's subtree.
    private(set) var end: [Int] = []
    private(set) var parent: [Int] = []
    private(set) var depth: [Int] = []
    /// Each view's space to the screen, made in the same pass (no view walks its ancestry).
    private(set) var maps: [ScreenMap] = []
    private var ids: [ObjectIdentifier: Int] = [:]

    /// - Complexity: O(n) in the views; no recursion, whatever the depth.
    init(application: UIApplication) {
        for window in application.hitChain.windowsFrontToBack.reversed() {
            var pending: [(view: UIView, parent: Int, depth: Int)] = [(window, -1, 0)]
            var open: [Int] = []
            while let (v, p, d) = pending.popLast() {
                while let last = open.last, depth[last] >= d {
                    end[last] = views.count
                    open.removeLast()
                }
                let id = views.count
                views.append(v)
                end.append(id + 1)
                parent.append(p)
                depth.append(d)
                maps.append((p >= 0 ? maps[p] : .identity).after(v.hitChain.geometry))
                ids[ObjectIdentifier(v)] = id
                open.append(id)
                for child in v.subviews.reversed() { pending.append((child, id, d + 1)) }
            }
            for id in open { end[id] = views.count }
        }
    }

    var count: Int { views.count }

    func id(of view: UIView) -> Int? { ids[ObjectIdentifier(view)] }

    func view(_ id: Int) -> UIView? { views.indices.contains(id) ? views[id] : nil }

    /// Whether `id` is `ancestor` or inside its subtree.
    func isInSubtree(_ id: Int, of ancestor: Int) -> Bool { id >= ancestor && id < end[ancestor] }

    /// The ids of a view's subviews, back to front.
    ///
    /// - Complexity: O(children).
    func children(of id: Int) -> [Int] {
        var out: [Int] = []
        var child = id + 1
        while child < end[id] {
            out.append(child)
            child = end[child]
        }
        return out
    }

    /// The windows' ids, back to front.
    var roots: [Int] {
        var out: [Int] = []
        var id = 0
        while id < views.count {
            out.append(id)
            id = end[id]
        }
        return out
    }

    /// From the window down to the view.
    func ancestry(of id: Int) -> [Int] {
        var out: [Int] = []
        var current = id
        while current >= 0 {
            out.append(current)
            current = parent[current]
        }
        return out.reversed()
    }

    /// The view's bounds' corners on the screen, through every transform and scroll offset.
    ///
    /// - Complexity: O(1).
    func screenCorners(of id: Int) -> [HCPoint] { maps[id].corners(of: views[id].hitChain.geometry.bounds) }
}
