import HitChainKit
import HitChainScene
import HitChainUIKit

/// A view whose taps, long presses and pans are recognizer subclasses that call `super` in every
/// override (`FuzzLoggingTapRecognizer`, `FuzzAnchoredLongPressRecognizer`,
/// `FuzzTrackingPanRecognizer`): the dispatcher's path for a subclass's recognizer on every run.
///
/// Twin: the same recognizers, of the built-in classes.
final class FuzzSubclassedRecognizersView: UIView, CatalogueView, GestureRecognizerMaking {
    static func make() -> Self { Self(frame: .zero) }

    func makeGestureRecognizer(_ spec: GestureRecognizerSpec) -> UIGestureRecognizer {
        switch spec.kind {
        case .tap(let taps, let touches): return FuzzLoggingTapRecognizer(spec: spec, taps: taps, touches: touches)
        case .longPress(let duration, let movement, let touches):
            return FuzzAnchoredLongPressRecognizer(spec: spec, duration: duration, movement: movement, touches: touches)
        case .pan(let minimum, let maximum):
            return FuzzTrackingPanRecognizer(spec: spec, minimum: minimum, maximum: maximum)
        default: return UIGestureRecognizer.make(spec)
        }
    }

    static func twin(_ spec: inout ViewSpec, index: Int, in scene: HCScene) {}
}

/// A view whose taps wait, by their own `shouldRequireFailure(of:)`, for every tap needing more
/// taps that shares their touches to fail (`FuzzPatientTapRecognizer`).
///
/// Twin: each of its taps with a delegate whose `shouldRequireFailureOf` names every tap of the
/// scene that needs more taps (a delegate's answer is asked of the same recognizers).
final class FuzzPatientTapView: UIView, CatalogueView, GestureRecognizerMaking {
    static func make() -> Self { Self(frame: .zero) }

    func makeGestureRecognizer(_ spec: GestureRecognizerSpec) -> UIGestureRecognizer {
        guard case .tap(let taps, let touches) = spec.kind else { return UIGestureRecognizer.make(spec) }
        return FuzzPatientTapRecognizer(spec: spec, taps: taps, touches: touches)
    }

    static func twin(_ spec: inout ViewSpec, index: Int, in scene: HCScene) {
        for k in spec.gestureRecognizers.indices {
            guard case .tap(let taps, _) = spec.gestureRecognizers[k].kind else { continue }
            let longer = scene.views.flatMap(\.gestureRecognizers).compactMap { r -> String? in
                guard case .tap(let other, _) = r.kind, other > taps else { return nil }
                return r.name
            }
            guard !longer.isEmpty else { continue }
            var delegate = spec.gestureRecognizers[k].delegate ?? GestureDelegateSpec()
            delegate.shouldRequireFailureOf += longer.filter { !delegate.shouldRequireFailureOf.contains($0) }
            spec.gestureRecognizers[k].delegate = delegate
        }
    }
}
