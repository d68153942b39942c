import HitChainKit

/// `bounces` read as false: a drag stops the content at its edge, as a scroll view that does
/// not bounce does, though the scroll view bounces.
package struct BounceIgnored: DeliveryMutation {
    package static let name = "bounceIgnored"
    package static let origin = "bounces ignored: the content stops at its edge instead of following the drag past it"
    package init() {}

    package func draggedOffset(_ raw: Double, within range: ClosedRange<Double>, elastic: Bool) -> Double {
        min(max(raw, range.lowerBound), range.upperBound)
    }
}
