import CLibFuzzer
import Foundation

/// What the libFuzzer executables share: under `FUZZING`, hand `main` to libFuzzer's driver
/// with a check; built normally, run the check on the files given (how a crash file from
/// libFuzzer, ClusterFuzzLite or OSS-Fuzz is reproduced). A check returns nil when the
/// input is fine and a report when it found a bug; libFuzzer then keeps the input, because
/// the driver aborts. Build commands and traps: docs/fuzzing.md.
public enum FuzzDriver {
    public typealias Check = @Sendable ([UInt8]) -> String?

    nonisolated(unsafe) public static var check: Check = { _ in nil }

    /// Runs `check` as libFuzzer's target (FUZZING) or over the files in the arguments.
    public static func main(usage: String, check: @escaping Check) -> Never {
        Self.check = check
        #if FUZZING
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            let status = withUnsafeMutablePointer(to: &argv) { argvPointer in
                argvPointer.withMemoryRebound(to: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?.self, capacity: 1)
                {
                    LLVMFuzzerRunDriver(&argc, $0, { data, size in FuzzDriver.testOneInput(data, size) })
                }
            }
            exit(status)
        #else
            let paths = Array(CommandLine.arguments.dropFirst())
            guard !paths.isEmpty else {
                print("usage: \(usage)")
                exit(2)
            }
            var failed = false
            for path in paths {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("\(path): cannot read the file")
                    failed = true
                    continue
                }
                if let report = check([UInt8](data)) {
                    print("FAIL  \(path)\n\(report)")
                    failed = true
                } else {
                    print("ok    \(path)")
                }
            }
            exit(failed ? 1 : 0)
        #endif
    }

    /// One input: a report aborts, so that libFuzzer saves it.
    public static func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if let report = check(bytes) {
            print(report)
            abort()
        }
        return 0
    }
}
