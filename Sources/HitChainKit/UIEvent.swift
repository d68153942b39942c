public import Foundation
public import HitChainScene

/// UIEvent: what a responder method is called with — its type, subtype, time and, for a
/// touch event, every touch down.
open class UIEvent: CustomStringConvertible {
    /// `UIEvent.EventType`.
    public enum EventType: Int, Hashable, Sendable {
        case touches, motion, remoteControl, presses
    }

    /// `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Hashable, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109

        /// The subtype of a remote-control event.
        public init(_ subtype: RemoteControlSubtype) {
            switch subtype {
            case .play: self = .remoteControlPlay
            case .pause: self = .remoteControlPause
            case .stop: self = .remoteControlStop
            case .togglePlayPause: self = .remoteControlTogglePlayPause
            case .nextTrack: self = .remoteControlNextTrack
            case .previousTrack: self = .remoteControlPreviousTrack
            case .beginSeekingBackward: self = .remoteControlBeginSeekingBackward
            case .endSeekingBackward: self = .remoteControlEndSeekingBackward
            case .beginSeekingForward: self = .remoteControlBeginSeekingForward
            case .endSeekingForward: self = .remoteControlEndSeekingForward
            }
        }
    }

    /// `UIEvent.type`.
    public let type: EventType
    /// `UIEvent.subtype`.
    public let subtype: EventSubtype
    /// Seconds on the virtual clock.
    public let timestamp: TimeInterval
    /// Every touch down in a touch event (nil for other events).
    public private(set) var allTouches: Set<UITouch>?

    /// The responder the dispatcher is calling an overridden method of, while it does: its
    /// `super` call (UIResponder's default) marks `superCalled` and the dispatcher goes on up
    /// the chain once the override returns.
    package var delivering: UIResponder?
    /// Whether the override being called reached UIResponder's implementation.
    package var superCalled = false

    /// An event of `type` at `timestamp`, with the touches down for a touch event.
    public init(
        type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval, allTouches: Set<UITouch>? = nil
    ) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        self.allTouches = allTouches
    }

    /// `touches(for:)`: the touches delivered to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? { allTouches?.filter { $0.view === view } }

    /// `touches(for:)`: the touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? { allTouches?.filter { $0.window === window } }

    /// `<UIEvent type: … subtype: … timestamp: …>`.
    public var description: String { "<UIEvent type: \(type) subtype: \(subtype) timestamp: \(timestamp)>" }

    /// Whether `responder`'s own implementation is being reached from the override the
    /// dispatcher called; if so, notes it.
    package func noteSuper(of responder: UIResponder) -> Bool {
        guard delivering === responder else { return false }
        superCalled = true
        return true
    }
}
