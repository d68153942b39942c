import Foundation

/// The bytes of a recording, read front to back: from memory, or from a file a window at a
/// time, so that reading a long recording does not hold the whole file. Every read returns
/// what the data holds, never more, and allocates only as bytes actually arrive: a length
/// the file declares but does not have costs nothing.
///
/// A class: the open file is a resource with one owner, closed when the input goes.
final class RecordingInput {
    private var buffer: [UInt8]
    private var position = 0
    private let descriptor: Int32?
    private var reachedEnd: Bool
    /// Bytes consumed so far: the offset of the next byte in the file.
    private(set) var offset = 0

    /// How much a file read asks for at a time.
    static let window = 1 << 18

    init(bytes: [UInt8]) {
        buffer = bytes
        descriptor = nil
        reachedEnd = true
    }

    /// Opens `path` for reading; the error says why in the user's terms.
    init(path: String) throws(EVZError) {
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw EVZError(.io("is a directory, not a recording"), file: path)
            // A pipe or a device would block or never end: recordings are files.
            default: throw EVZError(.io("is not a regular file (a pipe, socket or device)"), file: path)
            }
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw EVZError(.io(SystemError.describe(errno, opening: path)), file: path) }
        descriptor = fd
        buffer = []
        reachedEnd = false
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool {
        if position < buffer.count { return false }
        refill()
        return position >= buffer.count
    }

    /// The next byte, or nil at the end.
    func byte() -> UInt8? {
        guard !isAtEnd else { return nil }
        defer {
            position += 1
            offset += 1
        }
        return buffer[position]
    }

    /// Up to `count` bytes: fewer only at the end of the data. The result grows with the
    /// bytes found, not with `count`.
    func take(_ count: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(min(count, Self.window))
        while out.count < count, !isAtEnd {
            let n = min(count - out.count, buffer.count - position)
            out.append(contentsOf: buffer[position..<position + n])
            position += n
            offset += n
        }
        return out
    }

    private func refill() {
        guard !reachedEnd, let descriptor else { return }
        buffer.removeAll(keepingCapacity: true)
        position = 0
        var chunk = [UInt8](repeating: 0, count: Self.window)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, Self.window) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 {
                reachedEnd = true  // A read error ends the data: the reader reports what is cut off.
                return
            }
            buffer.append(contentsOf: chunk[0..<n])
            return
        }
    }
}

/// errno in words, for messages that name the user's path.
enum SystemError {
    static func describe(_ code: Int32, opening path: String) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case ELOOP: return "a loop of symbolic links"
        case EISDIR: return "is a directory"
        default: return "cannot open: \(String(cString: strerror(code)))"
        }
    }
}
