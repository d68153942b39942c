import HitChain

/// The files the explorer serves, loaded once, and every answer the page asks of them, as
/// JSON from the model (the reference walk, its diagnosis, an exact engine for the hit map,
/// the recording's reader and replay). The live graph is not thread-safe, so questions are
/// answered one at a time, on this actor.
public actor Explorer {
    private let documents: [ExplorerDocument]

    /// Loads every file; the first one that cannot be shown stops it.
    ///
    /// - Parameter compose: compose each scene into one of about this many views (as
    ///   `hitchain bench --compose`).
    public init(files: [String], compose: Int? = nil) throws(ExplorerError) {
        var loaded: [ExplorerDocument] = []
        for file in files { loaded.append(try ExplorerDocument(path: file, compose: compose)) }
        documents = loaded
    }

    /// How many files are served.
    public var count: Int { documents.count }

    /// What one route answers: `route` is the part of the path after `/api/d/DOC/`, with any
    /// id in `id`, and the query's parameters.
    public func answer(document: String, route: String, id: String? = nil, query: [String: String] = [:])
        -> ExplorerAnswer
    {
        guard let k = Int(document), documents.indices.contains(k) else {
            return .error(
                404, "no such file: the explorer serves only the \(plural(documents.count, "file")) it was given")
        }
        let d = documents[k]
        guard id == nil || ["view", "deadzone", "event"].contains(route) else {
            return .error(404, "no such question: \(route) takes no id")
        }
        let parameters = ExplorerParameters(query: query, id: id, index: d.index)
        do {
            return try answer(d, route: route, parameters)
        } catch {
            return .error(400, error.message)
        }
    }

    /// Every file served: `[{"index", "file", "kind", "views", "windows", "composed", "screen"}]`.
    public func documentsJSON() -> String {
        var w = JSONWriter(compact: true)
        w.beginArray()
        for (k, d) in documents.enumerated() {
            w.beginObject()
            w.field("index", Double(k))
            w.field("file", d.file)
            w.field("kind", d.kind.rawValue)
            w.field("views", Double(d.index.count))
            w.field("windows", Double(d.index.roots.count))
            w.key("composed")
            if let c = d.composed { w.number(Double(c)) } else { w.null() }
            w.field("screen", numbers: [d.scene.screen.size.width, d.scene.screen.size.height])
            w.endObject()
        }
        w.endArray()
        return w.text
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
        case "search":
            return .json(ViewTreeAnswer.search(try p.text("q"), in: d.index))
        case "view":
            return .json(ViewTreeAnswer.view(try p.view(), in: d.index))
        case "hit":
            return .json(HitAnswer.json(document: d, point: try p.point()))
        case "walk":
            return .json(WalkAnswer.json(document: d, point: try p.point(), whyNot: try p.optionalView("whyNot")))
        case "hitmap":
            return .json(d.hitMapJSON())
        case "deadzone":
            return .json(d.deadZoneJSON(of: try p.view()) ?? "{}")
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
