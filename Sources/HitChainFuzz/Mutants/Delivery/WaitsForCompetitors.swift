package import HitChainKit

/// Arbitration as a queue: a recognizer that would recognize waits until every other one
/// sharing its touches has stopped deciding, failure requirement or not — a tap over a long
/// press recognizes only once the press has failed.
package struct WaitsForCompetitors: DeliveryMutation {
    package static let name = "waitsForCompetitors"
    package static let origin =
        "a recognition waits for every competitor still deciding, not only for those it requires to fail"
    package init() {}

    package func pendingWaits(_ r: UIGestureRecognizer, for other: UIGestureRecognizer) -> Bool {
        other.pendingRecognition == nil && !other.seenTouches.isDisjoint(with: r.seenTouches)
            && (!other.trackedTouches.isEmpty || other.deadline != nil)
    }
}
