/// Why a run stopped asking an engine in another process (`process:COMMAND`): its command
/// could not be started, or it failed again and again (docs/frameworks.md, "When an engine
/// fails"). The runs stop at it and say it: `hitchain conform`, `fuzz` and `explain` exit
/// non-zero with this as their message.
public struct EngineFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The engine as named on the command line (`process:./my-engine`).
    public var engine: String
    /// What the engine did (`could not be started`, `did not answer in time 3 times in a row`).
    public var reason: String
    /// The last problem, with how the process ended and the end of its standard error.
    public var problem: String

    /// The failure of `engine`, for `reason`, with its last `problem`.
    public init(engine: String, reason: String, problem: String) {
        self.engine = engine
        self.reason = reason
        self.problem = problem
    }

    /// `engine process:./my-engine could not be started: …`.
    public var description: String { "engine \(engine) \(reason): \(problem)" }
}
