import HitChainFuzz
import HitChainFuzzDriver

/// The libFuzzer entry over the recording decoder: bytes → `EVZReader` → every chunk →
/// replay through every engine, once with the CRCs as given and once with them recomputed
/// (so the fuzzer gets past them to the decoders). A crash, a hang or engines disagreeing
/// on an accepted file is a bug. Build command and traps: docs/fuzzing.md.
@main
enum DecoderFuzzTarget {
    static func main() {
        FuzzDriver.main(
            usage: "hitchain-fuzz-evz FILE…  (replays libFuzzer inputs; docs/fuzzing.md)",
            check: RecordingProbe.check)
    }
}

#if FUZZING
    /// libFuzzer's entry point (SwiftPM renames the Swift `main` on Linux).
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        FuzzDriver.check = RecordingProbe.check
        return FuzzDriver.testOneInput(data, size)
    }
#endif
