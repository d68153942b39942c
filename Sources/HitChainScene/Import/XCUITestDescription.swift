import HitChainGeometry

/// Reads an XCUITest `debugDescription` (`print(app.debugDescription)`): the lines under
/// "Element subtree:", one element per line, `Type, 0xADDR, {{x, y}, {w, h}}, identifier:
/// '…', label: '…'`, nested by indentation, frames in window coordinates. The sections
/// after the subtree ("Path to element:", "Query chain:") are not elements.
public enum XCUITestDescription {
    /// The elements of `text` as a dump.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func parse(_ text: String, file: String? = nil) throws(SceneError) -> HierarchyDump {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.firstIndex { $0.trimmingSpaces == "Element subtree:" }.map { $0 + 1 } ?? 0
        var elements: [AccessibilityElement] = []
        var indents: [Int] = []
        for k in start..<lines.count {
            let line = lines[k].hasSuffix("\r") ? lines[k].dropLast() : lines[k]
            let body = line.drop { $0 == " " || $0 == "\t" }
            if body.isEmpty { continue }
            if !body.contains(","), body.hasSuffix(":") { break }  // "Path to element:", "Query chain:"
            let indent = line.count - body.count
            while let last = indents.last, last >= indent { indents.removeLast() }
            let depth = indents.count
            indents.append(indent)
            let element = try self.element(body.drop { $0 == "→" }, depth: depth, line: k + 1, file: file)
            guard elements.count < RecursiveDescription.maxViews else {
                throw ImportText.error(.syntax, "more than \(RecursiveDescription.maxViews) elements", file, k + 1, 1)
            }
            elements.append(element)
        }
        guard !elements.isEmpty else {
            throw ImportText.error(
                .syntax,
                "no element found: a debugDescription has lines like \"Button, 0x…, {{x, y}, {w, h}}\"", file, 1, 1)
        }
        return AccessibilityTree.dump(elements)
    }

    private static func element(_ body: Substring, depth: Int, line: Int, file: String?) throws(SceneError)
        -> AccessibilityElement
    {
        let parts = ImportText.split(body, at: ",").map { $0.drop { $0 == " " } }
        guard parts.count >= 2, let typeWord = parts[0].split(separator: " ").first else {
            throw ImportText.error(.syntax, "expected \"Type, 0xADDR, {{x, y}, {w, h}}, …\"", file, line, 1)
        }
        var frame = Rect.zero
        var identifier: String?
        var label: String?
        var enabled = true
        for part in parts.dropFirst() {
            if part.hasPrefix("{{") {
                guard let n = HierarchyImporter.numbers(String(part)), n.count == 4 else {
                    throw ImportText.error(.syntax, "a frame is {{x, y}, {width, height}}, not \(part)", file, line, 1)
                }
                frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
            } else if part.hasPrefix("identifier: ") {
                identifier = unquoted(part.dropFirst(12))
            } else if part.hasPrefix("label: ") {
                label = unquoted(part.dropFirst(7))
            } else if part == "Disabled" {
                enabled = false
            }
        }
        let address = parts[1].hasPrefix("0x") ? String(parts[1]) : nil
        return AccessibilityElement(
            type: String(typeWord), frame: frame, identifier: identifier, label: label, isEnabled: enabled,
            address: address, depth: depth, line: line)
    }

    private static func unquoted(_ s: Substring) -> String {
        s.count >= 2 && s.hasPrefix("'") && s.hasSuffix("'") ? String(s.dropFirst().dropLast()) : String(s)
    }
}
