extension String {
    /// Without the spaces at either end: a trace line as a failure quotes it.
    var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
