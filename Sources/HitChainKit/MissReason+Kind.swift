extension MissReason {
    /// The rule a reason names, as a stable identifier: `rawValue` is what `--why-not` and the
    /// JSON print (`viewInFront`, `outsideAncestor`, and for a skipped view the skip's rule:
    /// `hidden`, …). A struct rather than an enumeration, because a reading of the rules other
    /// than UIKit's (`SkipRule`) names rules of its own.
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The identifier.
        public let rawValue: String
        /// The kind with this identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier, as printed.
        public var description: String { rawValue }

        /// `MissReason.hit`.
        public static let hit = Kind(rawValue: "hit")
        /// `MissReason.descendantHit`.
        public static let descendantHit = Kind(rawValue: "descendantHit")
        /// `MissReason.notInWindow`.
        public static let notInWindow = Kind(rawValue: "notInWindow")
        /// `MissReason.windowInFront`.
        public static let windowInFront = Kind(rawValue: "windowInFront")
        /// `MissReason.skipped` for a hidden view (`TouchRefusal.hidden`).
        public static let hidden = Kind(rawValue: "hidden")
        /// `MissReason.skipped` for a view with interaction disabled.
        public static let userInteractionDisabled = Kind(rawValue: "userInteractionDisabled")
        /// `MissReason.skipped` for a view whose alpha is below 0.01.
        public static let transparent = Kind(rawValue: "transparent")
        /// `MissReason.skipped` for a disabled control.
        public static let disabledControl = Kind(rawValue: "disabledControl")
        /// `MissReason.outside`.
        public static let outside = Kind(rawValue: "outside")
        /// `MissReason.outsideAncestor`.
        public static let outsideAncestor = Kind(rawValue: "outsideAncestor")
        /// `MissReason.viewInFront`.
        public static let viewInFront = Kind(rawValue: "viewInFront")
        /// `MissReason.passThrough`.
        public static let passThrough = Kind(rawValue: "passThrough")
        /// `MissReason.forwarded`.
        public static let forwarded = Kind(rawValue: "forwarded")
        /// `MissReason.selfOnly`.
        public static let selfOnly = Kind(rawValue: "selfOnly")
        /// `MissReason.redirected`.
        public static let redirected = Kind(rawValue: "redirected")
        /// `MissReason.notAskedSubview`.
        public static let notAskedSubview = Kind(rawValue: "notAskedSubview")
        /// `MissReason.selfWhenInside`.
        public static let selfWhenInside = Kind(rawValue: "selfWhenInside")
        /// `MissReason.singularTransform`.
        public static let singularTransform = Kind(rawValue: "singularTransform")
        /// `MissReason.unexplained`.
        public static let unexplained = Kind(rawValue: "unexplained")
        /// `MissReason.userOverride`.
        public static let userOverride = Kind(rawValue: "userOverride")

        /// Every kind UIKit's rules give, in `MissReason`'s order (a reading's own are not here).
        public static let uikit: [Kind] = [
            hit, descendantHit, notInWindow, windowInFront, hidden, userInteractionDisabled, transparent,
            disabledControl, outside, outsideAncestor, viewInFront, passThrough, forwarded, selfOnly, redirected,
            notAskedSubview, selfWhenInside, singularTransform, unexplained, userOverride,
        ]
    }
}
