public import HitChainGeometry

/// Several readings of the rules at once — what a port carrying several bugs does: for each
/// decision, the first part whose answer differs from UIKit's gives it; UIKit's answer when
/// none does. Parts that change different decisions compose exactly; triage uses this to
/// check a divergence against the readings it has already explained.
///
/// - Complexity: every hook asks UIKit's rules and each part once.
public struct ComposedHitTestRules: HitTestRules {
    public let parts: [any HitTestRules]
    private let uikit = UIKitHitTestRules()

    public init(_ parts: [any HitTestRules]) { self.parts = parts }

    /// `HitTestMutant`s composed in the catalogue's order, whatever order they are given in:
    /// the same set is always the same rules (`a+b` is `b+a`).
    public init(_ mutants: [HitTestMutant]) {
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

    public func skipReason(_ view: View) -> String? { pick { $0.skipReason(view) } }
    public func windowSkipReason(_ window: Window) -> String? { pick { $0.windowSkipReason(window) } }
    public func alphaHides(_ alpha: Float) -> Bool { pick { $0.alphaHides(alpha) } }
    public func bounds(of view: View) -> Rect { pick { $0.bounds(of: view) } }
    public func inset(_ rect: Rect, by insets: EdgeInsets) -> Rect { pick { $0.inset(rect, by: insets) } }
    public func contains(_ rect: Rect, _ p: Point) -> Bool { pick { $0.contains(rect, p) } }
    public func convert(_ p: Point, into child: View) -> Point? { pick { $0.convert(p, into: child) } }
    public func childOrder(_ view: View) -> ChildOrder { pick { $0.childOrder(view) } }
    public var checksPointInsideFirst: Bool { pick { $0.checksPointInsideFirst } }
    public func asksSubviews(_ view: View) -> Bool { pick { $0.asksSubviews(view) } }
    public var honorsDeclaredOverrides: Bool { pick { $0.honorsDeclaredOverrides } }

    public func childAnswered(_ answer: View?, remembered: inout View?) -> Bool {
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

    public func window(of hit: View, walked: Window) -> Window {
        let base = uikit.window(of: hit, walked: walked)
        for part in parts {
            let w = part.window(of: hit, walked: walked)
            if w !== base { return w }
        }
        return base
    }
}
