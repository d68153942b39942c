/// A plausible hit-testing bug, kept as data so that tests and the fuzzer can run the
/// reference algorithm with it switched on and prove it is caught (docs/semantics.md,
/// "Mutants").
public enum HitTestMutant: String, CaseIterable, Hashable, Sendable, Codable {
    /// Subviews walked front to back, keeping the last answer (seed 004's sketch: the
    /// last subview's answer, nil or not, overwrites the others).
    case frontToBackKeepLast
    /// `!self.hidden` instead of `self.hidden` (seed 000's pseudo-code).
    case hiddenInverted
    /// Alpha kept as a `Double` read from the same text: 0.01 then counts as visible.
    case alphaAsDouble
    /// `alpha == 0` instead of `alpha < 0.01` (seed 004).
    case alphaEqualsZero
    /// The point is not converted into the subview's space (seed 004's comment warns of it).
    case noPointConversion
    /// `bounds.origin` ignored, so scrolling breaks.
    case boundsOriginIgnored
    /// `frame` used instead of `bounds` in `point(inside:)`.
    case frameInsteadOfBounds
    /// The transform ignored in conversion.
    case transformIgnored
    /// The superview's `point(inside:)` skipped: out-of-bounds children become hittable
    /// (seed 000, "小心越界").
    case superviewPointInsideSkipped
    /// Max edges treated as inside (`x <= maxX`).
    case maxEdgesInside
    /// The seeds' `alpha <= 0.01`. With alpha stored as a 32-bit float no stored value
    /// equals 0.01, so this behaves exactly like the reference: an *equivalent* mutant.
    case alphaAtMostOnePercent

    /// Where the bug comes from.
    public var origin: String {
        switch self {
        case .frontToBackKeepLast: return "seed 004's hitTest sketch"
        case .hiddenInverted: return "seed 000's pseudo-code"
        case .alphaAsDouble: return "UIKit stores a 32-bit float"
        case .alphaEqualsZero: return "seed 004"
        case .noPointConversion: return "seed 004's comment warns of it"
        case .boundsOriginIgnored: return "common port bug"
        case .frameInsteadOfBounds: return "common port bug"
        case .transformIgnored: return "common port bug"
        case .superviewPointInsideSkipped: return "seed 000 \"小心越界\""
        case .maxEdgesInside: return "CGRect semantics"
        case .alphaAtMostOnePercent: return "seeds 000, 002, 003"
        }
    }

    /// Whether no scene can tell this mutant from the reference.
    public var isEquivalent: Bool { self == .alphaAtMostOnePercent }
}
