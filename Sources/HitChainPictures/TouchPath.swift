package import HitChainGeometry
package import HitChainScene

/// One finger's path over the screen in a recording's picture: its samples in order, each
/// with its phase, and the view the touch was bound to when it began.
package struct TouchPath: Hashable, Sendable {
    package struct Sample: Hashable, Sendable {
        package var location: HCPoint
        package var phase: TouchPhase
        package var time: Double

        package init(location: HCPoint, phase: TouchPhase, time: Double) {
            self.location = location
            self.phase = phase
            self.time = time
        }
    }

    package var touch: Int
    package var samples: [Sample]
    /// The bound view's name, or nil when the touch hit nothing.
    package var boundTo: String?

    package init(touch: Int, samples: [Sample], boundTo: String?) {
        self.touch = touch
        self.samples = samples
        self.boundTo = boundTo
    }

    /// "touch 3 → buy", "touch 3 → nothing"; just "3" among many touches (the legend lists
    /// the views they were bound to).
    func label(short: Bool) -> String { short ? "\(touch)" : "touch \(touch) → \(boundTo ?? "nothing")" }
}
