package import HitChainGeometry
package import HitChainScene

extension SceneBuilder {
    /// A random tree of `count` views under `root`, with every flag, transform and override.
    package mutating func randomTree(under root: Int, count: Int, rng: inout SeededGenerator) {
        var nodes = [root]
        for k in 0..<count {
            let parent = nodes[rng.int(nodes.count)]
            let pw = scene.views[parent].geometry.size.width, ph = scene.views[parent].geometry.size.height
            let w = max(rng.double(0.2, 0.8) * pw, 1), h = max(rng.double(0.2, 0.8) * ph, 1)
            let x = rng.double(-0.1 * pw, pw - 0.8 * w), y = rng.double(-0.1 * ph, ph - 0.8 * h)
            let i = view(
                "n\(k)", in: parent, frame: HCRect(x: x, y: y, width: w, height: h),
                className: rng.chance(0.1) ? "UIButton" : "UIView")
            var v = scene.views[i]
            if rng.chance(0.1) {
                let t = [
                    ViewTransform.quarterTurns(1), .scale(2, 0.5), .scale(-1, 1), .translation(3, -7),
                    ViewTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 0, ty: 0),
                ][rng.int(5)]
                v.geometry = ViewGeometry(center: v.geometry.center, size: v.geometry.size, transform: t)
            }
            if rng.chance(0.1) { v.geometry.boundsOrigin = HCPoint(x: rng.double(-20, 20), y: rng.double(-20, 20)) }
            if rng.chance(0.04) { v.isHidden = true }
            if rng.chance(0.04) { v.alpha = [0, 0.0099999, 0.01, 0.0100001, 0.5][rng.int(5)] }
            if rng.chance(0.04) { v.isUserInteractionEnabled = false }
            if v.isControl, rng.chance(0.2) { v.isEnabled = false }
            if rng.chance(0.05) { v.pointInside = .insetBounds(HCEdgeInsets(all: rng.double(-15, 5))) }
            if rng.chance(0.02) { v.pointInside = .never }
            if rng.chance(0.03) { v.pointInside = .overSubviews }
            if rng.chance(0.03) { v.hitTest = .passThrough }
            if rng.chance(0.02) { v.hitTest = .selfOnly }
            if rng.chance(0.01), k > 0 { v.hitTest = .forward(to: nodes[rng.int(nodes.count)]) }
            scene.views[i] = v
            nodes.append(i)
        }
    }
}
