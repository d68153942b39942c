import NIOCore
import NIOHTTP1

/// Refuses, before any route sees it, a request whose target is not a path on this server —
/// absolute-form (`GET http://evil.com/x`, whose host the routes never see), authority-form,
/// `*` — or that carries a body (the explorer answers GET only; a body would only keep the
/// connection busy): a 400 with the explorer's error JSON, and the connection closed. It sits
/// in the pipeline where requests are still HTTP/1's own, before they become HTTPTypes'
/// (which keep only the path).
final class RequestGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private var refused = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        if case .head(let head) = unwrapInboundIn(data), let problem = Self.problem(head) {
            refused = true
            refuse(context, head.version, problem)
            return
        }
        context.fireChannelRead(data)
    }

    /// Why the explorer does not answer a request with this head, or nil.
    static func problem(_ head: HTTPRequestHead) -> String? {
        guard head.uri.hasPrefix("/"), !head.uri.hasPrefix("//") else {
            return "the request's target must be a path on this server (/…), not \(head.uri.prefix(40))"
        }
        let lengths = head.headers["Content-Length"]
        if !head.headers["Transfer-Encoding"].isEmpty || lengths.contains(where: { $0 != "0" }) {
            return "the explorer answers GET requests without a body"
        }
        return nil
    }

    private func refuse(_ context: ChannelHandlerContext, _ version: HTTPVersion, _ problem: String) {
        let body = ExplorerAnswer.error(400, problem).body
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "application/json")
        headers.add(name: "Content-Length", value: String(body.utf8.count))
        headers.add(name: "Connection", value: "close")
        headers.add(name: "Cache-Control", value: "no-store")
        let head = HTTPResponseHead(version: version, status: .badRequest, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: body)))), promise: nil)
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in bound.value.close(promise: nil) }
    }
}
