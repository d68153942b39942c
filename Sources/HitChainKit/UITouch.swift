public import Foundation
package import HitChainGeometry
public import HitChainScene

/// UITouch: one finger on the screen, the same object from the moment it comes down to the
/// moment it lifts. The dispatcher keeps it up to date; user code reads it. A test may make
/// one (`UITouch()`) or subclass it (a touch whose `location(in:)` answers a fixed point), as
/// tests do on iOS.
open class UITouch: Hashable, CustomStringConvertible {
    /// `UITouch.Phase`.
    public typealias Phase = TouchPhase

    /// The finger's number in the event stream.
    package let identifier: Int
    /// `UITouch.phase`.
    public package(set) var phase: TouchPhase
    /// `UITouch.tapCount`.
    public package(set) var tapCount: Int
    /// When the touch last changed, in seconds on the virtual clock.
    public package(set) var timestamp: TimeInterval
    /// The view the touch was delivered to (its hit-test view), nil when it hit none.
    public package(set) weak var view: UIView?
    /// The window of that view.
    public package(set) weak var window: UIWindow?
    /// Where the finger is, in screen space.
    package var screenLocation: HCPoint
    /// Where it was before the last move, in screen space.
    package var previousScreenLocation: HCPoint

    package init(identifier: Int, phase: TouchPhase, at location: HCPoint, tapCount: Int, timestamp: TimeInterval) {
        self.identifier = identifier
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
        screenLocation = location
        previousScreenLocation = location
    }

    /// `init()`: a touch at the screen's origin, began, with a tap count of 1, in no view, for
    /// tests that call `touchesBegan(_:with:)` themselves.
    public init() {
        identifier = 0
        phase = .began
        tapCount = 1
        timestamp = 0
        screenLocation = HCPoint(x: 0, y: 0)
        previousScreenLocation = screenLocation
    }

    /// Moves the touch: the old location becomes the previous one.
    package func update(phase: TouchPhase, at location: HCPoint, tapCount: Int, timestamp: TimeInterval) {
        if location != screenLocation { previousScreenLocation = screenLocation }
        screenLocation = location
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
    }

    /// `location(in:)`: where the finger is in `view`'s space; in screen space for nil (the
    /// model's screen is its windows' common space). A singular transform on the way gives
    /// the screen point unchanged, as no finite answer exists.
    open func location(in view: UIView?) -> CGPoint { Self.convert(screenLocation, into: view) }

    /// `previousLocation(in:)`.
    open func previousLocation(in view: UIView?) -> CGPoint { Self.convert(previousScreenLocation, into: view) }

    private static func convert(_ p: HCPoint, into view: UIView?) -> CGPoint {
        guard let view else { return p.cgPoint }
        return (view.convertFromScreen(p) ?? p).cgPoint
    }

    /// Touches are equal when they are the same touch.
    public static func == (l: UITouch, r: UITouch) -> Bool { l === r }

    /// Hashes the touch's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `<UITouch id phase: … tapCount: … location: …>`.
    public var description: String {
        "<UITouch \(identifier) phase: \(phase.rawValue) tapCount: \(tapCount) location: \(screenLocation)>"
    }
}
