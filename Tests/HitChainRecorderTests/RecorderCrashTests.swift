import Foundation
import HitChainRecording
import HitChainTestSupport
import Testing

/// A recording cut by a crash: the demo app records taps until it is killed with SIGKILL in
/// the middle of writing; the file reads as cut, and every chunk before the cut is kept.
@Suite struct RecorderCrashTests {
    static let demo = productsDirectory().appendingPathComponent("hitchain-record-demo")

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: demo.path),
            "hitchain-record-demo is not built beside the tests"))
    func aRecordingKilledMidWriteReadsAsCutWithEverythingBeforeKept() throws {
        let demo = Self.demo
        let path = temporaryPath("killed.evz")
        let process = Process()
        process.executableURL = demo
        process.arguments = [path, "forever"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // Wait until it has written a few thousand events, then kill it without warning.
        var seen = 0
        var buffer = Data()
        let handle = output.fileHandleForReading
        while seen < 3_000 {
            let data = handle.availableData
            if data.isEmpty { break }
            buffer += data
            let lines = String(decoding: buffer, as: UTF8.self).split(separator: "\n")
            if let last = lines.last(where: { $0.hasPrefix("events ") }), let n = Int(last.dropFirst(7)) { seen = n }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(seen >= 3_000)

        var reader = try EVZReader(path: path)
        var events = 0
        var phases: [String] = []
        while let chunk = reader.nextChunk() {
            events += chunk.events.count
            #expect(chunk.delivered != nil)
            for e in chunk.events {
                if case .touches(let samples) = e.event { phases += samples.map(\.phase.rawValue) }
            }
        }
        #expect(!reader.isComplete)
        #expect(reader.stopReason != nil)
        // Every tap before the cut is kept whole: chunks end where the finger lifts.
        #expect(events >= seen - 200)
        #expect(phases.count == events)
        #expect(phases.count.isMultiple(of: 2))
        #expect(phases.enumerated().allSatisfy { $0.element == ($0.offset.isMultiple(of: 2) ? "began" : "ended") })
        let result = try Replayer().replay(EVZReader(path: path))
        #expect(!result.passed)
        #expect(result.passedWhatWasRead, "\(result.divergence?.description ?? "")")
    }
}
