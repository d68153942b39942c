import HitChainFuzz
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// For every mutant in docs/semantics.md's table, a scene (Corpus/scenes/mutants/NAME.json)
/// and a point where the mutant and the reference disagree.
@Suite("Mutants")
struct MutantTests {
    /// Every mutant with a witness: each type states its witness point and answers.
    static let witnessed = HitTestMutant.allCases.filter { $0.witness != nil }

    @Test("every non-equivalent mutant has a witness, and every type is named as its case")
    func everyMutantCovered() {
        #expect(Set(Self.witnessed) == Set(HitTestMutant.allCases.filter { !$0.isEquivalent }))
        for m in HitTestMutant.allCases { #expect(m.mutation.name == m.rawValue) }
    }

    @Test("the reference and the mutant disagree on the witness", arguments: witnessed)
    func disagree(_ mutant: HitTestMutant) throws {
        let w = try #require(mutant.witness)
        let app = try loadApp("mutants/\(mutant.rawValue).json")
        func answer(_ m: HitTestMutant?) -> String {
            let r = ReferenceHitTester(mutant: m).hitTest(app, screenPoint: HCPoint(x: w.x, y: w.y))
            let name = r.view?.name ?? "(null)"
            return w.reference.contains("(window") ? "\(name) (window \(r.window?.name ?? "nil"))" : name
        }
        #expect(answer(nil) == w.reference)
        #expect(answer(mutant) == w.mutated)
    }

    @Test("alpha <= 0.01 is equivalent: it agrees with the reference at every alpha near the threshold")
    func equivalentMutant() throws {
        let app = try loadApp("mutants/alphaAtMostOnePercent.json")
        let target = app.named("a")
        var alpha = Float(0.0099)
        while alpha < 0.0101 {
            target.opacity = alpha
            #expect(app.hitName(10, 10) == app.hitName(10, 10, mutant: .alphaAtMostOnePercent), "alpha \(alpha)")
            alpha = alpha.nextUp
        }
        for x in stride(from: 10.0, to: 200, by: 50) {
            #expect(app.hitName(x, 10) == app.hitName(x, 10, mutant: .alphaAtMostOnePercent))
        }
    }
}

/// Why-not under a reading says the reading's own reason, not a UIKit rule worked out
/// again from the view's flags (it once said `userInteractionDisabled` for a visible view
/// with interaction off that `hiddenInverted` skipped for not being hidden).
@Suite("Why-not under a reading")
struct ReadingWhyNotTests {
    @Test func skippedForTheReadingsReason() throws {
        let app = try app(
            fromJSON: #"""
                { "format": "hitchain-scene", "version": 1, "windows": [ { "name": "w", "frame": [0, 0, 100, 100],
                  "userInteractionEnabled": false, "subviews": [ { "name": "t", "frame": [0, 0, 50, 50] } ] } ] }
                """#)
        let target = app.named("t")
        var steps: [HitTestStep] = []
        let tester = ReferenceHitTester(mutant: .hiddenInverted) { steps.append($0) }
        let result = tester.hitTest(app, screenPoint: HCPoint(x: 10, y: 10))
        let d = MissDiagnosis(
            view: target, screenPoint: HCPoint(x: 10, y: 10), application: app, steps: steps, result: result,
            tester: tester)
        #expect(d.reason.kind == SkipRule.notHidden.kind)
        guard case .skipped(let v, .reading(.notHidden)) = d.reason else {
            Issue.record("expected the window skipped for not being hidden, got \(d.reason.kind)")
            return
        }
        #expect(v === app.windows[0])
    }
}

extension UIApplication {
    /// The view a screen point hits with `mutant` switched on, by name ("(null)" when none).
    fileprivate func hitName(_ x: Double, _ y: Double, mutant: HitTestMutant) -> String {
        ReferenceHitTester(mutant: mutant).hitTest(self, screenPoint: HCPoint(x: x, y: y)).view?.name ?? "(null)"
    }
}
