import HitChain

/// `--mutant NAME`, read as the option is parsed (`transform:`), so a misspelt name fails
/// before any file is read, with the names that command accepts.
enum MutantArgument {
    /// Any mutant of docs/semantics.md — the reference walk's and the wrong engines
    /// (`replay`, which runs engines).
    static func anyMutant(_ name: String) throws -> Mutant {
        guard let m = Mutant.named(name) else { throw CLIError(.unknownMutant(name, known: Mutant.all.map(\.name))) }
        return m
    }

    /// A mutant of the reference walk (`explain`, which walks the reference).
    static func referenceMutant(_ name: String) throws -> HitTestMutant {
        guard let m = HitTestMutant(rawValue: name) else {
            throw CLIError(.unknownMutant(name, known: HitTestMutant.allCases.map(\.rawValue)))
        }
        return m
    }
}
