/// One input at a time (seconds).
public struct ScenarioInput: Hashable, Sendable {
    /// When the action starts, in seconds.
    public var time: Double
    /// What happens.
    public var action: ScenarioAction

    /// `action` at `time`.
    public init(time: Double, _ action: ScenarioAction) {
        self.time = time
        self.action = action
    }
}
