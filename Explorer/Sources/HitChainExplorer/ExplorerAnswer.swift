import HitChainScene

/// One answer of the explorer, before it becomes an HTTP response: a status, a media type
/// and a body.
public struct ExplorerAnswer: Sendable, Equatable {
    public var status: Int
    public var contentType: String
    public var body: String

    public init(status: Int = 200, contentType: String = "application/json", body: String) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// A JSON error `{"error": "…"}` with its status.
    static func error(_ status: Int, _ message: String) -> ExplorerAnswer {
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.field("error", message)
        w.endObject()
        return ExplorerAnswer(status: status, body: w.text)
    }

    static func json(_ text: String) -> ExplorerAnswer { ExplorerAnswer(body: text) }
}
