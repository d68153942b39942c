import HitChainKit

/// Content dragged past its edge stays there when the finger lifts, instead of returning to
/// the edge: later touches hit-test against content that is out of place.
package struct StaysPastTheEdge: DeliveryMutation {
    package static let name = "staysPastTheEdge"
    package static let origin = "no return after a bounce: content dragged past its edge stays there after the lift"
    package init() {}

    package var returnsToEdgeOnLift: Bool { false }
}
