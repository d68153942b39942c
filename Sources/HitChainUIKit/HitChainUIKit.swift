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

public typealias UIResponder = Responder
public typealias UIView = View
public typealias UIWindow = Window
public typealias UIViewController = ViewController
public typealias UIApplication = Application
public typealias UIWindowScene = WindowScene
public typealias UITouch = Touch
public typealias UIEvent = Event
public typealias UIPress = Press
public typealias UIPressesEvent = PressesEvent
public typealias UIControl = Control
public typealias UIButton = Button
public typealias UISwitch = Switch
public typealias UISlider = Slider
public typealias UITextField = TextField
public typealias UIScrollView = ScrollView
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UIAction = Action
/// `UIActionHandler`: what a `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void
