import Foundation
import SystemPackage

/// A file every command writes the same way: checked before anything is written, written
/// under a hidden temporary name beside its destination, and moved into place by one
/// atomic `rename`. A reader never sees half a file; two writers to one path both succeed
/// (the last one wins); a directory, a device or a missing folder is refused with a
/// message naming the user's path; nothing is ever removed but the temporary file this
/// object created (on every error path, on `abandon()`, when it is dropped unfinished, and
/// by `TemporaryFiles` when the process is interrupted).
///
/// A class: it owns an open file descriptor and a temporary file.
public final class OutputFile {
    /// The path as the user gave it (used in every message).
    public let path: String
    /// Where the rename goes: `path` with a symbolic link resolved, so that the link stays.
    let destination: String
    let temporaryPath: String
    private var descriptor: Int32 = -1
    private var isFinished = false
    /// Written in place at `path` (`init(growingAt:)`): kept, whatever happens to the writer.
    private var isGrowing = false

    /// The suffix every temporary name carries (`.gitignore` ignores `*.hitchain-tmp-*`).
    public static let temporaryMarker = ".hitchain-tmp-"

    /// Checks `path` and creates the temporary file beside it.
    public init(path: String) throws(OutputError) {
        self.path = path
        destination = try Self.destination(for: path)
        let target = FilePath(destination)
        let folder = target.removingLastComponent().string
        let name = target.lastComponent?.string ?? destination
        StaleTemporaryFiles.remove(in: folder)
        let unique = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        temporaryPath = Self.sibling(of: destination, named: "." + name + Self.temporaryMarker + unique)
        var existing = stat()
        let mode: mode_t = stat(destination, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        // Registered first, so that an interruption between the two cannot leave it behind.
        TemporaryFiles.shared.add(temporaryPath)
        let fd = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else {
            let code = errno
            TemporaryFiles.shared.remove(temporaryPath)
            isFinished = true
            var exists = stat()
            let problem =
                code == ENOENT && stat(folder.isEmpty ? "." : folder, &exists) == 0
                ? "cannot create a file in \(folder.isEmpty ? "the current folder" : folder) "
                    + "(its file system allows none)"
                : Self.words(code, creatingIn: folder)
            throw OutputError(path: path, problem: problem)
        }
        // Held until the file is closed (or the process dies): a later writer's clean-up of
        // stale temporary files leaves a locked one alone.
        flock(fd, LOCK_EX | LOCK_NB)
        descriptor = fd
    }

    /// A new file written in place at `path` as it grows, for a recording that must survive
    /// the writer being killed (`EVZWriter(streamingTo:header:scene:)`): refused if `path`
    /// exists, so nothing is ever replaced and nothing half-written takes another file's
    /// place; a reader of it before `commit()` sees a file that is not whole yet — the format
    /// says so (an `.evz` without its end record reads as cut). Kept on every path, `abandon()`
    /// included.
    public init(growingAt path: String) throws(OutputError) {
        self.path = path
        destination = try Self.destination(for: path)
        temporaryPath = destination
        isGrowing = true
        let fd = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let code = errno
            isFinished = true
            let folder = FilePath(destination).removingLastComponent().string
            let problem =
                code == EEXIST
                ? "exists already; a recording in place never replaces a file"
                : Self.words(code, creatingIn: folder)
            throw OutputError(path: path, problem: problem)
        }
        descriptor = fd
    }

    deinit {
        if !isFinished { abandon() }
    }

    /// Appends `bytes`.
    public func write(_ bytes: [UInt8]) throws(OutputError) {
        guard !isFinished else { throw OutputError(path: path, problem: "the file is already closed") }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Foundation.write(descriptor, $0 + done, buffer.count - done) } ?? 0
            }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                let problem = Self.words(errno, creatingIn: nil)
                abandon()
                throw OutputError(path: path, problem: problem)
            }
            done += n
        }
    }

    /// Asks the system to put what was written on the disk (a recording going to the
    /// background); a failure is left for `commit()` to report.
    public func sync() {
        if descriptor >= 0 { fsync(descriptor) }
    }

    /// Flushes the data to the disk and renames the file into place.
    public func commit() throws(OutputError) {
        guard !isFinished else { throw OutputError(path: path, problem: "the file is already closed") }
        let synced = fsync(descriptor) == 0 || errno == EINVAL || errno == EROFS
        let syncError = errno
        let closed = close(descriptor) == 0
        let closeError = errno
        descriptor = -1
        guard synced, closed else {
            abandon()
            throw OutputError(path: path, problem: Self.words(synced ? closeError : syncError, creatingIn: nil))
        }
        if isGrowing {
            isFinished = true
            return
        }
        guard rename(temporaryPath, destination) == 0 else {
            let problem =
                errno == EISDIR || errno == ENOTEMPTY || errno == EEXIST
                ? "is a directory; name a file, for example \(Self.example(path))" : Self.words(errno, creatingIn: nil)
            abandon()
            throw OutputError(path: path, problem: problem)
        }
        isFinished = true
        TemporaryFiles.shared.remove(temporaryPath)
    }

    /// Gives up: closes and removes the temporary file (never the destination; a file
    /// growing in place is kept as far as it was written).
    public func abandon() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        if !isFinished, !isGrowing { unlink(temporaryPath) }
        isFinished = true
        TemporaryFiles.shared.remove(temporaryPath)
    }

    /// Throws the error writing `path` would meet (a directory, a device, a missing folder),
    /// without writing anything: for commands that write only after a long run.
    public static func check(_ path: String) throws(OutputError) {
        _ = try destination(for: path)
    }

    /// Writes `bytes` to `path` in one atomic replace.
    public static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
        let file = try OutputFile(path: path)
        try file.write(bytes)
        try file.commit()
    }

    /// Writes `text` as UTF-8 to `path` in one atomic replace.
    public static func write(_ text: String, to path: String) throws(OutputError) {
        try write(Array(text.utf8), to: path)
    }

    /// Refuses what must not be replaced, and resolves a symbolic link to its target.
    static func destination(for path: String) throws(OutputError) -> String {
        guard !path.isEmpty else { throw OutputError(path: path, problem: "the output path is empty") }
        if path.hasSuffix("/") {
            throw OutputError(path: path, problem: "names a directory; name a file, for example \(example(path))")
        }
        var target = path
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                let problem =
                    errno == ELOOP
                    ? "is a loop of symbolic links" : "is a symbolic link to nothing; remove it or name another file"
                throw OutputError(path: path, problem: problem)
            }
            target = String(cString: resolved)
            free(resolved)
        }
        if stat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR:
                throw OutputError(path: path, problem: "is a directory; name a file, for example \(example(path))")
            default:
                throw OutputError(path: path, problem: "is not a regular file (a device, pipe or socket); name a file")
            }
        }
        let folder = FilePath(target).removingLastComponent().string
        if !folder.isEmpty {
            guard stat(folder, &info) == 0 else {
                throw OutputError(
                    path: path,
                    problem: errno == ENOENT ? "the folder \(folder) does not exist" : words(errno, creatingIn: folder))
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw OutputError(path: path, problem: "\(folder) is not a folder")
            }
        }
        return target
    }

    /// `name` in the folder that holds `path` (`name` alone when `path` has no folder).
    static func sibling(of path: String, named name: String) -> String {
        let folder = FilePath(path).removingLastComponent()
        return folder.isEmpty ? name : folder.appending(name).string
    }

    static func example(_ path: String) -> String {
        (path.hasSuffix("/") ? path : path + "/") + "out.evz"
    }

    static func words(_ code: Int32, creatingIn folder: String?) -> String {
        let place = folder.map { $0.isEmpty ? "the current folder" : $0 } ?? "it"
        switch code {
        case EACCES, EPERM: return "permission denied: cannot write in \(place)"
        case EROFS: return "\(place) is on a read-only file system"
        case ENOSPC: return "the disk is full"
        case EDQUOT: return "the disk quota is exceeded"
        case ENOENT: return "the folder \(place) does not exist"
        case ELOOP: return "a loop of symbolic links on the way to \(place)"
        case ENOTDIR: return "a part of the path is not a folder"
        case ENAMETOOLONG: return "the file name is too long"
        default: return String(cString: strerror(code))
        }
    }
}

/// Why an output file could not be written: the user's path and the problem in words.
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    /// The problem, in words.
    public var problem: String

    /// The error for `path`, saying `problem`.
    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    /// `path: problem`.
    public var description: String { "\(path): \(problem)" }
}
