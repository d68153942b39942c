#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A card whose close button is placed in `layoutSubviews`, in its top-right corner, and whose
/// tappable area is recomputed there from the current bounds: the shape real overrides have
/// (state that layout computes, read by `point(inside:with:)`).
final class CardWithCloseButton: UIView {
    let closeButton = UIButton(frame: .zero)
    private(set) var tappableArea: CGRect = .zero
    private(set) var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(closeButton)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        closeButton.frame = CGRect(x: bounds.width - 44, y: 0, width: 44, height: 44)
        tappableArea = bounds.insetBy(dx: 8, dy: 8)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        tappableArea.contains(point) || closeButton.frame.contains(point)
    }
}

/// A view that records the order views are laid out in, into a shared log.
final class LoggingLayoutView: UIView {
    var log: (String) -> Void = { _ in }
    var mark = ""

    override func layoutSubviews() {
        log(mark)
    }
}

/// A view whose layout never settles: every pass asks for another.
final class RestlessView: UIView {
    private(set) var passes = 0

    override func layoutSubviews() {
        passes += 1
        setNeedsLayout()
    }
}
