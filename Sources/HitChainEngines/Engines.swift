public import HitChainGeometry
public import HitChainKit

/// A hit-test engine: anything that compiles an application's views into its own structure
/// and answers screen-point queries exactly as the reference does. Implement it to plug
/// your own framework's port into replay, the fuzzer and `hitchain bench`:
///
/// ```swift
/// final class MyEngine: HitTestEngine {
///     static let engineName = "mine"
///     let app: Application
///     init(application: Application) { app = application }   // compile here
///     func hitTest(_ application: Application, screenPoint: Point) -> HitTestResult {
///         …   // your query; must equal ReferenceHitTester().hitTest(application, screenPoint:)
///     }
/// }
/// let engines = NamedEngine.registered() + [NamedEngine(MyEngine.self)]
/// ```
///
/// An engine built for one application answers for that application; it is not meant to be
/// shared between threads.
public protocol HitTestEngine: HitTesting, AnyObject, SendableMetatype {
    /// The name replay, the fuzzer and bench print.
    static var engineName: String { get }
    /// Compiles the application's current views; follows later changes as it sees fit
    /// (`Application.addObserver`).
    init(application: Application)
}

/// The reference walk as an engine (it compiles nothing).
public final class ReferenceEngine: HitTestEngine {
    public static let engineName = "reference"
    private let tester = ReferenceHitTester()
    public init(application: Application) {}
    public func hitTest(_ application: Application, screenPoint: Point) -> HitTestResult {
        tester.hitTest(application, screenPoint: screenPoint)
    }
}

/// The flattened engine: contiguous pre-order arrays with subtree skips, one precomputed
/// "can receive" bit and conversion per view, a translation-only fast path. Geometry and
/// flag changes are absorbed in O(1); structural changes rebuild on the next query.
public final class FlattenedEngine: HitTestEngine {
    public static let engineName = "flattened"
    let tree: FlatTree
    public init(application: Application) { tree = FlatTree(application: application, indexThreshold: nil) }
    public func hitTest(_ application: Application, screenPoint: Point) -> HitTestResult { tree.hitTest(screenPoint) }
    /// How many times the arrays were built (1 + structural changes absorbed).
    public var rebuildCount: Int { tree.rebuilds }
}

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
    public var rebuildCount: Int { tree.rebuilds }
}

/// An engine by name, with the factory that builds it for an application.
public struct NamedEngine: Sendable {
    public var name: String
    public var make: @Sendable (Application) -> any HitTesting

    public init(_ name: String, make: @escaping @Sendable (Application) -> any HitTesting) {
        self.name = name
        self.make = make
    }

    public init<E: HitTestEngine>(_ type: E.Type) {
        self.init(E.engineName) { E(application: $0) }
    }

    /// The engines replay and the fuzzer run: the reference first, then each optimized one.
    public static func registered() -> [NamedEngine] {
        [NamedEngine(ReferenceEngine.self), NamedEngine(FlattenedEngine.self), NamedEngine(IndexedEngine.self)]
    }
}
