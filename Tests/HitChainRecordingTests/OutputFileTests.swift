import Foundation
import HitChainScene
import HitChainTestSupport
import Testing

@testable import HitChainRecording

/// Every command writes through `OutputFile`: a directory or a device is refused and left
/// as it was, a write is one atomic replace, and no temporary file outlives its writer.
@Suite("Output files")
struct OutputFileTests {
    /// A fresh folder holding `victim/a.txt` and `victim/sub/`.
    static func victim() throws -> (folder: String, victim: String) {
        let folder = (temporaryPath("x") as NSString).deletingLastPathComponent
        let victim = folder + "/victim"
        try FileManager.default.createDirectory(atPath: victim + "/sub", withIntermediateDirectories: true)
        try "precious".write(toFile: victim + "/a.txt", atomically: false, encoding: .utf8)
        return (folder, victim)
    }

    static func listing(_ folder: String) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test("a recording aimed at a directory is refused, and the directory is left intact")
    func directoryIsRefused() throws {
        let (folder, victim) = try Self.victim()
        let before = Self.listing(folder)
        let scene = try loadScene("delivery.json")
        #expect {
            _ = try EVZWriter(path: victim, header: Recorder.header(for: scene, source: "t"), scene: scene)
        } throws: { error in
            "\(error)" == "\(victim): is a directory; name a file, for example \(victim)/out.evz"
        }
        #expect(throws: OutputError.self) { try OutputFile.write("x", to: victim) }
        #expect(throws: OutputError.self) { try OutputFile.write("x", to: victim + "/") }
        #expect(Self.listing(folder) == before)
        #expect(try String(contentsOfFile: victim + "/a.txt", encoding: .utf8) == "precious")
    }

    @Test("a missing folder, a path through a file and a device are refused with the user's path")
    func otherRefusals() throws {
        let (folder, victim) = try Self.victim()
        #expect {
            try OutputFile.write("x", to: folder + "/missing/out.evz")
        } throws: { error in
            "\(error)" == "\(folder)/missing/out.evz: the folder \(folder)/missing does not exist"
        }
        #expect {
            try OutputFile.write("x", to: victim + "/a.txt/out.evz")
        } throws: { error in
            "\(error)".hasSuffix("\(victim)/a.txt is not a folder")
        }
        #expect {
            try OutputFile.write("x", to: "/dev/null")
        } throws: { error in
            "\(error)".contains("not a regular file")
        }
    }

    @Test("writing replaces a file atomically, keeps a symbolic link, and leaves no temporary file")
    func replace() throws {
        let (folder, victim) = try Self.victim()
        let target = victim + "/a.txt"
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: target)
        try OutputFile.write("new", to: folder + "/link")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link")) == target)
        #expect(!Self.listing(folder).contains { $0.contains(OutputFile.temporaryMarker) })
    }

    @Test("an abandoned or dropped writer removes its temporary file and never the destination")
    func abandon() throws {
        let (folder, victim) = try Self.victim()
        let path = victim + "/a.txt"
        let file = try OutputFile(path: path)
        try file.write(Array("half".utf8))
        #expect(TemporaryFiles.shared.paths.contains(file.temporaryPath))
        #expect(Self.listing(folder).contains { $0.contains(OutputFile.temporaryMarker) })
        file.abandon()
        #expect(!TemporaryFiles.shared.paths.contains(file.temporaryPath))
        do {
            let scene = try loadScene("delivery.json")
            let writer = try EVZWriter(
                path: folder + "/dropped.evz", header: Recorder.header(for: scene, source: "t"), scene: scene)
            #expect(writer.bytesWritten > 0)
        }
        #expect(!Self.listing(folder).contains { $0.contains(OutputFile.temporaryMarker) || $0.contains("dropped") })
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious")
    }

    @Test("two writers to one path at once both succeed, and leave one whole file")
    func concurrentWriters() throws {
        let (folder, _) = try Self.victim()
        let path = folder + "/same.evz"
        let scene = try loadScene("delivery.json")
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            do {
                let recorder = try Recorder(
                    scene: scene, path: path, header: Recorder.header(for: scene, source: "writer \(i)"))
                try recorder.finish()
            } catch {
                failures.add("\(error)")
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all)")
        let reader = try EVZReader(path: path)
        #expect(reader.header.source.hasPrefix("writer "))
        #expect(Self.listing(folder).filter { $0.contains(OutputFile.temporaryMarker) }.isEmpty)
    }

    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ s: String) {
            lock.lock()
            list.append(s)
            lock.unlock()
        }
        var all: [String] {
            lock.lock()
            defer { lock.unlock() }
            return list
        }
    }

    @Test("reading a directory or a missing file says so, naming the path")
    func readingErrors() throws {
        let (folder, victim) = try Self.victim()
        #expect(throws: EVZError.self) { try EVZReader(path: victim) }
        do { _ = try EVZReader(path: victim) } catch {
            #expect(error.description == "\(victim): is a directory, not a recording")
        }
        do { _ = try EVZReader(path: folder + "/none.evz") } catch {
            #expect(error.description == "\(folder)/none.evz: no such file")
        }
    }
}
