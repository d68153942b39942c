/// An override of `hitTest(_:with:)`, expressed as data: one type for the three places it
/// lives, which differ only in how the forward target is named — an index into
/// `HCScene.views` in a scene, a weak reference to the live view (`HitTestOverride<WeakView>`
/// in HitChainKit), a view's name in a run-time change (`HitTestOverride<String>`).
public enum HitTestOverride<Target> {
    case `default`
    /// Pass-through overlay: returns nil where the default answer is the view itself, so
    /// touches reach what lies below while subviews still get theirs (seed 003).
    case passThrough
    /// Forward to another view: before anything else — even on a hidden view — converts the
    /// point through screen space into the target and, when the target's `point(inside:)`
    /// holds, returns the target (hidden or disabled or not: the seed code does not check);
    /// otherwise the default answer (seed 003).
    case forward(to: Target)
    /// The view can be hit but its subviews cannot (React Native's `box-only`).
    case selfOnly
    /// Return another view where the default answer is this one:
    /// `let hit = super.hitTest(p, with: e); return hit === self ? target : hit` (a paging
    /// scroll view's container that hands its touches to the scroll view).
    case redirect(to: Target)
    /// The default walk asking only these subviews (front to back in `subviews` order); the
    /// others, and everything under them, are never returned. The view itself answers as usual.
    case onlySubviews([Target])
    /// Before the hidden / alpha / interaction gates and without asking subviews:
    /// `return point(inside: p, with: e) ? self : nil` (an invisible view that catches touches).
    case selfWhenInside

    /// The same override with its target named another way; a target `transform` cannot
    /// name (nil) makes it the default.
    /// Inlinable, so that a caller in another module gets it specialized: unspecialized, it
    /// cost a graph's build more than the rest of setting a view up.
    @inlinable
    public func mapTarget<Other, E: Error>(_ transform: (Target) throws(E) -> Other?) throws(E) -> HitTestOverride<
        Other
    > {
        switch self {
        case .default: return .default
        case .passThrough: return .passThrough
        case .selfOnly: return .selfOnly
        case .forward(let target): return try transform(target).map { .forward(to: $0) } ?? .default
        case .redirect(let target): return try transform(target).map { .redirect(to: $0) } ?? .default
        case .onlySubviews(let targets):
            var mapped: [Other] = []
            for t in targets { if let m = try transform(t) { mapped.append(m) } }
            return .onlySubviews(mapped)
        case .selfWhenInside: return .selfWhenInside
        }
    }

    /// Whether it is one of the overrides the fast engines leave to the reference walk.
    public var isWalked: Bool {
        switch self {
        case .default, .passThrough, .selfOnly: return false
        case .forward, .redirect, .onlySubviews, .selfWhenInside: return true
        }
    }
}

extension HitTestOverride: Equatable where Target: Equatable {}

extension HitTestOverride: Hashable where Target: Hashable {}

extension HitTestOverride: Sendable where Target: Sendable {}

extension HitTestOverride: CustomStringConvertible where Target == String {
    /// The override as the scene format writes it.
    public var description: String {
        switch self {
        case .default: return "default"
        case .passThrough: return "passThrough"
        case .selfOnly: return "selfOnly"
        case .forward(let name): return "forward to \(name)"
        case .redirect(let name): return "redirect to \(name)"
        case .onlySubviews(let names): return "only subviews \(names.joined(separator: ", "))"
        case .selfWhenInside: return "selfWhenInside"
        }
    }
}
