/// `isMultipleTouchEnabled = false` does not keep a second touch from the view.
public struct MultipleTouchIgnored: DeliveryMutation {
    public static let name = "multipleTouchIgnored"
    public static let origin = "isMultipleTouchEnabled = false ignored"
    public init() {}

    public func multipleTouchBlock(_ view: View, tracking other: () -> Int?) -> String? { nil }
}
