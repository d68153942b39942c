public import HitChainScene

/// UIResponder: an object that can receive events, with a `next` responder.
///
/// The live responder graph is made of classes because identity matters here as it does
/// in UIKit: a touch is bound to *this* view, the first responder is *this* object, and a
/// chain is a walk over object references. Build one from a `Scene` with
/// `Application(scene:)`.
public class Responder: CustomStringConvertible {
    /// The unique name the scene gave this responder.
    public let name: String
    /// What a chain print shows (`UILabel`, `ViewController`, `AppDelegate`).
    public let className: String
    /// The messages this responder overrides.
    public var handlers: ResponderHandlers
    /// An explicit `canBecomeFirstResponder`; `nil` takes the class default.
    public var canBecomeFirstResponderOverride: Bool?
    public var canResignFirstResponder: Bool

    init(spec: ResponderSpec) {
        self.name = spec.name
        self.className = spec.className
        self.handlers = spec.handlers
        self.canBecomeFirstResponderOverride = spec.canBecomeFirstResponder
        self.canResignFirstResponder = spec.canResignFirstResponder
    }

    /// The next responder in the chain (`UIResponder.next`); nil at the end.
    public var next: Responder? { nil }

    /// `canBecomeFirstResponder`: false unless overridden (text inputs override it).
    public var canBecomeFirstResponder: Bool { canBecomeFirstResponderOverride ?? false }

    /// How logs and traces name this responder: the name, with the class when they differ.
    public var label: String { name == className ? name : "\(name) (\(className))" }

    public var description: String { "<\(className) \"\(name)\">" }

    /// This responder followed by every `next` after it.
    public var responderChain: ResponderChain { ResponderChain(from: self) }
}

/// The walk from a responder along `next` to the end of the chain.
public struct ResponderChain: Sequence {
    public let first: Responder

    public init(from first: Responder) {
        self.first = first
    }

    public struct Iterator: IteratorProtocol {
        var current: Responder?
        var seen: Set<ObjectIdentifier> = []
        public mutating func next() -> Responder? {
            guard let r = current else { return nil }
            // The graph's mutations keep `next` acyclic; this guard makes a walk end even if
            // a future bug broke that.
            guard seen.insert(ObjectIdentifier(r)).inserted else { return nil }
            current = r.next
            return r
        }
    }

    public func makeIterator() -> Iterator { Iterator(current: first) }

    /// Seed 004's print: class names joined by ` -> `, ending in `*`:
    /// `UILabel -> UIView -> UIView -> ViewController -> … -> AppDelegate -> *`.
    public var classNames: String { (map(\.className) + ["*"]).joined(separator: " -> ") }

    /// The same walk with names: `label -> container -> root (UIView) -> … -> *`.
    public var labels: String { (map(\.label) + ["*"]).joined(separator: " -> ") }
}
