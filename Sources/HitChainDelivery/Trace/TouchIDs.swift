/// The touches one call is about, in the order delivery lists them: printed `{1, 2}`.
public struct TouchIDs: Hashable, Sendable, CustomStringConvertible {
    public var ids: [Int]

    public init(_ ids: [Int]) {
        self.ids = ids
    }

    public var description: String { "{" + ids.map(String.init).joined(separator: ", ") + "}" }

    /// Reads the printed form back (`{}`, `{1}`, `{1, -2}`); nil for anything else.
    public init?(printed text: String) {
        guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        let body = text.dropFirst().dropLast()
        if body.isEmpty {
            ids = []
            return
        }
        var list: [Int] = []
        for part in body.split(separator: ",", omittingEmptySubsequences: false) {
            guard let n = Int(part.drop { $0 == " " }) else { return nil }
            list.append(n)
        }
        ids = list
    }
}
