public import Foundation

/// UIScrollView: its bounds origin is its `contentOffset`. (Its own touch handling — the
/// pan that scrolls, delayed content touches — is not modelled yet.)
open class ScrollView: View {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        if !isUserClass { className = "UIScrollView" }
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) { return nil }

    /// `contentOffset`: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// `contentSize`.
    open var contentSize: CGSize = .zero

    /// `isScrollEnabled`.
    open var isScrollEnabled = true
}
