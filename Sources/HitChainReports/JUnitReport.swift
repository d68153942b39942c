import Foundation
import HitChainPictures

/// A JUnit XML report in the shape CI systems read (Jenkins' junit-10.xsd, which GitLab,
/// GitHub test reporters and most dashboards accept): a `<testsuites>` root, one
/// `<testsuite>` per part of a run, testcases with stable names and real times, failures
/// with a one-line `message` and the whole story in the body.
public struct JUnitReport: Sendable {
    /// One `<testcase>`.
    public struct TestCase: Sendable {
        /// A stable name: the same part of the run has the same name in every run.
        public var name: String
        /// The group it belongs to (`hitchain.fuzz.mutants`).
        public var classname: String
        /// Seconds; nil when the part of the run it names was not timed on its own.
        public var time: Double?
        /// Why it failed; nil when it passed.
        public var failure: Failure?
        /// Why it did not run (`<skipped message=…/>`).
        public var skipped: String?

        /// A testcase, passed until its `failure` is set.
        public init(name: String, classname: String, time: Double? = nil) {
            self.name = name
            self.classname = classname
            self.time = time
        }
    }

    /// A testcase's `<failure>`.
    public struct Failure: Sendable {
        /// One line: what failed, where, expected vs actual.
        public var message: String
        /// The kind of failure (`hitTestAgreement`, `divergence`, …).
        public var type: String
        /// The full case and the commands that reproduce it.
        public var body: String

        /// A failure with its one-line `message`, its `type` and the whole story in `body`.
        public init(message: String, type: String, body: String) {
            self.message = message
            self.type = type
            self.body = body
        }
    }

    /// One `<testsuite>`: a part of the run.
    public struct Suite: Sendable {
        /// The part's name (`fuzz.properties`).
        public var name: String
        /// Its testcases, in order.
        public var cases: [TestCase] = []
        /// Seconds the part took.
        public var time: Double

        /// A suite named `name`.
        public init(name: String, cases: [TestCase] = [], time: Double) {
            self.name = name
            self.cases = cases
            self.time = time
        }
    }

    /// A report named `name` (the `<testsuites>` root).
    public init(name: String, suites: [Suite] = []) {
        self.name = name
        self.suites = suites
    }

    /// The root's name.
    public var name: String
    /// The suites, in order.
    public var suites: [Suite] = []

    /// The XML document, every string escaped by `XMLText`.
    public var text: String {
        let all = suites.flatMap(\.cases)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(Self.escape(name, attribute: true))\" tests=\"\(all.count)\" "
        xml += "failures=\"\(all.filter { $0.failure != nil }.count)\" errors=\"0\" "
        xml += "time=\"\(Self.seconds(suites.reduce(0) { $0 + $1.time }))\">\n"
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: "Z", with: "")
        for suite in suites {
            xml += "  <testsuite name=\"\(Self.escape(suite.name, attribute: true))\" tests=\"\(suite.cases.count)\" "
            xml += "failures=\"\(suite.cases.filter { $0.failure != nil }.count)\" errors=\"0\" "
            xml += "skipped=\"\(suite.cases.filter { $0.skipped != nil }.count)\" "
            xml += "time=\"\(Self.seconds(suite.time))\" timestamp=\"\(stamp)\">\n"
            for c in suite.cases { xml += Self.testcase(c) }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    private static func testcase(_ c: TestCase) -> String {
        func attribute(_ s: String) -> String { escape(s, attribute: true) }
        var xml = "    <testcase name=\"\(attribute(c.name))\" classname=\"\(attribute(c.classname))\""
        if let t = c.time { xml += " time=\"\(seconds(t))\"" }
        if c.failure == nil, c.skipped == nil { return xml + "/>\n" }
        xml += ">\n"
        if let f = c.failure {
            xml += "      <failure message=\"\(attribute(oneLine(f.message)))\" type=\"\(attribute(f.type))\">"
            xml += escape(f.body) + "</failure>\n"
        }
        if let s = c.skipped { xml += "      <skipped message=\"\(attribute(oneLine(s)))\"/>\n" }
        return xml + "    </testcase>\n"
    }

    /// Seconds with three decimals, as the schema's time type allows.
    public static func seconds(_ t: Double) -> String {
        guard t.isFinite, t >= 0 else { return "0.000" }
        return String(format: "%.3f", t)
    }

    /// The first line, at most 300 characters: CI annotations are titled with it. Any line
    /// break ends it: `\n`, `\r\n`, a lone `\r`, U+2028.
    public static func oneLine(_ s: String) -> String {
        let first = s.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return first.count > 300 ? String(first.prefix(299)) + "…" : first
    }

    /// `s` as XML 1.0 character data (`XMLText.escape`, the package's one XML escaper).
    package static func escape(_ s: String, attribute: Bool = false) -> String {
        XMLText.escape(s, attribute: attribute)
    }
}
