import HitChain

extension RecordingTimeline {
    /// At most this many events in one `events` answer.
    static let maxPage = 1_000

    /// The recording's summary: header, counts, problems, the replay's verdict and its first
    /// divergence, and the commands that print the same.
    func summaryJSON(file: String) -> String {
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.key("screen")
        w.beginObject()
        w.field("width", header.screenWidth)
        w.field("height", header.screenHeight)
        w.field("scale", header.screenScale)
        w.endObject()
        w.field("source", header.source)
        w.field("writer", header.writer)
        w.field("events", Double(events.count))
        w.field("eventsNotKept", Double(eventsNotKept))
        w.field("traceLinesNotKept", Double(traceLinesNotKept))
        w.field("hadTrace", hadTrace)
        w.field("duration", events.last.map { $0.time - (events.first?.time ?? 0) } ?? 0)
        w.key("problems")
        w.beginArray()
        for p in problems { w.string(p) }
        w.endArray()
        w.key("replay")
        if let r = replay {
            w.beginObject()
            w.field("passed", r.passed)
            w.key("engines")
            w.beginArray(inline: true)
            for e in r.engines { w.string(e) }
            w.endArray()
            w.field("eventsReplayed", Double(r.events))
            w.key("divergence")
            if let d = r.divergence { d.writeJSON(into: &w) } else { w.null() }
            w.endObject()
        } else {
            w.beginObject()
            w.field("passed", false)
            w.field("error", replayError ?? "the replay could not start")
            w.endObject()
        }
        w.key("commands")
        w.beginArray()
        w.string(ReproduceCommand.command("replay", file: file))
        w.string(ReproduceCommand.command("inspect", file: file))
        w.string(ReproduceCommand.command("inspect", file: file, ["--svg", "touches.svg"]))
        w.endArray()
        w.endObject()
        return w.text
    }

    /// Events `from..<from + count` (at most `maxPage`): index, time, kind, summary.
    func eventsJSON(from: Int, count: Int) -> String {
        let lo = min(max(from, 0), events.count), hi = min(lo + min(max(count, 0), Self.maxPage), events.count)
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.field("from", Double(lo))
        w.field("total", Double(events.count))
        w.key("events")
        w.beginArray()
        for k in lo..<hi {
            w.beginObject()
            w.field("index", Double(k))
            w.field("time", events[k].time)
            w.field("kind", events[k].event.kind.rawValue)
            w.field("summary", events[k].event.summary)
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text
    }

    /// One event: its summary, touches, each finger's path so far, its recorded trace, the
    /// views its touches were bound to, and whether the replay diverged there.
    func eventJSON(_ k: Int, index: ViewIndex, application: UIApplication) -> String? {
        guard events.indices.contains(k) else { return nil }
        let e = events[k]
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.field("index", Double(k))
        w.field("time", e.time)
        w.field("kind", e.event.kind.rawValue)
        w.field("summary", e.event.summary)
        w.key("touches")
        w.beginArray()
        for s in touches(of: k) {
            w.beginObject()
            w.field("id", Double(s.id))
            w.field("phase", s.phase.rawValue)
            w.field("location", numbers: [s.location.x, s.location.y])
            w.endObject()
        }
        w.endArray()
        w.key("paths")
        w.beginArray()
        for path in paths(at: k) {
            w.beginObject()
            w.field("id", Double(path.id))
            w.key("points")
            w.beginArray(inline: true)
            for s in path.samples { w.numbers([s.location.x, s.location.y]) }
            w.endArray()
            w.endObject()
        }
        w.endArray()
        w.key("trace")
        w.beginArray()
        for entry in traces[k] { w.string(entry.line) }
        w.endArray()
        w.key("bound")
        w.beginArray()
        for entry in traces[k] {
            guard case .hitTest(_, _, let view?, _) = entry, let v = application.hitChain.view(named: view.name),
                let id = index.id(of: v)
            else { continue }
            ViewJSON.write(id, in: index, into: &w)
        }
        w.endArray()
        w.field("diverges", replay?.divergence?.eventIndex == k)
        w.endObject()
        return w.text
    }
}
