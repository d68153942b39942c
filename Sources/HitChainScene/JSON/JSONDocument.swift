/// A parsed JSON document, stored flat: every value is a node in one array and containers
/// hold the indices of their members. Nothing in it is recursive, so a document nested a
/// million levels deep is parsed, walked and freed without touching the call stack.
public struct JSONDocument: Sendable {
    /// Where a value starts in the source text (1-based).
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        /// The line, from 1.
        public var line: Int
        /// The column, from 1.
        public var column: Int
        /// The place at `line`, `column`.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
        /// `line L, column C`.
        public var description: String { "line \(line), column \(column)" }
    }

    /// A node's value; containers hold the indices of their members' nodes.
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

    /// One member of an object.
    public struct Member: Sendable {
        /// The member's key.
        public var key: String
        /// The index of the member's value node.
        public var value: Int
    }

    /// One value and where it starts.
    public struct Node: Sendable {
        /// The value.
        public var value: Value
        /// Where it starts in the text.
        public var location: Location
    }

    package internal(set) var nodes: [Node]
    /// The index of the document's top value.
    public var root: Int { 0 }

    /// The node at `index`.
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
