package import HitChainGeometry

/// The axis a scroll view's drag is kept to (`isDirectionalLockEnabled`): a drag that begins
/// in one general direction scrolls along that axis only until it ends (docs/semantics.md,
/// "Decision: directional lock").
package enum ScrollLock: String, Sendable {
    case horizontal, vertical

    /// The movement `step` keeps along this axis (the other component zeroed).
    package func along(_ step: HCPoint) -> HCPoint {
        switch self {
        case .horizontal: return HCPoint(x: step.x, y: 0)
        case .vertical: return HCPoint(x: 0, y: step.y)
        }
    }
}
