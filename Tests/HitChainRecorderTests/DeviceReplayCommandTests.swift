import Foundation
import HitChainRecorder
import HitChainTestSupport
import HitChainUIKit
import Testing

/// `hitchain replay` of a device recording: it says which of the app's classes it stood in
/// for, and explains the first touch the model delivers elsewhere than the device did.
@MainActor @Suite struct DeviceReplayCommandTests {
    nonisolated static let built = FileManager.default.isExecutableFile(
        atPath: productsDirectory().appendingPathComponent("hitchain").path)

    @Test(.enabled(if: built, "hitchain is not built beside the tests"))
    func replayNamesStandInsAndExplainsTheDivergence() throws {
        let screen = try RecorderScreen()
        let path = temporaryPath("device.evz")
        let recorder = screen.window.startRecording(to: path)
        try screen.generator.fingerTap(at: screen.view("buy"))
        try screen.generator.fingerTap(at: CGPoint(x: 25, y: 95))  // the card's margin: CardView's override
        recorder.stop()

        let run = try hitchain("replay", path)
        #expect(run.status != 0)
        #expect(run.stdout.contains("a device recording"))
        #expect(
            run.stdout.contains(
                "classes stood in for (replayed as declared views, without their code): "
                    + "CardView, PanelView, RecordingWindow"))
        #expect(run.stdout.contains("event 2 (t=0.05) at (25, 95): reference differs from the device"))
        #expect(run.stdout.contains("expected \"touch 2 delivered to card\", got \"touch 2 delivered to root\""))
        #expect(run.stdout.contains("why not card?"))

        let json = try hitchain("replay", "--json", path)
        #expect(json.stdout.contains("\"standIns\": [\"CardView\", \"PanelView\", \"RecordingWindow\"]"))
        #expect(json.stdout.contains("\"explanation\": "))
    }
}
