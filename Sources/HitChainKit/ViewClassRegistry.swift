/// Which user classes a scene's class names stand for: replaying a recording, or importing a
/// dump, whose views are of the user's classes builds instances of them, so the user's
/// overrides run (`UIApplication(scene:registry:)`).
///
///     var registry = ViewClassRegistry()
///     registry.register("RoundButton") { RoundButton(frame: .zero) }
///
/// A factory makes the instance as the app would (its own state — insets, targets — is the
/// factory's to set); the scene then gives it its name, geometry, flags and place.
public struct ViewClassRegistry: Sendable {
    private var factories: [String: @Sendable () -> UIView] = [:]

    /// An empty registry.
    public init() {}

    /// Builds views whose class name is `className` with `make`.
    public mutating func register(_ className: String, make: @escaping @Sendable () -> UIView) {
        factories[className] = make
    }

    /// Builds views named by `type`'s own name (`"RoundButton"` for `RoundButton.self`).
    public mutating func register<V: UIView>(_ type: V.Type, make: @escaping @Sendable () -> V) {
        factories[String(describing: type)] = make
    }

    /// The class names registered.
    public var classNames: [String] { factories.keys.sorted() }

    /// A new instance for `className`, or nil when none is registered.
    public func make(_ className: String) -> UIView? { factories[className]?() }

    /// This registry with `other`'s classes added; where both name a class, `other`'s wins.
    public func merging(_ other: ViewClassRegistry) -> ViewClassRegistry {
        var merged = self
        merged.factories.merge(other.factories) { _, theirs in theirs }
        return merged
    }

    /// Whether no class is registered.
    public var isEmpty: Bool { factories.isEmpty }
}
