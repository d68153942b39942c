import NIOCore
import NIOHTTPTypes

/// One connection's place among the explorer's (`ConnectionLimiter`): taken when the
/// connection opens (which may close the connection idle longest), marked busy from a
/// request's head to the end of its answer, given back when it closes.
final class ConnectionSlot: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let limiter: ConnectionLimiter
    private var counted = false

    init(_ limiter: ConnectionLimiter) { self.limiter = limiter }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { take(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        take(context)
        context.fireChannelActive()
    }

    private func take(_ context: ChannelHandlerContext) {
        guard !counted else { return }
        counted = true
        limiter.opened(context.channel)
    }

    func channelInactive(context: ChannelHandlerContext) {
        limiter.closed(context.channel)
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) { limiter.set(context.channel, busy: true) }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { limiter.set(context.channel, busy: false) }
        context.write(data, promise: promise)
    }
}
