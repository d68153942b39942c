/// The rules of docs/semantics.md, as the conformance suite counts them: every heading
/// (levels 2 to 4) from the chapter "Responders and names" to the chapter "Scroll views".
package enum SemanticsHeadings {
    package static let firstChapter = "Responders and names"
    package static let lastChapter = "Scroll views"

    /// The headings of the rule chapters of `markdown`, in order; text in code fences is skipped.
    package static func rules(in markdown: String) -> [String] {
        var rules: [String] = []
        var inRules = false, inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let level = line.prefix { $0 == "#" }.count
            let title = line.dropFirst(level).trimmingCharacters(in: .whitespaces)
            if level == 2 {
                if title == firstChapter {
                    inRules = true
                } else if inRules, rules.contains(lastChapter) {
                    inRules = false
                }
            }
            if inRules, (2...4).contains(level) { rules.append(title) }
        }
        return rules
    }
}
