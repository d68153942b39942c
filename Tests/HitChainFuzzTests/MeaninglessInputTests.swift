import Foundation
import HitChainFuzz
import HitChainScene
import HitChainTestSupport
import Testing

/// Inputs that parse but mean nothing are refused, saying where: a baseline's impossible
/// count, and a suite's probe that names a file outside the suite's folder — refused unread.
@Suite struct MeaninglessInputTests {
    static func baseline(cases: String) -> [UInt8] {
        let text = """
            {"format": "hitchain-known-classes", "version": 1,
             "classes": [{"engine": "e", "key": "reading:maxEdgesInside", "cases": \(cases)}]}
            """
        return Array(text.utf8)
    }

    @Test("a baseline's count of cases is a whole number from 0", arguments: ["-5", "1.5", "1e300"])
    func impossibleCount(_ cases: String) throws {
        do {
            _ = try KnownClasses.parse(Self.baseline(cases: cases))
            Issue.record("\"cases\": \(cases) was accepted")
        } catch {
            #expect(error.kind == .outOfRange && error.field == "cases" && error.line == 2, "\(error)")
        }
        _ = try KnownClasses.parse(Self.baseline(cases: "12"))
    }

    /// A suite folder with one probe list whose hit probe names `scene`.
    static func suite(naming scene: String) throws -> URL {
        let dir = Scratch.directory()
        let probe = #"{"name": "p", "rule": "r", "source": "s", "scene": "\#(scene)", "hits": []}"#
        let list = #"{"format": "hitchain-conformance", "version": 1, "probes": [\#(probe)]}"#
        try Data(list.utf8).write(to: dir.appendingPathComponent("probes.json"))
        return dir
    }

    @Test(
        "a probe's scene outside the suite's folder is refused unread, its content never quoted",
        arguments: ["../../../../../../etc/passwd", "/etc/passwd", "scenes/../../secret.json", "link/secret.json"])
    func outsideTheFolder(_ scene: String) throws {
        let outside = Scratch.directory()
        let secret = outside.appendingPathComponent("secret.json")
        try Data("Zsecret content".utf8).write(to: secret)
        let dir = try Self.suite(naming: scene)
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("link"), withDestinationURL: outside)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        do {
            _ = try ConformanceSuite.load(folder: dir.path)
            Issue.record("\(scene) was read")
        } catch {
            #expect(error.description.contains("names a file outside the suite's folder"), "\(error)")
            #expect(!error.description.contains("Z") && !error.description.contains("root:"), "\(error)")
        }
    }

    @Test("a scene inside the folder, reached with .. from a subfolder, is still read")
    func insideWithDots() throws {
        let dir = try Self.suite(naming: "scenes/../scenes/s.json")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        let scene = #"{"format": "hitchain-scene", "version": 1, "windows": [{"name": "w", "frame": [0, 0, 10, 10]}]}"#
        try Data(scene.utf8).write(to: dir.appendingPathComponent("scenes/s.json"))
        #expect(try ConformanceSuite.load(folder: dir.path).probes.count == 1)
    }
}
