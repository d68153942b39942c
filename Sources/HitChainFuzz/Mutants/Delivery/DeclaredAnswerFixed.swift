import HitChainKit

/// A scene's declared delegate answers read once: every time a question is asked, its first
/// answer (a port that turns the list into one value).
package struct DeclaredAnswerFixed: DeliveryMutation {
    package static let name = "declaredAnswerFixed"
    package static let origin = "a declared answer list read as its first answer, whenever it is asked"
    package init() {}

    package func declaredAnswer(_ answers: [Bool], time: Int) -> Bool { answers.first ?? true }
}
