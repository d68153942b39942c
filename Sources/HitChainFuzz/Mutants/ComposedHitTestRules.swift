package import HitChainGeometry
package import HitChainKit

/// Several readings of the rules at once — what a port carrying several bugs does: for each
/// decision, the first part whose answer differs from UIKit's gives it; UIKit's answer when
/// none does. Parts that change different decisions compose exactly; triage uses this to
/// check a divergence against the readings it has already explained.
///
/// - Complexity: every hook asks UIKit's rules and each part once.
package struct ComposedHitTestRules: HitTestRules {
    package let parts: [any HitTestRules]
    private let uikit = UIKitHitTestRules()

    package init(_ parts: [any HitTestRules]) { self.parts = parts }

    /// `HitTestMutant`s composed in the catalogue's order, whatever order they are given in:
    /// the same set is always the same rules (`a+b` is `b+a`).
    package init(_ mutants: [HitTestMutant]) {
        let order = Dictionary(uniqueKeysWithValues: HitTestMutant.allCases.enumerated().map { ($1, $0) })
        self.init(mutants.sorted { order[$0, default: 0] < order[$1, default: 0] }.map(\.rules))
    }

    private func pick<T: Equatable>(_ answer: (any HitTestRules) -> T) -> T {
        let base = answer(uikit)
        for part in parts {
            let a = answer(part)
            if a != base { return a }
        }
        return base
    }

    package func skipReason(_ view: UIView) -> SkipReason? { pick { $0.skipReason(view) } }
    package func windowSkipReason(_ window: UIWindow) -> SkipReason? { pick { $0.windowSkipReason(window) } }
    package func alphaHides(_ alpha: Float) -> Bool { pick { $0.alphaHides(alpha) } }
    package func bounds(of view: UIView) -> HCRect { pick { $0.bounds(of: view) } }
    package func inset(_ rect: HCRect, by insets: HCEdgeInsets) -> HCRect { pick { $0.inset(rect, by: insets) } }
    package func contains(_ rect: HCRect, _ p: HCPoint) -> Bool { pick { $0.contains(rect, p) } }
    package func convert(_ p: HCPoint, into child: UIView) -> HCPoint? { pick { $0.convert(p, into: child) } }
    package func childOrder(_ view: UIView) -> ChildOrder { pick { $0.childOrder(view) } }
    package var checksPointInsideFirst: Bool { pick { $0.checksPointInsideFirst } }
    package func asksSubviews(_ view: UIView) -> Bool { pick { $0.asksSubviews(view) } }
    package var honorsDeclaredOverrides: Bool { pick { $0.honorsDeclaredOverrides } }

    package func childAnswered(_ answer: UIView?, remembered: inout UIView?) -> Bool {
        var baseRemembered = remembered
        let baseStops = uikit.childAnswered(answer, remembered: &baseRemembered)
        for part in parts {
            var partRemembered = remembered
            let stops = part.childAnswered(answer, remembered: &partRemembered)
            if stops != baseStops || partRemembered !== baseRemembered {
                remembered = partRemembered
                return stops
            }
        }
        remembered = baseRemembered
        return baseStops
    }

    package func window(of hit: UIView, walked: UIWindow) -> UIWindow {
        let base = uikit.window(of: hit, walked: walked)
        for part in parts {
            let w = part.window(of: hit, walked: walked)
            if w !== base { return w }
        }
        return base
    }
}
