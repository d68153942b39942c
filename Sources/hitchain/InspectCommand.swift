import ArgumentParser
import Foundation
import HitChain
import SystemPackage

/// `hitchain inspect FILE.evz`.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print a recording's header, scene summary, event counts by kind, events and trace."
    )

    @Argument(help: "A recording (.evz).")
    var file: String

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    @Flag(name: .long, help: "Print only the summary, not every event and trace line.")
    var summary = false

    @Flag(
        name: .long,
        help: """
            Measure the event encoding: bytes per touch sample against JSON lines through zlib, encode and \
            decode speed.
            """
    )
    var stats = false

    @Option(
        help: ArgumentHelp(
            "Also draw the recording's touches over its scene as an SVG: each finger's path coloured by phase, the "
                + "view each touch was bound to, gesture recognizers' outcomes.", valueName: "file.svg"))
    var svg: String?

    func run() throws {
        if let svg { try ReportFile.prepare(svg, option: "--svg") }
        var reader = try EVZReader(path: file)
        var r = Reading()
        var picture: RecordingPicture?
        if svg != nil {
            do { picture = try RecordingPicture(scene: reader.scene) } catch { throw CLIError(.scene(error)) }
        }
        while let chunk = reader.nextChunk() {
            picture?.add(events: chunk.events, trace: chunk.trace ?? [])
            r.chunks += 1
            if stats { r.all.append(contentsOf: chunk.events) }
            for e in chunk.events {
                r.counts[e.event.kind.rawValue, default: 0] += 1
                if case .touches(let s) = e.event { r.samples += s.count }
            }
            if !summary {
                r.events.append(contentsOf: chunk.events)
                r.trace.append(contentsOf: chunk.trace ?? [])
            }
        }
        if let svg, let picture {
            let name = FilePath(file).lastComponent?.string ?? file
            try ReportFile.writePicture(picture.svg(title: "Touches of \(name)"), to: svg, option: "--svg")
        }
        if stats { return printStats(reader, r) }
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        if json { printJSON(reader, r, size: size) } else { printText(reader, r, size: size) }
    }

    /// What one pass over the file gathered.
    struct Reading {
        var counts: [String: Int] = [:]
        var samples = 0
        var events: [TimedEvent] = []
        var trace: [TraceEntry] = []
        var chunks = 0
        /// Every event, for `--stats`.
        var all: [TimedEvent] = []
    }

    /// `--stats`: the encoding measured.
    private func printStats(_ reader: EVZReader, _ r: Reading) {
        let h = reader.header
        let all = r.all
        let m = EVZMeasurement.measure(all, header: h)
        let bytes = (try? InputFile.read(file)).map { [UInt8]($0) } ?? []
        let speed = try? RecordingSpeed.measure(bytes)
        if json {
            var w = JSONWriter()
            w.beginObject()
            w.field("file", file)
            w.field("events", Double(m.events))
            w.field("touchSamples", Double(m.touchSamples))
            w.field("eventBytes", Double(reader.eventBytes))
            w.field("traceBytes", Double(reader.traceBytes))
            w.field("bytesPerSample", m.bytesPerSample)
            w.field("jsonLinesZlibBytesPerSample", m.jsonBytesPerSample)
            w.field("encodeEventsPerSecond", m.encodeEventsPerSecond.rounded())
            w.field("decodeEventsPerSecond", m.decodeEventsPerSecond.rounded())
            if let speed {
                w.field("endToEndDecodeEventsPerSecond", speed.endToEndDecodeEventsPerSecond.rounded())
                w.field("replayAllEnginesEventsPerSecondPerEngine", speed.replayAllEventsPerSecondPerEngine.rounded())
                w.key("replayEventsPerSecond")
                w.beginObject()
                for (engine, rate) in speed.replayEventsPerSecond { w.field(engine, rate.rounded()) }
                w.endObject()
            }
            w.endObject()
            print(w.text)
        } else {
            print("\(file): \(plural(m.events, "event")), \(plural(m.touchSamples, "touch sample"))")
            print(
                "  events as written:       \(plural(reader.eventBytes, "byte")), "
                    + formatMeasure(Double(reader.eventBytes) / Double(max(m.touchSamples, 1)))
                    + " bytes per touch sample"
            )
            print(
                "  JSON lines through zlib: \(plural(m.jsonLinesZlibBytes, "byte")), "
                    + "\(formatMeasure(m.jsonBytesPerSample)) bytes per touch sample"
            )
            print("  trace:                   \(plural(reader.traceBytes, "byte"))")
            print(
                "  encode: \(Int(m.encodeEventsPerSecond)) events/s; decode: \(Int(m.decodeEventsPerSecond)) events/s"
            )
            if let speed {
                print(
                    "  end to end (every record, trace included): \(Int(speed.endToEndDecodeEventsPerSecond)) events/s")
                let rates = speed.replayEventsPerSecond.map { "\($0.engine) \(Int($0.eventsPerSecond))" }
                print(
                    "  replay through every engine: \(Int(speed.replayAllEventsPerSecondPerEngine)) events/s "
                        + "per engine; one engine at a time: " + rates.joined(separator: ", "))
            }
        }
    }

    /// `3 touch events`, `1 action`, `2 view changes`: a count of events of one kind
    /// (`InputEvent.kind`), with a noun that agrees with it.
    static func count(_ n: Int, of kind: String) -> String {
        let nouns: [String: (String, String)] = [
            "touches": ("touch event", "touch events"), "motion": ("motion event", "motion events"),
            "remoteControl": ("remote-control event", "remote-control events"),
            "presses": ("press event", "press events"), "router": ("router message", "router messages"),
            "action": ("action", "actions"), "editingMenu": ("editing-menu action", "editing-menu actions"),
            "becomeFirstResponder": ("becomeFirstResponder call", "becomeFirstResponder calls"),
            "resignFirstResponder": ("resignFirstResponder call", "resignFirstResponder calls"),
            "addSubview": ("addSubview call", "addSubview calls"),
            "removeFromSuperview": ("removeFromSuperview call", "removeFromSuperview calls"),
            "change": ("view change", "view changes"), "idle": ("idle wait", "idle waits"),
        ]
        let (one, many) = nouns[kind] ?? ("\(kind) event", "\(kind) events")
        return plural(n, one, many)
    }

    private func printJSON(_ reader: EVZReader, _ r: Reading, size: Int) {
        let h = reader.header
        let scene = reader.scene
        let (counts, samples, events, trace, chunks) = (r.counts, r.samples, r.events, r.trace, r.chunks)
        var w = JSONWriter()
        w.beginObject()
        w.field("file", file)
        Self.write(h, into: &w)
        w.key("scene")
        w.beginObject()
        w.field("windows", Double(scene.windows.count))
        w.field("views", Double(scene.views.count))
        w.field("viewControllers", Double(scene.viewControllers.count))
        w.endObject()
        w.field("bytes", Double(size))
        w.field("chunks", Double(chunks))
        w.field("touchSamples", Double(samples))
        w.key("eventsByKind")
        w.beginObject()
        for (k, v) in counts.sorted(by: { $0.key < $1.key }) { w.field(k, Double(v)) }
        w.endObject()
        w.field("complete", reader.isComplete)
        // Every problem the reader found — warnings that did not stop it, then why it stopped.
        w.key("problems")
        w.beginArray()
        for problem in reader.problems { w.string(problem.description) }
        w.endArray()
        if !summary {
            w.key("events")
            w.beginArray()
            for e in events {
                w.beginObject()
                w.field("time", e.time)
                w.field("event", e.event.summary)
                w.endObject()
            }
            w.endArray()
            // The trace's entries as `run --json` writes them (`DeliveryTrace.json()`).
            w.key("trace")
            w.beginArray()
            for t in trace { t.writeJSON(into: &w) }
            w.endArray()
        }
        w.endObject()
        print(w.text)
    }

    /// The recording's header in the JSON: the screen as the scene format writes it.
    private static func write(_ h: RecordingHeader, into w: inout JSONWriter) {
        w.key("header")
        w.beginObject()
        w.field("writer", h.writer)
        // The screen as the scene format writes it.
        w.key("screen")
        w.beginObject()
        w.field("width", h.screenWidth)
        w.field("height", h.screenHeight)
        w.field("scale", h.screenScale)
        w.endObject()
        w.field("ticksPerSecond", h.ticksPerSecond)
        w.field("unitsPerPoint", h.unitsPerPoint)
        w.field("source", h.source)
        w.key("deviceAxes")
        w.beginArray()
        for a in h.deviceAxes {
            w.beginObject()
            w.field("name", a.name)
            w.field("min", Double(a.minimum))
            w.field("max", Double(a.maximum))
            w.endObject()
        }
        w.endArray()
        w.endObject()
    }

    private func printText(_ reader: EVZReader, _ r: Reading, size: Int) {
        let h = reader.header
        let scene = reader.scene
        let (counts, samples, events, trace, chunks) = (r.counts, r.samples, r.events, r.trace, r.chunks)
        print(
            "file:      \(file) (\(plural(size, "byte")), \(plural(chunks, "chunk"))"
                + (reader.isComplete ? ")" : ", INCOMPLETE)")
        )
        print("writer:    \(h.writer)")
        print("source:    \(h.source)")
        let screen = "\(formatMeasure(h.screenWidth)) × \(formatMeasure(h.screenHeight)) pt"
        print("screen:    \(screen) @\(formatMeasure(h.screenScale))x")
        print("units:     \(formatMeasure(h.ticksPerSecond)) ticks/s, \(formatMeasure(h.unitsPerPoint)) units/pt")
        for a in h.deviceAxes { print("axis:      \(a.name) \(a.minimum)…\(a.maximum)") }
        print(
            "scene:     \(plural(scene.windows.count, "window")), \(plural(scene.views.count, "view")), "
                + plural(scene.viewControllers.count, "view controller")
        )
        print(
            "events:    "
                + counts.sorted(by: { $0.key < $1.key }).map { Self.count($0.value, of: $0.key) }
                .joined(separator: ", ")
                + " (\(plural(samples, "touch sample")))")
        if samples > 0 {
            print("size:      \(formatMeasure(Double(size) / Double(samples))) bytes per touch sample, all included")
        }
        for problem in reader.problems { print("warning:   \(problem)") }
        if !summary {
            print("\nevents:")
            for (i, e) in events.enumerated() { print("#\(i) t=\(formatSeconds(e.time)) \(e.event.summary)") }
            print("\ntrace:")
            for t in trace { print(t.line) }
        }
    }
}
