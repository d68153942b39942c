import HitChainEngines
import HitChainFuzz
import HitChainFuzzDriver

/// The libFuzzer entry over the fuzzer's generators: bytes in, case out. The input's bytes
/// drive the same generators `hitchain fuzz` uses (`Entropy(bytes:)`), and the case is
/// checked against the same properties with every registered engine; a failing property
/// aborts, so libFuzzer keeps the input. Build command and traps: docs/fuzzing.md.
@main
enum FuzzTarget {
    static let options = GeneratorOptions(maxViews: 200, maxEvents: 24, probes: 24)

    /// The failure of the case the bytes make, described, if any.
    @Sendable static func check(_ bytes: [UInt8]) -> String? {
        var entropy = Entropy(bytes: bytes)
        let c = CaseGenerator.make(&entropy, options: options)
        let checker = CaseChecker(engines: NamedEngine.registered().filter { $0.name != ReferenceEngine.engineName })
        return checker.check(c).map { "\(CaseDescription.text(c))\n\($0)" }
    }

    static func main() {
        FuzzDriver.main(
            usage:
                "hitchain-fuzz FILE…  (replays libFuzzer inputs; build with -sanitize=fuzzer to fuzz: "
                + "docs/fuzzing.md)",
            check: check)
    }
}

#if FUZZING
    /// libFuzzer's entry point. On Linux, SwiftPM renames the Swift `main`, so libFuzzer's own
    /// `main` is linked and calls this directly.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        FuzzDriver.check = FuzzTarget.check
        return FuzzDriver.testOneInput(data, size)
    }
#endif
