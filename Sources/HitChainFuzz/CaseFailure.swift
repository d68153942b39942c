import Foundation
import HitChainEngines

/// A failing case: where it came from, what failed, and what shrinking made of it.
public struct CaseFailure: Sendable {
    /// The case's number in the run.
    public var caseIndex: Int
    /// The case as generated.
    public var original: FuzzCase
    /// What failed on it.
    public var failure: FuzzFailure
    /// The failure did not repeat when the case was run again.
    public var isFlaky: Bool
    /// The case shrunk, when it was.
    public var shrunk: FuzzCase?
    /// What failed on the shrunk case.
    public var shrunkFailure: FuzzFailure?
    /// Shrinking steps that kept the failure.
    public var shrinkSteps = 0
    /// Whether shrinking stopped at its time limit.
    public var shrinkTimedOut = false
    /// Where the (shrunk) case was saved.
    public var savedPath: String?
    /// The picture written beside the saved case, when it was.
    public var picturePath: String?
    /// Why it could not be saved, when it could not.
    public var saveProblem: String?

    /// The case to show and save: shrunk when it was.
    public var minimal: FuzzCase { shrunk ?? original }
    /// The failure to show: the shrunk case's when it was shrunk.
    public var minimalFailure: FuzzFailure { shrunkFailure ?? failure }
}
