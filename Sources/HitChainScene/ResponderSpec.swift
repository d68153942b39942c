/// What every responder in a scene has: a unique name (how scenarios, traces and errors
/// refer to it), a class name (what a chain print shows: `UILabel`, `ViewController`), the
/// messages it overrides, and its first-responder abilities.
public struct ResponderSpec: Hashable, Sendable {
    public var name: String
    public var className: String
    public var handlers: ResponderHandlers
    /// `canBecomeFirstResponder`; `nil` takes the class default (true for text inputs).
    public var canBecomeFirstResponder: Bool?
    /// `canResignFirstResponder` (UIKit's default is true).
    public var canResignFirstResponder: Bool

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
    }
}
