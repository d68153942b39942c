public import HitChainGeometry
public import HitChainScene

/// One finger's path over the screen in a recording's picture: its samples in order, each
/// with its phase, and the view the touch was bound to when it began.
public struct TouchPath: Hashable, Sendable {
    public struct Sample: Hashable, Sendable {
        public var location: Point
        public var phase: TouchPhase
        public var time: Double

        public init(location: Point, phase: TouchPhase, time: Double) {
            self.location = location
            self.phase = phase
            self.time = time
        }
    }

    public var touch: Int
    public var samples: [Sample]
    /// The bound view's name, or nil when the touch hit nothing.
    public var boundTo: String?

    public init(touch: Int, samples: [Sample], boundTo: String?) {
        self.touch = touch
        self.samples = samples
        self.boundTo = boundTo
    }

    /// "touch 3 → buy", "touch 3 → nothing"; just "3" among many touches (the legend lists
    /// the views they were bound to).
    func label(short: Bool) -> String { short ? "\(touch)" : "touch \(touch) → \(boundTo ?? "nothing")" }
}
