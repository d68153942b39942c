import HitChainGeometry
import HitChainScene

/// One simplification of a view, toward UIKit's defaults and round numbers.
enum ViewSimplification: CaseIterable {
    case noRecognizers, notScrollView, plainControl, plainClass, unhide, opaque, interactive, enabled, defaultOverrides,
        singleTouch,
        noHandlers, identityTransform, noScroll,
        integral, tenths, zeroOrigin

    /// The simplified view, or nil when it is already that simple.
    func apply(_ v: ViewSpec, isWindow: Bool) -> ViewSpec? {
        var s = v
        switch self {
        case .noRecognizers: s.gestureRecognizers = []
        case .notScrollView:
            guard v.scrollView != nil else { return nil }
            s.scrollView = nil
        case .plainControl: s.control = ControlSpec()
        case .plainClass:
            guard !isWindow, v.className != "UIView", v.gestureRecognizers.isEmpty else { return nil }
            s = ViewSpec(name: v.name, className: "UIView", geometry: v.geometry, subviews: v.subviews)
            s.responder.handlers = v.responder.handlers
            s.isHidden = v.isHidden
            s.alpha = v.alpha
            s.pointInside = v.pointInside
            s.hitTest = v.hitTest
        case .unhide: s.isHidden = false
        case .opaque: s.alpha = 1
        case .interactive: s.isUserInteractionEnabled = true
        case .enabled: s.isEnabled = true
        case .defaultOverrides:
            s.pointInside = .default
            s.hitTest = .default
        case .singleTouch:
            s.isMultipleTouchEnabled = false
            s.isExclusiveTouch = false
        case .noHandlers:
            s.responder.handlers = .none
            s.responder.canBecomeFirstResponder = nil
            s.responder.canResignFirstResponder = true
            s.responder.next = nil
            s.responder.canPerformAction = [:]
        case .identityTransform:
            guard !v.geometry.transform.isIdentity else { return nil }
            s.geometry = ViewGeometry(frame: v.geometry.frame.standardized, boundsOrigin: v.geometry.boundsOrigin)
        case .noScroll: s.geometry.boundsOrigin = .zero
        case .integral, .tenths:
            guard v.geometry.transform.isIdentity else { return nil }
            let q: Double = self == .integral ? 1 : 10
            func r(_ x: Double) -> Double { (x * q).rounded() / q }
            let f = v.geometry.frame
            s.geometry = ViewGeometry(
                frame: HCRect(x: r(f.origin.x), y: r(f.origin.y), width: r(f.size.width), height: r(f.size.height)),
                boundsOrigin: HCPoint(x: r(v.geometry.boundsOrigin.x), y: r(v.geometry.boundsOrigin.y)))
        case .zeroOrigin:
            guard !isWindow, v.geometry.transform.isIdentity else { return nil }
            s.geometry.setFrame(HCRect(origin: .zero, size: v.geometry.frame.size))
        }
        return s == v ? nil : s
    }
}
