/// A parsed JSON document, stored flat: every value is a node in one array and containers
/// hold the indices of their members. Nothing in it is recursive, so a document nested a
/// million levels deep is parsed, walked and freed without touching the call stack.
public struct JSONDocument: Sendable {
    /// Where a value starts in the source text (1-based).
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
        public var description: String { "line \(line), column \(column)" }
    }

    public enum Value: Sendable {
        case null
        case bool(Bool)
        /// Numbers read with `Double(String)`: `1e999` reads as infinity. The reader also
        /// accepts the tokens `NaN`, `Infinity` and `-Infinity`, so that validation can
        /// name the field that holds them instead of failing with a syntax error.
        case number(Double)
        case string(String)
        case array([Int])
        case object([Member])
    }

    public struct Member: Sendable {
        public var key: String
        public var value: Int
    }

    public struct Node: Sendable {
        public var value: Value
        public var location: Location
    }

    package internal(set) var nodes: [Node]
    public var root: Int { 0 }

    public subscript(index: Int) -> Node { nodes[index] }
}

extension JSONDocument {
    /// Parses JSON text for a HitChain file format: a syntax error becomes a `SceneError`
    /// with its line and column.
    public static func parsing(_ bytes: [UInt8]) throws(SceneError) -> JSONDocument {
        do {
            return try JSONReader.parse(bytes)
        } catch {
            var e = SceneError(.syntax, error.message)
            e.line = error.location.line
            e.column = error.location.column
            throw e
        }
    }
}
