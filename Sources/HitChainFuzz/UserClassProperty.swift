import HitChainGeometry
import HitChainKit

/// A property users ask of their own view classes, checked on every instance in every case
/// (`UserClassFuzzing.properties`). Each names the class it is about by its name.
public enum UserClassProperty: Hashable, Sendable, CustomStringConvertible {
    /// The tappable area covers at least `width` × `height` points around the view's centre:
    /// for an instance that can take touches, its own `hitTest(_:with:)` answers (it or a
    /// subview) at every point of a 5 × 5 grid over that rectangle, edges included but the
    /// far ones (CGRect's rule).
    case tappableArea(of: String, width: Double, height: Double)
    /// No touch outside the view's frame grown by `margin` points reaches it: wherever the
    /// reference hits the instance, the point is within that rectangle of its superview.
    case staysWithinFrame(of: String, margin: Double)
    /// An overlay passes touches through everywhere but over its controls: whatever the
    /// reference hits inside the instance's subtree is a control or inside one, never the
    /// overlay itself.
    case passesThroughExceptControls(of: String)

    /// The class the property is about.
    public var className: String {
        switch self {
        case .tappableArea(let c, _, _), .staysWithinFrame(let c, _), .passesThroughExceptControls(let c): return c
        }
    }

    /// The property as failures print it.
    public var description: String {
        switch self {
        case .tappableArea(let c, let w, let h):
            return "\(c)'s tappable area covers \(formatScalar(w))×\(formatScalar(h)) around its centre"
        case .staysWithinFrame(let c, let m): return "nothing outside \(c)'s frame (+\(formatScalar(m)) pt) reaches it"
        case .passesThroughExceptControls(let c): return "\(c) passes touches through except over its controls"
        }
    }

    /// What fails for `view` (an instance of the class), or nil; `hit` answers a screen
    /// point as the reference does, `probes` are the case's screen points.
    func violation(_ view: UIView, probes: [HCPoint], hit: (HCPoint) -> UIView?) -> (point: HCPoint, detail: String)? {
        switch self {
        case .tappableArea(_, let w, let h):
            guard TouchRefusal.of(view) == nil, view.window != nil else { return nil }
            let b = view.geometry.bounds
            for i in 0..<5 {
                for j in 0..<5 {
                    let local = HCPoint(
                        x: b.midX - w / 2 + w * Double(i) / 5, y: b.midY - h / 2 + h * Double(j) / 5)
                    if view.hitTest(local.cgPoint, with: nil) == nil {
                        return (view.convertToScreen(local), "\(view.label) answers nil at \(local) in its own space")
                    }
                }
            }
            return nil
        case .staysWithinFrame(_, let m):
            let f = view.geometry.frame.standardized
            let grown = HCRect(x: f.minX - m, y: f.minY - m, width: f.width + 2 * m, height: f.height + 2 * m)
            for p in probes where hit(p) === view {
                let inSuperview = view.superview?.convertFromScreen(p) ?? p
                if !grown.contains(inSuperview) {
                    return (p, "\(view.label) takes a touch at \(inSuperview) in its superview, outside \(grown)")
                }
            }
            return nil
        case .passesThroughExceptControls:
            for p in probes {
                guard let h = hit(p), h.isDescendant(of: view) else { continue }
                if h === view { return (p, "\(view.label) takes the touch itself") }
                var cursor: UIView? = h
                var control = false
                while let c = cursor, c !== view {
                    if c.isControl { control = true }
                    cursor = c.superview
                }
                if !control { return (p, "\(h.label), inside \(view.label), is not a control but takes the touch") }
            }
            return nil
        }
    }
}
