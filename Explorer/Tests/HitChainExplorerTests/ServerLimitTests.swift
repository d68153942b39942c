import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server as a local user could abuse it, as a program: idle and half-open connections
/// are closed, at most so many are kept (the idle longest closed for a new one), requests
/// not addressed to it by one exact `Host` and a path are refused.
@Suite("hitchain-view against clients that stall or lie", .serialized)
struct ServerLimitTests {
    /// Whether this test process may open 500 sockets (raising its own limit if it must).
    static let canOpenMany: Bool = {
        var limit = rlimit()
        #if os(Linux)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return false }
        if limit.rlim_cur >= 1_024 { return true }
        limit.rlim_cur = min(limit.rlim_max, 1_024)
        return setrlimit(resource, &limit) == 0 && limit.rlim_cur >= 1_024
    }()

    /// Reads from `fd` until the server closes it (true) or the socket's read timeout (false).
    static func closedByServer(_ fd: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n == 0 { return true }
            if n < 0 { return errno == ECONNRESET }
        }
    }

    @Test(
        "400 half-open connections, with the server's descriptors limited to 256, do not stop it answering in 2 s",
        .enabled(if: canOpenMany, "this test process cannot open 1024 descriptors"))
    func halfOpen() async throws {
        let server = ServerProcess(arguments: [corpus("scenes/seed-004.json")], descriptors: 256)
        let url = try server.start()
        defer { server.stop() }
        let port = try #require(url.port.map(UInt16.init))
        var sockets: [Int32] = []
        defer { sockets.forEach { close($0) } }
        for k in 0..<400 {
            let fd = try HTTP.connected(port: port)
            sockets.append(fd)
            // Half of them start a request and never finish its head.
            if k % 2 == 1 { _ = send(fd, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", 33, 0) }
        }
        let start = Date()
        let reply = try await HTTP.request(url.appendingPathComponent("api/documents"))
        let seconds = Date().timeIntervalSince(start)
        #expect(reply.status == 200)
        #expect(seconds < 2, "answered in \(seconds) s")
    }

    @Test("a connection that sends no whole request head within the idle timeout is closed")
    func idle() throws {
        let server = ServerProcess(arguments: [corpus("scenes/seed-004.json"), "--idle-timeout", "1"])
        let url = try server.start()
        defer { server.stop() }
        let port = try #require(url.port.map(UInt16.init))
        let silent = try HTTP.connected(port: port, timeout: 30)
        defer { close(silent) }
        let dripping = try HTTP.connected(port: port, timeout: 30)
        defer { close(dripping) }
        _ = send(dripping, "GET /api/documents HTTP/1.1\r\nHo", 31, 0)
        #expect(Self.closedByServer(silent))
        #expect(Self.closedByServer(dripping))
    }

    @Test("past the connection cap, the connection idle longest is closed for the new one")
    func cap() async throws {
        let server = ServerProcess(arguments: [corpus("scenes/seed-004.json"), "--max-connections", "4"])
        let url = try server.start()
        defer { server.stop() }
        let port = try #require(url.port.map(UInt16.init))
        var idle: [Int32] = []
        defer { idle.forEach { close($0) } }
        for _ in 0..<4 { idle.append(try HTTP.connected(port: port, timeout: 30)) }
        let reply = try await HTTP.request(url.appendingPathComponent("api/documents"))
        #expect(reply.status == 200)
        // The first, idle longest, made room.
        #expect(Self.closedByServer(idle[0]))
    }

    @Test(
        "a Host that is not exactly this machine's, two Hosts, an absolute target or a body is refused",
        arguments: [
            ("Host: [::1]evil.com", 400), ("Host: [::1].evil.com", 400), ("Host: 127.0.0.1.evil.com", 403),
            ("Host: localhost.evil", 403), ("Host: 127.0.0.1\r\nHost: evil.com", 400),
            ("Host: evil.com\r\nHost: 127.0.0.1", 400), ("Host: 127.0.0.1:99999", 400), ("Host: evil.com", 403),
            ("", 400), ("Host: 127.0.0.1\r\nContent-Length: 5", 400),
        ])
    func hosts(_ headers: String, _ status: Int) async throws {
        let server = ServerProcess(arguments: [corpus("scenes/seed-004.json")])
        let url = try server.start()
        defer { server.stop() }
        let port = try #require(url.port)
        let head = headers.isEmpty ? "" : headers + "\r\n"
        let body = headers.contains("Content-Length") ? "hello" : ""
        let reply = try HTTP.raw("GET /api/documents HTTP/1.1\r\n\(head)Connection: close\r\n\r\n\(body)", port: port)
        #expect(reply.status == status, "\(headers): \(reply.status) \(reply.text)")
        #expect(!reply.text.contains("seed-004"))
        let absolute = try HTTP.raw(
            "GET http://evil.com/api/documents HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: port)
        #expect(absolute.status == 400, "\(absolute.text)")
        for host in ["127.0.0.1:\(port)", "localhost", "[::1]:\(port)"] {
            let ok = try HTTP.raw(
                "GET /api/documents HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n", port: port)
            #expect(ok.status == 200, "\(host)")
        }
    }
}
