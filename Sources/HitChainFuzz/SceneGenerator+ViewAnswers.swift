import HitChainScene

extension SceneGenerator {
    /// Sometimes a view with recognizers declares `gestureRecognizerShouldBegin(_:)` no
    /// (`viewRefusesGestures`): none of its recognizers may begin or recognize. From its own
    /// side stream, so the cases made before stay as they were.
    mutating func addViewRefusals(_ e: inout Entropy) {
        guard on.contains(.viewRefusesGestures), e.chance(0.25) else { return }
        let watched = scene.views.indices.filter { !scene.views[$0].gestureRecognizers.isEmpty }
        guard !watched.isEmpty else { return }
        for _ in 0..<e.int(in: 1...2) {
            scene.views[e.pick(watched)].gestureRecognizerShouldBegin = false
        }
        used.insert(.viewRefusesGestures)
    }
}
