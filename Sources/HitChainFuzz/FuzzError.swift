/// A fuzzer error a user can act on: bad options, an unreadable save directory, a saved
/// case that no longer decodes. Small struct over an internal enum, like ArgumentParser's.
public struct FuzzError: Error, CustomStringConvertible, Sendable {
    enum Kind: Sendable {
        case unknownName(String, String, [String])
        case invalidOption(String, String)
        case io(String, String)
        case unreadableCase(String, String)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// The error in words.
    public var description: String {
        switch kind {
        case .unknownName(let what, let name, let known):
            return "unknown \(what) \"\(name)\"; known: \(known.joined(separator: ", "))"
        case .invalidOption(let option, let problem):
            return "\(option): \(problem)"
        case .io(let path, let problem):
            return "\(path): \(problem)"
        case .unreadableCase(let path, let problem):
            return "\(path): cannot be replayed as a fuzz case: \(problem)"
        }
    }
}
