package import HitChainKit

/// Every plausible hit-testing bug the project keeps (docs/semantics.md, "Mutants"), named
/// once: each case is a `HitTestMutation` type in `Mutants/`, which says what it changes,
/// where it comes from, whether it is equivalent and where its witness scene tells it apart.
public enum HitTestMutant: String, CaseIterable, Hashable, Sendable {
    case frontToBackKeepLast
    case hiddenInverted
    case alphaAsDouble
    case alphaEqualsZero
    case noPointConversion
    case boundsOriginIgnored
    case frameInsteadOfBounds
    case transformIgnored
    case superviewPointInsideSkipped
    case maxEdgesInside
    case alphaAtMostOnePercent
    case windowFlagsIgnored
    case slopEdgesSwapped
    case forwardKeepsWalkedWindow
    case transformAboutCorner
    case keyWindowOnly
    case screenPointNotConverted
    case controlsSwallowSubviews
    case singularTransformAsIdentity
    case disabledControlsHit
    case overridesIgnored

    /// The mutant's type.
    package var mutation: any HitTestMutation.Type {
        switch self {
        case .frontToBackKeepLast: return FrontToBackKeepLast.self
        case .hiddenInverted: return HiddenInverted.self
        case .alphaAsDouble: return AlphaAsDouble.self
        case .alphaEqualsZero: return AlphaEqualsZero.self
        case .noPointConversion: return NoPointConversion.self
        case .boundsOriginIgnored: return BoundsOriginIgnored.self
        case .frameInsteadOfBounds: return FrameInsteadOfBounds.self
        case .transformIgnored: return TransformIgnored.self
        case .superviewPointInsideSkipped: return SuperviewPointInsideSkipped.self
        case .maxEdgesInside: return MaxEdgesInside.self
        case .alphaAtMostOnePercent: return AlphaAtMostOnePercent.self
        case .windowFlagsIgnored: return WindowFlagsIgnored.self
        case .slopEdgesSwapped: return SlopEdgesSwapped.self
        case .forwardKeepsWalkedWindow: return ForwardKeepsWalkedWindow.self
        case .transformAboutCorner: return TransformAboutCorner.self
        case .keyWindowOnly: return KeyWindowOnly.self
        case .screenPointNotConverted: return ScreenPointNotConverted.self
        case .controlsSwallowSubviews: return ControlsSwallowSubviews.self
        case .singularTransformAsIdentity: return SingularTransformAsIdentity.self
        case .disabledControlsHit: return DisabledControlsHit.self
        case .overridesIgnored: return OverridesIgnored.self
        }
    }

    /// The rules the reference walks with when this mutant is on.
    package var rules: any HitTestRules { mutation.init() }
    /// Where the bug comes from (a seed, a common port bug).
    public var origin: String { mutation.origin }
    /// Whether the mutant answers as UIKit everywhere (it must survive the self-check).
    public var isEquivalent: Bool { mutation.isEquivalent }
    package var witness: MutantWitness? { mutation.witness }
}

extension ReferenceHitTester {
    /// The reference walk with `mutant` switched on (UIKit's rules when nil).
    package init(mutant: HitTestMutant?, observe: ((HitTestStep) -> Void)? = nil) {
        self.init(rules: mutant?.rules ?? UIKitHitTestRules(), observe: observe)
    }
}
