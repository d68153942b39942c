import HitChainGeometry
import HitChainKit
import HitChainScene

/// The live graph as one line of the process protocol (docs/frameworks.md): every view of
/// every window, and of any tree a forwarding override points into, flat, parents first,
/// with the numbers an engine needs to hit-test exactly as the reference does.
enum ProcessScene {
    /// `{"op":"scene","screen":…,"key":…,"views":[…]}` for `app`'s graph now.
    ///
    /// - Complexity: O(v) with an explicit stack.
    static func line(_ app: UIApplication) -> String {
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.field("op", "scene")
        if let key = app.keyWindow { w.field("keyWindow", key.name) }
        w.key("views")
        w.beginArray()
        let onScreen = Set(app.windows.map(ObjectIdentifier.init))
        var roots: [UIView] = app.windows
        var pending: [(UIView, Int)] = []
        var queued = Set(roots.map(ObjectIdentifier.init))
        var count = 0
        while !roots.isEmpty || !pending.isEmpty {
            if pending.isEmpty { pending.append((roots.removeFirst(), -1)) }
            let (v, parent) = pending.removeLast()
            write(v, parent: parent, onScreen: onScreen.contains(ObjectIdentifier(v)), to: &w)
            // The trees the overrides point into are sent too.
            for target in targets(of: v) {
                var top = target
                while let s = top.superview { top = s }
                if queued.insert(ObjectIdentifier(top)).inserted { roots.append(top) }
            }
            for child in v.subviews.reversed() {
                queued.insert(ObjectIdentifier(child))
                pending.append((child, count))
            }
            count += 1
        }
        w.endArray()
        w.endObject()
        return w.text
    }

    private static func write(_ v: UIView, parent: Int, onScreen: Bool, to w: inout JSONWriter) {
        let g = v.geometry
        w.beginObject()
        w.field("name", v.name)
        w.field("parent", Double(parent))
        if let window = v as? UIWindow {
            w.key("window")
            w.beginObject()
            w.field("level", window.level)
            // A window taken off the screen is sent only as a forward's target: not walked.
            if !onScreen { w.field("onScreen", false) }
            w.endObject()
        }
        w.field("frameOrigin", numbers: [g.frameOrigin.x, g.frameOrigin.y])
        w.field("center", numbers: [g.center.x, g.center.y])
        w.field("size", numbers: [g.size.width, g.size.height])
        w.field("boundsOrigin", numbers: [g.boundsOrigin.x, g.boundsOrigin.y])
        let t = g.transform
        w.field("transform", numbers: [t.a, t.b, t.c, t.d, t.tx, t.ty])
        w.field("hidden", v.isHidden)
        w.field("alpha", Double(v.opacity))
        w.field("interaction", v.isUserInteractionEnabled)
        w.field("control", v.isControl)
        w.field("enabled", v.isControlEnabled)
        switch v.pointInsideOverride {
        case .default: w.field("pointInside", "default")
        case .insetBounds(let e): w.field("pointInside", numbers: [e.top, e.left, e.bottom, e.right])
        // A target that is gone is named "": it holds no point.
        case let other: OverrideJSON.write(other.mapTarget { $0.view?.name ?? "" }, into: &w)
        }
        switch v.hitTestOverride {
        case .default: w.field("hitTest", "default")
        case .passThrough: w.field("hitTest", "passThrough")
        case .selfOnly: w.field("hitTest", "selfOnly")
        case .selfWhenInside: w.field("hitTest", "selfWhenInside")
        case .forward(let ref): w.field("forwardTo", ref.view?.name ?? "")
        case .redirect(let ref): w.field("redirectTo", ref.view?.name ?? "")
        case .onlySubviews(let listed):
            w.key("onlySubviews")
            w.beginArray(inline: true)
            for ref in listed { if let s = ref.view { w.string(s.name) } }
            w.endArray()
        }
        w.endObject()
    }

    /// The views `v`'s overrides name (a forward's, a redirect's, a borrowed area's).
    private static func targets(of v: UIView) -> [UIView] {
        var out: [UIView] = []
        switch v.hitTestOverride {
        case .forward(let ref), .redirect(let ref): if let t = ref.view { out.append(t) }
        default: break
        }
        if case .boundsOf(let ref) = v.pointInsideOverride, let t = ref.view { out.append(t) }
        return out
    }
}
