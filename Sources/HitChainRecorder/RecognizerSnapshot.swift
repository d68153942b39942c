import HitChainScene

#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A gesture recognizer as a scene states it, read through UIKit's public properties: its
/// kind and the settings of that kind, `isEnabled`, `cancelsTouchesInView`,
/// `delaysTouchesBegan` and `delaysTouchesEnded`. Its targets, delegate and failure
/// requirements have no public getter; a replay with the app's classes gets them from the
/// classes' own code.
@MainActor enum RecognizerSnapshot {
    static func spec(of r: UIGestureRecognizer, names: ViewNames) -> GestureRecognizerSpec {
        let className = recordedClassName(of: r)
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/name
        let given = r.name.flatMap { $0.isEmpty ? nil : $0 }
        var spec = GestureRecognizerSpec(
            name: names.name(of: r, className: className, identifier: given), kind: kind(of: r))
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
        spec.isEnabled = r.isEnabled
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
        spec.cancelsTouchesInView = r.cancelsTouchesInView
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesbegan
        spec.delaysTouchesBegan = r.delaysTouchesBegan
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended
        spec.delaysTouchesEnded = r.delaysTouchesEnded
        return spec
    }

    static func kind(of r: UIGestureRecognizer) -> GestureKind {
        switch r {
        case let tap as UITapGestureRecognizer:
            // https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftapsrequired
            // https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftouchesrequired
            return .tap(taps: tap.numberOfTapsRequired, touches: tap.numberOfTouchesRequired)
        case let press as UILongPressGestureRecognizer:
            // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration
            // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/allowablemovement
            // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/numberoftouchesrequired
            return .longPress(
                minimumPressDuration: press.minimumPressDuration, allowableMovement: Double(press.allowableMovement),
                touches: press.numberOfTouchesRequired)
        case let pan as UIPanGestureRecognizer:
            // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/minimumnumberoftouches
            // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/maximumnumberoftouches
            // (UIKit's default, no limit, is NSUIntegerMax: the largest integer, or -1 read as an Int).
            let maximum = pan.maximumNumberOfTouches
            return .pan(
                minimumTouches: pan.minimumNumberOfTouches,
                maximumTouches: maximum <= 0 || maximum == Int.max ? nil : maximum)
        case let swipe as UISwipeGestureRecognizer:
            // https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction
            // https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/numberoftouchesrequired
            return .swipe(direction: direction(of: swipe), touches: swipe.numberOfTouchesRequired)
        case is UIPinchGestureRecognizer:
            return .pinch
        case is UIRotationGestureRecognizer:
            return .rotation
        default:
            return .custom
        }
    }

    /// One direction, as the model takes it: the first of right, left, up, down.
    private static func direction(of swipe: UISwipeGestureRecognizer) -> SwipeDirection {
        let d = swipe.direction
        if d.contains(.right) { return .right }
        if d.contains(.left) { return .left }
        if d.contains(.up) { return .up }
        if d.contains(.down) { return .down }
        return .right
    }
}
