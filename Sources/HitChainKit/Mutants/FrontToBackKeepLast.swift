/// Subviews walked front to back, keeping the last answer: the last subview's answer, nil
/// or not, overwrites the others.
public struct FrontToBackKeepLast: HitTestMutation {
    public static let name = "frontToBackKeepLast"
    public static let origin = "seed 004's hitTest sketch"
    public static let witness: MutantWitness? = MutantWitness(x: 10, y: 10, reference: "target", mutated: "parent")
    public init() {}

    public func childOrder(_ view: View) -> ChildOrder { .backmostFirst }

    public func childAnswered(_ answer: View?, remembered: inout View?) -> Bool {
        remembered = answer
        return false
    }
}
