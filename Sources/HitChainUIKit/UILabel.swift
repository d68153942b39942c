/// `UILabel`: text that is not interactive. As in UIKit, `isUserInteractionEnabled` is false
/// by default, so a label is skipped by hit-testing (a tap passes to the view under it) until
/// code turns it on — the one thing about a label event delivery depends on.
open class UILabel: UIView {
    /// `text`.
    open var text: String?
    /// `textColor` (kept; nothing is drawn).
    open var textColor: UIColor? = .label
    /// `numberOfLines` (1).
    open var numberOfLines = 1
    /// `textAlignment`.
    open var textAlignment: NSTextAlignment = .natural
    /// `isEnabled`: whether the text is drawn enabled; a label is no control, so it does not
    /// change where touches go.
    open var isEnabled = true

    /// `init(frame:)`: a label that ignores touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// `init?(coder:)`: there are no archives here; it fails.
    public required init?(coder: NSCoder) { return nil }
}

/// `NSTextAlignment` (UIKit's raw values).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
