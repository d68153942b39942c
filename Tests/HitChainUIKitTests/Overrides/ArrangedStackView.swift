#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A stack that is inside only where one of its arranged subviews' own point(inside:)
/// says so: the gaps between them take no touches.
final class ArrangedStackView: UIView {
    var arrangedSubviews: [UIView] = []

    func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        arrangedSubviews.contains { view in
            !view.isHidden && view.point(inside: convert(point, to: view), with: event)
        }
    }
}
