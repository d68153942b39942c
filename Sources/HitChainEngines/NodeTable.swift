/// The flat tree's node of each view, by the view's identity: an open-addressing hash table
/// sized once for the views it holds (twice as many slots, a power of two), probed linearly
/// from a multiplicative hash of the object's address. Where a `Dictionary` hashed every view
/// with SipHash and grew by copying, filling this costs a multiplication and a store or two
/// per view.
struct NodeTable {
    /// The object address in each slot (0: empty) and its node.
    private var addresses: [UInt] = []
    private var nodes: [Int32] = []
    /// `slots - 1` (a power of two minus one), and the shift that keeps a hash's top bits.
    private var mask = 0
    private var shift: UInt = 64

    init() {}

    /// The table of `views`' nodes: `views[i]` is node `i`.
    ///
    /// - Complexity: O(n).
    init<View: AnyObject>(_ views: [View]) {
        var slots = 2
        var bits: UInt = 1
        while slots < 2 * views.count {
            slots *= 2
            bits += 1
        }
        mask = slots - 1
        shift = 64 - bits
        var addresses = [UInt](repeating: 0, count: slots)
        var nodes = [Int32](repeating: -1, count: slots)
        for (i, view) in views.enumerated() {
            let address = UInt(bitPattern: ObjectIdentifier(view))
            var s = slot(address)
            while addresses[s] != 0, addresses[s] != address { s = (s + 1) & mask }
            addresses[s] = address
            nodes[s] = Int32(i)
        }
        (self.addresses, self.nodes) = (addresses, nodes)
    }

    /// The first slot probed for an address: the top bits of a Fibonacci hash.
    @inline(__always)
    private func slot(_ address: UInt) -> Int {
        Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> shift) & mask
    }

    /// The node of the view with identity `id`, nil when the table does not hold it.
    ///
    /// - Complexity: O(1) expected.
    subscript(_ id: ObjectIdentifier) -> Int32? {
        guard !addresses.isEmpty else { return nil }
        let address = UInt(bitPattern: id)
        var s = slot(address)
        while addresses[s] != 0 {
            if addresses[s] == address { return nodes[s] }
            s = (s + 1) & mask
        }
        return nil
    }
}
