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
    public var handlers: ResponderHandlers { didSet { touchHandlingByPhase = Self.byPhase(handlers) } }
    /// `handlers.touches` by `TouchPhase` position: read for every responder a touch walks
    /// past, so kept where reading needs no hashing.
    public private(set) var touchHandlingByPhase: [Handling?]
    /// An explicit `canBecomeFirstResponder`; `nil` takes the class default.
    public var canBecomeFirstResponderOverride: Bool?
    public var canResignFirstResponder: Bool

    init(spec: ResponderSpec) {
        self.name = spec.name
        self.className = spec.className
        self.handlers = spec.handlers
        self.touchHandlingByPhase = Self.byPhase(spec.handlers)
        self.canBecomeFirstResponderOverride = spec.canBecomeFirstResponder
        self.canResignFirstResponder = spec.canResignFirstResponder
    }

    private static func byPhase(_ handlers: ResponderHandlers) -> [Handling?] {
        TouchPhase.allCases.map { handlers.touches[$0] }
    }

    /// How this responder handles `phase` (nil: UIResponder's default, forwarding).
    ///
    /// - Complexity: O(1), no hashing.
    public func touchHandling(_ phase: TouchPhase) -> Handling? {
        switch phase {
        case .began: return touchHandlingByPhase[0]
        case .moved: return touchHandlingByPhase[1]
        case .stationary: return touchHandlingByPhase[2]
        case .ended: return touchHandlingByPhase[3]
        case .cancelled: return touchHandlingByPhase[4]
        }
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
        /// The first responders returned, inline: most walks end within them, so a walk
        /// allocates no set (a set per walk was most of the cost of a short one).
        var recent: (ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?)
        /// How many responders have been returned.
        var count = 0
        /// The responders returned after the first four.
        var seen: Set<ObjectIdentifier> = []

        init(current: Responder?) {
            self.current = current
            recent = (nil, nil, nil, nil)
        }

        public mutating func next() -> Responder? {
            guard let r = current else { return nil }
            // The graph's mutations keep `next` acyclic; this guard makes a walk end even if
            // a future bug broke that.
            guard remember(ObjectIdentifier(r)) else { return nil }
            current = r.next
            return r
        }

        /// Adds `id` to the responders returned; false when it is there already.
        private mutating func remember(_ id: ObjectIdentifier) -> Bool {
            if id == recent.0 || id == recent.1 || id == recent.2 || id == recent.3 { return false }
            switch count {
            case 0: recent.0 = id
            case 1: recent.1 = id
            case 2: recent.2 = id
            case 3: recent.3 = id
            default: guard seen.insert(id).inserted else { return false }
            }
            count += 1
            return true
        }
    }

    public func makeIterator() -> Iterator { Iterator(current: first) }

    /// Seed 004's print: class names joined by ` -> `, ending in `*`:
    /// `UILabel -> UIView -> UIView -> ViewController -> … -> AppDelegate -> *`.
    public var classNames: String { (map(\.className) + ["*"]).joined(separator: " -> ") }

    /// The same walk with names: `label -> container -> root (UIView) -> … -> *`.
    public var labels: String { (map(\.label) + ["*"]).joined(separator: " -> ") }
}
