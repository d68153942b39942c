import HitChainScene

/// A shape of case where a property cannot be exact, so it is skipped there — and counted in
/// the run's summary, never silently (`FuzzStatistics.inexact`).
public enum InexactShape: String, CaseIterable, Hashable, Sendable, Comparable {
    /// `subclassTwin`: a view forwards or redirects its hit-test to a pass-through or
    /// forwarding view of the catalogue. The Swift class sees that answer as `self` and changes
    /// it, as UIKit code does; its declarative twin keeps a subview's answer (docs/semantics.md,
    /// "Decision: a subview's answer is kept, even when it names the view").
    case twinTargetedBySubviewAnswer

    /// The property it is skipped by.
    public var property: FuzzProperty {
        switch self {
        case .twinTargetedBySubviewAnswer: return .subclassTwin
        }
    }

    /// Why, in the summary's words.
    public var why: String {
        switch self {
        case .twinTargetedBySubviewAnswer:
            return "a view forwards to a pass-through or forwarding subclass: a declared override keeps that answer, "
                + "UIKit code does not"
        }
    }

    /// Shapes sort by name.
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// The shapes `scene` has.
    ///
    /// - Complexity: O(views).
    static func shapes(of scene: HCScene) -> [InexactShape] {
        // By index (a loop by value would copy every view), and no set: a forward or redirect
        // is rare, and a target of one is looked at where it is found.
        for i in scene.views.indices {
            switch scene.views[i].hitTest {
            case .forward(let t), .redirect(let t):
                if t < scene.views.count, FuzzCatalogue.reinterpretsOwnAnswer(scene.views[t].className) {
                    return [.twinTargetedBySubviewAnswer]
                }
            default:
                break
            }
        }
        return []
    }
}
