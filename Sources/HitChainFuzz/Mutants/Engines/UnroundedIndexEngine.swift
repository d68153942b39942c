import HitChainEngines
package import HitChainGeometry
package import HitChainKit

/// A wrong engine: the indexed engine with index boxes computed without their rounding
/// margin, so a point exactly on a transformed child's edge can fall outside its box and
/// the hit is dropped. Only parents with at least `IndexedEngine.defaultThreshold`
/// children are indexed, so only wide parents show it. The fuzzer's self-check must catch
/// it (docs/fuzzing.md).
package final class UnroundedIndexEngine: HitTestEngine {
    package static let engineName = "indexWithoutMargin"
    package static let origin = "a BVH whose boxes are the exact transformed corners"
    let tree: FlatTree

    package init(application: UIApplication) {
        tree = FlatTree(application: application, indexThreshold: IndexedEngine.defaultThreshold, widensExtents: false)
    }

    package func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        tree.hitTest(screenPoint)
    }
}
