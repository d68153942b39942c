import HitChain
import Testing

@testable import hitchain

/// A saved case's reproduce command runs the engine that failed it: `replay` builds the
/// registered engines and mutants (`--mutant`), so a case an engine in another process failed
/// is replayed by the fuzzer through that engine — `replay` alone would pass it.
@Suite("reproduce commands for saved cases")
struct ReproduceCommandTests {
    static let report = FuzzReport(seed: 1, json: false, saveDir: "fuzz-failures")

    @Test func registeredAndMutantEngines() {
        let plain = FuzzFailure(.hitTestAgreement, engine: "indexed", detail: "d")
        #expect(Self.report.savedReplayCommand("out/a.evz", plain) == "hitchain replay out/a.evz")
        let mutant = FuzzFailure(.hitTestAgreement, engine: "mutant:maxEdgesInside", detail: "d")
        #expect(
            Self.report.savedReplayCommand("out/a.evz", mutant) == "hitchain replay out/a.evz --mutant maxEdgesInside")
    }

    @Test func processEngine() {
        let f = FuzzFailure(.hitTestAgreement, engine: "process:./my engine", detail: "d")
        #expect(
            Self.report.savedReplayCommand("out/a.evz", f)
                == "hitchain fuzz --engines 'process:./my engine' --iterations 0 --save-dir out")
        #expect(
            Self.report.savedReplayCommand("a.evz", f)
                == "hitchain fuzz --engines 'process:./my engine' --iterations 0 --save-dir .")
    }
}
