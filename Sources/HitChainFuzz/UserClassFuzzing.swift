public import HitChainKit
import HitChainScene

/// The user's view classes in fuzzing: a factory per class (`registry`), placed on a share of
/// each generated scene's views (windows excepted), checked as every view is — engines
/// against the reference, delivery against its rules — and more: an override answers the
/// same when asked the same twice (`overridePurity`), and the `properties` asked of them.
///
///     var classes = UserClassFuzzing()
///     classes.registry.register(RoundButton.self) { RoundButton(frame: .zero) }
///     classes.properties = [.tappableArea(of: "RoundButton", width: 44, height: 44)]
///     let result = Fuzzer(FuzzOptions(seed: 1, iterations: 500, userClasses: classes)).run()
///
/// A failing case shrinks and saves as any other; replaying it needs the same registry
/// (`Replayer(registry:)`).
public struct UserClassFuzzing: Sendable {
    /// The user's classes, by name.
    public var registry: ViewClassRegistry
    /// The chance that a generated view becomes an instance of one of the classes.
    public var share: Double
    /// The properties asked of them.
    public var properties: [UserClassProperty]

    /// Fuzzing of the classes in `registry`, placed in the generated scenes, checked against `properties`.
    public init(
        registry: ViewClassRegistry = ViewClassRegistry(), share: Double = 0.3, properties: [UserClassProperty] = []
    ) {
        self.registry = registry
        self.share = share
        self.properties = properties
    }

    /// Gives a share of `c`'s views (not windows) one of the registered class names, drawn
    /// from a generator seeded by the case's own seed, so a run is the same on any machine
    /// and any `--jobs`.
    func place(in c: inout FuzzCase, seed: UInt64, index: Int) {
        let names = registry.classNames
        guard !names.isEmpty, share > 0 else { return }
        var e = Entropy(seed: Entropy.caseSeed(run: seed ^ 0x5553_4552_434C_4153, index: index))
        let windows = Set(c.scene.windows.map(\.view))
        // What each class is (a control? a text input? a scroll view?), so the scene says what its instances
        // will be and the delivery properties expect what they do.
        let kinds = names.map { name in registry.make(name).map { ($0.isControl, $0.textInput, $0 is UIScrollView) } }
        for i in c.scene.views.indices where !windows.contains(i) && e.chance(share) {
            let k = e.int(names.count)
            c.scene.views[i].responder.className = names[k]
            // The class's own code is the view's hit-testing: no declared override on top.
            c.scene.views[i].pointInside = .default
            c.scene.views[i].hitTest = .default
            guard let (isControl, textInput, isScrollView) = kinds[k] else { continue }
            // A scroll view is one when its class is: the scene follows the class.
            if isScrollView != (c.scene.views[i].scrollView != nil) {
                c.scene.views[i].scrollView = isScrollView ? ScrollViewSpec() : nil
            }
            if isControl { c.scene.views[i].isControl = true }
            if textInput != .none { c.scene.views[i].textInput = textInput }
        }
        // A scroll view that is no longer one takes its pan's name with it.
        c.scene.dropDanglingNames()
    }
}
