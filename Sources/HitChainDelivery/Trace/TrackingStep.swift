/// A `UIControl` tracking method, as the trace records it.
public enum TrackingStep: String, Hashable, Sendable, CaseIterable {
    case beginTracking, continueTracking, endTracking, cancelTracking

    /// Whether the control stops tracking the touch after this step.
    public var endsTracking: Bool { self == .endTracking || self == .cancelTracking }
}
