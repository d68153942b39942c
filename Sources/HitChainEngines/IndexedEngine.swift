public import HitChainGeometry
public import HitChainKit

/// The indexed engine: the flattened layout plus a bounding-volume hierarchy over the
/// children of every parent with at least `threshold` of them (docs/engines.md), so a
/// query on a parent with n children costs about O(log n). Candidates are confirmed with
/// the reference's arithmetic, front to back.
public final class IndexedEngine: HitTestEngine {
    public static let engineName = "indexed"
    /// Parents with at least this many children are indexed (measured: docs/engines.md).
    public static let defaultThreshold = 16
    let tree: FlatTree
    public init(application: Application) {
        tree = FlatTree(application: application, indexThreshold: Self.defaultThreshold)
    }
    public init(application: Application, threshold: Int) {
        tree = FlatTree(application: application, indexThreshold: threshold)
    }
    public func hitTest(_ application: Application, screenPoint: Point) -> HitTestResult { tree.hitTest(screenPoint) }
    package var rebuildCount: Int { tree.rebuilds }
}
