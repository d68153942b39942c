import HTTPTypes
public import Hummingbird

/// The explorer's routes: the page, and `/api/…` questions answered by `Explorer`. Nothing
/// on disk is served: a file is named by its number among those given (`/api/d/0/…`), and
/// every other path is refused.
public enum ExplorerRouter {
    /// The router, with the local-only guard in front of every route.
    public static func make(_ explorer: Explorer) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: LocalOnlyMiddleware())
        router.get("/") { _, _ in
            response(ExplorerAnswer(contentType: "text/html; charset=utf-8", body: ExplorerPage.html))
        }
        router.get("/explorer.css") { _, _ in
            response(ExplorerAnswer(contentType: "text/css; charset=utf-8", body: ExplorerPage.css))
        }
        router.get("/explorer.js") { _, _ in
            response(ExplorerAnswer(contentType: "text/javascript; charset=utf-8", body: ExplorerPage.script))
        }
        router.get("/api/documents") { _, _ in response(.json(await explorer.documentsJSON())) }
        router.get("/api/d/:document/:route") { request, context in
            response(
                await explorer.answer(
                    document: context.parameters.get("document") ?? "", route: context.parameters.get("route") ?? "",
                    query: query(of: request)))
        }
        router.get("/api/d/:document/:route/:id") { request, context in
            response(
                await explorer.answer(
                    document: context.parameters.get("document") ?? "", route: context.parameters.get("route") ?? "",
                    id: context.parameters.get("id"), query: query(of: request)))
        }
        router.get("**") { request, _ in
            response(
                .error(
                    404,
                    "no such page: \(request.uri.path.prefix(100)) (the explorer serves only its page and the files "
                        + "it was given)"
                ))
        }
        return router
    }

    /// An answer as an HTTP response that no browser caches, sniffs or frames elsewhere.
    static func response(_ answer: ExplorerAnswer) -> Response {
        var headers: HTTPFields = [
            .contentType: answer.contentType, .cacheControl: "no-store",
        ]
        if let nosniff = HTTPField.Name("X-Content-Type-Options") { headers[nosniff] = "nosniff" }
        if let frames = HTTPField.Name("X-Frame-Options") { headers[frames] = "DENY" }
        if let policy = HTTPField.Name("Content-Security-Policy") {
            headers[policy] =
                "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; "
                + "frame-ancestors 'none'"
        }
        return Response(
            status: HTTPResponse.Status(code: answer.status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(string: answer.body)))
    }

    /// The query's parameters (the first of each name).
    static func query(of request: Request) -> [String: String] {
        var out: [String: String] = [:]
        for (k, v) in request.uri.queryParameters where out[String(k)] == nil { out[String(k)] = String(v) }
        return out
    }
}
