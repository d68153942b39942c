import Foundation
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

@testable import HitChainEngines

/// The processes of engines in other languages: a healthy one serves case after case, a
/// broken one is stopped with its whole process group (even when it ignores SIGTERM), and
/// one that fails again and again is given up on, with how it ended said, bounded and
/// escaped.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/bin/sh"), "no /bin/sh for the script engines"))
struct ProcessLifetimeTests {
    static let answers =
        #"while read -r l; do case "$l" in *scene*) echo '{"ok": true}';; "#
        + #"*) echo '{"view": "v", "window": "w"}';; esac; done"#

    static func app() throws -> UIApplication {
        try UIApplication(scene: try SceneDecoder().decode(Array(ProcessEngineTests.scene.utf8)))
    }

    /// Makes an instance of `engine` and asks it once.
    static func ask(_ engine: NamedEngine) throws -> HitTestResult {
        let app = try app()
        return engine.make(app).hitTest(app, screenPoint: HCPoint(x: 10, y: 10))
    }

    @Test("a healthy engine's one process answers instance after instance")
    func reused() throws {
        let scripts = EngineScripts()
        defer { scripts.killAll() }
        let engine = ProcessEngine.named(try scripts.make("good.sh", Self.answers))
        for _ in 0..<20 { #expect(try Self.ask(engine).view?.name == "v") }
        #expect(scripts.pids.count == 1, "processes started: \(scripts.pids)")
        #expect(engine.failure == nil)
    }

    @Test("an engine that ignores SIGTERM is killed, with the child it started")
    func stubbornKilled() throws {
        let scripts = EngineScripts()
        defer { scripts.killAll() }
        let engine = ProcessEngine.named(try scripts.stubborn(), quiet: true)
        #expect(try Self.ask(engine).view == nil)
        let pids = scripts.pids
        #expect(pids.count == 2, "the engine and its child: \(pids)")
        #expect(EngineScripts.stillRunning(pids).isEmpty)
    }

    @Test("three failures before any answer give up on the engine: no fourth process starts")
    func givesUp() throws {
        let scripts = EngineScripts()
        defer { scripts.killAll() }
        let engine = ProcessEngine.named(
            try scripts.make("garbage.sh", "while read -r l; do echo hello; done"), quiet: true)
        for k in 0..<5 {
            #expect(try Self.ask(engine).view == nil)
            #expect(
                (engine.failure != nil) == (k >= 2), "after \(k + 1) instances: \(String(describing: engine.failure))")
        }
        #expect(scripts.pids.count == 3)
        let failure = try #require(engine.failure)
        #expect(failure.engine.hasPrefix("process:") && failure.reason.contains("without ever answering"))
        #expect(failure.problem.contains("not a JSON object"), "\(failure.problem)")
        #expect(engine.processPool?.summary?.contains("3 answers that are not JSON objects") == true)
    }

    @Test("a command that cannot be started is given up on at once, saying why")
    func cannotStart() throws {
        let engine = ProcessEngine.named("/nonexistent/engine", quiet: true)
        #expect(try Self.ask(engine).view == nil)
        let failure = try #require(engine.failure)
        #expect(failure.reason == "could not be started")
        #expect(failure.problem.contains("no such file"), "\(failure.problem)")
        let bare = ProcessEngine.named("no-such-engine-anywhere", quiet: true)
        _ = try Self.ask(bare)
        #expect(bare.failure?.problem.contains("no such program on PATH") == true)
    }

    @Test("an engine that answers, then stops answering, is given up on after three timeouts in a row")
    func timeouts() throws {
        let scripts = EngineScripts()
        defer { scripts.killAll() }
        let body = #"read -r l; echo '{"ok": true}'; exec sleep 100000"#
        let engine = ProcessEngine.named(try scripts.make("hangs.sh", body), answerTimeout: 0.2, quiet: true)
        for _ in 0..<4 { #expect(try Self.ask(engine).view == nil) }
        #expect(scripts.pids.count == 3)
        #expect(engine.failure?.reason.contains("did not answer in time 3 times in a row") == true)
    }

    @Test("an engine that answers, then crashes on some questions, is not given up on")
    func crashesAreCases() throws {
        let scripts = EngineScripts()
        defer { scripts.killAll() }
        let engine = ProcessEngine.named(
            try scripts.make("crashes.sh", #"read -r l; echo '{"ok": true}'; read -r l; kill -SEGV $$"#), quiet: true)
        for _ in 0..<5 { #expect(try Self.ask(engine).view == nil) }
        #expect(engine.failure == nil)
        #expect(engine.processPool?.lastProblem?.contains("killed by signal \(SIGSEGV) (SIGSEGV") == true)
    }

    @Test("how an engine ended, and the end of its standard error, bounded and escaped")
    func endings() throws {
        let scripts = EngineScripts()
        defer { scripts.killAll() }
        let flood = #"head -c 20000 /dev/zero | tr '\0' x >&2; printf '\033[31mred\0 end\n' >&2; read -r l; exit 3"#
        let engine = ProcessEngine.named(try scripts.make("exits.sh", flood), quiet: true)
        _ = try Self.ask(engine)
        let problem = try #require(engine.processPool?.lastProblem)
        #expect(problem.contains("closed its output without answering; it exited with status 3"), "\(problem)")
        #expect(problem.contains(#"\u{1B}[31mred\0 end""#), "\(problem)")
        #expect(!problem.unicodeScalars.contains { $0.value < 0x20 }, "no raw control character")
        #expect(problem.count < 1_000, "bounded: \(problem.count) characters")
    }

    @Test("what an engine writes is quoted with its control characters, quotes and hidden marks escaped")
    func escaping() {
        #expect(EngineText.quoted("a\u{1B}[2Jb\0\"\\\u{202E}") == #""a\u{1B}[2Jb\0\"\\\u{202E}""#)
        let long = EngineText.quoted(String(repeating: "y", count: 10_000), limit: 10)
        #expect(long == #""yyyyyyyyyy…" (the first 10 of 10000 bytes)"#)
        #expect(EngineText.quoted(Array("abc".utf8), limit: 2, fromEnd: true) == #""…bc" (the last 2 of 3 bytes)"#)
    }
}
