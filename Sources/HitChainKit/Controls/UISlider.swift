/// UISlider: `value` follows the tracked touch.
open class UISlider: UIControl {
    package override class var defaultClassName: String { "UISlider" }

    /// `value`.
    open var value: Float {
        get { Float(controlState.value) }
        set { controlState.value = Double(newValue) }
    }
}
