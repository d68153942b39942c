public import Foundation
public import HitChainKit

/// Something a touch can be aimed at: a screen point, the centre of a rectangle, the centre of a
/// view or of a controller's view, or the view with an accessibility identifier.
public protocol HammerLocatable {
    /// The screen point a touch aimed at this goes to.
    func hitPoint(for eventGenerator: EventGenerator) throws -> CGPoint
}

extension CGPoint: HammerLocatable {
    /// The point itself.
    public func hitPoint(for eventGenerator: EventGenerator) throws -> CGPoint { self }
}

extension CGRect: HammerLocatable {
    /// The rectangle's centre.
    public func hitPoint(for eventGenerator: EventGenerator) throws -> CGPoint { CGPoint(x: midX, y: midY) }
}

extension UIView: HammerLocatable {
    /// `hitPoint(forView:)`: the centre of the part of the view inside its window.
    public func hitPoint(for eventGenerator: EventGenerator) throws -> CGPoint {
        try eventGenerator.hitPoint(forView: self)
    }
}

extension UIViewController: HammerLocatable {
    /// The controller's view's hit point.
    public func hitPoint(for eventGenerator: EventGenerator) throws -> CGPoint {
        try view.hitPoint(for: eventGenerator)
    }
}

extension String: HammerLocatable {
    /// The hit point of the view with this accessibility identifier.
    public func hitPoint(for eventGenerator: EventGenerator) throws -> CGPoint {
        try eventGenerator.viewWithIdentifier(self).hitPoint(for: eventGenerator)
    }
}
