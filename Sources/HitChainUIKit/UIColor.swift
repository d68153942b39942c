/// `UIColor`: a colour as components, for code that sets colours. Nothing is drawn here, so a
/// colour only needs to be kept and compared: `backgroundColor` and `textColor` store it.
public final class UIColor: NSObject, Sendable {
    /// The red component, 0…1.
    public let red: CGFloat
    /// The green component, 0…1.
    public let green: CGFloat
    /// The blue component, 0…1.
    public let blue: CGFloat
    /// The opacity, 0…1.
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

    /// Hashes the four components, as equality compares them.
    public override var hash: Int {
        var h = Hasher()
        for c in [red, green, blue, alpha] { h.combine(c) }
        return h.finalize()
    }

    /// `UIColor(red: …, green: …, blue: …, alpha: …)`.
    public override var description: String { "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }

    private static func unit(_ c: CGFloat) -> CGFloat { c.isNaN ? 0 : min(1, max(0, c)) }

    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Mid grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// The dynamic system colours, in their light appearance.
    public static let systemBackground = UIColor.white
    /// The colour of primary text (black: there is no dark mode here).
    public static let label = UIColor.black
    /// The system's blue.
    public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
}
