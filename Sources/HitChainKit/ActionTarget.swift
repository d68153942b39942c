/// The target of a target-action added in code, held weakly as UIKit holds it: a responder, any
/// other object, or nil. A nil target, or one that is gone, sends the action up the responder
/// chain; so does a value that is not an object (UIKit boxes it, and the box is freed at once).
package enum ActionTarget {
    case chain
    case responder(WeakResponder)
    case object(WeakObject)

    package init(_ target: Any?) {
        guard let target, type(of: target) is AnyClass else {
            self = .chain
            return
        }
        let object = target as AnyObject
        if let r = object as? UIResponder {
            self = .responder(WeakResponder(r))
        } else {
            self = .object(WeakObject(object))
        }
    }

    /// Where the action goes now.
    package var current: Current {
        switch self {
        case .chain: return .chain
        case .responder(let weak): return weak.responder.map(Current.responder) ?? .chain
        case .object(let weak): return weak.object.map(Current.object) ?? .chain
        }
    }

    /// The object, if any (for identity comparisons).
    package var object: AnyObject? {
        switch self {
        case .chain: return nil
        case .responder(let weak): return weak.responder
        case .object(let weak): return weak.object
        }
    }

    /// Whether this is `target` (`===`); nil is the chain.
    package func isTarget(_ target: Any?) -> Bool {
        let other = ActionTarget(target).object
        guard let mine = object else { return other == nil }
        return mine === other
    }

    /// The target as the action reaches it.
    package enum Current {
        case chain
        case responder(UIResponder)
        case object(AnyObject)
    }

    /// How traces name an object that is not a responder: its class, in angle brackets.
    package static func printedName(of object: AnyObject) -> String { "<\(String(describing: type(of: object)))>" }
}

/// An object held weakly.
package struct WeakObject {
    package weak var object: AnyObject?

    package init(_ object: AnyObject?) { self.object = object }
}
