import HitChainGeometry

/// Reads an XCUITest `debugDescription` (`print(app.debugDescription)`, `po app`): the lines
/// under "Element subtree:" (or, pasted without it, every line), one element per line —
/// `Type, 0xADDR, {{x, y}, {w, h}}, identifier: '…', label: '…'`, or as a recent Xcode prints
/// it without addresses and with the identifier before the frame — nested by indentation,
/// frames in window coordinates; a label's further lines go with it. The sections after the
/// subtree ("Path to element:", "Query chain:") are not elements. What the paste wrapped it in
/// comes off first, and an escaped string is unescaped (`PastedText`). A dump cut short — in
/// its last line, before its sections, inside them — gives what is whole, with a warning that
/// names the line.
public enum XCUITestDescription {
    /// What every XCUITest import says of its frames.
    public static let rounding =
        "frames are printed to 0.1 pt (XCUITest rounds them): an edge may be up to 0.05 pt from where the app has it"

    /// The elements of `text` as a dump.
    ///
    /// - Complexity: O(n) in the length of the text.
    // Over the line limit: one pass over the pasted lines, its state (depth stack, wrapped line) in locals.
    public static func parse(_ text: String, file: String? = nil) throws(SceneError) -> HierarchyDump {
        let pasted = PastedText(text)
        let lines = ImportText.lines(pasted.text)
        // (Short lines only are trimmed to look for the header: a deep dump's lines are long.)
        let subtree = lines.firstIndex { $0.utf8.count < 80 && $0.trimmingSpaces == "Element subtree:" }
        let start = subtree.map { $0 + 1 } ?? 0
        // The whole output of `debugDescription` opens with "Attributes:" and ends with its
        // "Path to element:" and "Query chain:" sections: without them, it was cut.
        let isWholeOutput =
            subtree.map { lines[..<$0].contains { $0.trimmingSpaces.hasPrefix("Attributes:") } } ?? false
        var rows: [(body: Substring, indent: Int, line: Int)] = []
        var continued = 0  // lines joined to the last row
        var sectionLine: Int?
        for k in start..<lines.count {
            let line = lines[k].utf8.last == UInt8(ascii: "\r") ? lines[k].dropLast() : lines[k]
            // The indentation, counted as bytes (spaces and tabs).
            let indent = line.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            let body = line[line.utf8.index(line.startIndex, offsetBy: indent)...]
            if body.isEmpty || body.hasPrefix("(lldb)") { continue }
            if !body.contains(","), body.hasSuffix(":") {  // "Path to element:", "Query chain:"
                sectionLine = k
                break
            }
            // A label that holds a line break goes on over the next line (a few: a quote never
            // closed does not swallow the dump).
            if let last = rows.last, continued < RecursiveDescription.maxWrappedLines,
                ImportText.endsInQuotedText(last.body)
            {
                rows[rows.count - 1].body = Substring(String(last.body) + "\n" + body)
                continued += 1
                continue
            }
            continued = 0
            guard rows.count < RecursiveDescription.maxViews else {
                throw ImportText.error(.syntax, "more than \(RecursiveDescription.maxViews) elements", file, k + 1, 1)
            }
            rows.append((body.drop { $0 == "→" }, indent, k + 1))
        }
        var cut: (line: Int, place: DumpWarning.CutPlace)?
        var elements: [AccessibilityElement] = []
        var indents: [Int] = []
        for (n, row) in rows.enumerated() {
            while let last = indents.last, last >= row.indent { indents.removeLast() }
            let depth = indents.count
            indents.append(row.indent)
            do {
                // The last line of a dump that stops there is where a cut shows.
                let isLast = n == rows.count - 1 && sectionLine == nil
                elements.append(try element(row.body, depth: depth, line: row.line, file: file, isLast: isLast))
            } catch {
                guard n == rows.count - 1, sectionLine == nil else { throw error }
                cut = (row.line, .middleOfLine)
            }
        }
        let lastLine = (lines.lastIndex { !$0.trimmingSpacesAndNewlines.isEmpty } ?? 0) + 1
        if cut == nil, isWholeOutput, let problem = missingEnd(lines, from: sectionLine, subtree: rows.map(\.body)) {
            cut = (lastLine, .section(problem))
        }
        if cut == nil, pasted.isUnterminated { cut = (lastLine, .unclosedString) }
        guard !elements.isEmpty else {
            throw ImportText.error(
                .syntax,
                cut == nil
                    ? "no element found: a debugDescription has lines like \"Button, 0x…, {{x, y}, {w, h}}\""
                    : "the dump is cut off before its first whole element", file, cut?.line ?? 1, 1)
        }
        var dump = AccessibilityTree.dump(
            elements, warnings: pasted.wasEscapedString ? [.escapedString] : [],
            limits: AccessibilityTree.limits + [rounding])
        if let cut { dump.cut(at: cut.line, cut.place) }
        return dump
    }

    /// What the end of a whole `debugDescription` lacks after its subtree (which ends at
    /// `sectionLine`), or nil: "Path to element:" with element lines that read whole, from the
    /// application down to the element, whose line is the subtree's first; then (when it is
    /// there: copies without it are common) "Query chain:" whose `Output: {` blocks all close.
    ///
    /// - Complexity: O(n) in the lines after the subtree.
    static func missingEnd(_ lines: [Substring], from sectionLine: Int?, subtree: [Substring]) -> String? {
        guard let sectionLine else { return "in its element subtree, before \"Path to element:\"" }
        let rest = lines[sectionLine...].map(\.trimmingSpaces)
        guard let path = rest.firstIndex(of: "Path to element:") else {
            return "before its \"Path to element:\" section"
        }
        let chain = rest[(path + 1)...].firstIndex(of: "Query chain:")
        let steps = rest[(path + 1)..<(chain ?? rest.endIndex)].filter { !$0.isEmpty }
        func stepBody(_ line: String) -> Substring { Substring(line).drop { $0 == "→" || $0 == "↳" || $0 == " " } }
        guard let last = steps.last,
            subtree.contains(where: { $0.drop { $0 == "→" }.trimmingSpaces == stepBody(last).trimmingSpaces })
        else {
            return "in its \"Path to element:\" section, which does not reach the element of the subtree"
        }
        for (k, step) in steps.enumerated() {
            let body = stepBody(step)
            do {
                _ = try element(body, depth: 0, line: 0, file: nil, isLast: k == steps.count - 1)
            } catch {
                return "in its \"Path to element:\" section, in a broken line (\(error.problem))"
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
        guard blocks > 0, open == 0 else { return "in its \"Query chain:\" section, before its Output block closes" }
        return nil
    }
}
