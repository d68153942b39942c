import Foundation
import HitChainGeometry
public import HitChainScene

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an Appium / WebDriverAgent page source (`driver.page_source` on iOS): XML whose
/// elements are `XCUIElementType…` with `x`, `y`, `width`, `height` in window coordinates,
/// `name` (the accessibility identifier), `label`, `enabled` and `visible`. Parsed by the
/// toolchain's `XMLParser`. A page source cut short gives the elements whose tags came
/// whole, with a warning.
public enum AppiumPageSource {
    /// The elements of `text` as a dump.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func parse(_ text: String, file: String? = nil) throws(SceneError) -> HierarchyDump {
        let collector = Collector()
        // Fed as a stream, in pieces: handed its whole data at once, libxml2 refuses a document
        // past 10 MB as "not well-formed".
        let parser = XMLParser(stream: InputStream(data: Data(text.utf8)))
        parser.delegate = collector
        let parsed = parser.parse()
        // A page source cut short still parses as far as it goes (libxml2 hands over the
        // elements it has, attributes and all): what was cut shows as a root never closed,
        // or as a failure on the text's last line.
        let lastLine = lastLineNumber(text)
        let failureLine = collector.failureLine ?? (parsed ? nil : parser.lineNumber)
        var cut: DumpWarning.CutPlace?
        if !collector.closedRoot, parsed || (failureLine ?? 0) >= lastLine {
            // What came whole before the cut is read, as a cut recursiveDescription is.
            guard collector.failure == nil, !collector.elements.isEmpty else {
                var e = SceneError(.syntax, "the page source is cut off: \(collector.unclosed) is never closed")
                e.file = file
                e.line = lastLine
                throw e
            }
            cut = .unclosedElement(collector.unclosed)
        } else if !parsed || collector.failure != nil {
            var e = SceneError(.syntax, collector.failure ?? "not well-formed XML")
            if let underlying = parser.parserError, collector.failure == nil {
                e = SceneError(.syntax, "not well-formed XML (\(underlying.localizedDescription))")
            }
            e.file = file
            e.line = failureLine
            e.column = parser.columnNumber
            throw e
        }
        guard !collector.elements.isEmpty else {
            var e = SceneError(.syntax, "no XCUIElementType… element found: not an iOS page source")
            e.file = file
            throw e
        }
        var elements = collector.elements
        // At the end of a cut text libxml2 hands over a start tag cut short, with the attributes it
        // got: an element whose `<` is never closed by a `>` is not whole.
        if cut != nil, let open = text.utf8.lastIndex(of: UInt8(ascii: "<")),
            !text.utf8[open...].contains(UInt8(ascii: ">")), let last = elements.last,
            last.line >= 1 + text.utf8[..<open].reduce(0, { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
        {
            elements.removeLast()
        }
        guard !elements.isEmpty else {
            var e = SceneError(.syntax, "the page source is cut off: \(collector.unclosed) is never closed")
            e.file = file
            e.line = lastLine
            throw e
        }
        var dump = AccessibilityTree.dump(elements)
        if let cut { dump.cut(at: lastLine, cut) }
        return dump
    }

    /// The number of the last line of `text` that holds more than white space.
    ///
    /// - Complexity: O(n) in the length of the text.
    static func lastLineNumber(_ text: String) -> Int {
        var line = 1
        var last = 1
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                line += 1
            } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
                last = line
            }
        }
        return last
    }

    /// Collects the elements in document order with their depth.
    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [AccessibilityElement] = []
        var depth = 0
        var failure: String?
        var failureLine: Int?
        /// Whether the document's outermost element has closed.
        var closedRoot = false
        /// The elements open now, outermost first, as "<Name> (line N)" (for a cut-off's message).
        private var open: [String] = []
        var unclosed: String { open.first.map { "\($0), opened there," } ?? "the document" }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            defer { depth += 1 }
            open.append("<\(name)> (line \(parser.lineNumber))")
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
                    frame: HCRect(x: n[0], y: n[1], width: n[2], height: n[3]), identifier: attributes["name"],
                    label: attributes["label"], isEnabled: attributes["enabled"] != "false",
                    isVisible: attributes["visible"] != "false", depth: depth, line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
            open.removeLast(open.isEmpty ? 0 : 1)
            if depth == 0 { closedRoot = true }
        }

        /// Records the first problem and reads on without collecting (so that a cut after it
        /// is still seen as a cut).
        private func fail(_ problem: String, _ parser: XMLParser) {
            guard failure == nil else { return }
            failure = problem
            failureLine = parser.lineNumber
        }
    }
}
