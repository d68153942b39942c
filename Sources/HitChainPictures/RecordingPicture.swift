public import HitChainDelivery
import HitChainGeometry
public import HitChainKit
public import HitChainScene

/// A recording's touches over time, drawn over its scene as it starts: each finger's path
/// (a line through its samples, a dot per sample coloured by phase), the view each touch was
/// bound to when it began, and each gesture recognizer's outcome (✓ recognized, ✗ failed)
/// after its name. Fed a chunk at a time; what it keeps is bounded whatever the length of the
/// recording: at most `maxTouches` paths of at most `maxSamplesPerTouch` samples (a longer
/// path keeps every `k`-th moved sample, and always its first and last), the fingers down
/// now, and one count per recognizer name.
public struct RecordingPicture {
    /// The most touches drawn; later ones are counted, not drawn.
    public static let maxTouches = 200
    /// The most samples kept of one touch's path.
    public static let maxSamplesPerTouch = 400

    /// The recording's scene, as a live graph: the views the touches are drawn over.
    public let application: UIApplication
    private var paths: [TouchPath] = []
    /// Touch id → index in `paths` of its path while the finger is down.
    private var open: [Int: Int] = [:]
    private var moved: [Int: Int] = [:]
    private var recognized: [String: Int] = [:]
    private var failed: [String: Int] = [:]
    private var boundViews: Set<String> = []
    private(set) var touches = 0
    private(set) var events = 0
    private(set) var changes = 0

    /// - Throws: the scene's error when it cannot be built.
    public init(scene: HCScene) throws(SceneError) {
        application = try UIApplication(scene: scene)
    }

    /// Takes one chunk of the recording: its events and their trace. Each event is taken when
    /// the trace starts it (`#i …`), so the hit-tests that follow bind the touches it began —
    /// a touch id used again later binds its own view. Without a trace, the events alone.
    ///
    /// - Complexity: O(events + trace entries) in the chunk.
    public mutating func add(events chunk: [TimedEvent], trace: [TraceEntry]) {
        let base = events
        var taken = 0
        func take(upTo end: Int) {
            while taken < min(end, chunk.count) {
                add(chunk[taken])
                taken += 1
            }
        }
        for entry in trace {
            switch entry {
            case .event(let index, _, _):
                take(upTo: index - base + 1)
            case .hitTest(let touch, _, let view, _):
                bind(touch, to: view?.name)
            case .recognizerState(let name, _, _, let to, _):
                if to == .began || to == .ended { recognized[name, default: 0] += 1 }
                if to == .failed { failed[name, default: 0] += 1 }
            default: break
            }
        }
        take(upTo: chunk.count)
    }

    private mutating func add(_ timed: TimedEvent) {
        events += 1
        switch timed.event {
        case .touches(let samples):
            for s in samples { add(s, time: timed.time) }
        case .change: changes += 1
        default: break
        }
    }

    /// The touch's path, begun by the event just taken, is bound to `view`.
    private mutating func bind(_ touch: Int, to view: String?) {
        guard let k = open[touch], paths[k].samples.count == 1 else { return }
        paths[k].boundTo = view
        if let view { boundViews.insert(view) }
    }

    private mutating func add(_ s: TouchSample, time: Double) {
        let sample = TouchPath.Sample(location: s.location, phase: s.phase, time: time)
        if s.phase == .began {
            touches += 1
            guard paths.count < Self.maxTouches else {
                open[s.id] = nil
                return
            }
            open[s.id] = paths.count
            moved[s.id] = 0
            paths.append(TouchPath(touch: s.id, samples: [sample], boundTo: nil))
            return
        }
        guard let k = open[s.id] else { return }
        if s.phase == .ended || s.phase == .cancelled {
            paths[k].samples.append(sample)
            open[s.id] = nil
            moved[s.id] = nil
            return
        }
        // Keep every `stride`-th moved sample, the stride doubling as the path fills; a full
        // path keeps every other sample it had.
        let count = moved[s.id, default: 0]
        moved[s.id] = count + 1
        var stride = 1
        while stride < Int.max / 2, count / stride >= Self.maxSamplesPerTouch / 2 { stride *= 2 }
        guard count % stride == 0 else { return }
        if paths[k].samples.count >= Self.maxSamplesPerTouch - 1 {
            paths[k].samples = paths[k].samples.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        }
        paths[k].samples.append(sample)
    }

    /// The picture.
    public func svg(title: String) -> String {
        var picture = ScenePicture(application: application, point: nil, title: title)
        picture.touchPaths = paths
        for name in boundViews { if let v = application.view(named: name) { picture.mark(v, .bound) } }
        for name in Set(recognized.keys).union(failed.keys) {
            let r = recognized[name] ?? 0, f = failed[name] ?? 0
            picture.recognizerOutcomes[name] =
                (r > 0 ? "✓" + (r > 1 ? "\(r)" : "") : "")
                + (f > 0 ? (r > 0 ? " " : "") + "✗" + (f > 1 ? "\(f)" : "") : "")
        }
        picture.notes.append(
            "\(plural(events, "event")), \(plural(touches, "touch", "touches")); "
                + "each path from its began (green) to its ended (red) or cancelled (orange)")
        if touches > paths.count {
            picture.notes.append(
                paths.count == 1 ? "only the first touch is drawn" : "the first \(paths.count) touches are drawn")
        }
        if changes > 0 {
            picture.notes.append(
                "drawn as the recording starts; \(plural(changes, "run-time change")) "
                    + (changes == 1 ? "follows" : "follow"))
        }
        return picture.svg()
    }
}
