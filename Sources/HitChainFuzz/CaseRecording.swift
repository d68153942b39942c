import Foundation
import HitChainDelivery
public import HitChainKit
import HitChainRecording
import HitChainScene
import SystemPackage

/// Saving a case as a replayable `.evz` (the reference's trace recorded with it) under a
/// content-addressed name, written atomically; and reading a recording back as a case.
public enum CaseRecording {
    /// The recording of `c`: its scene, events and the reference's trace. Probe points are
    /// not events and are not saved (the shrinker turns a failing probe into a tap first).
    /// The catalogue's classes (`FuzzCatalogue`) are always built; `registry` adds the user's.
    public static func encode(_ c: FuzzCase, source: String, registry: ViewClassRegistry = ViewClassRegistry())
        -> [UInt8]
    {
        var trace: [TraceEntry] = []
        if let app = try? UIApplication(scene: c.scene, registry: FuzzCatalogue.registry(adding: registry)) {
            trace = EventDispatcher.deliver(c.events, to: app).entries
        }
        let header = Recorder.header(for: c.scene, source: source)
        return EVZWriter.encode(scene: c.scene, events: c.events, trace: trace, header: header)
    }

    /// Writes `c` into `directory` as `fuzz-<hash>.evz` (FNV-1a 64 of the bytes): the same
    /// case always gets the same name. Written to a temporary file and renamed.
    public static func save(
        _ c: FuzzCase, source: String, in directory: String, registry: ViewClassRegistry = ViewClassRegistry()
    ) throws(FuzzError) -> String {
        let bytes = encode(c, source: source, registry: registry)
        let name = "fuzz-" + hex(fnv1a(bytes)) + ".evz"
        if let problem = folderProblem(directory) { throw FuzzError(.io(directory, problem)) }
        let path = FilePath(directory).appending(name).string
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw FuzzError(.io(directory, "cannot save the case: it is a file, not a folder"))
        }
        if mkdirs(directory) != 0 {
            let code = errno
            let why =
                code == EACCES || code == EPERM
                ? "permission denied" : (code == EROFS ? "read-only file system" : String(cString: strerror(code)))
            throw FuzzError(.io(directory, "cannot create the folder: \(why)"))
        }
        do {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw FuzzError(.io(path, "cannot save the case: \(error.problem)"))
        }
        return path
    }

    /// The longest recording read back as a case: far beyond what the fuzzer writes.
    public static let maxEvents = 100_000

    /// A recording read back as a case (no probe points); a damaged one is refused.
    public static func load(_ path: String) throws(FuzzError) -> FuzzCase {
        var reader: EVZReader
        do {
            reader = try EVZReader(path: path)
        } catch {
            throw FuzzError(.unreadableCase(path, "\(error)"))
        }
        var events: [TimedEvent] = []
        while let chunk = reader.nextChunk() {
            events += chunk.events
            guard events.count <= maxEvents else {
                let problem = "more than \(maxEvents) events: too long for a fuzz case (replay it instead)"
                throw FuzzError(.unreadableCase(path, problem))
            }
        }
        guard reader.isComplete, reader.problems.isEmpty else {
            throw FuzzError(.unreadableCase(path, reader.problems.map(\.description).joined(separator: "; ")))
        }
        return FuzzCase(scene: reader.scene, events: events)
    }

    /// The `.evz` files of `directory`, sorted; none when it does not exist.
    public static func files(in directory: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasSuffix(".evz") }.sorted().map { FilePath(directory).appending($0).string }
    }

    /// Why no case should be saved in `directory`, or nil: an empty name (it would mean the
    /// current folder), `-` (standard output holds no files), or the file system's root.
    public static func folderProblem(_ directory: String) -> String? {
        if directory.isEmpty { return "the folder name is empty; name a folder" }
        if directory == "-" { return "standard output (-) cannot hold saved cases; name a folder" }
        let path = FilePath(directory).lexicallyNormalized()
        if path.isAbsolute, path.components.isEmpty {
            return "is the root folder; name a folder of its own for saved cases"
        }
        return nil
    }

    /// `mkdir -p`, without recursion: 0, or -1 with `errno` set by the step that failed.
    static func mkdirs(_ path: String) -> Int32 {
        var missing: [FilePath] = []
        var cursor = FilePath(path)
        var info = stat()
        while !cursor.isEmpty, !cursor.components.isEmpty, stat(cursor.string, &info) != 0 {
            missing.append(cursor)
            cursor = cursor.removingLastComponent()
        }
        for folder in missing.reversed() where mkdir(folder.string, 0o755) != 0 && errno != EEXIST { return -1 }
        return 0
    }

    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
    }

    static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
