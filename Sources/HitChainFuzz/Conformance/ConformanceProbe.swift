public import HitChainDelivery
public import HitChainGeometry
public import HitChainScene

/// One named probe of the conformance suite: a scene and what the reference does there,
/// under one rule of docs/semantics.md (its heading) with that rule's citation.
public struct ConformanceProbe: Sendable {
    /// A screen point and the view (nil: nothing) — and, when given, the window — it hits.
    public struct Hit: Sendable, Hashable {
        /// The screen point.
        public var point: HCPoint
        /// The view it must hit (nil: nothing).
        public var view: String?
        /// The window the hit must be in, when given.
        public var window: String?

        /// A hit of `view` at `point`.
        public init(point: HCPoint, view: String?, window: String? = nil) {
            self.point = point
            self.view = view
            self.window = window
        }
    }

    /// What the engine must do.
    public enum Check: Sendable {
        /// Hit-tests: the engine must answer each point as given.
        case hits(scene: HCScene, [Hit])
        /// A scenario delivered through the engine (its trace listing the questions asked of user
        /// code): `trace` lines appear in this order (trimmed; others may come between), no
        /// `absent` line appears, and each `once` line appears exactly once.
        case delivery(scene: HCScene, events: [TimedEvent], trace: [String], absent: [String], once: [String] = [])
    }

    /// Unique in the suite, kebab-case.
    public var name: String
    /// The heading of docs/semantics.md it tests, as written there.
    public var rule: String
    /// The rule's citation: `Apple: …`, `seed 004`, `Decision`.
    public var source: String
    /// What the engine must do.
    public var check: Check

    /// A probe `name` of `rule`, cited by `source`.
    public init(name: String, rule: String, source: String, check: Check) {
        self.name = name
        self.rule = rule
        self.source = source
        self.check = check
    }
}
