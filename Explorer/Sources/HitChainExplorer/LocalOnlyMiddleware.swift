import HTTPTypes
public import Hummingbird

/// Answers only requests addressed to this machine by name: the server listens on 127.0.0.1
/// alone, and a request must carry exactly one `Host`, and it must be `127.0.0.1`,
/// `localhost` or `[::1]`, each with or without a port — nothing before, after or inside
/// them (`[::1]evil.com`, `127.0.0.1.evil.com`). A web page elsewhere reaching the server
/// through a name it controls ("DNS rebinding") is refused (403); a request with no
/// `Host`, two, or one that is not a host and port at all is malformed (400). Only `GET`
/// and `HEAD` are answered: the explorer changes nothing. (A request whose target is not a
/// path — `GET http://evil.com/` — is refused before it gets here: `RequestGuard`.)
public struct LocalOnlyMiddleware<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // The first Host is the request's authority; any other is still among its fields.
        let others = HTTPField.Name("Host").map { request.headers[values: $0].count } ?? 0
        guard others == 0 else {
            return ExplorerRouter.response(.error(400, "a request carries exactly one Host header, not \(others + 1)"))
        }
        guard request.head.authority != nil else {
            return ExplorerRouter.response(.error(400, "a request carries exactly one Host header, not 0"))
        }
        switch Self.host(authority: request.head.authority) {
        case .local: break
        case .malformed:
            return ExplorerRouter.response(.error(400, "the Host header is not a host and a port"))
        case .elsewhere:
            return ExplorerRouter.response(.error(403, "the explorer answers only requests to 127.0.0.1 or localhost"))
        }
        guard request.method == .get || request.method == .head else {
            return ExplorerRouter.response(.error(405, "the explorer only answers GET: it changes nothing"))
        }
        return try await next(request, context)
    }

    enum Host { case local, elsewhere, malformed }

    /// What a `Host` names: this machine (`127.0.0.1`, `localhost`, `[::1]`, each with an
    /// optional port of 1 to 5 digits), another host, or nothing a host can be.
    static func host(authority: String?) -> Host {
        guard let authority, !authority.isEmpty else { return .malformed }
        let text = Substring(authority.lowercased())
        var name = text
        var port: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return .malformed }
            name = text[...close]
            let rest = text[text.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return .malformed }
                port = rest.dropFirst()
            }
        } else if let colon = text.firstIndex(of: ":") {
            name = text[..<colon]
            port = text[text.index(after: colon)...]
        }
        if let port {
            guard (1...5).contains(port.count), port.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(port), number <= 65_535
            else { return .malformed }
        }
        if name == "127.0.0.1" || name == "localhost" || name == "[::1]" { return .local }
        // A host name or address has no spaces, brackets, slashes or at signs.
        let allowed = name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._[]:".contains($0)) }
        return allowed && !name.isEmpty ? .elsewhere : .malformed
    }

    /// Whether a `Host` names this machine.
    static func isLocal(authority: String?) -> Bool { host(authority: authority) == .local }
}
