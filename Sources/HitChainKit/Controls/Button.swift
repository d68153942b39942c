/// UIButton.
open class Button: Control {
    package override class var defaultClassName: String { "UIButton" }
}
