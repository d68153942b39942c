public import Foundation
package import HitChainScene

/// UIResponder: an object that can receive events, with a `next` responder.
///
/// The live responder graph is made of classes because identity matters here as it does
/// in UIKit: a touch is bound to *this* view, the first responder is *this* object, and a
/// chain is a walk over object references. Build one from an `HCScene` with
/// `UIApplication(scene:)`.
///
/// It is also UIKit's `UIResponder` for code written against UIKit (`HitChainUIKit`): a
/// subclass overrides `next`, the touch, motion, remote-control and press methods,
/// `canBecomeFirstResponder` and `canPerformAction(_:withSender:)`, and the dispatcher calls
/// them where UIKit would, `super` doing UIKit's default. As in UIKit it is an `NSObject`:
/// `isKind(of:)`, `isMember(of:)`, `==` and hashing by identity (`isEqual(_:)`, `hash`).
open class UIResponder: NSObject {
    /// Whether this build keeps Swift's run-time exclusivity checks on the links every chain
    /// and every walk reads (`superview`, `viewController`, `hasDeclaredNext`; a view's `geometry` and
    /// `subviews`): builds with the
    /// `InvariantChecks` trait, which the test suite runs with, so an overlap traps there.
    #if HITCHAIN_CHECKS
        package static let checksExclusivity = true
    #else
        package static let checksExclusivity = false
    #endif
    /// The unique name the scene gave this responder; for one made in code, given when it
    /// joins an application (its class name, numbered from the second on: `RoundButton 2`).
    @exclusivity(unchecked) package internal(set) var name: String
    /// What a chain print shows (`UILabel`, `UIViewController`, `AppDelegate`, `RoundButton`).
    @exclusivity(unchecked) package internal(set) var typeName: String
    /// Whether the object is of a class the package does not define: one whose overrides the
    /// walk and the dispatcher must call. Plain objects take the model's fast paths.
    package let isUserClass: Bool
    /// The messages this responder overrides.
    package var handlers: ResponderHandlers { didSet { touchHandlingByPhase = Self.byPhase(handlers) } }
    /// `handlers.touches` by `TouchPhase` position: read for every responder a touch walks
    /// past, so kept where reading needs no hashing.
    package private(set) var touchHandlingByPhase: [Handling?]
    /// An explicit `canBecomeFirstResponder`; `nil` takes the class default.
    package var canBecomeFirstResponderOverride: Bool?
    /// `UIResponder.canResignFirstResponder`: true unless the scene or a subclass says otherwise.
    @exclusivity(unchecked) open var canResignFirstResponder: Bool

    /// `init()`: a responder made in code, named when it joins an application (UIKit's
    /// designated initializer, which every subclass's reaches).
    public override init() {
        name = ""
        isUserClass = !Self.packageClasses.contains(ObjectIdentifier(Self.self))
        typeName = isUserClass ? String(describing: Self.self) : "UIResponder"
        handlers = .none
        touchHandlingByPhase = Self.noTouchHandling
        canBecomeFirstResponderOverride = nil
        canResignFirstResponder = true
        super.init()
    }

    /// A responder as a scene describes it.
    package convenience init(spec: ResponderSpec) {
        self.init()
        apply(spec)
    }

    /// `touchHandlingByPhase` for no handlers: one array every plain responder shares.
    private static let noTouchHandling = byPhase(.none)

    private static func byPhase(_ handlers: ResponderHandlers) -> [Handling?] {
        TouchPhase.allCases.map { handlers.touches[$0] }
    }

    /// How this responder handles `phase` (nil: UIResponder's default, forwarding).
    ///
    /// - Complexity: O(1), no hashing.
    package func touchHandling(_ phase: TouchPhase) -> Handling? {
        switch phase {
        case .began: return touchHandlingByPhase[0]
        case .moved: return touchHandlingByPhase[1]
        case .stationary: return touchHandlingByPhase[2]
        case .ended: return touchHandlingByPhase[3]
        case .cancelled: return touchHandlingByPhase[4]
        }
    }

    /// Takes on what a scene says of this responder: its name (and class name, for the
    /// package's own classes), handlers and first-responder answers.
    package func apply(_ spec: ResponderSpec) {
        name = spec.name
        if !isUserClass { typeName = spec.className }
        if !spec.handlers.isEmpty || !handlers.isEmpty { handlers = spec.handlers }
        canBecomeFirstResponderOverride = spec.canBecomeFirstResponder
        canResignFirstResponder = spec.canResignFirstResponder
        declaredCanPerform = spec.canPerformAction
        // A named `next` is resolved once every responder exists (`UIApplication(scene:)`).
        declaredNext = spec.next == NextResponderSpec.none ? DeclaredNext(responder: nil) : nil
    }

    /// `next` as the scene declares it, overriding the class's own; nil: not declared.
    package var declaredNext: DeclaredNext? { didSet { hasDeclaredNext = declaredNext != nil } }
    /// Whether `declaredNext` is set: what `next` reads for every step of a chain, without
    /// copying the declaration (which holds a weak reference, retained and released to copy).
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    package private(set) final var hasDeclaredNext = false

    /// What HitChainUIKit's stand-ins keep on an object (`backgroundColor`, `navigationItem`),
    /// by key: the model has no use for them.
    package var uiKitAttachments: [String: AnyObject] = [:]

    /// `canPerformAction(_:withSender:)` answers the scene declares, by selector.
    package var declaredCanPerform: [String: Bool] = [:]

    /// `canPerformAction` as the package's classes answer it: the declared answer, else
    /// whether the responder implements the action.
    package func canPerformAsDeclared(_ selector: String) -> Bool {
        declaredCanPerform[selector] ?? handlers.actions.contains(selector)
    }

    /// The package's own classes: their overrides are the model's rules. Any other class is
    /// a user's, whose overrides are called.
    private static let packageClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIResponder.self), ObjectIdentifier(UIView.self), ObjectIdentifier(UIWindow.self),
        ObjectIdentifier(UIViewController.self), ObjectIdentifier(UIApplication.self),
        ObjectIdentifier(AppDelegate.self), ObjectIdentifier(UIWindowScene.self), ObjectIdentifier(UIControl.self),
        ObjectIdentifier(UIButton.self), ObjectIdentifier(UISwitch.self), ObjectIdentifier(UISlider.self),
        ObjectIdentifier(UITextField.self), ObjectIdentifier(UIScrollView.self),
    ]

    /// The next responder in the chain (`UIResponder.next`); nil at the end.
    open var next: UIResponder? { declaredNext?.responder }

    /// `canBecomeFirstResponder`: false unless overridden (text inputs override it).
    open var canBecomeFirstResponder: Bool { canBecomeFirstResponderOverride ?? false }

    // MARK: UIResponder's messages, for subclasses to override

    /// `becomeFirstResponder()`: becomes its window's first responder under UIKit's rules
    /// (`canBecomeFirstResponder`, the current one's `canResignFirstResponder`, in a window);
    /// true when it is the first responder afterwards.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        switch becomeFirstResponder(rules: UIKitDeliveryRules()) {
        case .became, .unchanged: return true
        case .refused: return false
        }
    }

    /// `resignFirstResponder()`: gives up first responder status unless
    /// `canResignFirstResponder` says no; true when it is not the first responder afterwards.
    @discardableResult
    open func resignFirstResponder() -> Bool { resignFirstResponder(rules: UIKitDeliveryRules()) }

    /// `touchesBegan(_:with:)`. UIKit's default, which `super` reaches: the next responder
    /// gets the message (the dispatcher goes on up the chain once the override returns).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(event) {
            $0.touchesBegan(touches, with: event)
        } handling: {
            $0.touchHandling(.began)
        }
    }

    /// `touchesMoved(_:with:)`; the default forwards it.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(event) {
            $0.touchesMoved(touches, with: event)
        } handling: {
            $0.touchHandling(.moved)
        }
    }

    /// `touchesEnded(_:with:)`; the default forwards it.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(event) {
            $0.touchesEnded(touches, with: event)
        } handling: {
            $0.touchHandling(.ended)
        }
    }

    /// `touchesCancelled(_:with:)`; the default forwards it.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(event) {
            $0.touchesCancelled(touches, with: event)
        } handling: {
            $0.touchHandling(.cancelled)
        }
    }

    /// `motionBegan(_:with:)`; the default forwards it.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward(event) {
            $0.motionBegan(motion, with: event)
        } handling: {
            $0.handlers.motion[.began]
        }
    }

    /// `motionEnded(_:with:)`; the default forwards it.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward(event) {
            $0.motionEnded(motion, with: event)
        } handling: {
            $0.handlers.motion[.ended]
        }
    }

    /// `motionCancelled(_:with:)`; the default forwards it.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward(event) {
            $0.motionCancelled(motion, with: event)
        } handling: {
            $0.handlers.motion[.cancelled]
        }
    }

    /// `remoteControlReceived(with:)`; the default forwards it.
    open func remoteControlReceived(with event: UIEvent?) {
        forward(event) {
            $0.remoteControlReceived(with: event)
        } handling: { _ in
            nil
        }
    }

    /// `pressesBegan(_:with:)`; the default forwards it.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward(event) {
            $0.pressesBegan(presses, with: event)
        } handling: {
            $0.handlers.presses[.began]
        }
    }

    /// `pressesChanged(_:with:)`; the default forwards it.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward(event) {
            $0.pressesChanged(presses, with: event)
        } handling: {
            $0.handlers.presses[.changed]
        }
    }

    /// `pressesEnded(_:with:)`; the default forwards it.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward(event) {
            $0.pressesEnded(presses, with: event)
        } handling: {
            $0.handlers.presses[.ended]
        }
    }

    /// `pressesCancelled(_:with:)`; the default forwards it.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward(event) {
            $0.pressesCancelled(presses, with: event)
        } handling: {
            $0.handlers.presses[.cancelled]
        }
    }

    /// `canPerformAction(_:withSender:)`: whether this responder implements `action`. There
    /// is no Objective-C runtime to ask on Linux, so the default answers from the actions
    /// the scene declares; a subclass overrides this to say what it implements.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformAsDeclared(action.actionName)
    }

    /// `target(forAction:withSender:)`: this responder if it can perform `action`, else the
    /// answer of the next responder up the chain (a user's override there is asked).
    ///
    /// - Complexity: O(chain), without recursion through the package's own responders.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        guard let next else { return nil }
        for r in next.responderChain {
            if r.isUserClass { return r.target(forAction: action, withSender: sender) }
            if r.canPerformAction(action, withSender: sender) { return r }
        }
        return nil
    }

    /// UIResponder's default for a message: when the dispatcher is calling this responder's
    /// override, notes that `super` was reached (the dispatcher goes on); called from user
    /// code outside delivery, passes the message up the chain — a user's responder gets the
    /// call, the package's handle it as the scene declares — without recursion.
    private func forward(_ event: UIEvent?, _ call: (UIResponder) -> Void, handling: (UIResponder) -> Handling?) {
        if let event, event.noteSuper(of: self) { return }
        guard let next else { return }
        for r in next.responderChain {
            if r.isUserClass { return call(r) }
            if handling(r) == .handle { return }
        }
    }

    /// How logs and traces name this responder: the name, with the class when they differ.
    package var label: String { name == typeName ? name : "\(name) (\(typeName))" }

    /// `<Class "name">`.
    open override var description: String { "<\(typeName) \"\(name)\">" }

    /// This responder followed by every `next` after it.
    package var responderChain: ResponderChain { ResponderChain(from: self) }
}

/// The walk from a responder along `next` to the end of the chain.
public struct ResponderChain: Sequence {
    /// The responder the walk starts at.
    public let first: UIResponder

    /// The chain from `first`.
    public init(from first: UIResponder) {
        self.first = first
    }

    /// Walks `next` until it is nil, or until a responder comes round again.
    public struct Iterator: IteratorProtocol {
        var current: UIResponder?
        /// The first responders returned, inline: most walks end within them, so a walk
        /// allocates no set (a set per walk was most of the cost of a short one).
        var recent: (ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?)
        /// How many responders have been returned.
        var count = 0
        /// The responders returned after the first four.
        var seen: Set<ObjectIdentifier> = []

        init(current: UIResponder?) {
            self.current = current
            recent = (nil, nil, nil, nil)
        }

        /// The next responder of the chain, nil at its end.
        public mutating func next() -> UIResponder? {
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

    /// A walk from `first`.
    public func makeIterator() -> Iterator { Iterator(current: first) }

    /// Seed 004's print: class names joined by ` -> `, ending in `*`:
    /// `UILabel -> UIView -> UIView -> UIViewController -> … -> AppDelegate -> *`.
    public var classNames: String { (map(\.typeName) + ["*"]).joined(separator: " -> ") }

    /// The same walk with names: `label -> container -> root (UIView) -> … -> *`.
    public var labels: String { (map(\.label) + ["*"]).joined(separator: " -> ") }
}
