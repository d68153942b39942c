import HitChainScene

/// Which recognizers each recognizer of a scene waits for (docs/semantics.md,
/// "requiresFailureOf", "Delegates"): its own `requiresFailureOf`, its declared delegate's
/// `shouldRequireFailureOf`, and every recognizer whose declared delegate names it in
/// `shouldBeRequiredToFailBy` — worked out once, from the scene, for the properties that judge
/// waiting (`RecognizerLedger`, `RecognizerEffects`, `PromptRecognition`).
enum FailureRequirements {
    /// By recognizer name; most recognizers have no requirement, and no entry.
    ///
    /// - Complexity: O(recognizers + the names their relations list).
    static func of(_ specs: [(view: Int, spec: GestureRecognizerSpec)]) -> [String: Set<String>] {
        var requirements: [String: Set<String>] = [:]
        for (_, g) in specs {
            if !g.requiresFailureOf.isEmpty { requirements[g.name, default: []].formUnion(g.requiresFailureOf) }
            guard let d = g.delegate else { continue }
            if !d.shouldRequireFailureOf.isEmpty {
                requirements[g.name, default: []].formUnion(d.shouldRequireFailureOf)
            }
            for dependent in d.shouldBeRequiredToFailBy { requirements[dependent, default: []].insert(g.name) }
        }
        return requirements
    }
}
