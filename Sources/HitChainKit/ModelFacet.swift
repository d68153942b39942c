public import HitChainGeometry
public import HitChainScene

/// What HitChain knows of a UIKit-shaped object that UIKit does not name: a view's scene name,
/// path and geometry, an application's registry, a recognizer's spec. Reached through one
/// member, `hitChain` (`view.hitChain.path`, `app.hitChain.view(named: "buy")`), so that the
/// classes themselves carry UIKit's members only and a subclass may declare `var path`,
/// `var name` or `var geometry` of its own, as apps do.
///
/// A facet holds its object strongly and costs nothing to make; every member reads or writes
/// the object itself.
public struct ModelFacet<Base: AnyObject> {
    /// The object this facet describes.
    public let base: Base

    /// The facet of `base`.
    public init(_ base: Base) { self.base = base }
}

/// An object with a model facet: every responder, recognizer and touch.
public protocol HitChainModelObject: AnyObject {}

extension HitChainModelObject {
    /// The model's own members of this object (`ModelFacet`).
    public var hitChain: ModelFacet<Self> { ModelFacet(self) }
}

extension UIResponder: HitChainModelObject {}
extension UIGestureRecognizer: HitChainModelObject {}
extension UITouch: HitChainModelObject {}

extension ModelFacet where Base: UIResponder {
    /// The unique name the scene gave the responder; for one made in code, given when it joins
    /// an application (its class name, numbered from the second on: `RoundButton 2`).
    public var name: String { base.name }
    /// What a chain print shows (`UILabel`, `UIViewController`, `AppDelegate`, `RoundButton`).
    public var className: String { base.typeName }
    /// How logs and traces name it: the name, with the class when they differ.
    public var label: String { base.label }
    /// Whether it is of a class the package does not define (its overrides are called).
    public var isUserClass: Bool { base.isUserClass }
    /// The messages the scene says it handles.
    public var handlers: ResponderHandlers {
        get { base.handlers }
        nonmutating set { base.handlers = newValue }
    }
    /// An explicit `canBecomeFirstResponder`; nil takes the class default.
    public var canBecomeFirstResponderOverride: Bool? {
        get { base.canBecomeFirstResponderOverride }
        nonmutating set { base.canBecomeFirstResponderOverride = newValue }
    }
    /// How it handles a touch `phase` (nil: UIResponder's default, forwarding).
    public func touchHandling(_ phase: TouchPhase) -> Handling? { base.touchHandling(phase) }
    /// This responder followed by every `next` after it.
    public var responderChain: ResponderChain { base.responderChain }
    /// The window whose first responder it would be.
    public var windowForFirstResponder: UIWindow? { base.windowForFirstResponder }
}

extension ModelFacet where Base: UIGestureRecognizer {
    /// The name traces and relations use.
    public var name: String { base.label }
    /// UIKit's class for a built-in recognizer, the user's for a subclass.
    public var className: String { base.typeName }
    /// The recognizer as a scene describes it.
    public var spec: GestureRecognizerSpec { base.spec }
    /// The touches it tracks that are down, in the order they began.
    public var trackedTouches: [Int] { base.trackedTouches }
}

extension ModelFacet where Base: UITouch {
    /// The finger's number in the event stream.
    public var identifier: Int { base.identifier }
    /// Where the finger is, in screen space.
    public var screenLocation: HCPoint { base.screenLocation }
    /// Where it was before the last move, in screen space.
    public var previousScreenLocation: HCPoint { base.previousScreenLocation }
}
