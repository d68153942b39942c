public import HitChainGeometry
public import HitChainKit

/// The indexed engine: the flattened layout plus a bounding-volume hierarchy over the
/// children of every parent with at least `threshold` of them (docs/engines.md), so a
/// query on a parent with n children costs about O(log n). Candidates are confirmed with
/// the reference's arithmetic, front to back.
public final class IndexedEngine: HitTestEngine {
    /// The name `--engines` and reports use.
    public static let engineName = "indexed"
    /// Parents with at least this many children are indexed (measured: docs/engines.md).
    public static let defaultThreshold = 16
    let tree: FlatTree
    /// Flattens and indexes `application`'s graph, with the default threshold for a parent's index.
    public init(application: UIApplication) {
        tree = FlatTree(application: application, indexThreshold: Self.defaultThreshold)
    }
    /// The same, indexing a parent's children once it has `threshold` of them (`bench --index-threshold`).
    public init(application: UIApplication, threshold: Int) {
        tree = FlatTree(application: application, indexThreshold: threshold)
    }
    /// The view and window the reference walk answers for `screenPoint`, through the index.
    public func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        tree.hitTest(screenPoint)
    }
    package var rebuildCount: Int { tree.rebuilds }
}
