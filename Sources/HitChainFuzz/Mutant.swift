public import HitChainEngines
import HitChainKit

/// A wrong engine the mutation self-check must catch: the reference walk with one of its
/// rules mutated (`HitTestMutant`, each a type in HitChainKit/Mutants), a wrong optimized
/// engine (HitChainEngines/Mutants), or the dispatcher with one delivery rule mutated
/// (`DeliveryMutant`, each a type in HitChainKit/DeliveryMutants). Registered once, in `all`.
public struct Mutant: Sendable, Hashable, CustomStringConvertible {
    /// The mutant's name (`mutant:NAME`).
    public var name: String
    /// Where the bug comes from (a seed, a common port bug).
    public var origin: String
    /// Whether no case can tell it from the reference (it must survive).
    public var isEquivalent: Bool
    /// The most views a shrunk counterexample needs (an index needs a wide parent).
    package var shrunkViewBound: Int
    let make: @Sendable (UIApplication) -> any HitTesting
    /// For a delivery mutant: the rule it breaks (the fuzzer delivers every case with it and
    /// hit-tests with the reference).
    public var delivery: DeliveryMutant?

    /// The engine replay runs: `mutant:NAME` (the reference walk, with a delivery mutant's
    /// rules when it is one).
    public var engine: NamedEngine {
        NamedEngine("mutant:\(name)", deliveryRules: delivery?.rules ?? UIKitDeliveryRules(), make: make)
    }
    /// The name.
    public var description: String { name }

    /// Mutants are equal when their names are.
    public static func == (a: Mutant, b: Mutant) -> Bool { a.name == b.name }
    /// Hashes the name.
    public func hash(into h: inout Hasher) { h.combine(name) }

    /// The reference walk with `mutant`'s rules.
    package init(_ mutant: HitTestMutant) {
        name = mutant.rawValue
        origin = mutant.origin
        isEquivalent = mutant.isEquivalent
        shrunkViewBound = 4
        make = { _ in ReferenceHitTester(mutant: mutant) }
    }

    /// UIKit's hit-testing with `mutant`'s delivery rule.
    package init(_ mutant: DeliveryMutant) {
        name = mutant.rawValue
        origin = mutant.origin
        isEquivalent = false
        shrunkViewBound = 8
        make = { _ in ReferenceHitTester() }
        delivery = mutant
    }

    /// The reference walk with several hit-test mutants at once (`a+b+c`, `ComposedHitTestRules`):
    /// a port with several bugs, what triage is for.
    package init(composing mutants: [HitTestMutant]) {
        name = mutants.map(\.rawValue).joined(separator: "+")
        origin = "several readings at once: " + mutants.map(\.origin).joined(separator: "; ")
        isEquivalent = false
        shrunkViewBound = 4
        make = { _ in ReferenceHitTester(rules: ComposedHitTestRules(mutants)) }
    }

    init<E: HitTestEngine>(_ type: E.Type, name: String, origin: String, shrunkViewBound: Int) {
        self.name = name
        self.origin = origin
        isEquivalent = false
        self.shrunkViewBound = shrunkViewBound
        make = { E(application: $0) }
    }

    /// Every mutant: the reference's, then the wrong engines.
    public static let all: [Mutant] =
        HitTestMutant.allCases.map(Mutant.init)
        + [
            Mutant(
                StaleGeometryEngine.self, name: StaleGeometryEngine.engineName, origin: StaleGeometryEngine.origin,
                shrunkViewBound: 4),
            Mutant(
                UnroundedIndexEngine.self, name: UnroundedIndexEngine.engineName, origin: UnroundedIndexEngine.origin,
                shrunkViewBound: 18),
        ] + DeliveryMutant.allCases.map(Mutant.init)

    /// A mutant by name, or hit-test mutants joined by `+` (`maxEdgesInside+keyWindowOnly`).
    public static func named(_ name: String) -> Mutant? {
        if let m = all.first(where: { $0.name == name }) { return m }
        let parts = name.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        let mutants = parts.compactMap(HitTestMutant.init(rawValue:))
        guard parts.count > 1, mutants.count == parts.count, Set(mutants).count == mutants.count else { return nil }
        return Mutant(composing: mutants)
    }
}
