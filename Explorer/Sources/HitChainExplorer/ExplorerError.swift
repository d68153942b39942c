/// Why a file given to the explorer cannot be shown: the file as the user named it, and the
/// problem (with its place in the file when the model's reader gives one).
public struct ExplorerError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var problem: String

    public init(file: String, _ problem: String) {
        self.file = file
        self.problem = problem
    }

    /// `FILE: problem`; a reader's own message that already starts with the file (and its
    /// line and column) is kept as it is.
    public var description: String { problem.hasPrefix(file + ":") ? problem : "\(file): \(problem)" }
}
