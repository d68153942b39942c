import Foundation
import SystemPackage

/// The temporary files that writers killed without warning (`kill -9`, a power cut) left
/// beside their destinations. `OutputFile` clears them from a folder before it writes there.
///
/// A file is removed only when all of these hold: its name is exactly what `OutputFile`
/// makes (`.NAME.hitchain-tmp-PID-RANDOM`), it is a regular file (not a link, not a
/// folder), no process with that PID exists on this machine, and no one holds the lock
/// every writer keeps on its temporary file until it is done (`flock`; the system drops
/// it when the writer dies). A live writer's file is never touched, even one in another
/// PID namespace or on another host sharing the folder; a PID reused by another program
/// only keeps a stale file a while longer.
enum StaleTemporaryFiles {
    /// Removes the stale temporary files in `folder` (the current folder when empty).
    ///
    /// - Complexity: O(entries in `folder`); one `kill(pid, 0)` per candidate.
    static func remove(in folder: String) {
        let directory = folder.isEmpty ? "." : folder
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        var stale: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if let pid = writer(ofTemporaryName: name), !isRunning(pid) { stale.append(name) }
        }
        for name in stale {
            let path = folder.isEmpty ? name : FilePath(folder).appending(name).string
            // Opened without following a link; a regular file whose writer's lock is free.
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                continue
            }
            unlink(path)
        }
    }

    /// The PID in a name `OutputFile` made (`.NAME.hitchain-tmp-PID-RANDOM`), or nil for any
    /// other name.
    static func writer(ofTemporaryName name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: OutputFile.temporaryMarker, options: .backwards),
            marker.lowerBound > name.index(after: name.startIndex)
        else { return nil }
        let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil
        else { return nil }
        return pid
    }

    /// Whether a process with `pid` exists (one we may not signal still exists).
    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}
