/// The touches one call is about, in the order delivery lists them: printed `{1, 2}`.
///
/// One or two touches — nearly every call — are kept inline, so recording or reading a call
/// about them allocates nothing.
public struct TouchIDs: Hashable, Sendable, CustomStringConvertible {
    /// One or two ids inline, or a list of any other length (never of one or two: equality is
    /// by storage).
    private enum Storage: Hashable, Sendable {
        case one(Int)
        case two(Int, Int)
        case list([Int])
    }

    private var storage: Storage

    /// The ids, in order.
    public init(_ ids: [Int]) {
        switch ids.count {
        case 1: storage = .one(ids[0])
        case 2: storage = .two(ids[0], ids[1])
        default: storage = .list(ids)
        }
    }

    /// Two touches, without an array.
    public init(_ first: Int, _ second: Int) {
        storage = .two(first, second)
    }

    /// A single touch, without an array.
    public init(single id: Int) {
        storage = .one(id)
    }

    /// The ids, in order.
    public var ids: [Int] {
        get {
            switch storage {
            case .one(let id): return [id]
            case .two(let a, let b): return [a, b]
            case .list(let ids): return ids
            }
        }
        set { self = TouchIDs(newValue) }
    }

    /// How many touches.
    public var count: Int {
        switch storage {
        case .one: return 1
        case .two: return 2
        case .list(let ids): return ids.count
        }
    }

    /// Calls `body` with each id in order (no array for a single touch).
    public func forEach(_ body: (Int) throws -> Void) rethrows {
        switch storage {
        case .one(let id): try body(id)
        case .two(let a, let b):
            try body(a)
            try body(b)
        case .list(let ids): try ids.forEach(body)
        }
    }

    /// `{1, 2}`.
    public var description: String {
        switch storage {
        case .one(let id): return "{\(id)}"
        case .two(let a, let b): return "{\(a), \(b)}"
        case .list(let ids): return "{" + ids.map(String.init).joined(separator: ", ") + "}"
        }
    }

    /// Reads the printed form back (`{}`, `{1}`, `{1, -2}`); nil for anything else.
    public init?(printed text: String) {
        guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        let body = text.dropFirst().dropLast()
        if body.isEmpty {
            self.init([])
            return
        }
        var list: [Int] = []
        for part in body.split(separator: ",", omittingEmptySubsequences: false) {
            guard let n = Int(part.drop { $0 == " " }) else { return nil }
            list.append(n)
        }
        self.init(list)
    }
}
