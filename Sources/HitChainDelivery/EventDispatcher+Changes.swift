import HitChainGeometry
import HitChainKit
import HitChainScene

/// Run-time changes to views and windows (`InputEvent.change`): applied to the live graph,
/// which tells the engines (`GraphChange`), and recorded in the trace.
extension EventDispatcher {
    func apply(_ change: ViewChange, to name: String) {
        guard let view = application.view(named: name) else {
            return record(.dropped(what: "change", reason: "no view is named \"\(name)\""))
        }
        if let refusal = refusal(of: change, for: view) {
            return record(
                .hierarchy(.refused(subject: ResponderID(view).description, change: change.summary, reason: refusal)))
        }
        switch change {
        // Through UIKit's properties, so a user's override of a setter sees the change.
        case .frame(let r): view.frame = r.cgRect
        case .center(let p): view.center = p.cgPoint
        case .boundsSize(let s): view.bounds = HCRect(origin: view.geometry.boundsOrigin, size: s).cgRect
        case .boundsOrigin(let p):
            // A scroll view's offset set as `contentOffset` is: that stops a deceleration.
            if let scrollView = view as? UIScrollView {
                scrollView.contentOffset = p.cgPoint
            } else {
                view.bounds = HCRect(origin: p, size: view.geometry.size).cgRect
            }
        case .transform(let t): view.transform = t.cgAffineTransform
        case .hidden(let b): view.isHidden = b
        case .alpha(let a): view.opacity = a
        case .userInteractionEnabled(let b): view.isUserInteractionEnabled = b
        case .enabled(let b): view.isControlEnabled = b
        case .pointInside(let o):
            view.pointInsideOverride = o.mapTarget { name in application.view(named: name).map(WeakView.init) }
        case .hitTest(let o): view.hitTestOverride = behavior(o)
        case .level(let l): (view as? UIWindow)?.level = l
        case .bringToFront: view.superview?.bringSubviewToFront(view)
        case .sendToBack: view.superview?.sendSubviewToBack(view)
        case .moveTo(let index):
            if let superview = view.superview {
                try? superview.checkedInsertSubview(view, at: min(max(index, 0), superview.subviews.count - 1))
            }
        case .windowRemoved:
            if let window = view as? UIWindow { application.removeWindow(window) }
        case .windowAdded:
            if let window = view as? UIWindow { application.addWindow(window, scene: window.windowScene) }
        }
        record(.hierarchy(.changed(view: ResponderID(view), change: change.summary)))
        if case .enabled(false) = change { controlWasDisabled(view) }
    }

    /// Why a change does not apply to this view, or nil.
    private func refusal(of change: ViewChange, for view: UIView) -> String? {
        let isWindow = view is UIWindow
        switch change {
        case .transform, .boundsOrigin:
            return isWindow ? "windows have no transform and no bounds origin" : nil
        case .boundsSize(let s):
            return s.width < 0 || s.height < 0 ? "a bounds size cannot be negative" : nil
        case .enabled:
            return view.isControl ? nil : "only controls have isEnabled"
        case .level, .windowRemoved, .windowAdded:
            return isWindow ? nil : "only windows have a level and are put on or off the screen"
        case .bringToFront, .sendToBack, .moveTo:
            return view.superview == nil ? "it has no superview" : nil
        case .hitTest(.forward(let target)), .hitTest(.redirect(let target)), .pointInside(.boundsOf(let target)):
            return application.view(named: target) == nil ? "no view is named \"\(target)\"" : nil
        case .hitTest(.onlySubviews(let names)):
            return names.first { application.view(named: $0) == nil }.map { "no view is named \"\($0)\"" }
        default:
            return nil
        }
    }

    private func behavior(_ change: HitTestOverride<String>) -> HitTestOverride<WeakView> {
        change.mapTarget { name in application.view(named: name).map(WeakView.init) }
    }
}
