import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainRecorder
import HitChainRecording
import HitChainScene
import HitChainTestSupport
import HitChainUIKit
import Testing

/// A long session holds no more than a screenful: 10⁵ events recorded, with the objects the
/// recorder follows and the process's memory measured along the way; and the recorder keeps
/// no window or view alive.
@MainActor @Suite struct RecorderMemoryTests {
    /// Resident memory in KiB (Linux: /proc/self/statm), nil where unknown.
    private func residentKiB() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    @Test func aHundredThousandEventsInBoundedMemory() throws {
        let screen = try RecorderScreen()
        let path = temporaryPath("long.evz")
        let recorder = screen.window.startRecording(to: path)
        // The dispatcher itself, keeping no trace (the generator keeps every event it sent).
        let dispatcher = EventDispatcher(application: screen.application)
        dispatcher.retainsTrace = false
        var time = 0.0
        var mostFollowed = 0
        var memoryAt10k: Int?
        for k in 0..<50_000 {
            // A drag on the panel (a new finger each time), then a tap on the card.
            let point = HCPoint(x: 40 + Double(k % 300), y: k % 2 == 0 ? 450 : 200)
            for phase in [TouchPhase.began, .ended] {
                dispatcher.deliver(
                    TimedEvent(time: time, event: .touches([TouchSample(id: 1, phase: phase, location: point)])))
                time += 0.05
            }
            mostFollowed = max(mostFollowed, recorder.liveObjectCount)
            if recorder.eventCount == 10_000 { memoryAt10k = residentKiB() }
        }
        let memoryAt100k = residentKiB()
        recorder.stop()
        #expect(recorder.eventCount == 100_000)
        #expect(recorder.problems.isEmpty)
        // Six views and a recognizer named, a finger, a chunk's events at most.
        #expect(mostFollowed <= 7 + 1 + EVZFormat.chunkSampleLimit, "\(mostFollowed)")
        if let a = memoryAt10k, let b = memoryAt100k {
            // 90 000 more events: less than 8 MiB more (the allocator's slack), not a copy of them.
            #expect(b - a < 8 * 1024, "resident \(a) KiB at 10⁴ events, \(b) KiB at 10⁵")
        }
        var reader = try EVZReader(path: path)
        var events = 0
        while let chunk = reader.nextChunk() { events += chunk.events.count }
        #expect(events == 100_000 && reader.isComplete)
    }

    @Test func theRecorderKeepsNoWindowOrViewAlive() throws {
        weak var window: UIWindow?
        weak var card: UIView?
        weak var recorder: EventRecorder?
        let path = temporaryPath("freed.evz")
        try {
            let screen = try RecorderScreen()
            let r = screen.window.startRecording(to: path)
            try screen.generator.fingerTap(at: screen.view("card"))
            window = screen.window
            card = screen.view("card")
            recorder = r
            screen.window.stopRecording()
        }()
        #expect(window == nil)
        #expect(card == nil)
        #expect(recorder == nil)
        #expect(try EVZReader(path: path).scene.views.count == 6)
    }
}
