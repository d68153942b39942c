/// UISwitch: `isOn` flips when a tap ends inside it.
open class UISwitch: UIControl {
    package override class var defaultClassName: String { "UISwitch" }

    /// `isOn`.
    open var isOn: Bool {
        get { controlState.isOn }
        set { controlState.isOn = newValue }
    }
}
