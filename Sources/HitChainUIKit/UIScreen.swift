/// `UIScreen`: the display. The model's screen is its windows' common space; `main` describes
/// the phone-sized screen `EventGenerator` wraps views in.
public final class UIScreen: NSObject, Sendable {
    /// `bounds`: the screen's size in points.
    public let bounds: CGRect
    /// `scale`: pixels per point.
    public let scale: CGFloat

    /// A screen of `bounds`, at `scale` pixels per point.
    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// `nativeBounds`: the bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// `UIScreen.main` (deprecated in iOS 16, still common): 390 × 844 points at 3×.
    public static let main = UIScreen(bounds: EventGenerator.wrappingWindowFrame, scale: 3)
}
