import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 client for the tests, over a plain socket to 127.0.0.1: the server's
/// routes as a browser reaches them (any `Host` header), and the browser's driver.
/// (Foundation's URLSession on Linux refuses some of chromedriver's replies.)
enum HTTP {
    struct Reply {
        var status: Int
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        func json() throws -> Any { try JSONSerialization.jsonObject(with: body) }
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    static func request(
        _ url: URL, method: String = "GET", headers: [String: String] = [:], json: Any? = nil
    ) async throws -> Reply {
        guard url.host == "127.0.0.1" || url.host == "localhost", let port = url.port else {
            throw Problem(description: "only 127.0.0.1 is asked: \(url)")
        }
        let body = try json.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        var path = url.path.isEmpty ? "/" : url.path
        if let query = url.query { path += "?" + query }
        var head = "\(method) \(path) HTTP/1.1\r\n"
        var fields = ["Host": "127.0.0.1:\(port)", "Connection": "close", "Content-Length": String(body.count)]
        if json != nil { fields["Content-Type"] = "application/json" }
        for (k, v) in headers { fields[k] = v }
        for (k, v) in fields.sorted(by: { $0.key < $1.key }) { head += "\(k): \(v)\r\n" }
        let request = Data((head + "\r\n").utf8) + body
        let raw = try exchange(request, port: UInt16(port))
        return try parse(raw)
    }

    /// A request written as it goes on the wire (any target, any headers), and its reply.
    static func raw(_ request: String, port: Int) throws -> Reply {
        try parse(exchange(Data(request.utf8), port: UInt16(port)))
    }

    /// A socket connected to 127.0.0.1:`port`, reads giving up after `timeout` seconds.
    static func connected(port: UInt16, timeout: Int = 300) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Problem(description: "no socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            throw Problem(description: "cannot connect to 127.0.0.1:\(port)")
        }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    /// Sends the request and reads until the server closes the connection.
    private static func exchange(_ request: Data, port: UInt16) throws -> Data {
        let fd = try connected(port: port)
        defer { close(fd) }
        try request.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var sent = 0
            while sent < bytes.count {
                let n = send(fd, base + sent, bytes.count - sent, 0)
                guard n > 0 else { throw Problem(description: "the request could not be sent") }
                sent += n
            }
        }
        // Read until the reply is whole (its Content-Length, or its last chunk): a server may
        // keep the connection open whatever the request asks.
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !isWhole(reply) {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            reply += buffer[0..<n]
        }
        return Data(reply)
    }

    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first {
            bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10
        }
    }

    private static func isWhole(_ bytes: [UInt8]) -> Bool {
        guard let end = headEnd(bytes) else { return false }
        let head = String(decoding: bytes[0..<end], as: UTF8.self).lowercased().components(separatedBy: "\r\n")
        let body = bytes.count - end - 4
        if let length = head.first(where: { $0.hasPrefix("content-length:") }) {
            return body >= Int(length.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? 0
        }
        if head.contains(where: { $0.hasPrefix("transfer-encoding:") && $0.contains("chunked") }) {
            return bytes.suffix(5) == [48, 13, 10, 13, 10]
        }
        return false
    }

    private static func parse(_ raw: Data) throws -> Reply {
        let bytes = [UInt8](raw)
        guard let end = headEnd(bytes) else { throw Problem(description: "no reply") }
        let head = String(decoding: bytes[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(head.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var body = Array(bytes[(end + 4)...])
        let chunked = head.contains {
            $0.lowercased().hasPrefix("transfer-encoding:") && $0.lowercased().contains("chunked")
        }
        if chunked {
            var out: [UInt8] = []
            var at = 0
            while let lineEnd = (at..<max(body.count - 1, at)).first(where: { body[$0] == 13 && body[$0 + 1] == 10 }) {
                let size =
                    Int(String(decoding: body[at..<lineEnd], as: UTF8.self).split(separator: ";")[0], radix: 16) ?? 0
                if size == 0 { break }
                let start = lineEnd + 2
                guard start + size <= body.count else { break }
                out += body[start..<start + size]
                at = start + size + 2
            }
            body = out
        }
        return Reply(status: status, body: Data(body))
    }
}
