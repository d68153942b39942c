/// The UIKit controls the model knows by class, and what each does differently: which
/// gestures it keeps from recognizers on its superviews, and what it sends when a touch
/// ends inside. The one place a control's class name is looked at.
public enum ControlKind: String, CaseIterable, Hashable, Sendable {
    /// A `UIControl` of a class the model does not know: tracking and control events only.
    case control = "UIControl"
    case button = "UIButton"
    case `switch` = "UISwitch"
    case slider = "UISlider"
    case segmentedControl = "UISegmentedControl"
    case stepper = "UIStepper"
    case textField = "UITextField"
    case searchTextField = "UISearchTextField"
    case datePicker = "UIDatePicker"
    case pageControl = "UIPageControl"
    case colorWell = "UIColorWell"

    /// The kind of a UIKit control class, or nil for a class that is not one.
    public init?(className: String) {
        // Every control class's name starts "UI" and is 8 to 18 bytes long (`allCases` pins it):
        // most class names fail that test in a few instructions, before the string switch.
        let utf8 = className.utf8
        guard (8...18).contains(utf8.count), utf8.first == UInt8(ascii: "U"), utf8.starts(with: "UI".utf8) else {
            return nil
        }
        self.init(rawValue: className)
    }

    /// Whether a single-finger single tap is the control's own: a single-tap recognizer on a
    /// superview does not begin over it (Apple: "Interacting with other controls").
    public var keepsSingleTap: Bool {
        switch self {
        case .button, .switch, .stepper, .segmentedControl, .pageControl: return true
        default: return false
        }
    }

    /// Whether a horizontal pan or swipe is the control's own (the knob of a slider, of a
    /// switch).
    public var keepsHorizontalDrag: Bool { self == .slider || self == .switch }

    /// Whether the control's value follows the touch along its width while tracking.
    public var tracksValueAlongWidth: Bool { self == .slider }

    /// Whether a touch up inside flips the control's `isOn` and sends `valueChanged`.
    public var togglesOnTouchUpInside: Bool { self == .switch }

    /// Whether a touch up inside also sends `primaryActionTriggered`.
    public var primaryActionOnTouchUpInside: Bool { self == .button || self == .switch }

    /// The text input a control class is, if any.
    public var textInput: TextInputKind { self == .textField || self == .searchTextField ? .field : .none }
}
