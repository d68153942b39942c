// The one place the recorder picks its UIKit: Apple's on iOS, HitChain's UIKit face
// (`HitChainUIKit`, UIKit's names over the model) elsewhere, so that the same source records
// an app on a device and is tested on Linux. Every UIKit call the recorder makes is public
// API, cited to Apple's documentation where it is made; docs/recording-on-device.md lists them.
#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// The class name a recording gives an object: its Swift type's name — `UIButton`,
/// `_UIBarBackground`, the app's `CheckoutButton` — as `ViewClassRegistry` knows it.
@MainActor func recordedClassName(of object: AnyObject) -> String {
    let name = String(describing: type(of: object))
    #if canImport(UIKit)
        return name
    #else
        // The face's objects say which UIKit class they stand for — a scene's declared `UIButton`
        // is a plain view there — as a device's objects say it by their type.
        if let responder = object as? UIResponder { return responder.hitChain.className }
        // Other objects (recognizers, the face's stand-ins) carry UIKit's names as their types.
        return name
    #endif
}

/// `gestureRecognizers` (https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers):
/// optional in UIKit, an array in the face.
@MainActor func gestureRecognizers(of view: UIView) -> [UIGestureRecognizer] {
    #if canImport(UIKit)
        return view.gestureRecognizers ?? []
    #else
        return view.gestureRecognizers
    #endif
}

/// Whether `view` is a control, and its `isEnabled`
/// (https://developer.apple.com/documentation/uikit/uicontrol/isenabled); nil for other views.
@MainActor func controlState(of view: UIView) -> Bool? {
    if let control = view as? UIControl { return control.isEnabled }
    #if !canImport(UIKit)
        // In the face, a scene's declared control is a plain view that the model treats as one.
        if view.hitChain.isControl { return view.hitChain.isEnabled }
    #endif
    return nil
}

/// The screen's pixels per point: the window's
/// [`traitCollection.displayScale`](https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale)
/// on iOS; `UIScreen.main.scale` in the face, which has no trait collections.
@MainActor func displayScale(of window: UIWindow) -> Double {
    #if canImport(UIKit)
        return Double(window.traitCollection.displayScale)
    #else
        return Double(UIScreen.main.scale)
    #endif
}
