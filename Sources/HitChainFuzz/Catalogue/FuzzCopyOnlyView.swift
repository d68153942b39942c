import HitChainKit
import HitChainScene
import HitChainUIKit

/// A label that offers Copy and nothing else in the editing menu, and to nil-targeted
/// actions:
///
///     override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
///         action == Selector("copy:")
///     }
///
/// It implements `copy:` (its scene says so, as a user's would). Twin: `canPerformAction`
/// answering yes for `copy:` and no for every other selector the fuzzer sends.
final class FuzzCopyOnlyView: UIView, CatalogueView {
    static let copy = "copy:"

    static func make() -> Self { Self(frame: .zero) }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector(Self.copy)
    }

    static func prepare(_ spec: inout ViewSpec) {
        spec.responder.handlers.actions.insert(copy)
    }

    static func twin(_ spec: inout ViewSpec, index: Int, in scene: HCScene) {
        for selector in SceneGenerator.selectors { spec.responder.canPerformAction[selector] = selector == copy }
    }
}
