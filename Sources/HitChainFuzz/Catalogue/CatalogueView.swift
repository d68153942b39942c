import HitChainKit
import HitChainScene

/// A UIKit-style subclass of the fuzzer's catalogue (`FuzzCatalogue`): Swift code overriding
/// what real apps override, and what it stands for as data — its *twin*, the scene a
/// declarative view with the same behaviour would have. The fuzzer places these classes in
/// its scenes, so every engine and the dispatcher run overrides written in Swift; its
/// properties work their expectations out from the twin, never from the Swift code, so a walk
/// or a dispatcher that calls the code wrongly disagrees with them.
protocol CatalogueView: UIView {
    /// Makes an instance, as the registry's factory does.
    static func make() -> Self
    /// What the scene must say of a view of this class to be honest about it (an action the
    /// class implements is one its scene declares, as a user's scene would).
    static func prepare(_ spec: inout ViewSpec)
    /// The declarative equivalent: `spec` (the view at `index` of `scene`) rewritten so that a
    /// plain view answers as the Swift class does.
    static func twin(_ spec: inout ViewSpec, index: Int, in scene: HCScene)
    /// Whether the class's answers follow the view's subviews, which the events may change:
    /// its twin is exact for the scene as it starts only.
    static var followsSubviews: Bool { get }
}

extension CatalogueView {
    static func prepare(_ spec: inout ViewSpec) {}
    static var followsSubviews: Bool { false }
    /// The class's name, as scenes name it (made once per class, by `FuzzCatalogue`). The
    /// runtime's type name, unqualified, is what `String(describing:)` prints for these
    /// top-level classes (`CatalogueTests.twinAgrees` compares each with the instance's
    /// `typeName`), without the protocol lookups that made `String(describing:)` cost 14 M
    /// instructions for the twelve classes at the start of every `replay` and `fuzz` run.
    static var className: String { _typeName(Self.self, qualified: false) }
}
