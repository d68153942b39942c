import Foundation
import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// At most `maximum` connections open at once, whoever opens them. When a new one would pass
/// it, the connection idle longest — open, with no request being answered (half-open, waiting
/// for a request head, or kept alive between requests) — is closed to make room, so a new
/// request is answered at once however many idle connections a local user opens; only when
/// every connection is busy answering is the new one closed instead. `maximum` stays well
/// under this process's descriptor limit (`defaultMaximum`): the server must never run out
/// of descriptors, or it could not accept the connection that frees one.
///
/// (Hummingbird's `MaximumAvailableConnections` stops accepting at its limit instead: new
/// requests would then wait in the backlog for idle connections to time out.)
public final class ConnectionLimiter: @unchecked Sendable {
    private struct Entry {
        var channel: any Channel
        var busy: Bool
        var since: UInt64
    }

    let maximum: Int
    // Guarded by `lock`.
    private let lock = NSLock()
    private var open: [ObjectIdentifier: Entry] = [:]
    private(set) var evicted = 0

    init(maximum: Int = ConnectionLimiter.defaultMaximum()) {
        self.maximum = max(maximum, 1)
    }

    /// Half the descriptors this process may open beyond 64 kept for itself (its files, event
    /// loops, standard streams), between 8 and 256.
    public static func defaultMaximum() -> Int {
        var limit = rlimit()
        #if os(Linux)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 64 }
        let soft = Int(clamping: min(limit.rlim_cur, 1 << 20))
        return min(max((soft - 64) / 2, 8), 256)
    }

    /// How many connections are open now.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return open.count
    }

    func opened(_ channel: any Channel) {
        let key = ObjectIdentifier(channel)
        var victim: (any Channel)?
        lock.lock()
        if open[key] == nil {
            open[key] = Entry(channel: channel, busy: false, since: DispatchTime.now().uptimeNanoseconds)
            if open.count > maximum {
                let idle = open.filter { $0.key != key && !$0.value.busy }.min { $0.value.since < $1.value.since }
                victim = idle?.value.channel ?? channel
                open[victim.map(ObjectIdentifier.init) ?? key] = nil
                evicted += 1
            }
        }
        lock.unlock()
        victim?.close(promise: nil)
    }

    /// A request head arrived (`busy`), or its answer was sent (not busy: idle from now).
    func set(_ channel: any Channel, busy: Bool) {
        lock.lock()
        if var e = open[ObjectIdentifier(channel)] {
            e.busy = busy
            e.since = DispatchTime.now().uptimeNanoseconds
            open[ObjectIdentifier(channel)] = e
        }
        lock.unlock()
    }

    func closed(_ channel: any Channel) {
        lock.lock()
        open[ObjectIdentifier(channel)] = nil
        lock.unlock()
    }
}
