public import HitChainGeometry

/// One view in a scene: its responder identity, its geometry, the UIView flags that decide
/// whether it can be hit, its overrides, and its subviews (indices into `HCScene.views`, back
/// to front: the last is on top).
public struct ViewSpec: Hashable, Sendable {
    /// The view's name, class and overrides.
    public var responder: ResponderSpec
    /// Frame, bounds and transform.
    public var geometry: ViewGeometry
    /// `UIView.isHidden`.
    public var isHidden: Bool
    /// Stored as a 32-bit float, as UIKit stores the layer's opacity: setting 0.01 reads back
    /// as 0.0099999998, which is below the 0.01 threshold.
    public var alpha: Float
    /// `UIView.isUserInteractionEnabled`.
    public var isUserInteractionEnabled: Bool
    /// `UIView.isMultipleTouchEnabled`.
    public var isMultipleTouchEnabled: Bool
    /// `UIView.isExclusiveTouch`.
    public var isExclusiveTouch: Bool
    /// Whether the view is a `UIControl` (its `isEnabled` then matters).
    public var isControl: Bool
    /// A control's `isEnabled`: a disabled control is treated like
    /// `isUserInteractionEnabled == false`.
    public var isEnabled: Bool
    /// Recorded for fidelity; hit-testing ignores it (an out-of-bounds subview is never
    /// hittable there, clipped or not).
    public var clipsToBounds: Bool
    /// Whether a user's class is due a `layoutSubviews()` before the next event (a view made
    /// in code and not laid out yet, or marked by `setNeedsLayout()`); false: laid out.
    public var needsLayout: Bool
    /// Whether the view takes text (and so can become first responder).
    public var textInput: TextInputKind
    /// How `point(inside:with:)` answers; `default`: the bounds.
    public var pointInside: PointInsideOverride<Int>
    /// How `hitTest(_:with:)` answers; `default`: UIKit's walk.
    public var hitTest: HitTestOverride<Int>
    /// The view's gesture recognizers, in the order they were added.
    public var gestureRecognizers: [GestureRecognizerSpec]
    /// The view's declared `gestureRecognizerShouldBegin(_:)` answer for the recognizers
    /// attached to it (true, UIView's default): false fails each as it would begin.
    public var gestureRecognizerShouldBegin: Bool
    /// A control's target-actions, tolerance and value (ignored for other views).
    public var control: ControlSpec
    /// Set for a `UIScrollView`: its content size and how it shares touches with its content.
    public var scrollView: ScrollViewSpec?
    /// The subviews, indices into `HCScene.views`, back to front.
    public var subviews: [Int]
    /// Where the view came from, for the user to find it again (an imported dump's
    /// address and line: `0x10792d7d0, line 2`); nil for views written by hand.
    public var source: String?

    /// A view with UIKit's defaults for its class (see `ClassDefaults`).
    public init(name: String, className: String = "UIView", geometry: ViewGeometry, subviews: [Int] = []) {
        let defaults = ClassDefaults(className: className)
        self.responder = ResponderSpec(name: name, className: className)
        self.geometry = geometry
        self.isHidden = false
        self.alpha = 1
        self.isUserInteractionEnabled = defaults.isUserInteractionEnabled
        self.isMultipleTouchEnabled = false
        self.isExclusiveTouch = false
        self.isControl = defaults.isControl
        self.isEnabled = true
        self.clipsToBounds = false
        self.needsLayout = false
        self.textInput = defaults.textInput
        self.pointInside = .default
        self.hitTest = .default
        self.gestureRecognizers = []
        self.gestureRecognizerShouldBegin = true
        self.control = ControlSpec()
        self.scrollView = nil
        self.subviews = subviews
    }

    // Inlinable: read where the spec lies. Called from another module, each of these took a
    // copy of the whole spec (every field retained and released) to read one of its fields.

    /// The view's name.
    @inlinable public var name: String { responder.name }
    /// The view's class.
    @inlinable public var className: String { responder.className }

    /// `canBecomeFirstResponder` after class defaults: text inputs can.
    @inlinable public var canBecomeFirstResponder: Bool {
        responder.canBecomeFirstResponder ?? (textInput != .none)
    }
}

/// UIKit's per-class defaults that change hit-testing or first-responder behaviour.
public struct ClassDefaults: Hashable, Sendable {
    /// Whether the class starts with interaction enabled.
    public var isUserInteractionEnabled: Bool
    /// Whether the class is a `UIControl`.
    public var isControl: Bool
    /// Whether the class takes text.
    public var textInput: TextInputKind

    /// UILabel and UIImageView start with `isUserInteractionEnabled == false`; the UIKit
    /// controls are `UIControl`s; UITextField and UITextView are text inputs.
    public init(className: String) {
        isUserInteractionEnabled = !Self.nonInteractiveClasses.contains(className)
        let control = ControlKind(className: className)
        isControl = control != nil
        textInput = className == "UITextView" ? .view : control?.textInput ?? .none
    }

    /// The classes that start with interaction disabled.
    public static let nonInteractiveClasses: Set<String> = ["UILabel", "UIImageView"]
}
