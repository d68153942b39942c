/// `UIImage`: an image by its size in points (nothing is decoded or drawn here).
public final class UIImage: NSObject, Sendable {
    /// `size`.
    public let size: CGSize
    /// `scale`.
    public let scale: CGFloat

    /// An image of `size` points, for tests and stand-ins.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
    }
}

/// `UIImageView`: an image on screen. As in UIKit, `isUserInteractionEnabled` is false by
/// default: a tap on an image view reaches the view under it, and a recognizer added to one
/// never sees a touch until code turns interaction on — a common bug this model reproduces.
open class UIImageView: UIView {
    /// `image`.
    open var image: UIImage?
    /// `highlightedImage`.
    open var highlightedImage: UIImage?
    /// `isHighlighted`.
    open var isHighlighted = false

    /// `init(frame:)`: an image view that ignores touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// `init(image:)`: sized to the image.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// `init?(coder:)`: there are no archives here; it fails.
    public required init?(coder: NSCoder) { return nil }
}
