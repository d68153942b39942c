import HitChainGeometry

/// Only the key window is hit-tested: a touch on any other window finds nothing.
public struct KeyWindowOnly: HitTestMutation {
    public static let name = "keyWindowOnly"
    public static let origin = "UIKit ports that route every touch to the key window"
    public static let witness: MutantWitness? = MutantWitness(x: 50, y: 50, reference: "over", mutated: "under")
    public init() {}

    public func windowSkipReason(_ window: Window) -> String? {
        if let reason = skipReason(window) { return reason }
        return window.isKeyWindow ? nil : "not the key window"
    }
}
