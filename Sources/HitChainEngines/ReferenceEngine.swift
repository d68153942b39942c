public import HitChainGeometry
public import HitChainKit

/// The reference walk as an engine (it compiles nothing).
public final class ReferenceEngine: HitTestEngine {
    public static let engineName = "reference"
    private let tester = ReferenceHitTester()
    public init(application: Application) {}
    public func hitTest(_ application: Application, screenPoint: Point) -> HitTestResult {
        tester.hitTest(application, screenPoint: screenPoint)
    }
}
