/// What a gesture recognizer did to a view's touch phase instead of letting it through.
public enum TouchIntervention: String, Hashable, Sendable, CaseIterable {
    /// Held back while a recognizer with `delaysTouchesBegan` / `delaysTouchesEnded` may
    /// still recognize.
    case held
    /// A held phase delivered after all.
    case released
    /// A held `touchesBegan` dropped: the view never sees it.
    case discarded
    /// A held `touchesEnded` turned into `touchesCancelled`.
    case cancelled
    /// The view's touches cancelled because a recognizer with `cancelsTouchesInView`
    /// recognized.
    case cancel
}
