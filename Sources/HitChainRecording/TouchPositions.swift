/// Each touch's previous position while a chunk is encoded or decoded (coordinates are
/// deltas from it), and the previous sample's, which a new touch starts from.
///
/// A handful of touches are down at a time, so they are kept in a short list searched
/// linearly (no hashing per sample); past `listLimit` — only a crafted file gets there — a
/// dictionary takes over, so that no input makes a chunk quadratic.
struct TouchPositions {
    private var ids: [Int] = []
    private var points: [(x: Int64, y: Int64)] = []
    private var overflow: [Int: (x: Int64, y: Int64)] = [:]
    /// The previous sample's position, of any touch (0, 0 at the start of a chunk).
    private(set) var last: (x: Int64, y: Int64) = (0, 0)

    static let listLimit = 16

    /// Where the next sample of touch `id` is measured from.
    ///
    /// - Complexity: O(`listLimit`).
    func reference(for id: Int) -> (x: Int64, y: Int64) {
        if let i = ids.firstIndex(of: id) { return points[i] }
        return overflow[id] ?? last
    }

    /// Notes where touch `id`'s sample left the reference; `ends` forgets the touch.
    mutating func update(_ id: Int, to p: (x: Int64, y: Int64), ends: Bool) {
        last = p
        if let i = ids.firstIndex(of: id) {
            if ends {
                ids.remove(at: i)
                points.remove(at: i)
            } else {
                points[i] = p
            }
        } else if overflow[id] != nil || ids.count >= Self.listLimit {
            overflow[id] = ends ? nil : p
        } else if !ends {
            ids.append(id)
            points.append(p)
        }
    }
}
