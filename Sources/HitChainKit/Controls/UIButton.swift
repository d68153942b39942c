/// UIButton.
open class UIButton: UIControl {
    package override class var defaultClassName: String { "UIButton" }
}
