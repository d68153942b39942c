public import HitChainGeometry

/// A whole app UI as a value: the application and its delegate, window scenes, windows,
/// view controllers and views. Scenes are what users write by hand, what recordings carry
/// and what the fuzzer generates; `UIApplication(scene:)` (HitChainKit) builds the live
/// responder graph from one.
///
/// Storage is flat: `views` is an arena, and every reference (subviews, a window's root
/// view, a controller's view, a forward target) is an index into it. Nothing is recursive,
/// so scenes of any depth are copied, compared and freed without deep recursion. In JSON
/// the same scene is nested and refers to nodes by name (docs/scene-format.md).
public struct HCScene: Hashable, Sendable {
    /// The version of the JSON format this library writes and reads.
    public static let formatVersion = 1
    /// The `format` a scene file declares.
    public static let formatName = "hitchain-scene"

    /// The screen the scene runs on.
    public var screen: Screen
    /// The application, the chain's end (before its delegate).
    public var application: ResponderSpec
    /// The app delegate, when it is a responder (it is `next` of the application).
    public var appDelegate: ResponderSpec?
    /// `UIWindowScene`s, by index.
    public var windowScenes: [ResponderSpec]
    /// Every view, windows included.
    public var views: [ViewSpec]
    /// Windows in the order they were ordered front (later is in front among equal levels).
    public var windows: [WindowSpec]
    /// Roots of view trees that are in no window (views not yet added, or removed).
    public var detachedViews: [Int]
    /// The view controllers, by index.
    public var viewControllers: [ViewControllerSpec]
    /// Index into `windows`.
    public var keyWindow: Int?

    /// A scene of these parts; by default an empty application with its delegate.
    public init(
        screen: Screen = Screen(),
        application: ResponderSpec = ResponderSpec(name: "application", className: "UIApplication"),
        appDelegate: ResponderSpec? = ResponderSpec(name: "appDelegate", className: "AppDelegate"),
        windowScenes: [ResponderSpec] = [],
        views: [ViewSpec] = [],
        windows: [WindowSpec] = [],
        detachedViews: [Int] = [],
        viewControllers: [ViewControllerSpec] = [],
        keyWindow: Int? = nil
    ) {
        self.screen = screen
        self.application = application
        self.appDelegate = appDelegate
        self.windowScenes = windowScenes
        self.views = views
        self.windows = windows
        self.detachedViews = detachedViews
        self.viewControllers = viewControllers
        self.keyWindow = keyWindow
    }

    /// The index of the view with this name, if any.
    ///
    /// - Complexity: O(n) in the number of views.
    public func viewIndex(named name: String) -> Int? {
        views.firstIndex { $0.responder.name == name }
    }
}

/// The screen a scene runs on, in points.
public struct Screen: Hashable, Sendable {
    /// The screen's size, in points.
    public var size: HCSize
    /// Pixels per point (2 or 3 on current iPhones).
    public var scale: Double

    /// A screen of `size` at `scale` (an iPhone 15's by default).
    public init(size: HCSize = HCSize(width: 390, height: 844), scale: Double = 3) {
        self.size = size
        self.scale = scale
    }
}

/// A window: a view (by index) plus what only windows have.
public struct WindowSpec: Hashable, Sendable {
    /// Index into `HCScene.views` of the window's own view.
    public var view: Int
    /// `UIWindow.Level` raw value: normal 0, status bar 1000, alert 2000.
    public var level: Double
    /// Index into `HCScene.windowScenes`; a window with none has the application as `next`.
    public var windowScene: Int?
    /// Index into `HCScene.viewControllers`.
    public var rootViewController: Int?

    /// A window whose view is `view`, at `level`.
    public init(view: Int, level: Double = 0, windowScene: Int? = nil, rootViewController: Int? = nil) {
        self.view = view
        self.level = level
        self.windowScene = windowScene
        self.rootViewController = rootViewController
    }
}

/// A view controller: its responder identity, its root view and who presented it.
public struct ViewControllerSpec: Hashable, Sendable {
    /// The controller's name, class and overrides.
    public var responder: ResponderSpec
    /// Index into `HCScene.views` of the controller's root view.
    public var view: Int
    /// Index into `HCScene.viewControllers` of the presenting controller, when presented.
    public var presentedBy: Int?

    /// A controller whose root view is `view`, presented by `presentedBy`.
    public init(responder: ResponderSpec, view: Int, presentedBy: Int? = nil) {
        self.responder = responder
        self.view = view
        self.presentedBy = presentedBy
    }

    /// The controller's name (inlinable: read in place, as `ViewSpec.name` is).
    @inlinable public var name: String { responder.name }
}
