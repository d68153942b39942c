/// A scroll view's drag takes a touch its content tracks whatever `canCancelContentTouches` says.
public struct CanCancelContentTouchesIgnored: DeliveryMutation {
    public static let name = "canCancelContentTouchesIgnored"
    public static let origin = "canCancelContentTouches ignored: a scroll view takes a drag its content tracks"
    public init() {}

    public func scrollMayCancel(_ scrollView: ScrollView, tracking content: View) -> Bool {
        scrollView.touchesShouldCancel(in: content)
    }
}
