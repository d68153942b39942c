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
        let lines = ImportText.lines(text)
        // (Short lines only are trimmed to look for the header: a deep dump's lines are long.)
        let subtree = lines.firstIndex { $0.utf8.count < 80 && $0.trimmingSpaces == "Element subtree:" }
        let start = subtree.map { $0 + 1 } ?? 0
        // The whole output of `debugDescription` opens with "Attributes:" and ends with its
        // "Path to element:" and "Query chain:" sections: without them, it was cut.
        let isWholeOutput =
            subtree.map { lines[..<$0].contains { $0.trimmingSpaces.hasPrefix("Attributes:") } } ?? false
        var rows: [(body: Substring, indent: Int, line: Int)] = []
        var sectionLine: Int?
        for k in start..<lines.count {
            let line = lines[k].utf8.last == UInt8(ascii: "\r") ? lines[k].dropLast() : lines[k]
            // The indentation, counted as bytes (spaces and tabs).
            let indent = line.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            let body = line[line.utf8.index(line.startIndex, offsetBy: indent)...]
            if body.isEmpty { continue }
            if !body.contains(","), body.hasSuffix(":") {  // "Path to element:", "Query chain:"
                sectionLine = k
                break
            }
            guard rows.count < RecursiveDescription.maxViews else {
                throw ImportText.error(.syntax, "more than \(RecursiveDescription.maxViews) elements", file, k + 1, 1)
            }
            rows.append((body, indent, k + 1))
        }
        if isWholeOutput, let problem = missingEnd(lines, from: sectionLine, subtree: rows.map(\.body)) {
            throw ImportText.error(
                .syntax, "the dump is cut off: \(problem) (copy the whole output of debugDescription)", file,
                lines.count, 1)
        }
        var elements: [AccessibilityElement] = []
        var indents: [Int] = []
        for (n, row) in rows.enumerated() {
            while let last = indents.last, last >= row.indent { indents.removeLast() }
            let depth = indents.count
            indents.append(row.indent)
            do {
                // The last line of a dump that stops there is where a cut shows.
                let isLast = n == rows.count - 1 && sectionLine == nil
                elements.append(
                    try element(
                        row.body.drop { $0 == "→" }, depth: depth, line: row.line, file: file, isLast: isLast))
            } catch {
                guard n == rows.count - 1, sectionLine == nil else { throw error }
                throw ImportText.error(
                    .syntax, "the dump is cut off in its last line (\(error.problem))", file, row.line, 1)
            }
        }
        guard !elements.isEmpty else {
            throw ImportText.error(
                .syntax,
                "no element found: a debugDescription has lines like \"Button, 0x…, {{x, y}, {w, h}}\"", file, 1, 1)
        }
        return AccessibilityTree.dump(elements)
    }

    /// What the end of a whole `debugDescription` lacks after its subtree (which ends at
    /// `sectionLine`), or nil: "Path to element:" with element lines that read whole, from the
    /// application down to the element, whose line is the subtree's first; then (when it is
    /// there: copies without it are common) "Query chain:" whose `Output: {` blocks all close.
    ///
    /// - Complexity: O(n) in the lines after the subtree.
    static func missingEnd(_ lines: [Substring], from sectionLine: Int?, subtree: [Substring]) -> String? {
        guard let sectionLine else { return "it ends in its element subtree, before \"Path to element:\"" }
        let rest = lines[sectionLine...].map(\.trimmingSpaces)
        guard let path = rest.firstIndex(of: "Path to element:") else {
            return "it has no \"Path to element:\" section"
        }
        let chain = rest[(path + 1)...].firstIndex(of: "Query chain:")
        let steps = rest[(path + 1)..<(chain ?? rest.endIndex)].filter { !$0.isEmpty }
        func stepBody(_ line: String) -> Substring { Substring(line).drop { $0 == "→" || $0 == "↳" || $0 == " " } }
        guard let last = steps.last,
            subtree.contains(where: { $0.drop { $0 == "→" }.trimmingSpaces == stepBody(last).trimmingSpaces })
        else {
            return "its \"Path to element:\" section does not reach the element of the subtree"
        }
        for (k, step) in steps.enumerated() {
            let body = stepBody(step)
            do {
                _ = try element(body, depth: 0, line: 0, file: nil, isLast: k == steps.count - 1)
            } catch {
                return "its \"Path to element:\" section ends in a broken line (\(error.problem))"
            }
        }
        guard let chain else { return nil }
        // Blocks open on a line ending in "{" and close on a line that is "}" alone (braces in
        // labels and predicates are text).
        var open = 0
        var blocks = 0
        for line in rest[chain...] {
            if line.hasSuffix("{") {
                open += 1
                blocks += 1
            } else if line == "}" {
                open -= 1
            }
        }
        guard blocks > 0, open == 0 else { return "its \"Query chain:\" section ends before its Output block closes" }
        return nil
    }

    private static func element(_ body: Substring, depth: Int, line: Int, file: String?, isLast: Bool)
        throws(SceneError)
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
        // A frame-less line in the middle may be a label's second line; at the end, a cut.
        if isLast, !parts.dropFirst().contains(where: { $0.hasPrefix("{{") }), typeWord != "Application" {
            throw ImportText.error(.syntax, "\(typeWord) has no frame {{x, y}, {w, h}}", file, line, 1)
        }
        for value in [identifier, label] where isLast {
            if let value, value.hasPrefix("'") {
                throw ImportText.error(.syntax, "a quoted value is never closed: \(value.prefix(40))", file, line, 1)
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
