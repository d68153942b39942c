/// The content of a scroll view gets every touch without `touchesShouldBegin(_:with:in:)` being asked.
public struct TouchesShouldBeginIgnored: DeliveryMutation {
    public static let name = "touchesShouldBeginIgnored"
    public static let origin = "touchesShouldBegin(_:with:in:) never asked: content always gets its touches"
    public init() {}

    public func contentMayBegin(_ scrollView: ScrollView, _ touch: Touch, _ event: Event, in content: View) -> Bool {
        true
    }
}
