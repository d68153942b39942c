import HitChain

/// The hit map, made on a thread of its own with a live graph of its own, built from the same
/// scene (which numbers its views as the file's own graph does): the actor's graph is never
/// shared, and every other question is answered while the map is made. One map is made at a
/// time; a question about a map being made is answered 202 with how far it has gone (the
/// page asks again), after waiting a moment for a small screen's.
extension Explorer {
    /// How long a question about a hit map waits for it before saying how far it has gone.
    static let defaultMapWait: Duration = .milliseconds(500)

    /// Sets how long a question about a hit map waits for it (0: not at all).
    func setMapWait(_ wait: Duration) { mapWait = wait }

    func hitMap(of d: ExplorerDocument, document k: Int) async -> ExplorerAnswer {
        guard let json = await waitForMap(d, document: k) else { return making(k) }
        return d.hitMap == nil ? .error(500, "the hit map of \(d.file) could not be made") : .json(json)
    }

    func deadZone(_ id: Int, of d: ExplorerDocument, document k: Int) async -> ExplorerAnswer {
        guard await waitForMap(d, document: k) != nil, let map = d.hitMap else { return making(k) }
        return .json(map.deadZoneJSON(of: id) ?? "{}")
    }

    /// `202 {"making": true, "progress": …}`.
    private func making(_ k: Int) -> ExplorerAnswer {
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.field("making", true)
        w.key("progress")
        (makingMaps[k] ?? LoadProgress("waiting for another hit map")).write(into: &w)
        w.endObject()
        return ExplorerAnswer(status: 202, body: w.text)
    }

    /// The map's JSON once made, starting it if it is not; nil while it is still being made
    /// after `mapWait`.
    private func waitForMap(_ d: ExplorerDocument, document k: Int) async -> String? {
        if let json = d.hitMapJSON { return json }
        if makingMaps[k] == nil {
            makingMaps[k] = LoadProgress("waiting for another hit map")
            Task { await make(d, document: k) }
        }
        let clock = ContinuousClock()
        let deadline = clock.now + mapWait
        while clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
            if let json = d.hitMapJSON { return json }
        }
        return nil
    }

    private func make(_ d: ExplorerDocument, document k: Int) async {
        // One at a time: two huge maps at once would each hold a graph of their own.
        while makingMaps.contains(where: { $0.key != k && $0.value.isRunning }) {
            try? await Task.sleep(for: .milliseconds(50))
        }
        guard let progress = makingMaps[k] else { return }
        progress.isRunning = true
        let scene = d.scene
        let made = await BackgroundWork.run { () -> BackgroundWork.Handed<(HitMapGrid, String)?> in
            progress.begin("building the views again, for the hit map")
            guard let application = try? UIApplication(scene: scene) else { return .init(nil) }
            let index = ViewIndex(application: application)
            let map = HitMap(application: application, index: index, progress: progress)
            progress.begin("finding the dead zones")
            return .init((map.grid, map.json))
        }
        if let (grid, json) = made.value {
            d.hitMap = HitMap(grid: grid, index: d.index)
            d.hitMapJSON = json
        } else {
            d.hitMapJSON = "{}"
        }
        makingMaps[k] = nil
    }
}
