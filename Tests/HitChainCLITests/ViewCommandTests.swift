import Foundation
import HitChainTestSupport
import Testing

@testable import hitchain

/// `hitchain view` finds the explorer's server, built apart, and becomes it with the user's
/// arguments; without it, it says how to build it.
@Suite("hitchain view")
struct ViewCommandTests {
    /// A stand-in for `hitchain-view` that prints the arguments it was given.
    func fakeServer() throws -> (folder: URL, program: String) {
        let folder = URL(fileURLWithPath: temporaryPath("fake-explorer"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let program = folder.appendingPathComponent("hitchain-view").path
        try Data("#!/bin/sh\necho \"hitchain-view $*\"\n".utf8).write(to: URL(fileURLWithPath: program))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program)
        return (folder, program)
    }

    @Test("it runs the server with the files, the port and --compose, the files after --")
    func forwards() throws {
        let fake = try fakeServer()
        let result = try hitchain(
            arguments: ["view", "--port", "8080", "--compose", "1000", "--", "-odd name.json", "b.evz"],
            environment: ["HITCHAIN_VIEW": fake.program])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "hitchain-view --port 8080 --compose 1000 -- -odd name.json b.evz\n")
    }

    @Test("it is looked for in $HITCHAIN_VIEW, beside hitchain, in the checkout's Explorer build, then on $PATH")
    func locates() throws {
        let fake = try fakeServer()
        let elsewhere = URL(fileURLWithPath: "/nonexistent/bin/hitchain")
        #expect(
            ExplorerProgram.locate(environment: ["HITCHAIN_VIEW": fake.program], executable: elsewhere).program
                == fake.program)
        let onPath = ExplorerProgram.locate(
            environment: ["PATH": "/nonexistent:" + fake.folder.path], executable: elsewhere)
        #expect(onPath.program == fake.program)
        #expect(onPath.looked.contains("$PATH"))
        // A $HITCHAIN_VIEW that is not a program is passed over.
        let missing = ExplorerProgram.locate(
            environment: ["HITCHAIN_VIEW": "/nonexistent", "PATH": fake.folder.path], executable: elsewhere)
        #expect(missing.program == fake.program)
        // Beside hitchain comes first after $HITCHAIN_VIEW.
        let beside = fake.folder.appendingPathComponent("hitchain")
        #expect(ExplorerProgram.locate(environment: [:], executable: beside).program == fake.program)
        // A checkout's own build comes before an installed one on $PATH.
        let checkout = URL(fileURLWithPath: temporaryPath("checkout"))
        let build = checkout.appendingPathComponent("Explorer/.build/debug")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try Data().write(to: checkout.appendingPathComponent("Explorer/Package.swift"))
        let own = build.appendingPathComponent("hitchain-view")
        try FileManager.default.copyItem(atPath: fake.program, toPath: own.path)
        try Data().write(to: checkout.appendingPathComponent("Package.swift"))
        let tool = checkout.appendingPathComponent(".build/debug/hitchain")
        let found = ExplorerProgram.locate(
            environment: ["PATH": fake.folder.path], executable: tool, checkout: checkout)
        #expect(found.program == own.path)
        #expect(!found.looked.contains("$PATH"))
    }

    @Test("no folder above hitchain is searched: a server planted in a shared folder is not run")
    func planted() throws {
        // hitchain copied into a shared folder, and another user's Explorer build above it.
        let shared = URL(fileURLWithPath: temporaryPath("shared"))
        let build = shared.appendingPathComponent("Explorer/.build/debug")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try Data().write(to: shared.appendingPathComponent("Explorer/Package.swift"))
        try FileManager.default.copyItem(
            atPath: try fakeServer().program, toPath: build.appendingPathComponent("hitchain-view").path)
        for tool in ["tools/hitchain", "a/b/hitchain", ".build/debug/hitchain"] {
            let executable = shared.appendingPathComponent(tool)
            let found = ExplorerProgram.locate(environment: ["PATH": "/nonexistent"], executable: executable)
            #expect(found.program == nil, "\(tool): \(found)")
        }
        // Nor a relative folder of $PATH, which is wherever the user stands.
        let here = ExplorerProgram.locate(
            environment: ["PATH": "."], executable: shared.appendingPathComponent("x/hitchain"))
        #expect(here.program == nil)
    }

    @Test("bad options are refused before the server is looked for")
    func refusals() throws {
        for (arguments, message) in [
            (["view"], "Missing expected argument"),
            (["view", "a.json", "--port", "70000"], "--port must be from 0 to 65535"),
            (["view", "a.json", "--compose", "0"], "--compose must be from 1 to 1000000 views (the scene limit)"),
            (
                ["view", "a.json", "--compose", "1000001"],
                "--compose must be from 1 to 1000000 views (the scene limit)"
            ),
        ] {
            let result = try hitchain(arguments: arguments, environment: ["HITCHAIN_VIEW": "/nonexistent"])
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
    }

    @Test("explain on a recording asks about the scene it starts from, as the explorer's command does")
    func explainRecording() throws {
        let named = try hitchain("explain", "Corpus/seed-004-tap-c.evz", "--point", "350,350", "--why-not=AView")
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.contains("hit: CView"))
        #expect(named.stdout.contains("why not AView?"))
        let cut = URL(fileURLWithPath: temporaryPath("cut.evz"))
        try Data(try Data(contentsOf: packageRoot.appendingPathComponent("Corpus/seed-004-tap-c.evz")).prefix(30))
            .write(to: cut)
        let damaged = try hitchain("explain", cut.path, "--point", "1,1")
        #expect(damaged.status == 1)
        #expect(damaged.stderr.contains(cut.path), "\(damaged.stderr)")
    }

    @Test("explain --compose answers on the same composed scene as view --compose")
    func explainComposed() throws {
        let result = try hitchain("explain", "Corpus/scenes/seed-004.json", "--compose", "1000", "--point", "100,100")
        #expect(result.status == 0)
        #expect(result.stdout.contains("hit: root·"), "\(result.stdout.suffix(300))")
        // Refused when the command line is read, not after composing a scene the limits refuse.
        let bad = try hitchain("explain", "Corpus/scenes/seed-004.json", "--compose", "1000001", "--point", "1,1")
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--compose must be from 1 to 1000000 views (the scene limit)"), "\(bad.stderr)")
    }
}
