import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The JUnit schema CI systems read — Jenkins' junit-10.xsd, which GitLab, the GitHub test
/// reporters and most dashboards follow — as rules checked on a parsed report: which
/// element may contain which, the attributes each element allows and requires, the
/// number, time (`SUREFIRE_TIME`: up to three decimals) and timestamp formats (no time
/// zone), and counts that agree with the testcases. Returns every violation.
enum JUnitSchema {
    struct Node {
        let name: String
        let attributes: [String: String]
        var children: [Node] = []
    }

    static let allowedAttributes: [String: Set<String>] = [
        "testsuites": ["name", "time", "tests", "failures", "disabled", "errors"],
        "testsuite": [
            "name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname", "id", "package",
            "file", "log", "url", "version", "disabled",
        ],
        "testcase": [
            "name", "assertions", "time", "classname", "status", "class", "file", "line", "log", "group", "url",
        ],
        "failure": ["message", "type"],
        "error": ["message", "type"],
        "skipped": ["message"],
        "properties": [],
        "property": ["name", "value"],
        "system-out": [],
        "system-err": [],
    ]
    static let requiredAttributes: [String: Set<String>] = [
        "testsuite": ["name", "tests"], "testcase": ["name"], "property": ["name", "value"],
    ]
    static let allowedChildren: [String: Set<String>] = [
        "testsuites": ["testsuite"],
        "testsuite": ["properties", "testcase", "system-out", "system-err"],
        "testcase": ["skipped", "error", "failure", "system-out", "system-err"],
        "properties": ["property"],
        "failure": [], "error": [], "skipped": [], "property": [], "system-out": [], "system-err": [],
    ]

    static func violations(_ xml: String) -> [String] {
        let parser = XMLParser(data: Data(xml.utf8))
        let builder = TreeBuilder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            return ["not well-formed: \(parser.parserError.map { "\($0)" } ?? "no root") at line \(parser.lineNumber)"]
        }
        var problems: [String] = []
        if root.name != "testsuites" && root.name != "testsuite" { problems.append("root is <\(root.name)>") }
        var pending = [root]
        while let node = pending.popLast() {
            check(node, into: &problems)
            pending.append(contentsOf: node.children)
        }
        return problems
    }

    private static func check(_ node: Node, into problems: inout [String]) {
        guard let allowed = allowedAttributes[node.name] else {
            return problems.append("unknown element <\(node.name)>")
        }
        for key in node.attributes.keys where !allowed.contains(key) {
            problems.append("<\(node.name)> has attribute \(key), which the schema does not allow")
        }
        for key in requiredAttributes[node.name] ?? [] where node.attributes[key] == nil {
            problems.append("<\(node.name)> lacks the required attribute \(key)")
        }
        for child in node.children where !(allowedChildren[node.name] ?? []).contains(child.name) {
            problems.append("<\(child.name)> inside <\(node.name)>")
        }
        if node.name == "testcase", node.children.filter({ $0.name == "skipped" }).count > 1 {
            problems.append("more than one <skipped> in a testcase")
        }
        for key in ["tests", "failures", "errors", "skipped", "disabled", "assertions"] {
            if let v = node.attributes[key], Int(v) == nil || (Int(v) ?? -1) < 0 {
                problems.append("<\(node.name) \(key)=\"\(v)\"> is not a whole number")
            }
        }
        if let t = node.attributes["time"], t.range(of: #"^[0-9]+(\.[0-9]{1,3})?$"#, options: .regularExpression) == nil
        {
            problems.append("<\(node.name) time=\"\(t)\"> is not SUREFIRE_TIME")
        }
        if let s = node.attributes["timestamp"],
            s.range(of: #"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"#, options: .regularExpression) == nil
        {
            problems.append("<\(node.name) timestamp=\"\(s)\"> is not an ISO 8601 date and time without a zone")
        }
        if node.name == "testsuite" {
            let cases = node.children.filter { $0.name == "testcase" }
            if node.attributes["tests"] != String(cases.count) {
                problems.append(
                    "testsuite \(node.attributes["name"] ?? "") says tests=\(node.attributes["tests"] ?? "") "
                        + "for \(cases.count)"
                )
            }
            let failed = cases.filter { $0.children.contains { $0.name == "failure" } }.count
            if let f = node.attributes["failures"], f != String(failed) {
                problems.append("testsuite \(node.attributes["name"] ?? "") says failures=\(f) for \(failed)")
            }
        }
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [Node] = []
        var root: Node?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            stack.append(Node(name: name, attributes: attributes))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard let node = stack.popLast() else { return }
            if stack.isEmpty { root = node } else { stack[stack.count - 1].children.append(node) }
        }
    }
}
