import Foundation
import Testing

@Suite("hitchain-view as a program", .serialized)
struct ServerProcessTests {
    @Test("it serves on 127.0.0.1, refuses other hosts, and stops cleanly on Ctrl-C")
    func servesAndStops() async throws {
        let server = ServerProcess(arguments: [corpus("scenes/seed-004.json"), corpus("gesture-double-tap.evz")])
        let url = try server.start()
        #expect(url.host == "127.0.0.1")
        let documents = try await HTTP.request(url.appendingPathComponent("api/documents"))
        #expect(documents.status == 200)
        #expect((try documents.json() as? [Any])?.count == 2)
        let walk = try await HTTP.request(try #require(URL(string: "api/d/0/walk?x=350&y=350", relativeTo: url)))
        #expect(walk.text.contains("\"name\": \"CView\""))
        // A page elsewhere reaching the server through a name it controls is refused.
        let rebound = try await HTTP.request(
            url.appendingPathComponent("api/documents"), headers: ["Host": "evil.example"])
        #expect(rebound.status == 403)
        let stopped = server.stop()
        #expect(stopped.status == 0)
        #expect(stopped.output.hasSuffix("hitchain view: stopped\n"))
    }

    @Test("bad arguments and files are refused with a message naming them and a non-zero exit")
    func refusals() throws {
        let missing = scratch.appendingPathComponent("missing.json").path
        let cases: [([String], Int32, String)] = [
            ([missing], 1, "\(missing): no such file"),
            ([scratch.path], 1, "it is a directory"),
            ([corpus("scenes/seed-004.json"), "--port", "70000"], 64, "--port must be from 0 to 65535"),
            ([corpus("scenes/seed-004.json"), "--port", "99999999999999999999999"], 64, "port"),
            ([corpus("scenes/seed-004.json"), "--compose", "0"], 64, "--compose must be from 1 to 1000000"),
            ([corpus("scenes/seed-004.json"), "--compose", "1000001"], 64, "--compose must be from 1 to 1000000"),
            ([], 64, "file"),
        ]
        for (arguments, status, message) in cases {
            let result = try ServerProcess.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.errors)")
            #expect(result.errors.contains(message), "\(arguments): \(result.errors)")
        }
    }

    @Test("a port already in use is refused with a message, and the first server goes on")
    func portInUse() async throws {
        let first = ServerProcess(arguments: [corpus("scenes/seed-004.json")])
        let url = try first.start()
        let port = try #require(url.port)
        let second = try ServerProcess.run([corpus("scenes/seed-004.json"), "--port", String(port)])
        #expect(second.status == 1)
        #expect(second.errors.contains("cannot serve on 127.0.0.1:\(port)"), "\(second.errors)")
        #expect(try await HTTP.request(url.appendingPathComponent("api/documents")).status == 200)
        #expect(first.stop().status == 0)
    }
}
