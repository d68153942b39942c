// UIKit's names for HitChain's model, so that a file written for iOS compiles on Linux:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import HitChainUIKit
//     #endif
//
// Each name is the model's own class, not a copy: a `UIView` subclass is a `View` subclass,
// and the reference walk, the dispatcher, the engines, the recorder and the fuzzer run it.
// docs/uikit-api.md lists every symbol: covered, partial (how), or not.

@_exported public import Foundation
@_exported public import HitChainGeometry
@_exported public import HitChainKit

/// `UIResponder`: the model's `Responder`, the same type.
public typealias UIResponder = Responder
/// `UIView`: the model's `View`, the same type.
public typealias UIView = View
/// `UIWindow`: the model's `Window`, the same type.
public typealias UIWindow = Window
/// `UIViewController`: the model's `ViewController`, the same type.
public typealias UIViewController = ViewController
/// `UIApplication`: the model's `Application`, the same type.
public typealias UIApplication = Application
/// `UIWindowScene`: the model's `WindowScene`, the same type.
public typealias UIWindowScene = WindowScene
/// `UITouch`: the model's `Touch`, the same type.
public typealias UITouch = Touch
/// `UIEvent`: the model's `Event`, the same type.
public typealias UIEvent = Event
/// `UIPress`: the model's `Press`, the same type.
public typealias UIPress = Press
/// `UIPressesEvent`: the model's `PressesEvent`, the same type.
public typealias UIPressesEvent = PressesEvent
/// `UIControl`: the model's `Control`, the same type.
public typealias UIControl = Control
/// `UIButton`: the model's `Button`, the same type.
public typealias UIButton = Button
/// `UISwitch`: the model's `Switch`, the same type.
public typealias UISwitch = Switch
/// `UISlider`: the model's `Slider`, the same type.
public typealias UISlider = Slider
/// `UITextField`: the model's `TextField`, the same type.
public typealias UITextField = TextField
/// `UIScrollView`: the model's `ScrollView`, the same type.
public typealias UIScrollView = ScrollView
/// `UIGestureRecognizer`: the model's `GestureRecognizer`, the same type.
public typealias UIGestureRecognizer = GestureRecognizer
/// `UITapGestureRecognizer`: the model's `TapGestureRecognizer`, the same type.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UILongPressGestureRecognizer`: the model's `LongPressGestureRecognizer`, the same type.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// `UIPanGestureRecognizer`: the model's `PanGestureRecognizer`, the same type.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// `UISwipeGestureRecognizer`: the model's `SwipeGestureRecognizer`, the same type.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// `UIPinchGestureRecognizer`: the model's `PinchGestureRecognizer`, the same type.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// `UIRotationGestureRecognizer`: the model's `RotationGestureRecognizer`, the same type.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
/// `UIGestureRecognizerDelegate`: the model's `GestureRecognizerDelegate`, the same type.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// `UIScrollViewDelegate`: the model's `ScrollViewDelegate`, the same type.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// `UIAction`: the model's `Action`, the same type.
public typealias UIAction = Action
/// `UIActionHandler`: what a `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void
