import HitChainEngines
package import HitChainGeometry
package import HitChainKit

/// A wrong engine: the flattened engine that treats a user's class as a plain view — its
/// bounds, its flags — instead of calling its `hitTest(_:with:)` and `point(inside:with:)`.
/// Plain scenes cannot show it, so it is not in the `--mutants` self-check; fuzzing with
/// user classes (`UserClassFuzzing`) must catch it (Tests/HitChainUIKitTests).
package final class OverrideBlindEngine: HitTestEngine {
    package static let engineName = "overrideBlind"
    package static let origin = "an engine that flattens a user's view class as if it overrode nothing"
    let tree: FlatTree

    package init(application: UIApplication) {
        tree = FlatTree(application: application, indexThreshold: nil, callsUserClasses: false)
    }

    package func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        tree.hitTest(screenPoint)
    }
}
