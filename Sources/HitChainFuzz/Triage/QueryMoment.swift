import HitChainGeometry

/// Where a query was asked: during event `eventIndex`, or when the probes ran.
struct QueryMoment: Sendable {
    var eventIndex: Int?
    var when: String
}

/// One query where an engine differs from the reference.
struct DivergentQuery {
    var point: HCPoint
    var moment: QueryMoment
    /// Both answers, in words.
    var expected: String
    var actual: String
    /// The names of the views answered (nil: nothing), for pictures.
    var expectedView: String? = nil
    var actualView: String? = nil
    /// The step of the reference's walk where the engine's answer parts from it, in words.
    var parting = ""
}
