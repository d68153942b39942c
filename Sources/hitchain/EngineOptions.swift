import ArgumentParser
import Foundation
import HitChain

/// `--engine-timeout`, for the commands that can ask an engine in another process
/// (`process:COMMAND`): `fuzz`, `conform`, `explain`.
struct EngineOptions: ParsableArguments {
    static let timeoutRange = 0.1...3_600.0

    @Option(
        help: ArgumentHelp(
            "Seconds an engine in another process (process:COMMAND) has to read each question and answer it, "
                + "0.1 to 3600. Three questions in a row not answered in time stop the run, naming the engine.",
            valueName: "seconds"))
    var engineTimeout: Measure = Measure(ProcessEngine.defaultAnswerTimeout)

    func validate() throws {
        guard Self.timeoutRange.contains(engineTimeout.value) else {
            let given = formatMeasure(engineTimeout.value, decimals: 6)
            throw ValidationError("--engine-timeout must be from 0.1 to 3600 seconds, not \(given)")
        }
    }
}
