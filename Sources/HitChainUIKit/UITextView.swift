/// `UITextView`: scrollable, editable text. A tap that ends inside an editable text view makes
/// it the first responder, as a text field does (docs/semantics.md, "Text input"); it scrolls
/// as the scroll view it is.
open class UITextView: UIScrollView {
    /// `text`.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit declares it implicitly unwrapped: the same type keeps code that assigns nil compiling.
    open var text: String! = ""
    /// `textColor` (kept; nothing is drawn).
    open var textColor: UIColor?
    /// `textAlignment`.
    open var textAlignment: NSTextAlignment = .natural
    /// `isEditable`: an editable text view can become first responder (`canBecomeFirstResponder`
    /// follows it); one that is not cannot (it may still be selectable).
    open var isEditable = true {
        didSet { textInput = isEditable ? .view : .none }
    }
    /// `isSelectable`.
    open var isSelectable = true

    /// `init(frame:textContainer:)`, without a text container (there is no text system here).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textInput = .view
    }

    /// `init?(coder:)`: there are no archives here; it fails.
    public required init?(coder: NSCoder) { return nil }
}
