import HitChainGeometry
import HitChainScene

#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A window's hierarchy as a scene, read through UIKit's public API only: each view's class
/// name, geometry (frame, bounds, center, transform), the flags hit-testing reads, its
/// gesture recognizers with their settings, controls' `isEnabled`, scroll views' offsets,
/// sizes and touch settings, and the view controllers that own views. What UIKit does not
/// publish — a recognizer's targets, delegate and failure requirements, a view's overrides —
/// a replay gets from the app's own classes (`ViewClassRegistry`), or goes without.
@MainActor struct HierarchySnapshot {
    /// The hierarchy as a scene (`HCScene(snapshotOf:)`'s layout: views pre-order, back to front).
    var scene: HCScene
    /// Every object the snapshot named.
    var seen: Set<ObjectIdentifier> = []

    /// Reads `window` and everything in it, naming each object through `names`.
    // Over the line limit: one walk over the tree, with an explicit stack, that builds the
    // views, their controllers and the window in the scene's order.
    init(of window: UIWindow, names: ViewNames, recognizerNames: ViewNames) {
        var views: [ViewSpec] = []
        var controllers: [(object: UIViewController, spec: ViewControllerSpec)] = []
        var seen: Set<ObjectIdentifier> = []
        // https://developer.apple.com/documentation/uikit/uiview/subviews — back to front.
        var stack: [(view: UIView, parent: Int?)] = [(window, nil)]
        while let (view, parent) = stack.popLast() {
            let i = views.count
            seen.insert(ObjectIdentifier(view))
            views.append(Self.spec(of: view, names: names, recognizerNames: recognizerNames, seen: &seen))
            if let p = parent { views[p].subviews.append(i) }
            // https://developer.apple.com/documentation/uikit/uiresponder/next — a view's next
            // responder is its view controller when it is one's root view;
            // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
            if let c = view.next as? UIViewController, c.viewIfLoaded === view {
                seen.insert(ObjectIdentifier(c))
                let name = names.name(of: c, className: recordedClassName(of: c), identifier: nil)
                let responder = ResponderSpec(name: name, className: recordedClassName(of: c))
                controllers.append((c, ViewControllerSpec(responder: responder, view: i)))
            }
            for s in view.subviews.reversed() { stack.append((s, i)) }
        }
        for k in controllers.indices {
            // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
            if let presenter = controllers[k].object.presentingViewController {
                controllers[k].spec.presentedBy = controllers.firstIndex { $0.object === presenter }
            }
        }
        // https://developer.apple.com/documentation/uikit/uiwindow/windowscene
        let windowScene = window.windowScene
        var scenes: [ResponderSpec] = []
        if let s = windowScene {
            seen.insert(ObjectIdentifier(s))
            scenes.append(
                ResponderSpec(
                    name: names.name(of: s, className: "UIWindowScene", identifier: nil), className: "UIWindowScene"))
        }
        // https://developer.apple.com/documentation/uikit/uiwindow/windowlevel
        var windowSpec = WindowSpec(
            view: 0, level: Double(window.windowLevel.rawValue), windowScene: scenes.isEmpty ? nil : 0)
        // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
        windowSpec.rootViewController = controllers.firstIndex { $0.object === window.rootViewController }
        let screen = Screen(size: HCSize(window.bounds.size), scale: displayScale(of: window))
        scene = HCScene(
            screen: screen, windowScenes: scenes, views: views, windows: [windowSpec],
            viewControllers: controllers.map(\.spec),
            // https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
            keyWindow: window.isKeyWindow ? 0 : nil)
        self.seen = seen
    }

    /// One view: its name, class, geometry and what hit-testing and delivery read.
    private static func spec(
        of view: UIView, names: ViewNames, recognizerNames: ViewNames, seen: inout Set<ObjectIdentifier>
    ) -> ViewSpec {
        let className = recordedClassName(of: view)
        // https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
        let name = names.name(of: view, className: className, identifier: view.accessibilityIdentifier)
        var spec = ViewSpec(name: name, className: className, geometry: geometry(of: view))
        // https://developer.apple.com/documentation/uikit/uiview/ishidden
        spec.isHidden = view.isHidden
        // https://developer.apple.com/documentation/uikit/uiview/alpha
        spec.alpha = Float(view.alpha)
        // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
        spec.isUserInteractionEnabled = view.isUserInteractionEnabled
        // https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled
        spec.isMultipleTouchEnabled = view.isMultipleTouchEnabled
        // https://developer.apple.com/documentation/uikit/uiview/isexclusivetouch
        spec.isExclusiveTouch = view.isExclusiveTouch
        // https://developer.apple.com/documentation/uikit/uiview/clipstobounds
        spec.clipsToBounds = view.clipsToBounds
        if let isEnabled = controlState(of: view) {
            spec.isControl = true
            spec.isEnabled = isEnabled
        }
        if view is UITextField { spec.textInput = .field }
        if view is UITextView { spec.textInput = .view }
        var skipped: [UIGestureRecognizer] = []
        if let scroll = view as? UIScrollView {
            spec.scrollView = scrollSpec(of: scroll)
            // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer — the
            // scroll view's own pan, which the scene's scroll view makes itself.
            skipped.append(scroll.panGestureRecognizer)
        }
        // https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
        for r in gestureRecognizers(of: view) where !skipped.contains(where: { $0 === r }) {
            seen.insert(ObjectIdentifier(r))
            spec.gestureRecognizers.append(RecognizerSnapshot.spec(of: r, names: recognizerNames))
        }
        return spec
    }

    /// Frame and bounds origin for a view with the identity transform (kept as UIKit keeps
    /// them); center, bounds size and transform otherwise.
    static func geometry(of view: UIView) -> ViewGeometry {
        // https://developer.apple.com/documentation/uikit/uiview/transform
        let transform = ViewTransform(view.transform)
        // https://developer.apple.com/documentation/uikit/uiview/bounds
        let bounds = view.bounds
        if transform == .identity {
            // https://developer.apple.com/documentation/uikit/uiview/frame
            return ViewGeometry(frame: HCRect(view.frame), boundsOrigin: HCPoint(bounds.origin))
        }
        // https://developer.apple.com/documentation/uikit/uiview/center
        return ViewGeometry(
            center: HCPoint(view.center), size: HCSize(bounds.size), boundsOrigin: HCPoint(bounds.origin),
            transform: transform)
    }

    private static func scrollSpec(of scroll: UIScrollView) -> ScrollViewSpec {
        // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize (the offset is
        // the bounds origin: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset)
        var spec = ScrollViewSpec(contentSize: HCSize(scroll.contentSize))
        // https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
        spec.isScrollEnabled = scroll.isScrollEnabled
        // https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches
        spec.delaysContentTouches = scroll.delaysContentTouches
        // https://developer.apple.com/documentation/uikit/uiscrollview/cancancelcontenttouches
        spec.canCancelContentTouches = scroll.canCancelContentTouches
        return spec
    }
}
