import HitChain

/// Search by name or class: a pass over every view, which on a screen of a million takes
/// seconds — so it goes a slice of views at a time, letting every other question through
/// between slices, and stops when a newer search of the same file begins (the page asks
/// again as the user types: only the latest is wanted).
extension Explorer {
    /// Views looked at between two chances for other questions.
    static let searchSlice = 20_000

    func search(_ query: String, in d: ExplorerDocument, document k: Int) async -> ExplorerAnswer {
        searches[k, default: 0] += 1
        let mine = searches[k, default: 0]
        let needle = query.lowercased()
        var matches: [Int] = []
        var total = 0
        var id = 0
        let count = needle.isEmpty ? 0 : d.index.count
        while id < count {
            let end = min(id + Self.searchSlice, count)
            for i in id..<end {
                let v = d.index.views[i].hitChain
                guard v.name.lowercased().contains(needle) || v.className.lowercased().contains(needle) else {
                    continue
                }
                total += 1
                if matches.count < ViewTreeAnswer.limit { matches.append(i) }
            }
            id = end
            if id < count {
                await Task.yield()
                guard searches[k] == mine else { return .error(409, "a newer search of this file replaced this one") }
            }
        }
        return .json(ViewTreeAnswer.search(query, matches: matches, total: total, in: d.index))
    }
}
