public import HitChainGeometry
public import HitChainKit

/// The flattened engine: contiguous pre-order arrays with subtree skips, one precomputed
/// "can receive" bit and conversion per view, a translation-only fast path. Geometry and
/// flag changes are absorbed in O(1); structural changes rebuild on the next query.
public final class FlattenedEngine: HitTestEngine {
    /// The name `--engines` and reports use.
    public static let engineName = "flattened"
    let tree: FlatTree
    /// Flattens `application`'s graph once; later changes are followed as they happen.
    public init(application: UIApplication) { tree = FlatTree(application: application, indexThreshold: nil) }
    /// The view and window the reference walk answers for `screenPoint`, from the flattened tree.
    public func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        tree.hitTest(screenPoint)
    }
    /// How many times the arrays were built (1 + structural changes absorbed).
    package var rebuildCount: Int { tree.rebuilds }
}
