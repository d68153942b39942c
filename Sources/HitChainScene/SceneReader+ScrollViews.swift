import HitChainGeometry

/// Reading a view's `scrollView` field (docs/scene-format.md).
extension SceneReader {
    static let scrollViewKeys: Set<String> = [
        "contentSize", "scrollEnabled", "delaysContentTouches", "canCancelContentTouches", "touchesShouldBegin",
        "touchesShouldCancel", "directionalLockEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
        "decelerationRate",
    ]

    /// `"scrollView": {"contentSize": [w, h], …}`: what makes the view a `UIScrollView`.
    func readScrollView(_ node: Int, _ f: JSONObjectReader) throws(SceneError) -> ScrollViewSpec {
        let o = try JSONObjectReader(doc, node, path: f.path.child(".scrollView"), label: f.label)
        try o.allow(Self.scrollViewKeys)
        var s = ScrollViewSpec()
        if let size = try o.numbers("contentSize", count: 2, shape: "[width, height]") {
            guard size.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1e9 }) else {
                throw o.error(
                    .outOfRange, "contentSize is two numbers of points from 0 to 1e9", field: "contentSize")
            }
            s.contentSize = HCSize(width: size[0], height: size[1])
        }
        s.isScrollEnabled = try o.bool("scrollEnabled") ?? true
        s.delaysContentTouches = try o.bool("delaysContentTouches") ?? true
        s.canCancelContentTouches = try o.bool("canCancelContentTouches") ?? true
        s.touchesShouldBegin = try o.bool("touchesShouldBegin") ?? true
        s.touchesShouldCancel = try o.bool("touchesShouldCancel")
        s.isDirectionalLockEnabled = try o.bool("directionalLockEnabled") ?? false
        s.bounces = try o.bool("bounces") ?? true
        s.alwaysBounceVertical = try o.bool("alwaysBounceVertical") ?? false
        s.alwaysBounceHorizontal = try o.bool("alwaysBounceHorizontal") ?? false
        s.decelerationRate = try readDecelerationRate(o)
        return s
    }

    /// `"decelerationRate"`: `"normal"`, `"fast"`, or the share of speed kept per millisecond,
    /// above 0 and below 1.
    private func readDecelerationRate(_ o: JSONObjectReader) throws(SceneError) -> Double {
        guard let i = o.value("decelerationRate") else { return ScrollViewSpec.normalDeceleration }
        switch doc[i].value {
        case .string("normal"): return ScrollViewSpec.normalDeceleration
        case .string("fast"): return ScrollViewSpec.fastDeceleration
        case .number(let rate) where rate.isFinite && rate > 0 && rate < 1: return rate
        default:
            throw o.error(
                .outOfRange, "decelerationRate is \"normal\", \"fast\" or a number above 0 and below 1",
                field: "decelerationRate")
        }
    }
}
