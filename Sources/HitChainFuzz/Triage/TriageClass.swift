/// One class of divergence a triage run found: how many cases show it, the first of them,
/// and that case shrunk to a counterexample that still shows it.
public struct TriageClass: Sendable {
    /// The class.
    public var divergenceClass: DivergenceClass
    /// Cases that belong to the class.
    public var cases: Int
    /// Over the cases diagnosed (the first case of each counterexample shape of the class):
    /// the engine's divergent queries the class gives, and all of them.
    public var explainedQueries: Int
    /// All the engine's divergent queries in those cases.
    public var divergentQueries: Int
    /// The cases diagnosed.
    public var diagnosedCases: Int
    /// The first case (the lowest number), re-run and shrunk as any failure is.
    public var first: CaseFailure

    /// `412 of 412 divergent queries in the 3 cases diagnosed`.
    public var share: String {
        "\(explainedQueries) of \(divergentQueries) divergent queries in the "
            + (diagnosedCases == 1 ? "case" : "\(diagnosedCases) cases") + " diagnosed"
    }
}

/// A class's running count on one thread, then merged: the lowest case is kept whole, the
/// numbers of the lowest `keptIndices` cases are kept (a rare class is looked at again once
/// the run's common classes are known), the rest only counted, so memory does not grow with
/// the number of failing cases.
struct ClassTally: Sendable {
    var cases = 0
    var explained = 0
    var divergent = 0
    /// Cases diagnosed whole (one per counterexample shape).
    var diagnosed = 0
    var firstIndex = Int.max
    var firstCase: FuzzCase?
    var firstFailure: FuzzFailure?
    /// The lowest case numbers of the class, at most `keptIndices`.
    var indices: [Int] = []
    static let keptIndices = 1024

    /// Whether every case of the class has its number kept.
    var isListed: Bool { indices.count == cases }

    mutating func add(_ k: Int, _ c: FuzzCase, _ sample: ClassSample) {
        cases += 1
        explained += sample.explained
        divergent += sample.divergent
        if indices.count < Self.keptIndices { indices.append(k) }
        if k < firstIndex {
            firstIndex = k
            firstCase = c
            firstFailure = sample.failure
        }
    }

    mutating func merge(_ other: ClassTally) {
        cases += other.cases
        explained += other.explained
        divergent += other.divergent
        diagnosed += other.diagnosed
        indices = Array(Set(indices + other.indices).sorted().prefix(Self.keptIndices))
        if other.firstIndex < firstIndex {
            firstIndex = other.firstIndex
            firstCase = other.firstCase
            firstFailure = other.firstFailure
        }
    }
}
