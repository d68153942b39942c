import HitChainUIKit

/// The demo's own class: a card whose touch area reaches 10 points past its edges.
final class DemoCardView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}
