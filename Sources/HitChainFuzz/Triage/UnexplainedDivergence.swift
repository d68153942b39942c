import HitChainDelivery
public import HitChainGeometry
import HitChainKit

/// A divergence no reading of the rules (nor two at once) gives, described by the step of
/// the reference's walk where the engine's answer parts from it: why the reference passed
/// the engine's view by (`MissReason`), or that the engine found nothing where the walk
/// found a view, or the same view in another window.
public struct UnexplainedDivergence: Sendable, Hashable {
    /// The screen point.
    public var point: HCPoint
    /// The event it follows, nil before the events.
    public var eventIndex: Int?
    /// When, in words (`before the events`, `after event 3`).
    public var when: String
    /// The reference's answer, in words.
    public var expected: String
    /// The engine's answer, in words.
    public var actual: String
    /// The names of the views answered (nil: nothing).
    public var expectedView: String?
    /// The view the engine answered (nil: nothing).
    public var actualView: String?
    /// The kind of step where the answers part: a `MissReason.kind` (`outsideAncestor`,
    /// `viewInFront`, `hidden`, …), `answersNothing` or `otherWindow`. Triage classes by it.
    public var step: String
    /// That step in words.
    public var reason: String

    init(
        application: UIApplication, point: HCPoint, moment: QueryMoment, expected: HitTestResult, actual: HitTestResult
    ) {
        self.point = point
        eventIndex = moment.eventIndex
        when = moment.when
        self.expected = CaseChecker.describe(expected)
        self.actual = CaseChecker.describe(actual)
        expectedView = expected.view?.name
        actualView = actual.view?.name
        (step, reason) = Self.step(application, point, expected: expected, actual: actual)
    }

    private static func step(_ app: UIApplication, _ p: HCPoint, expected: HitTestResult, actual: HitTestResult)
        -> (String, String)
    {
        guard let view = actual.view else {
            let hit = expected.view.map { ResponderID($0).description } ?? "nothing"
            return ("answersNothing", "the engine finds nothing where the reference's walk returns \(hit)")
        }
        if view === expected.view {
            let names = [actual.window, expected.window].map { $0.map { "window \"\($0.name)\"" } ?? "no window" }
            return ("otherWindow", "the engine puts \(view.name) in \(names[0]), the reference in \(names[1])")
        }
        var steps: [HitTestStep] = []
        let walk = ReferenceHitTester(observe: { steps.append($0) })
        let result = walk.hitTest(app, screenPoint: p)
        let diagnosis = MissDiagnosis(view: view, screenPoint: p, application: app, steps: steps, result: result)
        let why = "the reference passes \(view.name) by: " + diagnosis.reason.sentence(for: view)
        return (diagnosis.reason.kind.rawValue, why)
    }
}
