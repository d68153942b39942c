import HitChainEngines
package import HitChainGeometry
package import HitChainKit

/// A wrong engine: the indexed engine that rebuilds on structural changes but misses
/// run-time geometry and flag changes (frame, center, bounds, scrolling, transform, hidden,
/// alpha, interaction, enabled, overrides): it answers from the scene as it was built.
/// The fuzzer's self-check must catch it (docs/fuzzing.md).
package final class StaleGeometryEngine: HitTestEngine, GraphObserver {
    package static let engineName = "geometryChangesIgnored"
    package static let origin = "an engine that caches geometry and listens only for subview changes"
    let tree: FlatTree

    package init(application: UIApplication) {
        tree = FlatTree(application: application, indexThreshold: IndexedEngine.defaultThreshold, observing: false)
        application.addObserver(self)
    }

    package func graphDidChange(_ change: GraphChange) {
        switch change {
        case .subviews, .windows: tree.graphDidChange(change)
        case .geometry, .flags: break
        }
    }

    package func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        tree.hitTest(screenPoint)
    }
}
