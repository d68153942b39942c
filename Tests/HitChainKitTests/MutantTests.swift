import HitChainGeometry
import HitChainKit
import HitChainScene
import Testing

/// For every mutant in docs/semantics.md's table, a scene (Corpus/scenes/mutants/NAME.json)
/// and a point where the mutant and the reference disagree.
@Suite("Mutants")
struct MutantTests {
    struct Witness: Sendable, CustomStringConvertible {
        var mutant: HitTestMutant
        var x: Double
        var y: Double
        var reference: String
        var mutated: String
        var description: String { mutant.rawValue }
    }

    static let witnesses: [Witness] = [
        Witness(mutant: .frontToBackKeepLast, x: 10, y: 10, reference: "target", mutated: "parent"),
        Witness(mutant: .hiddenInverted, x: 10, y: 10, reference: "target", mutated: "(null)"),
        Witness(mutant: .alphaAsDouble, x: 10, y: 10, reference: "parent", mutated: "target"),
        Witness(mutant: .alphaEqualsZero, x: 10, y: 10, reference: "parent", mutated: "target"),
        Witness(mutant: .noPointConversion, x: 120, y: 120, reference: "target", mutated: "parent"),
        Witness(mutant: .boundsOriginIgnored, x: 10, y: 10, reference: "target", mutated: "scrollView"),
        Witness(mutant: .frameInsteadOfBounds, x: 120, y: 120, reference: "target", mutated: "parent"),
        Witness(mutant: .transformIgnored, x: 150, y: 190, reference: "target", mutated: "parent"),
        Witness(mutant: .superviewPointInsideSkipped, x: 200, y: 250, reference: "parent", mutated: "target"),
        Witness(mutant: .maxEdgesInside, x: 100, y: 50, reference: "parent", mutated: "target"),
    ]

    @Test("every non-equivalent mutant has a witness")
    func everyMutantCovered() {
        let covered = Set(Self.witnesses.map(\.mutant))
        #expect(covered == Set(HitTestMutant.allCases.filter { !$0.isEquivalent }))
    }

    @Test("the reference and the mutant disagree on the witness", arguments: witnesses)
    func disagree(_ w: Witness) throws {
        let app = try loadApp("mutants/\(w.mutant.rawValue).json")
        #expect(app.hitName(w.x, w.y) == w.reference)
        #expect(app.hitName(w.x, w.y, mutant: w.mutant) == w.mutated)
    }

    @Test("alpha <= 0.01 is equivalent: it agrees with the reference at every alpha near the threshold")
    func equivalentMutant() throws {
        let app = try loadApp("mutants/alphaAtMostOnePercent.json")
        let target = app.named("a")
        var alpha = Float(0.0099)
        while alpha < 0.0101 {
            target.alpha = alpha
            #expect(app.hitName(10, 10) == app.hitName(10, 10, mutant: .alphaAtMostOnePercent), "alpha \(alpha)")
            alpha = alpha.nextUp
        }
        for x in stride(from: 10.0, to: 200, by: 50) {
            #expect(app.hitName(x, 10) == app.hitName(x, 10, mutant: .alphaAtMostOnePercent))
        }
    }
}
