/// What every responder in a scene has: a unique name (how scenarios, traces and errors
/// refer to it), a class name (what a chain print shows: `UILabel`, `UIViewController`), the
/// messages it overrides, and its first-responder abilities.
public struct ResponderSpec: Hashable, Sendable {
    /// The responder's unique name.
    public var name: String
    /// Its class, as a chain print shows it (`UILabel`, `UIViewController`).
    public var className: String
    /// The messages it overrides.
    public var handlers: ResponderHandlers
    /// `canBecomeFirstResponder`; `nil` takes the class default (true for text inputs).
    public var canBecomeFirstResponder: Bool?
    /// `canResignFirstResponder` (UIKit's default is true).
    public var canResignFirstResponder: Bool
    /// An override of `next`: another responder by name, or none (the chain ends here); nil
    /// keeps the class's own `next`.
    public var next: NextResponderSpec?
    /// Answers of `canPerformAction(_:withSender:)` by selector, overriding "implements it"
    /// (`handlers.actions`): true allows, false denies.
    public var canPerformAction: [String: Bool]

    /// A responder named `name` of class `className`.
    public init(
        name: String,
        className: String,
        handlers: ResponderHandlers = .none,
        canBecomeFirstResponder: Bool? = nil,
        canResignFirstResponder: Bool = true
    ) {
        self.name = name
        self.className = className
        self.handlers = handlers
        self.canBecomeFirstResponder = canBecomeFirstResponder
        self.canResignFirstResponder = canResignFirstResponder
        self.next = nil
        self.canPerformAction = [:]
    }

    /// `canPerformAction(_:withSender:)` as declared: the declared answer, else whether it
    /// implements the action.
    public func canPerform(_ selector: String) -> Bool {
        canPerformAction[selector] ?? handlers.actions.contains(selector)
    }
}

/// A declared override of `next`.
public enum NextResponderSpec: Hashable, Sendable {
    /// `next` returns the responder with this name.
    case named(String)
    /// `next` returns nil: the chain ends at this responder.
    case none
}
