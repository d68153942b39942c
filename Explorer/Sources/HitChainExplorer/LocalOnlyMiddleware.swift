public import Hummingbird

/// Answers only requests addressed to this machine by name: the server listens on 127.0.0.1
/// alone, and a request whose `Host` is anything but `127.0.0.1`, `localhost` or `[::1]` (a
/// web page elsewhere reaching it through a name it controls, "DNS rebinding") is refused.
/// Only `GET` and `HEAD` are answered: the explorer changes nothing.
public struct LocalOnlyMiddleware<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard Self.isLocal(authority: request.head.authority) else {
            return ExplorerRouter.response(.error(403, "the explorer answers only requests to 127.0.0.1 or localhost"))
        }
        guard request.method == .get || request.method == .head else {
            return ExplorerRouter.response(.error(405, "the explorer only answers GET: it changes nothing"))
        }
        return try await next(request, context)
    }

    /// Whether a `Host` names this machine: `127.0.0.1`, `localhost` or `[::1]`, any port.
    static func isLocal(authority: String?) -> Bool {
        guard let authority else { return false }
        var host = Substring(authority.lowercased())
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            host = host[...close]
            return host == "[::1]"
        }
        if let colon = host.firstIndex(of: ":") {
            let port = host[host.index(after: colon)...]
            guard !port.isEmpty, port.allSatisfy(\.isNumber) else { return false }
            host = host[..<colon]
        }
        return host == "127.0.0.1" || host == "localhost"
    }
}
