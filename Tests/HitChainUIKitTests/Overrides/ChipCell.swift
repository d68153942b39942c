#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A cell with a small chip inside: a touch on the chip selects the whole cell, so the
/// cell answers for it.
final class ChipCell: UIView {
    let chip = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(chip)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit == chip ? self : hit
    }
}
