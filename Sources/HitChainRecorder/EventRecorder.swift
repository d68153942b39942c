import Foundation
import HitChainDelivery
import HitChainRecording
import HitChainScene

#if canImport(UIKit)
    public import UIKit
#else
    public import HitChainUIKit
#endif

/// Records what one window receives into a streaming `.evz`: a snapshot of the window's
/// hierarchy when recording starts, then every event the window is sent (`record(_:)`, from
/// its `sendEvent(_:)`) with where its touches were delivered, and, before an event, what
/// changed in the hierarchy since the last one. Memory stays bounded whatever the length of
/// the session: one open chunk, one snapshot, the names of the views alive.
///
/// The file grows in place (`EVZWriter(streamingTo:…)`): each chunk is written when the last
/// finger lifts (before the app handles that event), at 512 samples or after a second, so a
/// crash keeps everything before the gesture it happened in; `stop()` and going to the
/// background end the file cleanly. A change no recorded event can state (a view that is new)
/// ends the file at the next moment no finger is down and starts the next one (`path-2.evz`, …)
/// with a new snapshot. Nothing here throws or traps on what the app does: a problem (a full
/// disk, a path that exists) stops the recording and is kept in `problems`.
///
/// On the main actor, as UIKit's objects are.
@MainActor
public final class EventRecorder {
    /// The window recorded; held weakly, as the window holds its recorder.
    public private(set) weak var window: UIWindow?
    /// The first file's path; later files add `-2`, `-3`, … before the extension.
    public let path: String
    /// Every file written so far, the open one last.
    public private(set) var files: [String] = []
    /// Why recording stopped early, or what it could not record, in words.
    public private(set) var problems: [String] = []
    /// Events recorded so far, in every file (hierarchy changes included).
    public private(set) var eventCount = 0
    /// Whether events are being recorded (false once stopped, or after a problem).
    public private(set) var isRecording = true

    private var writer: EVZWriter?
    private var lastScene: HCScene?
    private var needsNewFile = false
    private var timeOrigin: Double?
    private let names = ViewNames()
    private let recognizerNames = ViewNames()
    private let conversion = EventConversion()

    /// Starts recording `window` to `path` (a file that must not exist yet, in a folder that
    /// does): the snapshot is taken now.
    public init(window: UIWindow, path: String) {
        self.window = window
        self.path = path
        startFile()
    }

    /// Records `event`, which `window` is about to be sent: call it from the window's
    /// `sendEvent(_:)` before `super` (`RecordingWindow` does).
    public func record(_ event: UIEvent) {
        guard isRecording, let window else { return }
        // https://developer.apple.com/documentation/uikit/uievent/timestamp
        let timestamp = event.timestamp
        noteHierarchy(of: window, at: timestamp)
        guard isRecording, let (input, delivered) = conversion.convert(event, in: window, names: names) else { return }
        append(TimedEvent(time: time(of: timestamp), event: input), delivered: delivered)
        if conversion.touchesDown == 0 { flush() }
    }

    /// Ends the file cleanly (its end record, synced) and stops recording.
    public func stop() {
        finishFile()
        isRecording = false
    }

    /// The app went to the background: the file is ended cleanly, and the next event after
    /// `applicationWillEnterForeground()` starts a new one.
    public func applicationDidEnterBackground() {
        guard isRecording else { return }
        finishFile()
        needsNewFile = true
    }

    /// The app is back: recording goes on in a new file (made at the next event).
    public func applicationWillEnterForeground() {}

    /// Objects the recorder follows now — named views and recognizers, touches down, events
    /// waiting in the open chunk — for checking that a long session holds no more than a
    /// screenful.
    public var liveObjectCount: Int {
        names.count + recognizerNames.count + conversion.followed + (writer?.bufferedEventCount ?? 0)
    }

    // MARK: Files

    private func filePath(_ number: Int) -> String {
        guard number > 1 else { return path }
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        let base = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
        return base + "-\(number)" + (ext.isEmpty ? "" : "." + ext)
    }

    private func startFile() {
        guard let window else { return stopWithProblem("the window is gone") }
        names.reset()
        recognizerNames.reset()
        conversion.reset()
        timeOrigin = nil
        let snapshot = HierarchySnapshot(of: window, names: names, recognizerNames: recognizerNames)
        do {
            try snapshot.scene.validate()
        } catch {
            return stopWithProblem("the window's hierarchy cannot be recorded: \(error)")
        }
        let scene = snapshot.scene
        let header = RecordingHeader(
            screenWidth: scene.screen.size.width, screenHeight: scene.screen.size.height,
            screenScale: scene.screen.scale, unitsPerPoint: scene.screen.scale,
            source: "device: HitChainRecorder, window \(scene.views.first?.className ?? "UIWindow")")
        let next = filePath(files.count + 1)
        do {
            let w = try EVZWriter(streamingTo: next, header: header, scene: scene)
            w.writesTrace = false
            writer = w
            files.append(next)
            lastScene = scene
            needsNewFile = false
        } catch {
            stopWithProblem("\(error)")
        }
    }

    private func finishFile() {
        guard let w = writer else { return }
        writer = nil
        do {
            try w.finish()
        } catch {
            problems.append("\(error)")
        }
    }

    private func stopWithProblem(_ problem: String) {
        problems.append(problem)
        writer?.abandon()  // in place: kept as far as it was written, read as cut
        writer = nil
        isRecording = false
    }

    // MARK: Events

    /// Takes a snapshot before an event and records what changed since the last one; a change
    /// no event states starts a new file once no finger is down.
    private func noteHierarchy(of window: UIWindow, at timestamp: Double) {
        if writer == nil || needsNewFile, conversion.touchesDown == 0 {
            finishFile()
            startFile()
            return
        }
        let snapshot = HierarchySnapshot(of: window, names: names, recognizerNames: recognizerNames)
        names.keepOnly(snapshot.seen)
        recognizerNames.keepOnly(snapshot.seen)
        guard let last = lastScene, snapshot.scene != last else { return }
        guard let changes = HierarchyDiff.changes(from: last, to: snapshot.scene) else {
            needsNewFile = true
            if conversion.touchesDown == 0 {
                finishFile()
                startFile()
            }
            return
        }
        lastScene = snapshot.scene
        for change in changes { append(TimedEvent(time: time(of: timestamp), event: change), delivered: []) }
    }

    /// A UIKit timestamp (seconds since boot) as the file stores it: from the file's first
    /// event on, to the microsecond.
    private func time(of timestamp: Double) -> Double {
        let origin = timeOrigin ?? timestamp
        timeOrigin = origin
        return ((timestamp - origin) * 1_000_000).rounded() / 1_000_000
    }

    private func append(_ event: TimedEvent, delivered: [DeliveredTouch]) {
        guard let writer else { return }
        do {
            try writer.append(event, trace: [], delivered: delivered)
            eventCount += 1
        } catch {
            stopWithProblem("\(error)")
        }
    }

    private func flush() {
        do {
            try writer?.flush()
        } catch {
            stopWithProblem("\(error)")
        }
    }
}
