package import HitChainKit

/// The content of a scroll view gets every touch without `touchesShouldBegin(_:with:in:)` being asked.
package struct TouchesShouldBeginIgnored: DeliveryMutation {
    package static let name = "touchesShouldBeginIgnored"
    package static let origin = "touchesShouldBegin(_:with:in:) never asked: content always gets its touches"
    package init() {}

    package func contentMayBegin(_ scrollView: ScrollView, _ touch: Touch, _ event: Event, in content: View) -> Bool {
        true
    }
}
