import Foundation
import HitChainTestSupport
import Testing

/// Engines in other processes that misbehave, through the commands: nothing is left running
/// after a run or when `hitchain` is killed, a silent engine stops `conform` in time naming
/// the engine, and an engine that cannot start passes nothing.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/bin/sh"), "no /bin/sh for the script engines"))
struct EngineProcessCommandTests {
    @Test("conform and fuzz with an engine that ignores SIGTERM: stopped naming it, and no process left")
    func stubborn() throws {
        let scripts = EngineScripts()
        defer { scripts.killAll() }
        let engine = "process:" + (try scripts.stubborn())
        let conform = try hitchain("conform", "--engine", engine)
        #expect(conform.status != 0)
        #expect(conform.stderr.contains("engine \(engine) failed 3 times in a row"), "\(conform.stderr)")
        let saves = Scratch.directory().path
        let fuzz = try hitchain(arguments: [
            "fuzz", "--engines", engine, "--iterations", "5", "--seed", "1", "--save-dir", saves,
        ])
        #expect(fuzz.status != 0)
        #expect(fuzz.stderr.contains("engine \(engine) failed 3 times in a row"), "\(fuzz.stderr)")
        // Three engines and their children per run, not one per probe or case.
        #expect(scripts.pids.count == 12, "\(scripts.pids)")
        #expect(EngineScripts.stillRunning(scripts.pids).isEmpty)
    }

    @Test("conform with an engine that never answers fails within two minutes, naming the engine")
    func silent() throws {
        let scripts = EngineScripts()
        defer { scripts.killAll() }
        let engine = "process:" + (try scripts.silent())
        let start = Date()
        let r = try hitchain(arguments: ["conform", "--engine", engine], timeout: 300)
        let seconds = Date().timeIntervalSince(start)
        #expect(r.status != 0 && !r.hung)
        #expect(seconds < 120, "took \(seconds) s")
        #expect(r.stderr.contains("engine \(engine) failed 3 times in a row"), "\(r.stderr)")
        #expect(r.stderr.contains("did not answer within 10 s (--engine-timeout)"), "\(r.stderr)")
        #expect(EngineScripts.stillRunning(scripts.pids).isEmpty)
    }

    @Test("an engine that cannot be started passes no rule: conform stops before its table")
    func cannotStart() throws {
        let r = try hitchain("conform", "--engine", "process:/nonexistent/engine")
        #expect(r.status != 0)
        #expect(!r.stdout.contains("pass"), "\(r.stdout)")
        #expect(r.stderr.contains("engine process:/nonexistent/engine could not be started: "), "\(r.stderr)")
        #expect(r.stderr.contains("no such file"), "\(r.stderr)")
    }

    @Test("a healthy engine runs the whole suite in one process")
    func oneProcess() throws {
        let scripts = EngineScripts()
        defer { scripts.killAll() }
        let body =
            #"while read -r l; do case "$l" in *scene*) echo '{"ok": true}';; "#
            + #"*) echo '{"view": null, "window": null}';; esac; done"#
        let r = try hitchain("conform", "--engine", "process:" + (try scripts.make("nothing.sh", body)))
        #expect(r.status != 0, "it answers nothing: probes fail")
        #expect(r.stdout.contains("rules: "), "\(r.stdout)")
        #expect(scripts.pids.count == 1, "\(scripts.pids)")
        #expect(EngineScripts.stillRunning(scripts.pids).isEmpty)
    }

    @Test("an engine dies with hitchain, even when hitchain is killed with SIGKILL")
    func diesWithHitchain() throws {
        let scripts = EngineScripts()
        defer { scripts.killAll() }
        let process = Process()
        process.executableURL = productsDirectory().appendingPathComponent("hitchain")
        process.arguments = ["conform", "--engine", "process:" + (try scripts.silent())]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while scripts.pids.isEmpty, Date() < deadline { usleep(20_000) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let pids = scripts.pids
        try #require(pids.count == 1, "the engine started: \(pids)")
        #expect(EngineScripts.stillRunning(pids).isEmpty, "the engine outlived hitchain")
    }

    @Test("--engine-timeout is checked when the command line is read")
    func timeoutOption() throws {
        for bad in ["0", "-1", "nan", "5000"] {
            let r = try hitchain("conform", "--engine", "process:/bin/cat", "--engine-timeout", bad)
            #expect(r.status != 0)
            #expect(r.stderr.contains("--engine-timeout"), "\(bad): \(r.stderr)")
        }
    }
}
