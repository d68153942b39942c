import HitChainKit

/// A touch landing on decelerating content does not stop it: the content slides on under the
/// finger (the touch is still kept from the content view).
package struct DecelerationNotStopped: DeliveryMutation {
    package static let name = "decelerationNotStopped"
    package static let origin = "a touch on a decelerating scroll view does not stop it"
    package init() {}

    package var touchStopsDeceleration: Bool { false }
}
