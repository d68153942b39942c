import HitChainGeometry
import HitChainScene

extension SceneGenerator {
    /// Sometimes a scroll view locks its drags to one axis (`directionalLock`,
    /// `isDirectionalLockEnabled`), with content larger than its bounds both ways so that the
    /// lock shows: unlocked, a sideways drag that wanders would move the content up and down too.
    /// From its own side stream, so the cases made before stay as they were.
    mutating func addDirectionalLocks(_ e: inout Entropy) {
        guard on.contains(.directionalLock) else { return }
        let scrollers = scene.views.indices.filter { scene.views[$0].scrollView != nil }
        for i in scrollers where e.chance(0.5) {
            guard var s = scene.views[i].scrollView else { continue }
            let size = scene.views[i].geometry.size
            s.isDirectionalLockEnabled = true
            s.contentSize = HCSize(
                width: max(s.contentSize.width, (size.width * 2).rounded()),
                height: max(s.contentSize.height, (size.height * 2).rounded()))
            scene.views[i].scrollView = s
            used.insert(.directionalLock)
        }
    }
}
