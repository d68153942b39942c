public import Foundation

/// UITextField: a text input, so it can become first responder; a tap that ends inside it
/// makes it so.
open class TextField: Control {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textInput = .field
    }

    public required init?(coder: NSCoder) { return nil }

    package override class var defaultClassName: String { "UITextField" }
}
