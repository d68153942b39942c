public import HitChainScene

/// A scene plus a list of timed inputs — taps, drags, two-finger gestures, shakes, remote
/// commands, presses, router messages, actions, first-responder requests, hierarchy
/// changes — that expands deterministically into concrete timed events
/// (`docs/scenario-format.md`). Scenarios are what the corpus recordings are made from.
public struct Scenario: Hashable, Sendable {
    /// The scene the inputs are delivered to.
    public var scene: HCScene
    /// The inputs, in time order.
    public var inputs: [ScenarioInput]
    /// What the scenario shows, for a person.
    public var description: String?

    /// A scenario of `inputs` on `scene`.
    public init(scene: HCScene, inputs: [ScenarioInput], description: String? = nil) {
        self.scene = scene
        self.inputs = inputs
        self.description = description
    }
}
