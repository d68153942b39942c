public import HitChainGeometry
public import HitChainScene

/// A run-time change to one view or window — what an app does between touches, or while a
/// finger is down: move it, resize it, scroll it, turn it, hide it, fade it, switch its
/// interaction off, override its hit-testing, raise a window, reorder siblings, remove a
/// window from the screen or put it back. Engines must follow every one
/// (`InputEvent.change`).
public enum ViewChange: Hashable, Sendable {
    case frame(HCRect)
    case center(HCPoint)
    case boundsSize(HCSize)
    /// Scrolling.
    case boundsOrigin(HCPoint)
    case transform(ViewTransform)
    case hidden(Bool)
    case alpha(Float)
    case userInteractionEnabled(Bool)
    /// A control's `isEnabled`.
    case enabled(Bool)
    case pointInside(PointInsideOverride<String>)
    case hitTest(HitTestOverride<String>)
    /// A window's level.
    case level(Double)
    /// `superview.bringSubviewToFront(view)`.
    case bringToFront
    /// `superview.sendSubviewToBack(view)`.
    case sendToBack
    /// `superview.insertSubview(view, at: index)`, among its siblings.
    case moveTo(index: Int)
    /// A window taken off the screen (no longer hit-tested), or put back in front.
    case windowRemoved
    case windowAdded

    /// The change with its coordinates rounded to multiples of `1 / scale` (scale 1, 2,
    /// 10, …; `k / scale` is the double nearest that short decimal): what a shrinker tries,
    /// so that a counterexample reads in short decimals.
    public func rounded(scale: Double) -> ViewChange {
        func r(_ x: Double) -> Double { (x * scale).rounded() / scale }
        switch self {
        case .frame(let f):
            return .frame(HCRect(x: r(f.origin.x), y: r(f.origin.y), width: r(f.size.width), height: r(f.size.height)))
        case .center(let p): return .center(HCPoint(x: r(p.x), y: r(p.y)))
        case .boundsOrigin(let p): return .boundsOrigin(HCPoint(x: r(p.x), y: r(p.y)))
        case .boundsSize(let s): return .boundsSize(HCSize(width: r(s.width), height: r(s.height)))
        default: return self
        }
    }

    /// Whether every number in it is finite.
    public var isFinite: Bool {
        switch self {
        case .frame(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy(\.isFinite)
        case .center(let p), .boundsOrigin(let p): return p.isFinite
        case .boundsSize(let s): return s.width.isFinite && s.height.isFinite
        case .transform(let t): return [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
        case .alpha(let a): return a.isFinite
        case .level(let l): return l.isFinite
        case .pointInside(let o): return o.hasValidNumbers
        default: return true
        }
    }

    /// `frame (1, 2, 3, 4)`, `alpha 0.01`, `bringToFront`.
    public var summary: String {
        switch self {
        case .frame(let r): return "frame \(r)"
        case .center(let p): return "center \(p)"
        case .boundsSize(let s): return "bounds size \(s)"
        case .boundsOrigin(let p): return "bounds origin \(p)"
        case .transform(let t): return "transform \(t)"
        case .hidden(let b): return "hidden \(b)"
        case .alpha(let a): return "alpha \(a)"
        case .userInteractionEnabled(let b): return "userInteractionEnabled \(b)"
        case .enabled(let b): return "enabled \(b)"
        case .pointInside(let o): return "pointInside \(o)"
        case .hitTest(let o): return "hitTest \(o)"
        case .level(let l): return "level \(l)"
        case .bringToFront: return "bringToFront"
        case .sendToBack: return "sendToBack"
        case .moveTo(let i): return "moveTo \(i)"
        case .windowRemoved: return "removed from the screen"
        case .windowAdded: return "put back on the screen"
        }
    }
}
