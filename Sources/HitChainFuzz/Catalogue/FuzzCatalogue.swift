public import HitChainKit
import HitChainScene

/// The fuzzer's own UIKit-style subclasses (`CatalogueView`): grown and shrunk hit areas, an
/// oval, a pass-through overlay, a forwarding container, a view that ends the chain, one that
/// answers `canPerformAction`, one that refuses gestures in code, touch handlers with and
/// without `super`, and views whose recognizers are subclasses (`GestureRecognizerMaking`).
/// `hitchain fuzz` places them in its scenes (features `userSubclass`, `recognizerSubclass`), so
/// every run meets overrides written in Swift without any code from the user; the properties
/// judge them by their twins (`twin(of:)`).
public enum FuzzCatalogue {
    struct Entry: Sendable {
        let name: String
        let make: @Sendable () -> UIView
        let prepare: @Sendable (inout ViewSpec) -> Void
        let twin: @Sendable (inout ViewSpec, Int, HCScene) -> Void
        let followsSubviews: Bool
        /// Whether the class makes its recognizers itself (subclasses of the built-in ones).
        let makesRecognizers: Bool

        init<C: CatalogueView>(_ type: C.Type) {
            name = C.className
            make = { C.make() }
            prepare = { C.prepare(&$0) }
            twin = { C.twin(&$0, index: $1, in: $2) }
            followsSubviews = C.followsSubviews
            makesRecognizers = C.self is any GestureRecognizerMaking.Type
        }
    }

    static let entries: [Entry] = [
        Entry(FuzzHitSlopView.self), Entry(FuzzCompactHitAreaView.self), Entry(FuzzOvalView.self),
        Entry(FuzzPassThroughView.self), Entry(FuzzForwardingView.self), Entry(FuzzChainEndView.self),
        Entry(FuzzCopyOnlyView.self), Entry(FuzzGestureRefusingView.self), Entry(FuzzTouchSinkView.self),
        Entry(FuzzTouchLoggingView.self), Entry(FuzzSubclassedRecognizersView.self), Entry(FuzzPatientTapView.self),
    ]

    private static let byName: [String: Int] = Dictionary(
        uniqueKeysWithValues: entries.indices.map { (entries[$0].name, $0) })

    /// The catalogue's class names, in catalogue order.
    public static var classNames: [String] { entries.map(\.name) }

    /// Builds the catalogue's classes by name: what every application the fuzzer, `replay`
    /// and the other commands build from a fuzz case needs.
    public static let registry: ViewClassRegistry = {
        var r = ViewClassRegistry()
        for e in entries { r.register(e.name, make: e.make) }
        return r
    }()

    /// `registry` with `other`'s classes added (a user's class of the same name wins).
    static func registry(adding other: ViewClassRegistry?) -> ViewClassRegistry {
        guard let other, !other.isEmpty else { return registry }
        return registry.merging(other)
    }

    /// Whether `className` is a catalogue class whose `hitTest` changes the answer when
    /// `super` answers the view itself (`hit === self ? … : hit`).
    static func reinterpretsOwnAnswer(_ className: String) -> Bool {
        isCatalogueClass(className) && reinterpreting.contains(className)
    }

    /// Whether `className` is a catalogue class whose code changes hit-testing (the rest only
    /// answer responder messages), every one only inside its bounds grown by at most 12 pt.
    static func changesHitTesting(_ className: String) -> Bool {
        isCatalogueClass(className) && hitTesting.contains(className)
    }

    private static let hitTesting: Set<String> = [
        FuzzHitSlopView.className, FuzzCompactHitAreaView.className, FuzzOvalView.className,
        FuzzPassThroughView.className, FuzzForwardingView.className,
    ]
    private static let reinterpreting: Set<String> = [FuzzPassThroughView.className, FuzzForwardingView.className]

    /// Whether a view of `scene` is of a catalogue class.
    ///
    /// - Complexity: O(views), no hashing but for names starting with `Fuzz`.
    static func isUsed(in scene: HCScene) -> Bool {
        scene.views.indices.contains { isCatalogueClass(scene.views[$0].className) }
    }

    /// Whether `className` is one of the catalogue's (every name starts with `Fuzz`: most views
    /// are told apart without hashing their class name).
    static func isCatalogueClass(_ className: String) -> Bool {
        // The first byte alone turns away the `UI…` names most views have: a generic
        // `starts(with:)` cost more than the rest of many callers.
        className.utf8.first == UInt8(ascii: "F") && className.utf8.starts(with: "Fuzz".utf8)
            && byName[className] != nil
    }

    /// The scene with each catalogue view replaced by its twin — what the properties expect
    /// of it — and whether every twin is exact only while subviews stay as they start; nil
    /// when the scene has none.
    ///
    /// - Complexity: O(views).
    static func twin(of scene: HCScene) -> (scene: HCScene, followsSubviews: Bool)? {
        var twin = scene
        var used = false
        var follows = false
        for i in scene.views.indices where isCatalogueClass(scene.views[i].className) {
            guard let k = byName[scene.views[i].className] else { continue }
            used = true
            follows = follows || entries[k].followsSubviews
            entries[k].twin(&twin.views[i], i, scene)
        }
        return used ? (twin, follows) : nil
    }

    /// Whether view `spec` can become a catalogue class: a plain `UIView` (not a window, a
    /// control, a scroll view or a text input, whose classes are UIKit's), with no declared
    /// hit-testing override (the class's code is its hit-testing).
    static func canHold(_ spec: ViewSpec) -> Bool {
        spec.className == "UIView" && !spec.isControl && spec.scrollView == nil && spec.textInput == .none
    }

    /// Makes view `i` of `scene` an instance of entry `k`.
    static func place(_ k: Int, at i: Int, in scene: inout HCScene) {
        scene.views[i].responder.className = entries[k].name
        scene.views[i].pointInside = .default
        scene.views[i].hitTest = .default
        entries[k].prepare(&scene.views[i])
    }
}
