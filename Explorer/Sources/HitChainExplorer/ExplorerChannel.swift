public import HummingbirdCore
public import Logging
public import NIOCore
public import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// The explorer's HTTP/1 connections: Hummingbird's `HTTP1Channel` with its idle timeout —
/// a connection that has not sent a whole request head within `idleTimeout` of opening or of
/// its last answer is closed, so a half-open or dripping client holds nothing for long — plus
/// a place among at most `maxConnections` (`ConnectionLimiter`) and the `RequestGuard` in
/// front of the routes.
public struct ExplorerChannel: ServerChildChannel, HTTPChannelHandler {
    public typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

    /// The limits a server is started with.
    public struct Limits: Sendable {
        public var idleTimeout: Duration
        public var maxConnections: Int

        public init(idleTimeout: Duration = .seconds(15), maxConnections: Int = ConnectionLimiter.defaultMaximum()) {
            self.idleTimeout = idleTimeout
            self.maxConnections = maxConnections
        }
    }

    public let responder: HTTPChannelHandler.Responder
    let http1: HTTP1Channel
    let limiter: ConnectionLimiter

    init(responder: @escaping HTTPChannelHandler.Responder, limits: Limits, limiter: ConnectionLimiter) {
        self.responder = responder
        self.limiter = limiter
        let seconds = limits.idleTimeout.components
        let timeout = TimeAmount.nanoseconds(seconds.seconds * 1_000_000_000 + seconds.attoseconds / 1_000_000_000)
        http1 = HTTP1Channel(
            responder: responder,
            configuration: .init(additionalChannelHandlers: [ConnectionSlot(limiter)], idleTimeout: timeout))
    }

    /// The server an `Application` runs with these limits.
    public static func server(_ limits: Limits = Limits()) -> HTTPServerBuilder {
        let limiter = ConnectionLimiter(maximum: limits.maxConnections)
        return HTTPServerBuilder { responder in ExplorerChannel(responder: responder, limits: limits, limiter: limiter)
        }
    }

    public func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            // Before HTTP/1 heads become HTTPTypes' requests, which keep only the path.
            let codec = try channel.pipeline.syncOperations.handler(type: HTTP1ToHTTPServerCodec.self)
            try channel.pipeline.syncOperations.addHandler(RequestGuard(), position: .before(codec))
            return value
        }
    }

    public func handle(value: Value, logger: Logger) async {
        await handleHTTP(asyncChannel: value, logger: logger)
    }
}
