package import HitChainKit

/// Subviews walked front to back, keeping the last answer: the last subview's answer, nil
/// or not, overwrites the others.
package struct FrontToBackKeepLast: HitTestMutation {
    package static let name = "frontToBackKeepLast"
    package static let origin = "seed 004's hitTest sketch"
    package static let witness: MutantWitness? = MutantWitness(x: 10, y: 10, reference: "target", mutated: "parent")
    package init() {}

    package func childOrder(_ view: UIView) -> ChildOrder { .backmostFirst }

    package func childAnswered(_ answer: UIView?, remembered: inout UIView?) -> Bool {
        remembered = answer
        return false
    }
}
