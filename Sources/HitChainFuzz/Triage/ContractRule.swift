/// A rule of the contract as a report names it: its heading in docs/semantics.md and the
/// sentence it rests on — Apple's, quoted and cited by page where Apple says it, else the
/// contract's own. Triage names every class by one, so that an author reads which rule of
/// UIKit's their engine breaks, never the project's own names for its mistakes.
public struct ContractRule: Sendable, Hashable, CustomStringConvertible {
    /// The heading of docs/semantics.md that states the rule.
    public var heading: String
    /// The rule in one sentence, with its source.
    public var sentence: String

    /// The rule under `heading`, resting on `sentence`.
    public init(heading: String, sentence: String) {
        self.heading = heading
        self.sentence = sentence
    }

    /// `"Rectangles and containment" (docs/semantics.md): …`.
    public var description: String { "\"\(heading)\" (docs/semantics.md): \(sentence)" }

    /// Every rule a hit-test reading can break, in the contract's order: each has a heading in
    /// docs/semantics.md, a conformance probe and a mutant (`AddingARuleTests` checks it).
    package static let all: [ContractRule] = [
        walk, skip, containment, outOfBounds, order, geometry, conversion, singular, windows, windowConversion,
        overrides,
    ]

    static let walk = ContractRule(
        heading: "The walk",
        sentence: "a view asks its subviews, the frontmost first, before it answers itself, and answers nil when "
            + "the point is not inside it (Apple: UIView.hitTest(_:with:))")
    static let skip = ContractRule(
        heading: "Skip rules",
        sentence: "hitTest(_:with:) \"ignores view objects that are hidden, that have disabled user interactions, "
            + "or have an alpha level less than 0.01\" (Apple: UIView.hitTest(_:with:)); a disabled control is "
            + "skipped the same way")
    static let containment = ContractRule(
        heading: "Rectangles and containment",
        sentence: "containment is CGRectContainsPoint: min edges inside, max edges outside "
            + "(minX <= x < maxX), an empty rectangle contains nothing (Apple: CGRect.contains(_:))")
    static let outOfBounds = ContractRule(
        heading: "Containment and out-of-bounds subviews",
        sentence: "\"points that lie outside the receiver's bounds are never reported as hits, even if they "
            + "actually lie within one of the receiver's subviews\" (Apple: UIView.hitTest(_:with:))")
    static let order = ContractRule(
        heading: "Front-to-back order",
        sentence: "the last subview in the array is on top and asked first; the first to answer wins "
            + "(Apple: UIView.subviews)")
    static let geometry = ContractRule(
        heading: "View geometry: bounds, center, transform, frame",
        sentence: "a view's transform is applied about its center, and its bounds origin shifts its subviews "
            + "(Apple: UIView.transform, UIView.bounds)")
    static let conversion = ContractRule(
        heading: "Point conversion",
        sentence: "each view is asked about the point in its own coordinate space, through its frame, bounds "
            + "origin and transform (Apple: UIView.convert(_:from:))")
    static let singular = ContractRule(
        heading: "Decision: singular transforms",
        sentence: "a view whose transform cannot be inverted contains no point, nor does its subtree")
    static let windows = ContractRule(
        heading: "Windows and levels",
        sentence: "every shown window is asked, the highest windowLevel first, and a hit belongs to its view's "
            + "window (Apple: UIWindow.windowLevel)")
    static let windowConversion = ContractRule(
        heading: "Decision: screen to window conversion",
        sentence: "a screen point is converted into each window's space (p − window.frame.origin) before the "
            + "window is asked")
    static let overrides = ContractRule(
        heading: "Hit-test overrides",
        sentence: "a view's own point(inside:with:) and hitTest(_:with:) are what the walk asks, hit slop insets "
            + "given top, left, bottom, right as UIEdgeInsets orders them (Apple: UIView.point(inside:with:))")
}

extension HitTestMutant {
    /// The rule an engine that answers as this reading breaks.
    public var rule: ContractRule {
        switch self {
        case .frontToBackKeepLast: return .order
        case .hiddenInverted, .alphaAsDouble, .alphaEqualsZero, .alphaAtMostOnePercent, .disabledControlsHit:
            return .skip
        case .noPointConversion, .transformIgnored: return .conversion
        case .boundsOriginIgnored, .transformAboutCorner: return .geometry
        case .frameInsteadOfBounds, .superviewPointInsideSkipped: return .outOfBounds
        case .maxEdgesInside: return .containment
        case .windowFlagsIgnored, .forwardKeepsWalkedWindow, .keyWindowOnly: return .windows
        case .screenPointNotConverted: return .windowConversion
        case .controlsSwallowSubviews: return .walk
        case .singularTransformAsIdentity: return .singular
        case .slopEdgesSwapped, .overridesIgnored: return .overrides
        }
    }

    /// What an engine that answers as this reading does, in words of the contract.
    public var mistake: String {
        switch self {
        case .frontToBackKeepLast: return "walks subviews back to front and keeps the last answer"
        case .hiddenInverted: return "skips shown views and walks hidden ones"
        case .alphaAsDouble: return "counts an alpha of 0.01 as visible (alpha read as a Double, not a Float)"
        case .alphaEqualsZero: return "skips only views whose alpha is 0, not those below 0.01"
        case .noPointConversion: return "asks subviews about the point in their superview's space"
        case .boundsOriginIgnored: return "ignores the bounds origin (scrolled content)"
        case .frameInsteadOfBounds: return "tests a view's frame where its bounds are meant"
        case .transformIgnored: return "ignores transforms when converting points"
        case .superviewPointInsideSkipped: return "hits subviews outside their superview's bounds"
        case .maxEdgesInside: return "counts max edges as inside (x <= maxX)"
        case .alphaAtMostOnePercent: return "skips views at alpha 0.01 or below"
        case .windowFlagsIgnored: return "ignores a window's alpha and user interaction"
        case .slopEdgesSwapped: return "applies hit-slop insets with left and right, top and bottom swapped"
        case .forwardKeepsWalkedWindow: return "puts a view forwarded to in another window in the window walked"
        case .transformAboutCorner: return "applies transforms about the view's corner, not its center"
        case .keyWindowOnly: return "hit-tests the key window only"
        case .screenPointNotConverted: return "hands windows the screen point unconverted"
        case .controlsSwallowSubviews: return "answers a control without asking its subviews"
        case .singularTransformAsIdentity: return "treats a transform that cannot be inverted as the identity"
        case .disabledControlsHit: return "hits disabled controls"
        case .overridesIgnored: return "ignores the views' point(inside:with:) and hitTest(_:with:) overrides"
        }
    }
}

extension ContractRule {
    /// The rule whose step of the walk an unexplained answer parts at: a `MissReason.kind`, or
    /// `answersNothing` / `otherWindow` (`UnexplainedDivergence.step`).
    public static func ofStep(_ step: String) -> ContractRule {
        switch step {
        case "hidden", "userInteractionDisabled", "transparent", "disabledControl", "notHidden": return .skip
        case "outside": return .containment
        case "outsideAncestor": return .outOfBounds
        case "viewInFront": return .order
        case "windowInFront", "notInWindow", "notKeyWindow", "otherWindow": return .windows
        case "singularTransform": return .singular
        case "passThrough", "forwarded", "selfOnly", "redirected", "notAskedSubview", "selfWhenInside", "userOverride":
            return .overrides
        default: return .walk
        }
    }
}
