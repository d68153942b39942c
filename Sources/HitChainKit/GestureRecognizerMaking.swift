package import HitChainScene

/// A view class that makes the recognizers a scene gives it, instead of the built-in classes:
/// the fuzzer's catalogue puts `UIGestureRecognizerSubclass` subclasses in its scenes this way,
/// so the dispatcher's path for a subclass's recognizer runs on every fuzz run.
package protocol GestureRecognizerMaking: AnyObject {
    /// The recognizer for `spec` (its kind, parameters and relations as the spec says).
    func makeGestureRecognizer(_ spec: GestureRecognizerSpec) -> UIGestureRecognizer
}
