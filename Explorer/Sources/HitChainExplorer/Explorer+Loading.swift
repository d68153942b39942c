import HitChain

/// Every file served, as the page lists them, and the building of files read at start
/// (`Explorer(reading:compose:)`): one after another, each on a thread of its own.
extension Explorer {
    /// Builds every file still loading, in order; a file that fails to build is shown failed
    /// (with its error, here and on standard error) and the others still load.
    public func load() async {
        for k in slots.indices {
            guard case .loading(let source, let progress) = slots[k] else { continue }
            let built = await BackgroundWork.run {
                () -> BackgroundWork.Handed<Result<ExplorerDocument, ExplorerError>> in
                do throws(ExplorerError) {
                    return .init(.success(try ExplorerDocument(source: source, progress: progress)))
                } catch {
                    return .init(.failure(error))
                }
            }
            switch built.value {
            case .success(let document): slots[k] = .ready(document)
            case .failure(let error): slots[k] = .failed(source, error.description)
            }
        }
    }

    /// Whether every file is built (or failed to).
    public var isLoaded: Bool {
        slots.allSatisfy { if case .loading = $0 { return false } else { return true } }
    }

    /// The files that failed to build, with why.
    public var failures: [String] {
        slots.compactMap { if case .failed(_, let message) = $0 { return message } else { return nil } }
    }

    /// Every file served: `[{"index", "file", "kind", "state", …}]` — `state` is `ready` (with
    /// `views`, `windows`, `composed`, `screen`), `loading` (with `progress`) or `failed` (with
    /// `error`).
    public func documentsJSON() -> String {
        var w = JSONWriter(compact: true)
        w.beginArray()
        for (k, slot) in slots.enumerated() {
            w.beginObject()
            w.field("index", Double(k))
            switch slot {
            case .ready(let d):
                w.field("file", d.file)
                w.field("kind", d.kind.rawValue)
                w.field("state", "ready")
                w.field("views", Double(d.index.count))
                w.field("windows", Double(d.index.roots.count))
                w.key("composed")
                if let c = d.composed { w.number(Double(c)) } else { w.null() }
                w.field("screen", numbers: [d.scene.screen.size.width, d.scene.screen.size.height])
            case .loading(let source, let progress):
                w.field("file", source.file)
                w.field("kind", source.kind.rawValue)
                w.field("state", "loading")
                w.key("progress")
                progress.write(into: &w)
            case .failed(let source, let message):
                w.field("file", source.file)
                w.field("kind", source.kind.rawValue)
                w.field("state", "failed")
                w.field("error", message)
            }
            w.endObject()
        }
        w.endArray()
        return w.text
    }
}
