public import HitChainGeometry
public import HitChainKit

/// The reference walk as an engine (it compiles nothing).
public final class ReferenceEngine: HitTestEngine {
    /// The name `--engines` and reports use.
    public static let engineName = "reference"
    private let tester = ReferenceHitTester()
    /// The reference keeps nothing: every hit-test walks the live graph.
    public init(application: UIApplication) {}
    /// `ReferenceHitTester`'s answer for `screenPoint`.
    public func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        tester.hitTest(application, screenPoint: screenPoint)
    }
}
