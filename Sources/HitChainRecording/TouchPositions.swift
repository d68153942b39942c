/// Each touch's previous position while a chunk is encoded or decoded (coordinates are
/// deltas from it) with the delta that led there (second-order coordinates subtract it),
/// and the previous sample's position, which a new touch starts from.
///
/// A handful of touches are down at a time, so they are kept in a short list searched
/// linearly (no hashing per sample); past `listLimit` — only a crafted file gets there — a
/// dictionary takes over, so that no input makes a chunk quadratic.
struct TouchPositions {
    /// Where a sample is measured from.
    struct Reference {
        var x: Int64
        var y: Int64
        /// The touch's last move, when it has a position of its own (else 0).
        var dx: Int64 = 0
        var dy: Int64 = 0
        /// Whether the touch has a position of its own (else this is the previous sample's).
        var isOwn = false
    }

    private var ids: [Int] = []
    private var references: [Reference] = []
    private var overflow: [Int: Reference] = [:]
    /// The previous sample's position, of any touch (0, 0 at the start of a chunk).
    private var last = Reference(x: 0, y: 0)

    static let listLimit = 16

    /// Where the next sample of touch `id` is measured from.
    ///
    /// - Complexity: O(`listLimit`).
    func reference(for id: Int) -> Reference {
        if let i = ids.firstIndex(of: id) { return references[i] }
        return overflow[id] ?? Reference(x: last.x, y: last.y)
    }

    /// Notes where touch `id`'s sample left the reference and the move that got it there
    /// (kept only when the sample was measured from the touch's own position); `ends`
    /// forgets the touch.
    mutating func update(_ id: Int, to x: Int64, _ y: Int64, moved dx: Int64, _ dy: Int64, ends: Bool) {
        last = Reference(x: x, y: y)
        let r = Reference(x: x, y: y, dx: dx, dy: dy, isOwn: true)
        if let i = ids.firstIndex(of: id) {
            if ends {
                ids.remove(at: i)
                references.remove(at: i)
            } else {
                references[i] = r
            }
        } else if overflow[id] != nil || ids.count >= Self.listLimit {
            overflow[id] = ends ? nil : r
        } else if !ends {
            ids.append(id)
            references.append(r)
        }
    }
}
