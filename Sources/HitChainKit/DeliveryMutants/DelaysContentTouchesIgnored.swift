public import HitChainScene

/// A scroll view never holds its content's touchesBegan.
public struct DelaysContentTouchesIgnored: DeliveryMutation {
    public static let name = "delaysContentTouchesIgnored"
    public static let origin = "delaysContentTouches ignored: the content gets touchesBegan at once"
    public init() {}

    public func delays(_ recognizer: GestureRecognizer, _ phase: TouchPhase) -> Bool {
        if phase == .began, recognizer is ScrollViewPanGestureRecognizer { return false }
        return UIKitDeliveryRules().delays(recognizer, phase)
    }
}
