import Foundation
import HitChainDelivery
import HitChainEngines
import HitChainKit
import HitChainRecorder
import HitChainRecording
import HitChainScene
import HitChainTestSupport
import HitChainUIKit
import Testing

/// The recorder compiled against the UIKit face, driven by the event generator on a screen of
/// the app's own classes: what it records replays with those classes to the same trace.
@MainActor @Suite struct RecorderRoundTripTests {
    /// Taps, a drag and a hierarchy change between events, recorded.
    private func session(_ screen: RecorderScreen, to path: String) throws -> EventRecorder {
        let recorder = screen.window.startRecording(to: path)
        let g = screen.generator
        try g.fingerTap(at: screen.view("buy"))
        try g.fingerTap(at: CGPoint(x: 25, y: 95))  // in the card's margin: its override says inside
        try g.fingerTap(at: screen.view("panel"))
        try g.fingerDrag(from: CGPoint(x: 100, y: 450), to: CGPoint(x: 200, y: 500), duration: 0.1)
        // Between events, the app moves the card, hides the button and scrolls nothing.
        screen.view("card")?.frame = CGRect(x: 20, y: 150, width: 350, height: 200)
        screen.view("buy")?.isHidden = true
        try g.fingerTap(at: CGPoint(x: 195, y: 725))  // where the button was: the root now
        try g.fingerTap(at: CGPoint(x: 195, y: 330))  // in the moved card
        recorder.stop()
        return recorder
    }

    @Test func theSnapshotIsTheModelsOwn() throws {
        let screen = try RecorderScreen()
        let path = temporaryPath("snapshot.evz")
        let recorder = screen.window.startRecording(to: path)
        recorder.stop()
        let recorded = try EVZReader(path: path).scene
        let model = HCScene(snapshotOf: screen.application)
        #expect(recorded.views.map(\.name) == model.views.map(\.name))
        #expect(recorded.views.map(\.className) == model.views.map(\.className))
        for (r, m) in zip(recorded.views, model.views) {
            #expect(r.geometry == m.geometry, "\(r.name)")
            #expect(r.gestureRecognizers.map(\.kind) == m.gestureRecognizers.map(\.kind), "\(r.name)")
            #expect(
                [r.isHidden, r.isUserInteractionEnabled, r.isControl, r.isEnabled]
                    == [m.isHidden, m.isUserInteractionEnabled, m.isControl, m.isEnabled], "\(r.name)")
        }
        #expect(recorded.viewControllers.map(\.name) == model.viewControllers.map(\.name))
    }

    @Test func aRecordingReplaysWithTheAppsClassesToTheSameTrace() throws {
        let screen = try RecorderScreen()
        let path = temporaryPath("session.evz")
        let recorder = try session(screen, to: path)
        #expect(recorder.problems.isEmpty, "\(recorder.problems)")
        #expect(recorder.files == [path])
        let live = deliveries(screen.generator.trace.entries)

        let (scene, events, reader) = try recordedEvents(path)
        #expect(reader.isComplete && reader.problems.isEmpty, "\(reader.problems)")
        // The change between events is in the file, as events.
        let changes = events.compactMap { e -> String? in
            if case .change(let view, let c) = e.event { return "\(view) \(c.summary)" }
            return nil
        }
        #expect(changes == ["card frame (20, 150, 350, 200)", "buy hidden true"])
        let app = try UIApplication(scene: scene, registry: RecorderScreen.registry)
        let replayed = deliveries(EventDispatcher.deliver(events, to: app).entries)
        #expect(replayed.count == live.count)
        for (r, l) in zip(replayed, live) {
            #expect(r.event == l.event)
            #expect(r.lines == l.lines, "\(r.event)")
        }
        let result = try Replayer(registry: RecorderScreen.registry).replay(EVZReader(path: path))
        #expect(result.isDeviceRecording)
        #expect(result.passed, "\(result.divergence?.description ?? "") \(result.warnings)")
        #expect(Replayer(registry: RecorderScreen.registry).standIns(in: scene).isEmpty)
    }

    @Test func aChangedOverrideDivergesAtTheTouchItChanges() throws {
        let screen = try RecorderScreen()
        let path = temporaryPath("changed.evz")
        _ = try session(screen, to: path)
        var changed = RecorderScreen.registry
        changed.register("CardView") { NarrowCardView(frame: .zero) }
        let result = try Replayer(registry: changed).replay(EVZReader(path: path))
        let divergence = try #require(result.divergence)
        // Event 0 and 1 are the tap on buy; event 2 is the finger down in the card's margin.
        #expect(divergence.eventIndex == 2)
        #expect(divergence.against == "the device")
        #expect(divergence.expected == "touch 2 delivered to card")
        #expect(divergence.actual == "touch 2 delivered to root")
        let explanation = try #require(divergence.explanation)
        #expect(explanation.contains("card (NarrowCardView) --- NarrowCardView.point(inside:with:) --- No"))
        #expect(explanation.contains("why not card?"))
    }

    @Test func withoutTheClassesTheReplayNamesTheStandIns() throws {
        let screen = try RecorderScreen()
        let path = temporaryPath("plain.evz")
        _ = try session(screen, to: path)
        let replayer = Replayer()
        let scene = try EVZReader(path: path).scene
        #expect(replayer.standIns(in: scene) == ["CardView", "PanelView", "RecordingWindow"])
        // Without CardView's override, the tap in its margin goes to the root.
        let result = try replayer.replay(EVZReader(path: path))
        #expect(result.divergence?.eventIndex == 2)
    }

    @Test func aNewViewStartsANewFileWithItsSnapshot() throws {
        let screen = try RecorderScreen()
        let path = temporaryPath("grown.evz")
        let recorder = screen.window.startRecording(to: path)
        try screen.generator.fingerTap(at: screen.view("buy"))
        let badge = UIView(frame: CGRect(x: 300, y: 20, width: 40, height: 40))
        badge.accessibilityIdentifier = "badge"
        screen.view("root")?.addSubview(badge)
        try screen.generator.fingerTap(at: badge)
        recorder.stop()
        let second = String(path.dropLast(4)) + "-2.evz"
        #expect(recorder.files == [path, second])
        let (scene, events, reader) = try recordedEvents(second)
        #expect(reader.isComplete)
        #expect(scene.views.contains { $0.name == "badge" })
        #expect(events.count == 2)
        #expect(try Replayer(registry: RecorderScreen.registry).replay(EVZReader(path: second)).passed)
        #expect(try Replayer(registry: RecorderScreen.registry).replay(EVZReader(path: path)).passed)
    }

    @Test func motionRemoteControlAndPressesAreRecorded() throws {
        let screen = try RecorderScreen()
        let path = temporaryPath("other.evz")
        let recorder = screen.window.startRecording(to: path)
        let d = EventDispatcher(application: screen.application)
        let sent: [InputEvent] = [
            .motion(.began), .motion(.ended), .remoteControl(.togglePlayPause),
            .presses([PressSample(id: 1, type: .select, phase: .began)]),
            .presses([PressSample(id: 1, type: .select, phase: .ended)]),
        ]
        for (i, e) in sent.enumerated() { d.deliver(TimedEvent(time: Double(i), event: e)) }
        recorder.stop()
        let (_, events, _) = try recordedEvents(path)
        #expect(events.map(\.event) == sent)
        #expect(events.map(\.time) == [0, 1, 2, 3, 4])
    }

    @Test func goingToTheBackgroundEndsTheFileCleanly() throws {
        let screen = try RecorderScreen()
        let path = temporaryPath("background.evz")
        let recorder = screen.window.startRecording(to: path)
        try screen.generator.fingerTap(at: screen.view("buy"))
        recorder.applicationDidEnterBackground()
        let (_, events, reader) = try recordedEvents(path)
        #expect(reader.isComplete && events.count == 2)
        recorder.applicationWillEnterForeground()
        try screen.generator.fingerTap(at: screen.view("buy"))
        recorder.stop()
        #expect(recorder.files.count == 2)
        #expect(try recordedEvents(recorder.files[1]).reader.isComplete)
    }

    @Test func aPathThatExistsIsAProblemNotACrash() throws {
        let screen = try RecorderScreen()
        let path = try temporaryFile("taken.evz", "not mine")
        let recorder = screen.window.startRecording(to: path)
        try screen.generator.fingerTap(at: screen.view("buy"))
        #expect(!recorder.isRecording)
        #expect(recorder.problems.first?.contains("exists") == true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "not mine")
    }

    @Test func theLaunchArgumentTurnsRecordingOn() {
        #expect(RecordingLocation.isRequested(["app", "-HitChainRecord", "YES"]))
        #expect(RecordingLocation.isRequested(["app", "-HitChainRecord", "1"]))
        #expect(!RecordingLocation.isRequested(["app", "-HitChainRecord", "NO"]))
        #expect(!RecordingLocation.isRequested(["app"]))
        let folder = Scratch.directory().path
        let file = RecordingLocation.newFile(in: folder)
        #expect(file.hasPrefix(folder + "/hitchain-") && file.hasSuffix(".evz"))
    }
}
