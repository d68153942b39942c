public import Foundation
public import HitChainKit

/// Something a touch can be aimed at: a screen point, the centre of a rectangle, the centre of a
/// view or of a controller's view, or the view with an accessibility identifier.
public protocol HammerLocatable {
    /// The screen point a touch aimed at this goes to.
    func hitPoint(for eventGenerator: EventGenerator) throws -> CGPoint
}

extension CGPoint: HammerLocatable {
    public func hitPoint(for eventGenerator: EventGenerator) throws -> CGPoint { self }
}

extension CGRect: HammerLocatable {
    public func hitPoint(for eventGenerator: EventGenerator) throws -> CGPoint { CGPoint(x: midX, y: midY) }
}

extension View: HammerLocatable {
    public func hitPoint(for eventGenerator: EventGenerator) throws -> CGPoint {
        try eventGenerator.hitPoint(forView: self)
    }
}

extension ViewController: HammerLocatable {
    public func hitPoint(for eventGenerator: EventGenerator) throws -> CGPoint {
        try view.hitPoint(for: eventGenerator)
    }
}

extension String: HammerLocatable {
    public func hitPoint(for eventGenerator: EventGenerator) throws -> CGPoint {
        try eventGenerator.viewWithIdentifier(self).hitPoint(for: eventGenerator)
    }
}
