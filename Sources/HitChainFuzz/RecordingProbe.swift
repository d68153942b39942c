package import HitChainEngines
import HitChainRecording

/// Reads and replays untrusted bytes as `hitchain replay` would, and says what became of
/// them. A damaged file must be refused or fail; only engines disagreeing with each other
/// on what could be read is a bug (every engine must answer as the reference on any scene
/// the reader accepts). A crash or a hang is found by whoever runs this: libFuzzer, or the
/// campaign's watchdog.
package enum RecordingProbe {
    package enum Outcome: Sendable, Hashable {
        /// The reader refused the file (header or scene unreadable).
        case refused(String)
        /// The file read in part, or its trace differs from the replay: replay fails.
        case failed(String)
        /// The file is whole and replays as recorded.
        case passed
        /// Engines disagree with each other: a bug.
        case bug(String)
    }

    /// Replays `bytes` through `engines`.
    package static func run(_ bytes: [UInt8], engines: [NamedEngine] = NamedEngine.registered()) -> Outcome {
        let reader: EVZReader
        do {
            reader = try EVZReader(bytes: bytes, file: "input.evz")
        } catch {
            return .refused("\(error)")
        }
        let result: ReplayResult
        do {
            result = try Replayer(engines: engines).replay(reader)
        } catch {
            return .refused("the scene does not build: \(error)")
        }
        if let d = result.divergence {
            if d.against != "the recording" { return .bug(d.description) }
            return .failed(d.description)
        }
        return result.passed ? .passed : .failed(result.warnings.map(\.description).joined(separator: "; "))
    }

    /// The libFuzzer check: `bytes` as given, then with every CRC recomputed so that the
    /// damage reaches the decoders. A report only for a bug.
    @Sendable package static func check(_ bytes: [UInt8]) -> String? {
        for input in [bytes, RecordingDamage.fixingCRCs(bytes)] {
            if case .bug(let report) = run(input) { return "engines disagree: \(report)" }
        }
        return nil
    }
}
