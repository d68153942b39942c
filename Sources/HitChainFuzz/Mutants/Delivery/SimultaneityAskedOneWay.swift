package import HitChainKit

/// Simultaneous recognition asked of one side only: the recognizer that recognizes second is
/// not asked, so a yes from its delegate (or its `simultaneousWith`) is lost.
package struct SimultaneityAskedOneWay: DeliveryMutation {
    package static let name = "simultaneityAskedOneWay"
    package static let origin = "shouldRecognizeSimultaneouslyWith asked of one recognizer of the two, not of either"
    package init() {}

    package func mayRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.spec.simultaneousWith.contains(b.label)
            || a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
    }
}
