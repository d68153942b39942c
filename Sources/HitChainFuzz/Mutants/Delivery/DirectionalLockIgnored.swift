package import HitChainGeometry
package import HitChainKit

/// A scroll view with `isDirectionalLockEnabled` never locks: a drag that begins sideways
/// still moves the content up and down as the finger wanders.
package struct DirectionalLockIgnored: DeliveryMutation {
    package static let name = "directionalLockIgnored"
    package static let origin =
        "isDirectionalLockEnabled read but never applied: a drag begun along one axis scrolls along both"
    package init() {}

    package func directionalLock(_ translation: HCPoint) -> ScrollLock? { nil }
}
