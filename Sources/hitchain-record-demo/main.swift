// A small app for the recorder's tests and measurements: a window of the recorder's class with
// a card, a button and a scroll view, tapped and dragged through the UIKit face, recorded to a
// file. `hitchain-record-demo FILE [EVENTS]` records EVENTS events (100 000 by default) and
// prints the time, the rate and the memory; `hitchain-record-demo FILE forever` records until
// it is killed (the crash test kills it with SIGKILL mid-write).
import Foundation
import HitChainDelivery
import HitChainRecorder
import HitChainScene
import HitChainUIKit

/// Resident memory in bytes (Linux: /proc/self/statm), 0 where unknown.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: hitchain-record-demo FILE [EVENTS | forever]\n".utf8))
    exit(2)
}
let forever = arguments.count > 2 && arguments[2] == "forever"
let limit = arguments.count > 2 && !forever ? Int(arguments[2]) ?? 100_000 : 100_000

let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
let controller = UIViewController()
window.rootViewController = controller
let card = DemoCardView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
card.accessibilityIdentifier = "card"
let buy = UIButton(frame: CGRect(x: 20, y: 700, width: 350, height: 50))
buy.accessibilityIdentifier = "buy"
controller.view.addSubview(card)
controller.view.addSubview(buy)
let application = UIApplication()
application.hitChain.addWindow(window)
window.makeKeyAndVisible()
// The dispatcher itself, keeping no trace: the demo's memory is the recorder's.
let dispatcher = EventDispatcher(application: application)
dispatcher.retainsTrace = false
var clock = 0.0
@MainActor func tap(at p: CGPoint) {
    for phase in [TouchPhase.began, .ended] {
        dispatcher.deliver(
            TimedEvent(time: clock, event: .touches([TouchSample(id: 1, phase: phase, location: HCPoint(p))])))
        clock += phase == .began ? 0.05 : 0.4
    }
}
let recorder = window.startRecording(to: arguments[1])
let start = Date()
let before = residentBytes()
var taps = 0
while forever || recorder.eventCount < limit {
    tap(at: CGPoint(x: 40 + Double(taps % 300), y: taps % 2 == 0 ? 200 : 720))
    taps += 1
    if forever, taps % 100 == 0 {
        FileHandle.standardOutput.write(Data("events \(recorder.eventCount)\n".utf8))
        usleep(1000)
    }
    if !recorder.isRecording { break }
}
recorder.stop()
let seconds = Date().timeIntervalSince(start)
let rate = Int(Double(recorder.eventCount) / seconds)
print("events \(recorder.eventCount), \(String(format: "%.2f", seconds)) s, \(rate) events/s")
print("memory: \(before / 1024) KiB before, \(residentBytes() / 1024) KiB after")
print("problems: \(recorder.problems)")
