/// Reads UIKit's `-[UIView recursiveDescription]` as people paste it: one view per line,
/// `<Class: 0xADDR; field = value; …>`, depth shown by `|` bars (counted, not measured in
/// columns: pasted copies misalign). What the paste wrapped it in comes off first
/// (`PastedText`), as does an NSLog prefix (`LogPrefix`); between the bars and a view's `<` a
/// line may hold a logged array's quote, iOS 5's `XX (`, a controller's annotation and an
/// ivar's name (`ViewLineLead`). Addresses may be stripped, `(layer)` lines and a logged
/// array's brackets are skipped, values that nest `<…; …>`, `{…; …}` or `(…; …)` are split only
/// at the top level, a text may hold line breaks, and a dump cut off (a last line `...`, a last
/// line without its `>`, or one that is not a view) gives its complete part with a warning.
public enum RecursiveDescription {
    /// The most views a dump may hold (as many as a scene).
    public static let maxViews = SceneLimits.standard.maxViews

    /// The views of `text`, in document order.
    ///
    /// - Complexity: O(n) in the length of the text.
    // Over the line limit: one pass over the pasted lines, its state (depth stack, wrapped line, cut) in locals
    // every shape of paste updates.
    public static func parse(_ text: String, file: String? = nil) throws(SceneError) -> HierarchyDump {
        var dump = HierarchyDump()
        // Split and scanned as bytes: a deep dump is mostly indentation, and reading it a
        // Character at a time made import ten times slower.
        let pasted = PastedText(text)
        let lines = ImportText.lines(pasted.text)
        try PrintHierarchy.refuseAsViews(lines, file)
        try refuseShortForm(lines, file)
        if pasted.wasEscapedString { dump.warnings.append(.escapedString) }
        // The last line that is neither blank nor dots: a cut after it ends the dump.
        let lastMeaningful =
            lines.lastIndex { line in
                let t = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
                return !t.isEmpty && !isElision(t)
            } ?? -1
        var k = 0
        var previousWasElision = false
        var openArrays = 0  // logged arrays opened and not yet closed
        while k < lines.count {
            let number = k + 1
            var line = lines[k].utf8.last == UInt8(ascii: "\r") ? lines[k].dropLast() : lines[k]
            k += 1
            let logged = LogPrefix.length(line)
            if let logged { line = line[line.utf8.index(line.startIndex, offsetBy: logged)...] }
            let lead = Indentation(line)
            let trimmed = line[lead.firstNonSpace...]
            // A last line of indentation alone is the start of a view the cut left out.
            if k == lines.count, lead.bars > 0, !dump.views.isEmpty, lead.open == nil, lead.isIndentationOnly {
                dump.cut(at: number, .startOfView)
                break
            }
            if trimmed.isEmpty || trimmed.hasPrefix("(lldb)") { continue }
            if Self.isElision(trimmed) {
                if k > lastMeaningful {
                    dump.cut(at: number, .mark(String(trimmed.prefix(12))))
                    break
                }
                // One warning for a run of dot lines.
                if !previousWasElision { dump.elided(at: number, trimmed.prefix(12)) }
                previousWasElision = true
                continue
            }
            previousWasElision = false
            if trimmed.hasSuffix("(layer)") { continue }
            if let bracket = arrayBracket(trimmed) {
                openArrays = max(openArrays + bracket, 0)
                continue
            }
            guard let open = lead.open else {
                if logged != nil {
                    dump.warnings.append(.logLineSkipped(line: number))
                    continue
                }
                if k > lastMeaningful, !dump.views.isEmpty {
                    dump.cut(at: number, .partialLine(String(trimmed.prefix(24))))
                    break
                }
                throw ImportText.error(
                    .syntax, "expected a view, \"<Class: 0x…; frame = (x y; w h); …>\"", file, number, 1)
            }
            // On a logged line, what the message says before the view is not read.
            guard let viewLead = ViewLineLead(line[lead.firstNonSpace..<open]) ?? (logged != nil ? .init("") : nil)
            else {
                let column = line.distance(from: lines[k - 1].startIndex, to: open) + 1
                throw ImportText.error(
                    .syntax,
                    "only spaces and \"|\" bars (or an ivar's name, or a controller's 'Class:0x…') may come before a "
                        + "view's \"<\"", file, number, column)
            }
            var depth = lead.bars
            var body: Substring
            if let close = closing(line, from: open) {
                body = line[line.index(after: open)..<close]
                // Text after a view (`-><UIImage: …>`, ` - (null)`, `collection view layout: <…>`)
                // whose own `<` or `(` never closes, or without the `"` or `)` its line opened
                // with, on the dump's last line: the cut fell there.
                let after = line[line.index(after: close)...]
                if k > lastMeaningful,
                    Self.opensUnclosed(after) || (viewLead.isListElement && !after.contains("\""))
                        || (viewLead.isNotShown && !after.contains(")"))
                {
                    dump.cut(at: number, .afterView)
                }
            } else if let wrapped = Self.wrappedBody(line[open...], lines: lines, from: k) {
                body = wrapped.body
                dump.warnings.append(
                    wrapped.inText
                        ? .textLineBreak(line: number, next: wrapped.next) : .wrapped(line: number, next: wrapped.next))
                k = wrapped.next
            } else if k > lastMeaningful {
                dump.cut(at: number, .middleOfLine)
                return try finish(dump, file)
            } else if Self.isElisionLine(lines, at: k) {
                // Cut by its author, who went on after the dots: the whole views after it are read.
                dump.elided(at: number, "a view's line cut off before \"\(lines[k].trimmingSpaces.prefix(12))\"")
                continue
            } else {
                let column = line.distance(from: lines[k - 1].startIndex, to: open) + 1
                throw ImportText.error(.syntax, "this view's \"<\" is never closed by a \">\"", file, number, column)
            }
            let previous = dump.views.last?.depth ?? -1
            if depth > previous + 1 {
                dump.warnings.append(.depthJump(line: number, bars: depth, previous: previous))
                depth = previous + 1
            }
            guard dump.views.count < maxViews else {
                throw ImportText.error(.tooLarge, "more than \(maxViews) views", file, number, 1)
            }
            var dumped = try view(body, depth: depth, line: number, file: file)
            if let ivar = viewLead.ivar, dumped.fields["ivar"] == nil { dumped.fields["ivar"] = ivar }
            dumped.controller = viewLead.controller
            dumped.note = viewLead.note
            dump.views.append(dumped)
        }
        if pasted.isUnterminated, !dump.warnings.contains(where: \.isCut) {
            dump.cut(at: max(lastMeaningful + 1, 1), .unclosedString)
        }
        if openArrays > 0, !dump.warnings.contains(where: \.isCut) {
            dump.cut(at: max(lastMeaningful + 1, 1), .section("before its logged array closes with \")\""))
        }
        return try finish(dump, file)
    }

    /// Whether `text` names views without frames (`<UIButton: 0x7fda0000d8c0>` lines).
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func isShortForm(_ text: String) -> Bool { ShortForm.firstLine(ImportText.lines(text)) != nil }

    /// Throws when the lines are a short form: views named without frames.
    private static func refuseShortForm(_ lines: [Substring], _ file: String?) throws(SceneError) {
        guard let short = ShortForm.firstLine(lines) else { return }
        throw ImportText.error(
            .syntax,
            "\"\(short.text)\" names a view but not its frame: this is a short form (a list of views, "
                + "_autolayoutTrace, po of an array), and hit-testing needs every frame. \(howToDump)",
            file, short.line, 1)
    }

    /// What to run in lldb for a dump this reader can use.
    public static let howToDump =
        "Print a full dump in lldb: po view.value(forKey: \"recursiveDescription\")! (Swift), "
        + "po [view recursiveDescription] (Objective-C), or for the whole screen "
        + "expr -l objc -O -- [[[UIApplication sharedApplication] keyWindow] recursiveDescription]"

    private static func finish(_ dump: HierarchyDump, _ file: String?) throws(SceneError) -> HierarchyDump {
        guard !dump.views.isEmpty else {
            throw ImportText.error(
                .syntax, "no view found: a recursiveDescription has lines like \"<UIView: 0x…; frame = …>\"",
                file, 1, 1
            )
        }
        return dump
    }

    /// One view's fields: the first part is the class (and address), the rest `key = value`
    /// or `key: value`.
    private static func view(_ body: Substring, depth: Int, line: Int, file: String?) throws(SceneError) -> DumpedView {
        var body = body
        var extra: Substring = ""
        // `<<_UITextContainerView: 0x…; frame = …; layer = <…>> minSize = {0, 0}, …>`: a class
        // whose description wraps its superclass's; the view is the inner description, and
        // what follows it is more fields, separated by commas.
        if body.first == "<", let inner = closing(body, from: body.startIndex) {
            extra = body[body.index(after: inner)...]
            body = body[body.index(after: body.startIndex)..<inner]
        }
        let parts = ImportText.split(body, at: ";") + ImportText.split(extra, at: ",")
        let head = parts.first.map { $0.trimmingSpaces } ?? ""
        let headParts = head.split(separator: ":", maxSplits: 1)
        let className = headParts.first.map { String($0).trimmingSpaces } ?? ""
        guard !className.isEmpty, !className.contains(" ") else {
            throw ImportText.error(.syntax, "expected a class name after \"<\"", file, line, 1)
        }
        let address = headParts.count == 2 ? String(headParts[1]).trimmingSpaces : nil
        var fields: [String: String] = [:]
        for part in parts.dropFirst() {
            let text = part.trimmingSpaces
            if text.isEmpty { continue }
            let eq = text.firstIndex(of: "=")
            let colon = text.firstIndex(of: ":")
            guard let sep = [eq, colon].compactMap({ $0 }).min() else { continue }
            let key = text[..<sep].trimmingSpaces
            let value = text[text.index(after: sep)...].trimmingSpaces
            if !key.isEmpty, !key.contains(" "), fields[key] == nil { fields[key] = value }
        }
        return DumpedView(className: className, address: address, depth: depth, fields: fields, line: line)
    }
}
