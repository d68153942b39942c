import Foundation
import HitChainTestSupport
import Testing

@testable import HitChainFuzz

/// Where failures are saved: any folder a user names is made (a trailing slash, a missing
/// parent, a one-character name), and the names that mean no folder are refused.
@Suite("Save folders")
struct SaveFolderTests {
    static func smallCase() -> FuzzCase {
        var c = CaseGenerator.make(seed: 5, index: 3, options: GeneratorOptions(maxViews: 6, maxEvents: 2, probes: 2))
        c.probes = []
        c.features = []
        return c
    }

    // (A relative one-character folder, which trapped in Foundation's path arithmetic, is
    // tried by the command-line campaign, in a working folder of its own.)
    @Test(
        "a trailing slash, missing parents and a one-character name are made", arguments: ["a/", "q/r", "s", "x/y/z/"])
    func made(name: String) throws {
        let root = Scratch.directory().path
        let path = try CaseRecording.save(Self.smallCase(), source: "test", in: root + "/" + name)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(path.hasPrefix(root + "/" + name.trimmingCharacters(in: CharacterSet(charactersIn: "/"))))
        #expect(CaseRecording.mkdirs(root + "/" + name) == 0)
    }

    @Test("an empty name, '-' and the root are refused before anything is written")
    func refused() {
        #expect(CaseRecording.folderProblem("")?.contains("empty") == true)
        #expect(CaseRecording.folderProblem("-")?.contains("standard output") == true)
        for root in ["/", "//", "/..", "/./"] {
            #expect(CaseRecording.folderProblem(root)?.contains("root folder") == true, "\(root)")
        }
        #expect(CaseRecording.folderProblem("fuzz-failures") == nil)
        #expect(throws: FuzzError.self) { try CaseRecording.save(Self.smallCase(), source: "t", in: "") }
    }

    @Test("a file where the folder should be is refused, and left as it was")
    func fileInTheWay() throws {
        let path = try temporaryFile("f", "keep")
        #expect(throws: FuzzError.self) { try CaseRecording.save(Self.smallCase(), source: "t", in: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep")
    }
}
