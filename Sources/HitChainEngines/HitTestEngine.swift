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
