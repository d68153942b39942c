import Foundation
import HitChainReports
import Testing

@testable import hitchain

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `JUnitReport`'s own XML 1.0 escaping, checked by parsing what it writes (the reports it
/// makes end to end are checked in CICitizenTests).
@Suite("JUnit XML escaping")
struct JUnitEscapingTests {
    @Test("JUnit XML is well-formed whatever a name or message holds, and reads back as written")
    func junitEscaping() throws {
        // Markup, quotes, the whitespace attribute normalisation eats, C0 controls, the two
        // noncharacters XML 1.0 forbids, and characters it allows that look alarming.
        let nasty =
            "a&b <c> \"d\" 'e'\tf\rg\nh\r\ni\u{0}j\u{1}k\u{8}l\u{B}m\u{C}n\u{1B}o\u{1F}p\u{FFFE}q\u{FFFF}r"
            + "\u{7F}s\u{85}t\u{2028}u é 🙂 ]]> &amp;"
        var report = JUnitReport(name: "escaping " + nasty)
        var suite = JUnitReport.Suite(name: nasty, time: 0.5)
        var failing = JUnitReport.TestCase(name: nasty, classname: "hitchain.escaping", time: 0.25)
        failing.failure = JUnitReport.Failure(message: nasty, type: nasty, body: nasty)
        var skipped = JUnitReport.TestCase(name: "skipped", classname: nasty)
        skipped.skipped = nasty
        suite.cases = [failing, skipped]
        report.suites = [suite]
        let xml = report.text
        #expect(JUnitSchema.violations(xml) == [])
        // No raw control character but the line feeds and tabs of element content.
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        #expect(xml.contains("&#13;") && xml.contains("&#10;") && xml.contains("&#9;"))

        /// What a parser reads back: forbidden characters replaced by U+FFFD, the rest as given.
        func readBack(_ s: String) -> String {
            var out = String.UnicodeScalarView()
            for u in s.unicodeScalars {
                let control = u.value < 0x20 && u != "\t" && u != "\n" && u != "\r"
                out.append(control || u.value == 0xFFFE || u.value == 0xFFFF ? "\u{FFFD}" : u)
            }
            return String(out)
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let reader = JUnitReader()
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.attributes("testsuites")?["name"] == readBack("escaping " + nasty))
        #expect(reader.attributes("testsuite")?["name"] == readBack(nasty))
        #expect(reader.attributes("testcase")?["name"] == readBack(nasty))
        #expect(reader.attributes("testcase", 1)?["classname"] == readBack(nasty))
        #expect(reader.attributes("failure")?["type"] == readBack(nasty))
        // Messages are the first line: up to the carriage return.
        #expect(reader.attributes("failure")?["message"] == readBack("a&b <c> \"d\" 'e'\tf"))
        #expect(reader.attributes("skipped")?["message"] == readBack("a&b <c> \"d\" 'e'\tf"))
        #expect(reader.text["failure"] == readBack(nasty))
    }

    /// Every element's attributes in document order, and the text of each element name.
    final class JUnitReader: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text: [String: String] = [:]
        var open: [String] = []

        func attributes(_ name: String, _ k: Int = 0) -> [String: String]? {
            let matching = elements.filter { $0.name == name }
            return matching.indices.contains(k) ? matching[k].attributes : nil
        }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((name: name, attributes: attributes))
            open.append(name)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let name = open.last { text[name, default: ""] += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = open.popLast()
        }
    }
}
