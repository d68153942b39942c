public import HitChainGeometry
import HitChainScene

/// One touch as a recognizer sees it: its id, where it is (screen space) and its tap count.
public struct GestureTouch: Hashable, Sendable {
    public var id: Int
    public var location: Point
    public var tapCount: Int

    public init(id: Int, location: Point, tapCount: Int = 1) {
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
