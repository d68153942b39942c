import HitChainKit

/// What a divergence is, for triage: the reading of the rules that gives the engine's
/// answers, else the step of the reference's walk where an unexplained answer parts from it,
/// else (a failure that is not about an engine's answers) the property and what it says.
/// A run counts cases per class; a baseline (`KnownClasses`) accepts classes by `key`.
public struct DivergenceClass: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// What the class is: a reading, an unexplained step, or another property.
    public enum Kind: Hashable, Sendable {
        /// The engine answers as this reading of the rules.
        case reading(HitTestMutant)
        /// No reading gives the answer; the kind of the walk's step where it parts
        /// (`UnexplainedDivergence.step`): one class per counterexample shape.
        case unexplained(String)
        /// Another property failed; its words with the case's names and numbers taken out.
        case property(FuzzProperty, String)
    }

    /// The engine the class is about (nil: the dispatcher's properties, shared by every engine).
    public var engine: String?
    /// What the class is.
    public var kind: Kind

    /// The class `kind` for `engine`.
    public init(engine: String?, kind: Kind) {
        self.engine = engine
        self.kind = kind
    }

    /// Stable text a baseline stores: `reading:maxEdgesInside`, `unexplained:outsideAncestor`,
    /// `property:touchLifecycle: …`.
    public var key: String {
        switch kind {
        case .reading(let m): return "reading:\(m.rawValue)"
        case .unexplained(let s): return "unexplained:\(s)"
        case .property(let p, let shape): return "property:\(p.rawValue): \(shape)"
        }
    }

    /// The description without the engine's name.
    public var kindDescription: String { DivergenceClass(engine: nil, kind: kind).description }

    /// The class as a report names it, with its engine.
    public var description: String {
        let on = engine.map { "\($0): " } ?? ""
        switch kind {
        case .reading(let m): return on + "answers as \(m.rawValue): \(m.mistake)"
        case .unexplained(let s):
            return on
                + "answers differently where no known mistake explains it, at the walk's \"\(Self.heading(s))\" step"
        case .property(let p, let shape): return on + "\(p.rawValue): \(shape)"
        }
    }

    /// The rule the class is about: the reading's, or the one whose step the walks part at;
    /// nil for a property's class.
    public var rule: ContractRule? {
        switch kind {
        case .reading(let m): return m.rule
        case .unexplained(let s): return ContractRule.ofStep(s)
        case .property: return nil
        }
    }

    private static func heading(_ step: String) -> String { ContractRule.ofStep(step).heading }

    /// Classes sort by engine, then key.
    public static func < (a: Self, b: Self) -> Bool { (a.engine ?? "", a.key) < (b.engine ?? "", b.key) }
}

extension HitTestMutant {
    /// The readings of the rules triage explains divergences with: every mutant no scene
    /// can mistake for the reference, in catalogue order.
    package static let readings: [HitTestMutant] = allCases.filter { !$0.isEquivalent }
}
