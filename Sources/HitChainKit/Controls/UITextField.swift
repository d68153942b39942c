public import Foundation

/// UITextField: a text input, so it can become first responder; a tap that ends inside it
/// makes it so.
open class UITextField: UIControl {
    /// A text field, a text input that can become first responder.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textInput = .field
    }

    /// Not supported: there are no archives to decode.
    public required init?(coder: NSCoder) { return nil }

    package override class var defaultClassName: String { "UITextField" }
}
