import Foundation
import HitChainEngines

/// A failing case: where it came from, what failed, and what shrinking made of it.
public struct CaseFailure: Sendable {
    public var caseIndex: Int
    public var original: FuzzCase
    public var failure: FuzzFailure
    /// The failure did not repeat when the case was run again.
    public var isFlaky: Bool
    public var shrunk: FuzzCase?
    public var shrunkFailure: FuzzFailure?
    public var shrinkSteps = 0
    public var shrinkTimedOut = false
    /// Where the (shrunk) case was saved.
    public var savedPath: String?
    /// The picture written beside the saved case, when it was.
    public var picturePath: String?
    /// Why it could not be saved, when it could not.
    public var saveProblem: String?

    /// The case to show and save: shrunk when it was.
    public var minimal: FuzzCase { shrunk ?? original }
    public var minimalFailure: FuzzFailure { shrunkFailure ?? failure }
}
