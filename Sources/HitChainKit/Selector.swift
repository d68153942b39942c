#if canImport(ObjectiveC)
    public import ObjectiveC

    extension Selector {
        /// The selector's name (`copy:`), as the model's actions are named.
        public var actionName: String { NSStringFromSelector(self) }
    }
#else
    /// An action's name, as Objective-C's `Selector` carries it: there is no Objective-C
    /// runtime on Linux, so `#selector(...)` does not compile there; `Selector("copy:")` and a
    /// string literal do, on both platforms.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The selector's name (`copy:`).
        public let actionName: String

        /// The selector named `name`.
        public init(_ name: String) { actionName = name }

        /// The selector named by the literal.
        public init(stringLiteral value: String) { actionName = value }

        /// The selector's name.
        public var description: String { actionName }
    }
#endif
