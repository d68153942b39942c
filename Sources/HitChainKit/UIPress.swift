public import Foundation
public import HitChainScene

/// UIPress: one physical button, the same object from press to release.
public final class UIPress: Hashable, CustomStringConvertible {
    /// `UIPress.Phase`.
    public typealias Phase = PressPhase
    /// `UIPress.PressType`.
    public typealias PressType = HitChainScene.PressType

    package let identifier: Int
    /// `type`: which button (`select`, `menu`, an arrow, …).
    public let type: PressType
    /// `phase`: where the press is in its life (began, changed, stationary, ended, cancelled).
    public package(set) var phase: PressPhase
    /// `timestamp`: when it last changed, on the virtual clock (seconds).
    public package(set) var timestamp: TimeInterval
    /// `force`: from 0 to 1 for an analog button; 1 or 0 (down, up) for a digital one.
    public package(set) var force: CGFloat = 1
    /// `responder`: the first responder of the key window (else the key window) when the press
    /// was first dispatched; every phase of the press goes to it.
    public package(set) weak var responder: UIResponder?
    /// `gestureRecognizers`: the recognizers receiving the press (empty when none).
    public package(set) var gestureRecognizers: [UIGestureRecognizer]? = []

    package init(identifier: Int, type: PressType, phase: PressPhase, timestamp: TimeInterval) {
        self.identifier = identifier
        self.type = type
        self.phase = phase
        self.timestamp = timestamp
    }

    /// Two presses are equal when they are the same object, as UIKit's are.
    public static func == (l: UIPress, r: UIPress) -> Bool { l === r }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `<UIPress 1 select phase: began>`.
    public var description: String { "<UIPress \(identifier) \(type.rawValue) phase: \(phase.rawValue)>" }
}
