import HitChainScene

#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// UIKit's enumerations as a recording stores them. On iOS each is mapped case by case (a
/// case the model has no use for — a pointer's hover phases — is left out); in the UIKit
/// face they are the model's own types already.
@MainActor enum RecordedKinds {
    #if canImport(UIKit)
        /// https://developer.apple.com/documentation/uikit/uitouch/phase-swift.enum
        static func phase(_ phase: UITouch.Phase) -> TouchPhase? {
            switch phase {
            case .began: return .began
            case .moved: return .moved
            case .stationary: return .stationary
            case .ended: return .ended
            case .cancelled: return .cancelled
            default: return nil
            }
        }

        /// https://developer.apple.com/documentation/uikit/uipress/phase-swift.enum
        static func phase(_ phase: UIPress.Phase) -> PressPhase? {
            switch phase {
            case .began: return .began
            case .changed: return .changed
            case .stationary: return .stationary
            case .ended: return .ended
            case .cancelled: return .cancelled
            @unknown default: return nil
            }
        }

        /// https://developer.apple.com/documentation/uikit/uipress/presstype
        static func type(_ type: UIPress.PressType) -> PressType? {
            switch type {
            case .upArrow: return .upArrow
            case .downArrow: return .downArrow
            case .leftArrow: return .leftArrow
            case .rightArrow: return .rightArrow
            case .select: return .select
            case .menu: return .menu
            case .playPause: return .playPause
            case .pageUp: return .pageUp
            case .pageDown: return .pageDown
            default: return nil
            }
        }

        /// https://developer.apple.com/documentation/uikit/uitouch/force — 0 where the device
        /// reports none.
        static func force(of touch: UITouch) -> Double { Double(touch.force) }
    #else
        static func phase(_ phase: TouchPhase) -> TouchPhase? { phase }
        static func phase(_ phase: PressPhase) -> PressPhase? { phase }
        static func type(_ type: PressType) -> PressType? { type }
        /// The face has no `UITouch.force` (docs/uikit-api.md): 0, as for a device without it.
        static func force(of touch: UITouch) -> Double { 0 }
    #endif

    /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype
    static func remoteControl(_ subtype: UIEvent.EventSubtype) -> RemoteControlSubtype? {
        switch subtype {
        case .remoteControlPlay: return .play
        case .remoteControlPause: return .pause
        case .remoteControlStop: return .stop
        case .remoteControlTogglePlayPause: return .togglePlayPause
        case .remoteControlNextTrack: return .nextTrack
        case .remoteControlPreviousTrack: return .previousTrack
        case .remoteControlBeginSeekingBackward: return .beginSeekingBackward
        case .remoteControlEndSeekingBackward: return .endSeekingBackward
        case .remoteControlBeginSeekingForward: return .beginSeekingForward
        case .remoteControlEndSeekingForward: return .endSeekingForward
        default: return nil
        }
    }
}
