/// Why an engine process was given up on, for one case: the kind (what a run counts and
/// sums up), what it was in words, and, where the process is known, how it ended and the
/// end of its standard error, escaped.
struct EngineProblem: Error, Sendable, CustomStringConvertible {
    enum Kind: String, Sendable, CaseIterable {
        case cannotStart = "could not be started"
        case timeout = "questions not answered in time"
        case stoppedReading = "questions not read in time"
        case ended = "ends before answering"
        case tooLong = "answers over 1 MiB"
        case twoLines = "questions answered with more than one line"
        case notJSON = "answers that are not JSON objects"
        case wrongShape = "answers of the wrong shape"
        case unknownView = "answers naming a view the scene does not have"
        case engineError = "errors the engine said"
        case notOK = "scenes not answered with {\"ok\": true}"
    }

    var kind: Kind
    /// What happened, in words (an engine's text already quoted and escaped).
    var what: String
    /// How the process ended (`exited with status 3`), when it has.
    var ending: String?
    /// The end of its standard error, quoted and escaped (`EngineText`).
    var errorTail: String?

    init(_ kind: Kind, _ what: String) {
        self.kind = kind
        self.what = what
    }

    /// A problem that costs a run the whole answer timeout: three in a row give up on the engine.
    var isTimeout: Bool { kind == .timeout || kind == .stoppedReading }

    var description: String {
        var text = what
        if let ending { text += "; it \(ending)" }
        if let errorTail { text += "; its standard error ends: \(errorTail)" }
        return text
    }
}
