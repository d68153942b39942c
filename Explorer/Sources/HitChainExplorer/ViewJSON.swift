import HitChainGeometry
import HitChainKit
import HitChainScene

/// How the page is told about a view: its id, name, class, the flags and overrides that
/// decide hit-testing, its gesture recognizers, and its outline on the screen.
enum ViewJSON {
    /// `{"id", "name", "className", "flags", "corners"}`, plus `children` when asked.
    static func write(_ id: Int, in index: ViewIndex, children: Bool = false, into w: inout JSONWriter) {
        guard let v = index.view(id) else {
            w.null()
            return
        }
        w.beginObject()
        w.field("id", Double(id))
        w.field("name", v.hitChain.name)
        w.field("className", v.hitChain.className)
        w.key("flags")
        w.beginArray(inline: true)
        for flag in flags(of: v) { w.string(flag) }
        w.endArray()
        if children { w.field("children", Double(index.children(of: id).count)) }
        // The bounds' corners on the screen, `[[x, y], …]`, through every transform and scroll offset.
        w.key("corners")
        w.beginArray(inline: true)
        for c in index.screenCorners(of: id) { w.numbers([finite(c.x), finite(c.y)]) }
        w.endArray()
        w.endObject()
    }

    /// What a UIKit engineer looks for first: the flags that make hit-testing skip a view,
    /// the overrides, the class's kind, the recognizers.
    ///
    /// - Complexity: O(recognizers).
    static func flags(of v: UIView) -> [String] {
        var out: [String] = []
        if v is UIWindow { out.append("window") }
        if v.isHidden { out.append("hidden") }
        if v.hitChain.opacity <= 0.01 { out.append("alpha \(formatScalar(Double(v.hitChain.opacity)))") }
        if !v.isUserInteractionEnabled { out.append("userInteractionEnabled = false") }
        if v.hitChain.isControl {
            out.append(v.hitChain.controlKind.map { "control (\($0))" } ?? "control")
            if !v.hitChain.isEnabled { out.append("disabled") }
        }
        if v.clipsToBounds { out.append("clipsToBounds") }
        if v.hitChain.isUserClass { out.append("user class") }
        let pointInside = v.hitChain.pointInsideOverride.mapTarget { $0.view?.hitChain.name }
        if pointInside != .default { out.append("point(inside:) \(pointInside)") }
        let hitTest = v.hitChain.hitTestOverride.mapTarget { $0.view?.hitChain.name }
        if hitTest != .default { out.append("hitTest \(hitTest)") }
        if v.hitChain.touchHandling(.began) != nil { out.append("handles touchesBegan") }
        for r in v.gestureRecognizers { out.append("◎\(r.hitChain.name) (\(r.hitChain.className))") }
        return out
    }

    /// JSON has no NaN or infinity: such a coordinate is written as a number the page cannot
    /// mistake for a place on the screen.
    static func finite(_ d: Double) -> Double { d.isFinite ? d : (d < 0 ? -1e12 : 1e12) }
}
