public import HitChainKit

/// An engine by name, with the factory that builds it for an application.
public struct NamedEngine: Sendable {
    /// The engine's name (`indexed`, `mutant:NAME`, `process:COMMAND`).
    public var name: String
    /// Makes the engine for an application.
    public var make: @Sendable (UIApplication) -> any HitTesting
    /// The delivery rules its dispatcher uses: UIKit's, except for a delivery mutant.
    package var deliveryRules: any DeliveryRules
    /// An engine in another process: its processes, their problems, and whether it was given up on.
    package var processPool: ProcessPool?

    /// Why runs stopped asking this engine: an engine in another process (`process:COMMAND`)
    /// that could not be started or failed again and again; nil for every other engine.
    public var failure: EngineFailure? { processPool?.failure }

    /// An engine named `name`, made by `make`.
    public init(_ name: String, make: @escaping @Sendable (UIApplication) -> any HitTesting) {
        self.init(name, deliveryRules: UIKitDeliveryRules(), make: make)
    }

    /// An engine whose dispatcher delivers with `deliveryRules` (a delivery mutant's).
    package init(
        _ name: String, deliveryRules: any DeliveryRules, make: @escaping @Sendable (UIApplication) -> any HitTesting
    ) {
        self.name = name
        self.deliveryRules = deliveryRules
        self.make = make
    }

    /// The engine type `E`, under its `engineName`.
    public init<E: HitTestEngine>(_ type: E.Type) {
        self.init(E.engineName) { E(application: $0) }
    }

    /// Whether the engine answers from another process (`process:COMMAND`): it is sent the
    /// scene as data, so a user's Swift subclass is not its to run.
    public var runsInAnotherProcess: Bool { name.hasPrefix("process:") }

    /// The engines replay and the fuzzer run: the reference first, then each optimized one.
    public static func registered() -> [NamedEngine] {
        [NamedEngine(ReferenceEngine.self), NamedEngine(FlattenedEngine.self), NamedEngine(IndexedEngine.self)]
    }
}
