import HitChain

/// The files the explorer serves and every answer the page asks of them, as JSON from the
/// model (the reference walk, its diagnosis, an exact engine for the hit map, the recording's
/// reader and replay). The live graph is not thread-safe, so each file's is used on this
/// actor only, one question at a time — but no question holds the others up: work that can
/// take long runs elsewhere or in slices. Files are built in the background
/// (`Explorer+Loading`), each on a thread of its own, and handed to the actor when built; a
/// hit map is made on a thread of its own, with a live graph of its own
/// (`Explorer+HitMap`); a search yields to other questions as it goes, and a newer search of
/// the same file stops it (`Explorer+Search`).
public actor Explorer {
    enum Slot {
        case loading(ExplorerSource, LoadProgress)
        case ready(ExplorerDocument)
        case failed(ExplorerSource, String)
    }

    var slots: [Slot]
    /// The hit maps being made, by file.
    var makingMaps: [Int: LoadProgress] = [:]
    /// Each file's latest search, by number: an older one still going stops.
    var searches: [Int: Int] = [:]
    /// How long a question about a hit map waits for it before saying how far it has gone.
    var mapWait = Explorer.defaultMapWait

    /// Loads and builds every file before it answers anything; the first one that cannot be
    /// shown stops it.
    ///
    /// - Parameter compose: compose each scene into one of about this many views (as
    ///   `hitchain bench --compose`).
    public init(files: [String], compose: Int? = nil) throws(ExplorerError) {
        var loaded: [Slot] = []
        for file in files { loaded.append(.ready(try ExplorerDocument(path: file, compose: compose))) }
        slots = loaded
    }

    /// Reads and checks every file now (the first that cannot be shown stops it), and builds
    /// them in the background (`load()`): the server answers while they load, and the page
    /// shows how far each has gone.
    public init(reading files: [String], compose: Int? = nil) throws(ExplorerError) {
        var sources: [Slot] = []
        for file in files { sources.append(.loading(try ExplorerSource(path: file, compose: compose), LoadProgress())) }
        slots = sources
    }

    /// How many files are served.
    public var count: Int { slots.count }

    /// What one route answers: `route` is the part of the path after `/api/d/DOC/`, with any
    /// id in `id`, and the query's parameters.
    public func answer(document: String, route: String, id: String? = nil, query: [String: String] = [:]) async
        -> ExplorerAnswer
    {
        guard let k = Int(document), slots.indices.contains(k) else {
            return .error(404, "no such file: the explorer serves only the \(plural(slots.count, "file")) it was given")
        }
        let d: ExplorerDocument
        switch slots[k] {
        case .ready(let document): d = document
        case .loading(let source, let progress):
            return .error(503, "\(source.file) is still loading (\(progress.text))")
        case .failed(_, let message): return .error(500, message)
        }
        guard id == nil || ["view", "deadzone", "event"].contains(route) else {
            return .error(404, "no such question: \(route) takes no id")
        }
        let parameters = ExplorerParameters(query: query, id: id, index: d.index)
        do {
            switch route {
            case "search": return await search(try parameters.text("q"), in: d, document: k)
            case "hitmap": return await hitMap(of: d, document: k)
            case "deadzone": return await deadZone(try parameters.view(), of: d, document: k)
            default: return try answer(d, route: route, parameters)
            }
        } catch {
            return .error(400, error.message)
        }
    }

    private func answer(_ d: ExplorerDocument, route: String, _ p: ExplorerParameters) throws(ExplorerParameters
        .Problem)
        -> ExplorerAnswer
    {
        switch route {
        case "picture.svg":
            return ExplorerAnswer(contentType: "image/svg+xml", body: d.picture)
        case "tree":
            return .json(ViewTreeAnswer.children(of: try p.optionalView("parent"), in: d.index))
        case "view":
            return .json(ViewTreeAnswer.view(try p.view(), in: d.index))
        case "hit":
            return .json(HitAnswer.json(document: d, point: try p.point()))
        case "walk":
            return .json(WalkAnswer.json(document: d, point: try p.point(), whyNot: try p.optionalView("whyNot")))
        case "recording", "events", "event":
            guard let timeline = d.recording else { return .error(404, "\(d.file) is a scene, not a recording") }
            switch route {
            case "recording": return .json(timeline.summaryJSON(file: d.file))
            case "events":
                return .json(
                    timeline.eventsJSON(
                        from: try p.count("from", default: 0), count: try p.count("count", default: 100)))
            default:
                let k = try p.count("id", default: -1)
                guard let text = timeline.eventJSON(k, index: d.index, application: d.application) else {
                    return .error(
                        404, "no event \(k): the recording has \(plural(timeline.events.count, "event")) kept")
                }
                return .json(text)
            }
        default:
            return .error(404, "no such question: \(route)")
        }
    }
}
