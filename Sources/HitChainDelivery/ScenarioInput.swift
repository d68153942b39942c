/// One input at a time (seconds).
public struct ScenarioInput: Hashable, Sendable {
    public var time: Double
    public var action: ScenarioAction

    public init(time: Double, _ action: ScenarioAction) {
        self.time = time
        self.action = action
    }
}
