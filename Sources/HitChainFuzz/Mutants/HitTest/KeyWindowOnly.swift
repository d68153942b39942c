import HitChainGeometry
package import HitChainKit

/// Only the key window is hit-tested: a touch on any other window finds nothing.
package struct KeyWindowOnly: HitTestMutation {
    package static let name = "keyWindowOnly"
    package static let origin = "UIKit ports that route every touch to the key window"
    package static let witness: MutantWitness? = MutantWitness(x: 50, y: 50, reference: "over", mutated: "under")
    package init() {}

    package func windowSkipReason(_ window: UIWindow) -> SkipReason? {
        if let reason = skipReason(window) { return reason }
        return window.isKeyWindow ? nil : .reading(.notKeyWindow)
    }
}

extension SkipRule {
    /// `KeyWindowOnly`'s rule: every window but the key window is skipped.
    package static let notKeyWindow = SkipRule(
        kind: MissReason.Kind(rawValue: "notKeyWindow"), description: "not the key window",
        phrase: "is skipped because it is not the key window (a reading that walks only the key window)")
}
