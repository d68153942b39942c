/// What kind of text input a view is: text inputs become first responder when tapped.
public enum TextInputKind: String, CaseIterable, Hashable, Sendable {
    case none
    /// `UITextField` and its subclasses.
    case field
    /// `UITextView` and its subclasses.
    case view
}
