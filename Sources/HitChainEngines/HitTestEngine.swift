public import HitChainKit

/// A hit-test engine: anything that compiles an application's views into its own structure
/// and answers screen-point queries exactly as the reference does. Implement it to plug
/// your own framework's port into replay, the fuzzer and `hitchain bench`:
///
/// ```swift
/// final class MyEngine: HitTestEngine, GraphObserver {
///     static let engineName = "mine"
///     let app: Application
///     private var stale = false
///     init(application: Application) {
///         app = application                // compile your structure here
///         application.addObserver(self)    // to follow changes (held weakly)
///     }
///     func graphDidChange(_ change: GraphChange) { stale = true }
///     func hitTest(_ application: Application, screenPoint: Point) -> HitTestResult {
///         if stale { stale = false }       // recompile here
///         // Your query; it must answer as the reference does:
///         return ReferenceHitTester().hitTest(application, screenPoint: screenPoint)
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
    /// (`UIApplication.addObserver`).
    init(application: UIApplication)
}
