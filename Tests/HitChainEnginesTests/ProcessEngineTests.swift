import Foundation
import HitChainEngines
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// Engines in another process that misbehave: each gets the answer "nothing", never a crash
/// or a hang, and the next engine instance starts afresh.
@Suite struct ProcessEngineTests {
    static let scene = """
        {"format": "hitchain-scene", "version": 1, "windows": [{"name": "w", "frame": [0, 0, 100, 100],
         "subviews": [{"name": "v", "frame": [0, 0, 50, 50]}]}], "keyWindow": "w"}
        """

    /// An engine that is a shell script with `body` as its loop over input lines.
    static func script(_ body: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent("engine.sh")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }

    static func answer(_ body: String, timeout: Double = 30) throws -> (HitTestResult, Double) {
        let dir = Scratch.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let engine = ProcessEngine.named(try script(body, in: dir), answerTimeout: timeout)
        let app = try UIApplication(scene: try SceneDecoder().decode(Array(scene.utf8)))
        let start = Date()
        let r = engine.make(app).hitTest(app, screenPoint: HCPoint(x: 10, y: 10))
        return (r, Date().timeIntervalSince(start))
    }

    @Test("a well-behaved script engine answers", .enabled(if: FileManager.default.fileExists(atPath: "/bin/sh")))
    func answers() throws {
        let (r, _) = try Self.answer(
            #"while read -r l; do case "$l" in *scene*) echo '{"ok": true}';; "#
                + #"*) echo '{"view": "v", "window": "w"}';; esac; done"#
        )
        #expect(r.view?.name == "v" && r.window?.name == "w")
    }

    @Test(
        "garbage, death, two lines, unknown names, an error and a hang all answer nothing",
        .enabled(if: FileManager.default.fileExists(atPath: "/bin/sh")),
        arguments: [
            "while read -r l; do echo hello; done",
            "read -r l; exit 3",
            #"while read -r l; do echo '{"ok": true}'; echo '{"ok": true}'; done"#,
            #"while read -r l; do echo '{"ok": true, "view": "nosuch", "window": null}'; done"#,
            #"while read -r l; do echo '{"error": "no"}'; done"#,
            "read -r l; sleep 30",
            "exec cat /dev/zero",
        ])
    func misbehaves(_ body: String) throws {
        let (r, seconds) = try Self.answer(body, timeout: 0.5)
        #expect(r.view == nil && r.window == nil)
        #expect(seconds < 10, "given up on in time: \(seconds) s")
    }

    @Test("a command that cannot start answers nothing")
    func cannotStart() throws {
        let app = try UIApplication(scene: try SceneDecoder().decode(Array(Self.scene.utf8)))
        let r = ProcessEngine.named("/nonexistent/engine").make(app).hitTest(app, screenPoint: HCPoint(x: 1, y: 1))
        #expect(r.view == nil)
    }
}
