import HitChainKit

/// What a divergence is, for triage: the reading of the rules that gives the engine's
/// answers, else the step of the reference's walk where an unexplained answer parts from it,
/// else (a failure that is not about an engine's answers) the property and what it says.
/// A run counts cases per class; a baseline (`KnownClasses`) accepts classes by `key`.
public struct DivergenceClass: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The engine answers as this reading of the rules.
        case reading(HitTestMutant)
        /// No reading gives the answer; the walk's step where it parts.
        case step(String)
        /// Another property failed; its words with the case's names and numbers taken out.
        case property(FuzzProperty, String)
    }

    /// The engine the class is about (nil: the dispatcher's properties, shared by every engine).
    public var engine: String?
    public var kind: Kind

    public init(engine: String?, kind: Kind) {
        self.engine = engine
        self.kind = kind
    }

    /// Stable text a baseline stores: `reading:maxEdgesInside`, `step:outsideAncestor`,
    /// `property:touchLifecycle: …`.
    public var key: String {
        switch kind {
        case .reading(let m): return "reading:\(m.rawValue)"
        case .step(let s): return "step:\(s)"
        case .property(let p, let shape): return "property:\(p.rawValue): \(shape)"
        }
    }

    public var description: String {
        let on = engine.map { "\($0): " } ?? ""
        switch kind {
        case .reading(let m): return on + "answers as \(m.rawValue) (\(m.origin))"
        case .step(let s): return on + "no reading explains it; the walks part at a step of kind \(s)"
        case .property(let p, let shape): return on + "\(p.rawValue): \(shape)"
        }
    }

    public static func < (a: Self, b: Self) -> Bool { (a.engine ?? "", a.key) < (b.engine ?? "", b.key) }
}

extension HitTestMutant {
    /// The readings of the rules triage explains divergences with: every mutant no scene
    /// can mistake for the reference, in catalogue order.
    package static let readings: [HitTestMutant] = allCases.filter { !$0.isEquivalent }
}
