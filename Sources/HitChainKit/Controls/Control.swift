public import Foundation

/// UIControl: a view that tracks its own touches and sends actions. A disabled control is
/// not hit-tested (nor are its subviews); an enabled one handles its touches itself instead
/// of passing them up the chain (seed 000).
open class Control: View {
    /// `init(frame:)`: an enabled control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isControl = true
        if !isUserClass { className = Self.defaultClassName }
    }

    /// `init?(coder:)`: there are no archives here; it fails.
    public required init?(coder: NSCoder) { return nil }

    /// The UIKit class a plain instance stands for (`UIControl`, `UIButton`, …).
    package class var defaultClassName: String { "UIControl" }

    /// `isHighlighted`: a touch is down inside the control.
    open var isHighlighted: Bool {
        get { controlState.isTracking && controlState.isTouchInside }
        set { controlState.isTouchInside = newValue }
    }

    /// `isSelected`.
    open var isSelected = false

    /// `isTracking`: the control is following a touch.
    open var isTracking: Bool { controlState.isTracking }

    /// `isTouchInside`: the tracked touch is within the control's tolerance.
    open var isTouchInside: Bool { controlState.isTouchInside }
}
