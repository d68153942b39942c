import Foundation
import HitChainFuzz
import HitChainKit
import HitChainTestSupport
import Testing

/// The places a new hit-test or delivery rule must touch (docs/ARCHITECTURE.md, "Adding a
/// rule"): each test fails when one of them is forgotten.
@Suite("adding a rule: every rule has its heading, probe, mutant, property and documentation")
struct AddingARuleTests {
    static func document(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("every rule of the contract has a heading in docs/semantics.md, a conformance probe and a mutant")
    func everyRuleHasAProbeAndAMutant() throws {
        let headings = SemanticsHeadings.rules(in: try Self.document("docs/semantics.md"))
        let probed = Set(try ConformanceSuite.bundled().rules)
        let mutated = Set(HitTestMutant.allCases.map(\.rule.heading))
        for rule in ContractRule.all {
            #expect(headings.contains(rule.heading), "\(rule.heading): no heading in docs/semantics.md")
            #expect(probed.contains(rule.heading), "\(rule.heading): no conformance probe cites it")
            #expect(mutated.contains(rule.heading), "\(rule.heading): no hit-test mutant breaks it")
        }
        // And every mutant names one of them.
        let known = Set(ContractRule.all.map(\.heading))
        #expect(mutated.subtracting(known).isEmpty, "mutants name rules ContractRule.all lacks")
    }

    @Test("every hit-test mutant is in docs/semantics.md's table and has its witness scene")
    func everyMutantIsDocumented() throws {
        let semantics = try Self.document("docs/semantics.md")
        for mutant in HitTestMutant.allCases {
            #expect(semantics.contains("| `\(mutant.rawValue)` |"), "\(mutant.rawValue): no row in semantics.md")
            if mutant.witness != nil {
                let scene = packageRoot.appendingPathComponent("Corpus/scenes/mutants/\(mutant.rawValue).json")
                #expect(FileManager.default.fileExists(atPath: scene.path), "\(mutant.rawValue): no witness scene")
            }
        }
    }

    @Test("every delivery mutant is named in docs/semantics.md; every property has a row in docs/fuzzing.md")
    func everyDeliveryRuleIsDocumented() throws {
        let semantics = try Self.document("docs/semantics.md")
        for mutant in DeliveryMutant.allCases {
            #expect(semantics.contains("`\(mutant.rawValue)`"), "\(mutant.rawValue): not in semantics.md")
        }
        let fuzzing = try Self.document("docs/fuzzing.md")
        for property in FuzzProperty.allCases {
            #expect(fuzzing.contains("| `\(property.rawValue)`"), "\(property.rawValue): no row in fuzzing.md")
        }
    }

    @Test("every reason a diagnosis gives is named by a rule of the contract in triage")
    func everyMissKindHasARule() {
        // A hit, a descendant's hit and an unexplained answer are no rule's; the rest name theirs.
        let ruleless: Set<MissReason.Kind> = [.hit, .descendantHit, .unexplained]
        for kind in MissReason.Kind.uikit where !ruleless.contains(kind) {
            #expect(ContractRule.ofStep(kind.rawValue) != ContractRule.ofStep("—"), "\(kind): triage names no rule")
        }
    }
}
