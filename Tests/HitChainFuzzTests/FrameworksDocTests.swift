import Foundation
import HitChainTestSupport
import Testing

/// docs/frameworks.md's triage test is `FrameworksTriageExample.swift`, word for word: CI
/// type-checks the block (Tools/check-docs) and runs the file (this target).
@Suite struct FrameworksDocTests {
    @Test("docs/frameworks.md shows the triage test this target runs")
    func sameCode() throws {
        let doc = try String(
            contentsOf: packageRoot.appendingPathComponent("docs/frameworks.md"), encoding: .utf8)
        let file = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/HitChainFuzzTests/FrameworksTriageExample.swift"),
            encoding: .utf8)
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        guard let begin = lines.firstIndex(of: "// BEGIN docs/frameworks.md"),
            let end = lines.firstIndex(of: "// END docs/frameworks.md"), begin < end
        else {
            Issue.record("the example's markers are missing")
            return
        }
        let code = lines[(begin + 1)..<end].joined(separator: "\n")
        #expect(doc.contains("```swift\n" + code + "\n```"), "docs/frameworks.md must show the example as it runs")
    }
}
