/// `UIColor`: a colour as components, for code that sets colours. Nothing is drawn here, so a
/// colour only needs to be kept and compared: `backgroundColor` and `textColor` store it.
public final class UIColor: NSObject, Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    /// `init(red:green:blue:alpha:)`: components from 0 to 1 (clamped, as UIKit clamps them).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.alpha = Self.unit(alpha)
    }

    /// `init(white:alpha:)`: a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Equal components, as `isEqual(_:)` compares colours in the same space.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (o.red, o.green, o.blue, o.alpha)
    }

    public override var hash: Int {
        var h = Hasher()
        for c in [red, green, blue, alpha] { h.combine(c) }
        return h.finalize()
    }

    public override var description: String { "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }

    private static func unit(_ c: CGFloat) -> CGFloat { c.isNaN ? 0 : min(1, max(0, c)) }

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// The dynamic system colours, in their light appearance.
    public static let systemBackground = UIColor.white
    public static let label = UIColor.black
    public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
}
