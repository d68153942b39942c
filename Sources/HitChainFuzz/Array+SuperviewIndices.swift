/// A scene's superview indices (`parents[v]`: view `v`'s superview, nil for a root), as the
/// generators and the properties walk them.
extension Array where Element == Int? {
    /// Whether view `a` is `v` or one of its superviews. A loop (a bug elsewhere) ends the
    /// walk after as many steps as there are views.
    ///
    /// - Complexity: O(depth of `v`).
    func isAncestor(_ a: Int, of v: Int) -> Bool {
        var cursor: Int? = v
        var steps = 0
        while let c = cursor, steps <= count {
            if c == a { return true }
            cursor = self[c]
            steps += 1
        }
        return false
    }
}
