import CLibFuzzer
import Foundation
import HitChainEngines
import HitChainFuzz

/// The libFuzzer entry: bytes in, case out. The input's bytes drive the same generators
/// `hitchain fuzz` uses (`Entropy(bytes:)`), and the case is checked against the same
/// properties with every registered engine; a failing property aborts, so libFuzzer keeps
/// the input. Built normally (no `FUZZING`), the executable runs the files it is given,
/// which is how a crash file from ClusterFuzzLite or OSS-Fuzz is reproduced. Build
/// command and traps: docs/fuzzing.md.
@main
enum FuzzTarget {
    static let options = GeneratorOptions(maxViews: 200, maxEvents: 24, probes: 24)

    /// The failure of the case the bytes make, if any.
    static func check(_ bytes: [UInt8]) -> (FuzzCase, FuzzFailure)? {
        var entropy = Entropy(bytes: bytes)
        let c = CaseGenerator.make(&entropy, options: options)
        let checker = CaseChecker(engines: NamedEngine.registered().filter { $0.name != ReferenceEngine.engineName })
        return checker.check(c).map { (c, $0) }
    }

    static func main() {
        #if FUZZING
            // Where the platform links this `main` rather than libFuzzer's, hand over to the driver.
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            let status = withUnsafeMutablePointer(to: &argv) { argvPointer in
                argvPointer.withMemoryRebound(to: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?.self, capacity: 1) {
                    LLVMFuzzerRunDriver(&argc, $0, { data, size in fuzzOneInput(data, size) })
                }
            }
            exit(status)
        #else
            let paths = Array(CommandLine.arguments.dropFirst())
            guard !paths.isEmpty else {
                print("usage: hitchain-fuzz FILE…  (replays libFuzzer inputs; build with -sanitize=fuzzer to fuzz: docs/fuzzing.md)")
                exit(2)
            }
            var failed = false
            for path in paths {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("\(path): cannot read the file")
                    failed = true
                    continue
                }
                if let (c, failure) = check([UInt8](data)) {
                    print("FAIL  \(path)\n\(CaseDescription.text(c))\n\(failure)")
                    failed = true
                } else {
                    print("ok    \(path)")
                }
            }
            exit(failed ? 1 : 0)
        #endif
    }
}

#if FUZZING
    /// libFuzzer's entry point. On Linux, SwiftPM renames the Swift `main`, so libFuzzer's own
    /// `main` is linked and calls this directly.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if let (c, failure) = FuzzTarget.check(bytes) {
            print(CaseDescription.text(c))
            print(failure)
            abort()
        }
        return 0
    }
#endif
