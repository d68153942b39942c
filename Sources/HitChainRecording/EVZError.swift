/// Why a recording could not be read (or could be read only in part).
public struct EVZError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Reason: Error, Hashable, Sendable {
        case notEVZ
        case unsupportedVersion(major: Int)
        case truncated(String)
        case corrupt(String)
        case io(String)
    }

    /// What is wrong.
    public var reason: Reason
    /// The file, when reading one.
    public var file: String?
    /// Byte offset of the record where the problem is.
    public var offset: Int?

    /// The error `reason`, in `file` at byte `offset`.
    public init(_ reason: Reason, file: String? = nil, offset: Int? = nil) {
        self.reason = reason
        self.file = file
        self.offset = offset
    }

    /// The file and byte, then what is wrong.
    public var description: String {
        let place = [file, offset.map { "byte \($0)" }].compactMap { $0 }.joined(separator: ": ")
        let text: String
        switch reason {
        case .notEVZ: text = "not a HitChain recording (the magic bytes are wrong)"
        case .unsupportedVersion(let major):
            text =
                "format version \(major) is newer than this reader (version \(EVZFormat.majorVersion)); update hitchain"
        case .truncated(let what): text = "the file ends early: \(what)"
        case .corrupt(let what): text = "corrupt: \(what)"
        case .io(let what): text = what
        }
        return place.isEmpty ? text : "\(place): \(text)"
    }
}
