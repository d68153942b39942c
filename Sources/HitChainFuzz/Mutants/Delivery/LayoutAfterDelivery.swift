import HitChainKit

/// The views that need layout are laid out once the event has been delivered, not before it: the
/// touch is hit-tested against the layout of the turn before.
package struct LayoutAfterDelivery: DeliveryMutation {
    package static let name = "layoutAfterDelivery"
    package static let origin = "layout run after the event it should precede: touches meet a stale layout"
    package init() {}

    package var laysOutBeforeDelivery: Bool { false }
}
