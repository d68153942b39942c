import Foundation
import HitChainTestSupport
import Testing

@testable import HitChainRecording

/// Path arithmetic holds for every name (Foundation's `deletingLastPathComponent` traps on a
/// one-character path on Linux), and a writer killed outright leaves nothing that a later
/// write does not clear.
@Suite("Output paths")
struct OutputPathTests {
    @Test(
        "one-character names, '-' and names in the root are checked without a trap",
        arguments: [
            "s", "-", "p", ".x", "/s",
        ])
    func oneCharacter(name: String) throws {
        // The current folder (the package) exists: the check passes and writes nothing.
        try OutputFile.check(name)
        #expect(OutputFile.sibling(of: name, named: ".t") == (name.hasPrefix("/") ? "/.t" : ".t"))
    }

    @Test("a one-character file in a folder is written, replaced and leaves no temporary file")
    func oneCharacterFile() throws {
        let folder = Scratch.directory().path
        for name in ["s", "-", "é", " "] {
            let path = folder + "/" + name
            try OutputFile.write("one", to: path)
            try OutputFile.write("two", to: path)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == [" ", "-", "s", "é"].sorted())
    }

    @Test("temporary names are told from other names")
    func temporaryNames() {
        #expect(StaleTemporaryFiles.writer(ofTemporaryName: ".out.evz.hitchain-tmp-4242-17") == 4242)
        #expect(StaleTemporaryFiles.writer(ofTemporaryName: ".s.hitchain-tmp-1-0") == 1)
        for other in [
            "out.evz.hitchain-tmp-4242-17", ".hitchain-tmp-4242-17", ".out.hitchain-tmp-4242", ".out.hitchain-tmp--17",
            ".out.hitchain-tmp-+4-17", ".out.hitchain-tmp-4-17-3", ".out.hitchain-tmp-٤-17", ".out.evz", "notes.txt",
        ] {
            #expect(StaleTemporaryFiles.writer(ofTemporaryName: other) == nil, "\(other)")
        }
    }

    @Test("a write removes the temporary files of dead writers in its folder, and nothing else")
    func staleTemporaryFiles() throws {
        let folder = Scratch.directory().path
        // No process has a PID this large (Linux's limit is 2^22).
        let dead = folder + "/.rec.evz.hitchain-tmp-2000000000-123"
        let alive = folder + "/.rec.evz.hitchain-tmp-\(getpid())-456"
        let lookalike = folder + "/.rec.evz.hitchain-tmp-2000000000-x"
        let deadFolder = folder + "/.dir.hitchain-tmp-2000000000-9"
        for path in [dead, alive, lookalike] { try "partial".write(toFile: path, atomically: false, encoding: .utf8) }
        try FileManager.default.createDirectory(atPath: deadFolder, withIntermediateDirectories: false)
        // A writer still at work elsewhere (another PID namespace, another host): its lock stays.
        let locked = folder + "/.busy.evz.hitchain-tmp-2000000001-7"
        try "partial".write(toFile: locked, atomically: false, encoding: .utf8)
        let lockHolder = open(locked, O_RDONLY)
        defer { close(lockHolder) }
        #expect(flock(lockHolder, LOCK_EX | LOCK_NB) == 0)
        // A link with a temporary file's name is not followed, and what it points to is kept.
        try "victim".write(toFile: folder + "/victim.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/.link.hitchain-tmp-2000000000-5", withDestinationPath: "victim.txt")
        try OutputFile.write("whole", to: folder + "/other.evz")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        #expect(!names.contains(".rec.evz.hitchain-tmp-2000000000-123"))
        #expect(
            names.isSuperset(of: [
                ".rec.evz.hitchain-tmp-\(getpid())-456", ".rec.evz.hitchain-tmp-2000000000-x",
                ".dir.hitchain-tmp-2000000000-9", "other.evz", ".busy.evz.hitchain-tmp-2000000001-7",
                ".link.hitchain-tmp-2000000000-5", "victim.txt",
            ]))
    }
}
