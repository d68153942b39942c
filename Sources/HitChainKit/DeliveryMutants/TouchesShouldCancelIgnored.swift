/// A scroll view's drag takes a touch its content tracks without asking `touchesShouldCancel(in:)`.
public struct TouchesShouldCancelIgnored: DeliveryMutation {
    public static let name = "touchesShouldCancelIgnored"
    public static let origin = "touchesShouldCancel(in:) never asked: a drag starting on a tracking button scrolls"
    public init() {}

    public func scrollMayCancel(_ scrollView: ScrollView, tracking content: View) -> Bool {
        scrollView.canCancelContentTouches
    }
}
