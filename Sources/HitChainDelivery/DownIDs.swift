/// The ids of the touches (or presses) that are down, as a stream validator tracks them:
/// a few at a time, so kept in a short list searched without hashing; past `searchedCount`
/// (only a crafted stream gets there) a hash set, so that no input makes checking quadratic.
struct DownIDs {
    private var list: [Int] = []
    private var hashed: Set<Int>?

    /// The most ids kept in the searched list.
    static let searchedCount = 16

    /// How many ids are down.
    var count: Int { hashed?.count ?? list.count }

    /// - Complexity: O(min(n, `searchedCount`)).
    func contains(_ id: Int) -> Bool {
        if let hashed { return hashed.contains(id) }
        return list.contains(id)
    }

    /// Adds `id`; false when it was already down.
    ///
    /// - Complexity: O(min(n, `searchedCount`)), amortized.
    mutating func insert(_ id: Int) -> Bool {
        if hashed != nil { return hashed?.insert(id).inserted ?? false }
        guard !list.contains(id) else { return false }
        list.append(id)
        if list.count > Self.searchedCount {
            hashed = Set(list)
            list = []
        }
        return true
    }

    /// Removes `id`; false when it was not down.
    ///
    /// - Complexity: O(min(n, `searchedCount`)).
    mutating func remove(_ id: Int) -> Bool {
        if hashed != nil {
            guard hashed?.remove(id) != nil else { return false }
            if hashed?.isEmpty == true { hashed = nil }
            return true
        }
        guard let i = list.firstIndex(of: id) else { return false }
        list.swapAt(i, list.count - 1)
        list.removeLast()
        return true
    }
}
