import Foundation
import HTTPTypes
import HitChain
import Hummingbird
import HummingbirdTesting
import Testing

@testable import HitChainExplorer

@Suite("The server's routes")
struct RouteTests {
    func withApp(_ files: [String], _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void)
        async throws
    {
        let explorer = try Explorer(files: files)
        let app = Application(router: ExplorerRouter.make(explorer))
        try await app.test(.router) { client in try await test(client) }
    }

    @Test("the page, its style and its script are served, and answers are never cached or framed")
    func page() async throws {
        try await withApp([corpus("scenes/seed-004.json")]) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(String(buffer: response.body).contains("<script src=\"/explorer.js\" defer></script>"))
                #expect(response.headers[.cacheControl] == "no-store")
                let policy = try #require(HTTPField.Name("Content-Security-Policy"))
                let frames = try #require(HTTPField.Name("X-Frame-Options"))
                #expect(response.headers[policy]?.contains("default-src 'self'") == true)
                #expect(response.headers[frames] == "DENY")
            }
            try await client.execute(uri: "/explorer.js", method: .get) { response in
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(String(buffer: response.body).contains("window.hitchainTimings"))
            }
            try await client.execute(uri: "/explorer.css", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test("the API answers through the router as the explorer does")
    func api() async throws {
        try await withApp([corpus("scenes/seed-004.json"), corpus("gesture-double-tap.evz")]) { client in
            try await client.execute(uri: "/api/documents", method: .get) { response in
                let list = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [[String: Any]]
                #expect(list?.map { $0["kind"] as? String } == ["scene", "recording"])
            }
            try await client.execute(uri: "/api/d/0/hit?x=350&y=350", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                let hit = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
                #expect((hit?["hit"] as? [String: Any])?["name"] as? String == "CView")
            }
            try await client.execute(uri: "/api/d/0/picture.svg", method: .get) { response in
                #expect(response.headers[.contentType] == "image/svg+xml")
                #expect(String(buffer: response.body).contains("data-screen-scale=\""))
            }
            try await client.execute(uri: "/api/d/1/event/2", method: .get) { response in
                #expect(response.status == .ok)
            }
            var made = false
            while !made {
                try await client.execute(uri: "/api/d/0/hitmap", method: .get) { response in
                    // 202 while it is being made: asked again, as the page does.
                    guard response.status != .accepted else { return }
                    made = true
                    let map = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
                    #expect(map?["engine"] as? String == "indexed")
                }
            }
        }
    }

    @Test(
        "nothing but the page and the files given is served: other paths are refused",
        arguments: [
            "/etc/passwd", "/../../etc/passwd", "/api/d/0/../../../etc/passwd", "/api/d/2/tree", "/api/file",
            "/api/d/0/tree/0/extra", "/Corpus/scenes/seed-004.json", "/%2e%2e/%2e%2e/etc/passwd",
            "/api/d/0/picture.svg/..",
        ])
    func refused(path: String) async throws {
        try await withApp([corpus("scenes/seed-004.json")]) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .notFound || response.status == .badRequest, "\(path): \(response.status)")
                #expect(!String(buffer: response.body).contains("root:"))
            }
        }
    }

    @Test("the explorer changes nothing: only GET is answered")
    func onlyGet() async throws {
        try await withApp([corpus("scenes/seed-004.json")]) { client in
            for method in [HTTPRequest.Method.post, .put, .delete] {
                try await client.execute(uri: "/api/d/0/tree", method: method) { response in
                    #expect(response.status == .methodNotAllowed)
                }
            }
        }
    }
}
