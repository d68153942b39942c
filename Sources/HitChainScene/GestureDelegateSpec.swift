/// A recognizer's `UIGestureRecognizerDelegate` as declared answers (docs/scene-format.md):
/// what a delegate object's methods would return, written as data. Every field has the
/// answer UIKit gives without a delegate.
public struct GestureDelegateSpec: Hashable, Sendable {
    /// `gestureRecognizerShouldBegin(_:)`, one answer per time it is asked (`[true]`): the
    /// first time the first answer, the second time the second…; once the list is used up, its
    /// last answer every time after. `[false]` — "never begin" — makes the recognizer fail
    /// whenever it would leave `possible`; `[true, false]` lets its first attempt through only.
    public var shouldBegin: [Bool]
    /// `gestureRecognizer(_:shouldReceive:)` for touches: nil receives every touch; a list
    /// receives only touches that begin in one of these views or inside one.
    public var shouldReceiveTouchesIn: [String]?
    /// `gestureRecognizer(_:shouldReceive:)` for presses, one answer per time it is asked as
    /// `shouldBegin`'s are (`[true]`): `[false]` keeps every press from the recognizer.
    public var shouldReceivePress: [Bool]
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: the recognizers it answers
    /// true for.
    public var shouldRecognizeSimultaneouslyWith: [String]
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`: the recognizers it answers true for.
    public var shouldRequireFailureOf: [String]
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: the recognizers it answers true for.
    public var shouldBeRequiredToFailBy: [String]

    /// UIKit's answers without a delegate: every question answered as if it were not asked.
    public init() {
        shouldBegin = [true]
        shouldReceiveTouchesIn = nil
        shouldReceivePress = [true]
        shouldRecognizeSimultaneouslyWith = []
        shouldRequireFailureOf = []
        shouldBeRequiredToFailBy = []
    }

    /// The answer to give the `time`th time (from 0) a question with `answers` is asked: the
    /// answer at that place, else the last one (docs/semantics.md, "Decision: declared delegates").
    public static func answer(_ answers: [Bool], time: Int) -> Bool {
        guard let last = answers.last else { return true }
        return time < answers.count ? answers[max(time, 0)] : last
    }

    /// Whether every answer is UIKit's default.
    public var isDefault: Bool { self == GestureDelegateSpec() }

    /// The recognizer names it mentions.
    public var recognizerNames: [String] {
        shouldRecognizeSimultaneouslyWith + shouldRequireFailureOf + shouldBeRequiredToFailBy
    }
}
