/// `isExclusiveTouch` does not keep other touches of the window away.
public struct ExclusiveTouchIgnored: DeliveryMutation {
    public static let name = "exclusiveTouchIgnored"
    public static let origin = "isExclusiveTouch ignored"
    public init() {}

    public func exclusiveTouchBlock(_ view: View, tracking: [View]) -> String? { nil }
}
