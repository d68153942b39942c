import Foundation
import HitChain

/// A JUnit XML report in the shape CI systems read (Jenkins' junit-10.xsd, which GitLab,
/// GitHub test reporters and most dashboards accept): a `<testsuites>` root, one
/// `<testsuite>` per part of a run, testcases with stable names and real times, failures
/// with a one-line `message` and the whole story in the body.
struct JUnitReport {
    struct TestCase {
        var name: String
        var classname: String
        /// Seconds; nil when the part of the run it names was not timed on its own.
        var time: Double?
        var failure: Failure?
        /// Why it did not run (`<skipped message=…/>`).
        var skipped: String?
    }

    struct Failure {
        /// One line: what failed, where, expected vs actual.
        var message: String
        /// The kind of failure (`hitTestAgreement`, `divergence`, …).
        var type: String
        /// The full case and the commands that reproduce it.
        var body: String
    }

    struct Suite {
        var name: String
        var cases: [TestCase] = []
        var time: Double
    }

    var name: String
    var suites: [Suite] = []

    var text: String {
        let all = suites.flatMap(\.cases)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(Self.escape(name))\" tests=\"\(all.count)\" "
        xml += "failures=\"\(all.filter { $0.failure != nil }.count)\" errors=\"0\" "
        xml += "time=\"\(Self.seconds(suites.reduce(0) { $0 + $1.time }))\">\n"
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: "Z", with: "")
        for suite in suites {
            xml += "  <testsuite name=\"\(Self.escape(suite.name))\" tests=\"\(suite.cases.count)\" "
            xml += "failures=\"\(suite.cases.filter { $0.failure != nil }.count)\" errors=\"0\" "
            xml += "skipped=\"\(suite.cases.filter { $0.skipped != nil }.count)\" "
            xml += "time=\"\(Self.seconds(suite.time))\" timestamp=\"\(stamp)\">\n"
            for c in suite.cases { xml += Self.testcase(c) }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    private static func testcase(_ c: TestCase) -> String {
        var xml = "    <testcase name=\"\(escape(c.name))\" classname=\"\(escape(c.classname))\""
        if let t = c.time { xml += " time=\"\(seconds(t))\"" }
        if c.failure == nil, c.skipped == nil { return xml + "/>\n" }
        xml += ">\n"
        if let f = c.failure {
            xml += "      <failure message=\"\(escape(oneLine(f.message)))\" type=\"\(escape(f.type))\">"
            xml += escape(f.body) + "</failure>\n"
        }
        if let s = c.skipped { xml += "      <skipped message=\"\(escape(oneLine(s)))\"/>\n" }
        return xml + "    </testcase>\n"
    }

    /// Writes the report with one atomic replace, or to standard output for `-`.
    func write(to path: String) throws {
        try ReportFile.write(text, to: path, option: "--junit")
    }

    /// Seconds with three decimals, as the schema's time type allows.
    static func seconds(_ t: Double) -> String {
        guard t.isFinite, t >= 0 else { return "0.000" }
        return String(format: "%.3f", t)
    }

    /// The first line, at most 300 characters: CI annotations are titled with it.
    static func oneLine(_ s: String) -> String {
        let first = s.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        return first.count > 300 ? String(first.prefix(299)) + "…" : first
    }

    /// XML-escapes text and attribute values; characters XML 1.0 forbids become `?`.
    static func escape(_ s: String) -> String { SVGDocument.escape(s) }
}
