import Foundation
import HitChainGeometry
public import HitChainScene

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an Appium / WebDriverAgent page source (`driver.page_source` on iOS): XML whose
/// elements are `XCUIElementType…` with `x`, `y`, `width`, `height` in window coordinates,
/// `name` (the accessibility identifier), `label`, `enabled` and `visible`. Parsed by the
/// toolchain's `XMLParser`.
public enum AppiumPageSource {
    /// The elements of `text` as a dump.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func parse(_ text: String, file: String? = nil) throws(SceneError) -> HierarchyDump {
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        if !parser.parse() || collector.failure != nil {
            var e = SceneError(.syntax, collector.failure ?? "not well-formed XML")
            if let underlying = parser.parserError, collector.failure == nil {
                e = SceneError(.syntax, "not well-formed XML (\(underlying.localizedDescription))")
            }
            e.file = file
            e.line = collector.failureLine ?? parser.lineNumber
            e.column = parser.columnNumber
            throw e
        }
        guard !collector.elements.isEmpty else {
            var e = SceneError(.syntax, "no XCUIElementType… element found: not an iOS page source")
            e.file = file
            throw e
        }
        return AccessibilityTree.dump(collector.elements)
    }

    /// Collects the elements in document order with their depth.
    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [AccessibilityElement] = []
        var depth = 0
        var failure: String?
        var failureLine: Int?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            defer { depth += 1 }
            guard failure == nil, name.hasPrefix("XCUIElementType") else { return }
            guard elements.count < RecursiveDescription.maxViews else {
                fail("more than \(RecursiveDescription.maxViews) elements", parser)
                return
            }
            var n: [Double] = []
            for key in ["x", "y", "width", "height"] {
                guard let v = attributes[key].flatMap(Double.init), v.isFinite else {
                    fail("\(name) needs a finite \(key)", parser)
                    return
                }
                n.append(v)
            }
            elements.append(
                AccessibilityElement(
                    type: String(name.dropFirst("XCUIElementType".count)),
                    frame: Rect(x: n[0], y: n[1], width: n[2], height: n[3]), identifier: attributes["name"],
                    label: attributes["label"], isEnabled: attributes["enabled"] != "false",
                    isVisible: attributes["visible"] != "false", depth: depth, line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
        }

        private func fail(_ problem: String, _ parser: XMLParser) {
            failure = problem
            failureLine = parser.lineNumber
            parser.abortParsing()
        }
    }
}
