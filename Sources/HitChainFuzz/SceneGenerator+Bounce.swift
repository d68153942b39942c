import HitChainScene

extension SceneGenerator {
    /// Sometimes a scroll view's bounce settings differ from UIKit's defaults
    /// (`bounceSettings`): `bounces` false (the content stops at its edge), or
    /// `alwaysBounceVertical` / `alwaysBounceHorizontal` (a drag along an axis whose content fits
    /// still scrolls, so an enclosing scroll view or the content does not get it); and the fast
    /// deceleration rate. From its own side stream, so the cases made before stay as they were.
    mutating func addBounceSettings(_ e: inout Entropy) {
        guard on.contains(.bounceSettings) else { return }
        for i in scene.views.indices {
            guard var s = scene.views[i].scrollView, e.chance(0.5) else { continue }
            if e.chance(0.3) {
                s.bounces = false
            } else {
                s.alwaysBounceVertical = e.chance(0.6)
                s.alwaysBounceHorizontal = e.chance(0.5)
            }
            if e.chance(0.3) { s.decelerationRate = ScrollViewSpec.fastDeceleration }
            scene.views[i].scrollView = s
            used.insert(.bounceSettings)
        }
    }
}
