import HitChainGeometry

/// One element's line of an XCUITest `debugDescription`, taken apart.
extension XCUITestDescription {
    /// Whether `text` (the start of a dump) holds an element's line: an element type, then a
    /// comma, and a frame `{{x, y}, {w, h}}` or a process id — with or without an address.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func hasElementLine(_ text: Substring) -> Bool {
        text.split(separator: "\n").contains { line in
            let body = line.drop { $0 == " " || $0 == "\t" || $0 == "→" }
            let word = body.prefix { $0.isLetter }
            guard !word.isEmpty, XCUIElementTypes.classes[String(word)] != nil else { return false }
            let rest = body[word.endIndex...]
            return (rest.hasPrefix(", ") || rest.hasPrefix(" (")) && (line.contains("{{") || line.contains(", pid: "))
        }
    }

    /// The element on one line: its type, frame (window coordinates), identifier, label, value,
    /// whether it is enabled, and the traits printed after them (`Selected`, `Keyboard focused`).
    static func element(_ body: Substring, depth: Int, line: Int, file: String?, isLast: Bool)
        throws(SceneError) -> AccessibilityElement
    {
        let parts = ImportText.split(body, at: ",").map { $0.drop { $0 == " " } }
        guard parts.count >= 2, let typeWord = parts[0].split(separator: " ").first else {
            throw ImportText.error(.syntax, "expected \"Type, 0xADDR, {{x, y}, {w, h}}, …\"", file, line, 1)
        }
        var frame = HCRect.zero
        var hasFrame = false
        var identifier: String?
        var label: String?
        var value: String?
        var enabled = true
        var traits: [String] = []
        for part in parts.dropFirst() {
            if part.hasPrefix("{{") {
                guard let n = HierarchyImporter.numbers(String(part)), n.count == 4 else {
                    throw ImportText.error(.syntax, "a frame is {{x, y}, {width, height}}, not \(part)", file, line, 1)
                }
                frame = HCRect(x: n[0], y: n[1], width: n[2], height: n[3])
                hasFrame = true
            } else if part.hasPrefix("identifier: ") {
                identifier = unquoted(part.dropFirst(12))
            } else if part.hasPrefix("label: ") {
                label = unquoted(part.dropFirst(7))
            } else if part.hasPrefix("value: ") {
                value = unquoted(part.dropFirst(7))
            } else if part == "Disabled" {
                enabled = false
            } else if !part.isEmpty, !part.hasPrefix("0x"), !part.contains(":"), !part.contains("'") {
                traits.append(part.trimmingSpaces)
            }
        }
        // A frame-less line at the end is where a cut shows.
        if isLast, !hasFrame, typeWord != "Application" {
            throw ImportText.error(.syntax, "\(typeWord) has no frame {{x, y}, {w, h}}", file, line, 1)
        }
        for quoted in [identifier, label, value] where isLast {
            if let quoted, quoted.hasPrefix("'") {
                throw ImportText.error(.syntax, "a quoted value is never closed: \(quoted.prefix(40))", file, line, 1)
            }
        }
        var element = AccessibilityElement(
            type: String(typeWord), frame: frame, identifier: identifier, label: label, isEnabled: enabled,
            address: parts[1].hasPrefix("0x") ? String(parts[1]) : nil, depth: depth, line: line)
        element.value = value
        element.traits = traits
        element.isMain = parts[0].dropFirst(typeWord.count).trimmingSpaces == "(Main)"
        return element
    }

    private static func unquoted(_ s: Substring) -> String {
        s.count >= 2 && s.hasPrefix("'") && s.hasSuffix("'") ? String(s.dropFirst().dropLast()) : String(s)
    }
}
