import HitChainEngines
import HitChainGeometry
import HitChainKit

/// The hit tester a case is delivered with: the reference answers, and every engine under
/// test — attached to the same live graph — is asked the same question at the same moment.
/// The first disagreement is kept. Since dispatch depends on the engine only through these
/// answers, agreeing here is agreeing on the whole trace, and stricter: a wrong answer
/// that happens not to change the trace is caught too. One delivery instead of one per
/// engine.
final class LockstepHitTester: HitTesting {
    let reference: ReferenceHitTester
    let engines: [(name: String, engine: any HitTesting)]
    /// The first disagreement: the engine, the point, and both answers.
    private(set) var disagreement: (engine: String, point: HCPoint, expected: HitTestResult, actual: HitTestResult)?

    /// Told of the first disagreement as it happens, with the graph as it is then (triage).
    var onDisagreement: ((UIApplication, String, HCPoint, HitTestResult, HitTestResult) -> Void)?

    init(reference: ReferenceHitTester, engines: [(name: String, engine: any HitTesting)]) {
        self.reference = reference
        self.engines = engines
    }

    func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult {
        let expected = reference.hitTest(application, screenPoint: screenPoint)
        guard disagreement == nil else { return expected }
        for (name, engine) in engines {
            let actual = engine.hitTest(application, screenPoint: screenPoint)
            if !CaseChecker.agree(actual, expected) {
                disagreement = (name, screenPoint, expected, actual)
                onDisagreement?(application, name, screenPoint, expected, actual)
                break
            }
        }
        return expected
    }
}
