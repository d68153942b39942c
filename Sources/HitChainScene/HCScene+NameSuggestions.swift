extension HCScene {
    /// A view whose name is close to one that no view has, and why it was suggested.
    public struct NameSuggestion: Hashable, Sendable {
        /// The name of the view suggested.
        public var name: String
        /// Its class.
        public var className: String
        /// "same name but for case", "name contains it", "its class", "2 edits away",
        /// "accessibility identifier".
        public var reason: String
    }

    /// The views whose names are closest to `query` (no view has that name), best first: the
    /// same name in another case; a name that contains the query or is contained in it; a
    /// view of that class; an accessibility identifier (an imported view's `source`) that
    /// matches; then names a few edits away (Levenshtein, case-insensitive, at most a third of
    /// the query's length, at least 2). Ties keep the scene's order.
    ///
    /// - Complexity: O(n · q · k) for n views, a query of q characters and names of k (names
    ///   and queries longer than 64 characters are compared by containment only).
    public func closestNames(to query: String, limit: Int = 5) -> [NameSuggestion] {
        let q = Array(query.lowercased())
        guard !q.isEmpty, limit > 0 else { return [] }
        let budget = Swift.max(2, q.count / 3)
        var scored: [(score: Int, order: Int, suggestion: NameSuggestion)] = []
        for (i, v) in views.enumerated() {
            let name = Array(v.name.lowercased())
            let shortClass = v.className.split(separator: ".").last.map { $0.lowercased() } ?? ""
            let reason: String
            let score: Int
            if name == q {
                (score, reason) = (0, "the same name but for case")
            } else if name.count >= 2, q.count >= 2,
                (v.name.lowercased().contains(query.lowercased())
                    || query.lowercased().contains(v.name.lowercased()))
            {
                (score, reason) = (1, "its name contains it")
            } else if shortClass == String(q) {
                (score, reason) = (2, "a view of that class")
            } else if let source = v.source, source.lowercased().contains("'\(query.lowercased())'") {
                (score, reason) = (2, "its accessibility identifier or label")
            } else if q.count <= 64, name.count <= 64, let d = Self.editDistance(q, name, limit: budget) {
                (score, reason) = (2 + d, d == 1 ? "1 edit away" : "\(d) edits away")
            } else {
                continue
            }
            scored.append((score, i, NameSuggestion(name: v.name, className: v.className, reason: reason)))
        }
        scored.sort { ($0.score, $0.order) < ($1.score, $1.order) }
        return scored.prefix(limit).map(\.suggestion)
    }

    /// The Levenshtein distance between `a` and `b`, or nil when it is over `limit`.
    ///
    /// - Complexity: O(|a| · |b|) time, O(|b|) memory.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...Swift.max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMin = current[0]
            for j in 1...Swift.max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMin = Swift.min(rowMin, current[j])
            }
            if rowMin > limit { return nil }
            swap(&previous, &current)
        }
        let d = previous[b.count]
        return d <= limit ? d : nil
    }
}
