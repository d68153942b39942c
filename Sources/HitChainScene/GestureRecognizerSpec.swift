/// One gesture recognizer attached to a view (`UIGestureRecognizer` as a value): its kind
/// with the kind's parameters, the flags that decide what the view receives, its
/// target-action and its relations to other recognizers (by name).
///
/// Every default is UIKit's documented one (docs/scene-format.md lists them).
public struct GestureRecognizerSpec: Hashable, Sendable {
    /// Unique among the scene's recognizers; traces and relations use it.
    public var name: String
    /// Which recognizer it is, with its kind's settings (`tap`, `pan`, …).
    public var kind: GestureKind
    /// `isEnabled`: a disabled recognizer receives no touches.
    public var isEnabled: Bool
    /// `cancelsTouchesInView` (true): recognition sends `touchesCancelled` to the view.
    public var cancelsTouchesInView: Bool
    /// `delaysTouchesBegan` (false): the view's `touchesBegan` waits until this fails.
    public var delaysTouchesBegan: Bool
    /// `delaysTouchesEnded` (true): the view's `touchesEnded` waits while this is possible.
    public var delaysTouchesEnded: Bool
    /// The action's selector (`handleTap:`); nil when the recognizer has no target-action.
    public var action: String?
    /// The target's responder name; nil walks the responder chain (see docs/decisions.md).
    public var target: String?
    /// Recognizers this one may recognize together with (either side's list allows it).
    public var simultaneousWith: [String]
    /// `require(toFail:)`: recognizers that must fail before this one may recognize.
    public var requiresFailureOf: [String]
    /// Its delegate's answers, when it has a delegate; nil: no delegate.
    public var delegate: GestureDelegateSpec?
    /// `allowedPressTypes`: the physical buttons whose presses it receives when they are
    /// dispatched to a responder whose chain passes its view. Apple's default is the select
    /// button; an empty list receives no presses (docs/semantics.md, "Recognizers and presses").
    public var allowedPressTypes: [PressType]

    /// A recognizer `name` of `kind` with UIKit's defaults, sending `action` to `target`.
    public init(name: String, kind: GestureKind, action: String? = nil, target: String? = nil) {
        self.name = name
        self.kind = kind
        self.isEnabled = true
        self.cancelsTouchesInView = true
        self.delaysTouchesBegan = false
        self.delaysTouchesEnded = true
        self.action = action
        self.target = target
        self.simultaneousWith = []
        self.requiresFailureOf = []
        self.delegate = nil
        self.allowedPressTypes = Self.defaultPressTypes
    }

    /// Apple's default `allowedPressTypes`: "The default press type is UIPress.PressType.select".
    public static let defaultPressTypes: [PressType] = [.select]
}

/// The six UIKit recognizer kinds with their parameters, and UIGestureRecognizer itself.
public enum GestureKind: Hashable, Sendable {
    /// `UITapGestureRecognizer`: `numberOfTapsRequired` (1), `numberOfTouchesRequired` (1).
    case tap(taps: Int, touches: Int)
    /// `UILongPressGestureRecognizer`: `minimumPressDuration` (0.5 s), `allowableMovement`
    /// (10 pt), `numberOfTouchesRequired` (1).
    case longPress(minimumPressDuration: Double, allowableMovement: Double, touches: Int)
    /// `UIPanGestureRecognizer`: `minimumNumberOfTouches` (1), `maximumNumberOfTouches`
    /// (unlimited: nil).
    case pan(minimumTouches: Int, maximumTouches: Int?)
    /// `UISwipeGestureRecognizer`: `direction` (right), `numberOfTouchesRequired` (1).
    case swipe(direction: SwipeDirection, touches: Int)
    /// `UIPinchGestureRecognizer`: two touches.
    case pinch
    /// `UIRotationGestureRecognizer`: two touches.
    case rotation
    /// `UIGestureRecognizer` itself: a recognizer of no built-in kind, which recognizes only
    /// when a subclass's code sets its state (in a scene file, it never does).
    case custom

    /// The kind's name in scene files and traces: `tap`, `longPress`, `pan`, …
    public var name: String {
        switch self {
        case .tap: return "tap"
        case .longPress: return "longPress"
        case .pan: return "pan"
        case .swipe: return "swipe"
        case .pinch: return "pinch"
        case .rotation: return "rotation"
        case .custom: return "custom"
        }
    }

    /// UIKit's class for the kind.
    public var className: String {
        switch self {
        case .tap: return "UITapGestureRecognizer"
        case .longPress: return "UILongPressGestureRecognizer"
        case .pan: return "UIPanGestureRecognizer"
        case .swipe: return "UISwipeGestureRecognizer"
        case .pinch: return "UIPinchGestureRecognizer"
        case .rotation: return "UIRotationGestureRecognizer"
        case .custom: return "UIGestureRecognizer"
        }
    }

    /// Tap and swipe are discrete: possible → recognized (ended) or failed.
    public var isDiscrete: Bool {
        switch self {
        case .tap, .swipe: return true
        default: return false
        }
    }

    /// The kind with UIKit's default parameters, by name.
    public static func withDefaults(_ name: String) -> GestureKind? {
        switch name {
        case "tap": return .tap(taps: 1, touches: 1)
        case "longPress": return .longPress(minimumPressDuration: 0.5, allowableMovement: 10, touches: 1)
        case "pan": return .pan(minimumTouches: 1, maximumTouches: nil)
        case "swipe": return .swipe(direction: .right, touches: 1)
        case "pinch": return .pinch
        case "rotation": return .rotation
        case "custom": return .custom
        default: return nil
        }
    }

    /// The scene format's spellings of the kinds, in order.
    public static let names = ["tap", "longPress", "pan", "swipe", "pinch", "rotation", "custom"]
}

/// `UISwipeGestureRecognizer.Direction` (one direction per recognizer in this model).
public enum SwipeDirection: String, CaseIterable, Hashable, Sendable {
    case right, left, up, down
}
