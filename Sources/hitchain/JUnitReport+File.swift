import HitChain

extension JUnitReport {
    /// Writes the report with one atomic replace, or to standard output for `-`.
    func write(to path: String) throws {
        try ReportFile.write(text, to: path, option: "--junit")
    }
}
