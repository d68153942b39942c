public import HitChainGeometry
import HitChainScene

/// One touch as a recognizer sees it: its id, where it is (screen space) and its tap count.
public struct GestureTouch: Hashable, Sendable {
    /// The touch's identifier, as the events number it.
    public var id: Int
    /// Where it is, in screen coordinates.
    public var location: HCPoint
    /// `UITouch.tapCount`: 1 for a first tap, 2 for a double tap's second.
    public var tapCount: Int

    /// A touch `id` at `location` (screen), its `tapCount`-th tap.
    public init(id: Int, location: HCPoint, tapCount: Int = 1) {
        self.id = id
        self.location = location
        self.tapCount = tapCount
    }
}

/// A touch call the dispatcher is making to a subclass's recognizer: what `super` answers.
struct GestureCall {
    var phase: TouchPhase
    var touches: [GestureTouch]
    var time: Double
    /// Whether it is a press call (`pressesBegan`, …): its touches stand for the presses.
    var isPress = false
}
