public import HitChainGeometry

/// A drag adds the finger's translation to the content offset instead of taking it away.
public struct ScrollOppositeToFinger: DeliveryMutation {
    public static let name = "scrollOppositeToFinger"
    public static let origin =
        "the content offset follows the finger instead of the content: the content moves against the finger"
    public init() {}

    public func contentOffset(from start: Point, translation: Point) -> Point {
        Point(x: start.x + translation.x, y: start.y + translation.y)
    }
}
