import HitChainKit
import HitChainScene

/// What each responder answers as the properties expect it: the twin's declarations for the
/// catalogue's Swift classes (`FuzzCatalogue.twin(of:)`), the responder's own declarations
/// (the scene's) for every other — never a user's override asked.
struct DeclaredAnswers {
    /// The twins' responder specs, by view name: empty when the case has no catalogue view.
    private let twins: [String: ResponderSpec]

    /// `expected` is the scene the properties judge by: the twin scene when the case has
    /// catalogue views (which keep their class names there).
    init(expected: HCScene) {
        var twins: [String: ResponderSpec] = [:]
        // By index: a loop over the views by value would copy each one.
        for i in expected.views.indices where FuzzCatalogue.isCatalogueClass(expected.views[i].className) {
            twins[expected.views[i].name] = expected.views[i].responder
        }
        self.twins = twins
    }

    func handlers(_ r: UIResponder) -> ResponderHandlers { twins[r.name]?.handlers ?? r.handlers }

    /// `canPerformAction(_:withSender:)`: the declared answer, else whether it implements it.
    func canPerform(_ r: UIResponder, _ selector: String) -> Bool {
        guard let t = twins[r.name] else { return r.canPerformAsDeclared(selector) }
        return t.canPerformAction[selector] ?? t.handlers.actions.contains(selector)
    }

    /// Whether `r` performs a nil-targeted action it said it can: a user's class does — the
    /// catalogue's too (its `canPerformAction`, its own or `super`'s, is its word); any other
    /// when it declares the action.
    func implements(_ r: UIResponder, _ selector: String) -> Bool {
        r.isUserClass || r.handlers.actions.contains(selector)
    }

    /// How `r` handles a touch message in `phase` (a control handles its own).
    func touchHandling(_ r: UIResponder, _ phase: TouchPhase) -> Handling? {
        if let t = twins[r.name] { return t.handlers.touches[phase] }
        return r.touchHandling(phase)
    }

    /// Whether what `r` does with a message can be told without running its code: not a
    /// user's class outside the catalogue.
    func predicts(_ r: UIResponder) -> Bool { twins[r.name] != nil || !r.isUserClass }

    /// Whether `v` is a control the package's rules describe (not a twin, which never is one).
    func predictsControl(_ v: UIView) -> Bool { twins[v.name] == nil }
}
