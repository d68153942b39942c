import HitChainGeometry
import Testing

@testable import HitChainEngines

/// `ChildIndex` directly: its ordered query yields exactly the children whose box holds the
/// point, front to back, before and after updates; unbounded and empty extents included.
@Suite("ChildIndex: the ordered per-parent index")
struct ChildIndexTests {
    struct Rng {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    static func extent(_ rng: inout Rng) -> HCRect? {
        let r = rng.next()
        if r < 0.03 { return nil }
        if r < 0.06 { return .zero }
        return HCRect(x: rng.next() * 400, y: rng.next() * 800, width: rng.next() * 120, height: rng.next() * 120)
    }

    /// What the index must answer: every child whose extent holds the point, in node order.
    static func expected(_ extents: [(node: Int32, extent: HCRect?)], _ x: Double, _ y: Double) -> [Int32] {
        extents.filter { e in
            guard let r = e.extent else { return true }
            return !r.isEmpty && r.minX <= x && x <= r.maxX && r.minY <= y && y <= r.maxY
        }.map(\.node).sorted()
    }

    @Test("the ordered query equals the brute-force answer, for sizes 1 to 3 000")
    func matchesBruteForce() {
        var rng = Rng(state: 7)
        for n in [1, 2, 3, 17, 200, 3_000] {
            let entries = (0..<n).map { (Int32($0 * 3 + 5), Self.extent(&rng)) }
            let index = ChildIndex(entries)
            for _ in 0..<200 {
                let x = rng.next() * 420 - 10, y = rng.next() * 820 - 10
                #expect(index.children(at: x, y) == Self.expected(entries, x, y), "n \(n) at (\(x), \(y))")
            }
        }
    }

    @Test(
        """
        updates move one child's box; the answers follow (nodes compact, looked up in a table, or far apart, \
        in a map)
        """,
        arguments: [1, 100])
    func updates(spacing: Int) {
        var rng = Rng(state: 11)
        var entries = (0..<500).map { (Int32($0 * spacing), Self.extent(&rng)) }
        var index = ChildIndex(entries)
        #expect(index.leafTable.isEmpty == (spacing > 4))
        for _ in 0..<300 {
            let k = Int(rng.next() * Double(entries.count))
            entries[k].1 = Self.extent(&rng)
            let updated = index.update(entries[k].0, extent: entries[k].1)
            #expect(updated)
            let x = rng.next() * 400, y = rng.next() * 800
            #expect(index.children(at: x, y) == Self.expected(entries, x, y))
        }
        for stranger: Int32 in [-1, 1, 49_999, 50_001, .max] where !entries.contains(where: { $0.0 == stranger }) {
            let updated = index.update(stranger, extent: nil)
            #expect(!updated, "\(stranger) is not a child of this index")
        }
    }

    @Test("the radix order is the comparison sort's: ascending, ties by position, zero's signs alike")
    func stableOrder() {
        var rng = Rng(state: 5)
        for n in [0, 1, 64, 65, 1_000, 5_000] {
            let keys: [Double] = (0..<n).map { i in
                switch i % 7 {
                case 0: return 0
                case 1: return -0.0
                case 2: return -rng.next() * 1e6
                case 3: return (rng.next() * 10).rounded()
                case 4: return rng.next() * 1e-300
                case 5: return -Double.greatestFiniteMagnitude * rng.next()
                default: return rng.next() * 800
                }
            }
            let expected = (0..<n).sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
            #expect(ChildIndex.stableOrder(keys) == expected, "\(n) keys")
        }
    }

    @Test("the query is lazy: the first child comes out before the rest are looked at")
    func lazy() {
        // 10 000 children all holding the point: the front-most comes out after a walk down
        // one path, the heap never holding more than the tree's depth times two.
        let entries = (0..<10_000).map { (Int32($0), Optional(HCRect(x: 0, y: 0, width: 100, height: 100))) }
        let index = ChildIndex(entries)
        var heap: [Int32] = []
        var count = index.begin(50, 50, heap: &heap)
        var steps = 0
        #expect(index.next(50, 50, heap: &heap, base: 0, count: &count, steps: &steps) == 0)
        #expect(heap.count <= 2 * 16)
        #expect(steps <= 2 * 16, "one pop per level down to the first leaf")
        #expect(index.next(50, 50, heap: &heap, base: 0, count: &count, steps: &steps) == 1)
    }
}
