import ArgumentParser
import Foundation
import HitChain

/// Where a text report goes (a JUnit report, an SVG, a scene): a file, written with one
/// atomic replace, or, for `-`, standard output. When a report takes standard output,
/// everything the command would print there goes to standard error instead, so that
/// `hitchain explain s.json --point 1,2 --svg - | rsvg-convert > walk.png` pipes the picture
/// alone.
enum ReportFile {
    static let standardOutput = "-"

    /// Checks `path` before any work is done: `-` is always fine (and takes standard output
    /// from here on); a file must be one that can be written.
    static func prepare(_ path: String, option: String) throws {
        if path == standardOutput {
            StandardOutput.reserveForReport()
            return
        }
        do { try OutputFile.check(path) } catch { throw CLIError(.unwritable(error, option: option)) }
    }

    /// Writes `text` to `path`, or to standard output for `-`.
    static func write(_ text: String, to path: String, option: String) throws {
        if path == standardOutput {
            StandardOutput.reserveForReport()
            if let problem = StandardOutput.writeReport(text) {
                throw CLIError(.option(option, "-: standard output did not take the whole report: \(problem)"))
            }
            return
        }
        do { try OutputFile.write(text, to: path) } catch { throw CLIError(.unwritable(error, option: option)) }
    }

    /// Writes a picture like `write`, and says where on standard error (`wrote walk.svg`), since
    /// the command's own output says nothing of it.
    static func writePicture(_ svg: String, to path: String, option: String) throws {
        try write(svg, to: path, option: option)
        if path != standardOutput { FileHandle.standardError.write(Data("wrote \(path)\n".utf8)) }
    }

    /// Refuses `-` for an output that is binary or a folder: `option` names it in the message.
    static func refuseStandardOutput(_ path: String, option: String, holding what: String) throws {
        guard path == standardOutput else { return }
        throw ValidationError("\(option) -: standard output cannot take \(what); name a file")
    }
}

/// The process's standard output, when a report claims it: the report is written to the
/// original descriptor, and descriptor 1 (where `print` writes) is pointed at standard
/// error, once and for the rest of the process.
enum StandardOutput {
    nonisolated(unsafe) private static var reportDescriptor: Int32 = -1
    private static let lock = NSLock()

    static func reserveForReport() {
        lock.lock()
        defer { lock.unlock() }
        guard reportDescriptor < 0 else { return }
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        guard saved >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { return }
        reportDescriptor = saved
    }

    /// Writes `text` to the report's descriptor (standard output as the process began); the
    /// problem, when it could not all be written (a closed pipe, a full disk).
    static func writeReport(_ text: String) -> String? {
        lock.lock()
        let fd = reportDescriptor < 0 ? STDOUT_FILENO : reportDescriptor
        lock.unlock()
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                raw.baseAddress.map { Foundation.write(fd, $0 + done, raw.count - done) } ?? 0
            }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return n < 0 ? String(cString: strerror(errno)) : "nothing was written" }
            done += n
        }
        return nil
    }
}
