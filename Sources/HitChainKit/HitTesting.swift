public import HitChainGeometry

/// Anything that can answer "which view is under this screen point": the reference walk,
/// and every optimized engine. Event dispatch takes one, so that the same events can be
/// delivered through each engine and their traces compared.
public protocol HitTesting {
    /// The view a touch beginning at `screenPoint` is bound to, and its window.
    func hitTest(_ application: UIApplication, screenPoint: HCPoint) -> HitTestResult
}

extension ReferenceHitTester: HitTesting {}
