/// A view's space to the screen as one affine map, `p ↦ origin + p.x · xAxis + p.y · yAxis`,
/// built from its parent's map and its own geometry (three points fix an affine map). One
/// pass down a tree gives every view's map, so that tools that draw or sample many views
/// (pictures, the explorer's hit map) never convert each view's points through its whole
/// ancestry. The hit-test itself converts as `ViewGeometry` does, point by point.
public struct ScreenMap: Hashable, Sendable {
    /// Where the view's own origin lands on the screen.
    public var origin: HCPoint
    /// Where one point along the view's x axis moves on the screen.
    public var xAxis: HCPoint
    /// Where one point along the view's y axis moves on the screen.
    public var yAxis: HCPoint

    /// The map `p ↦ origin + p.x · xAxis + p.y · yAxis`.
    public init(origin: HCPoint, xAxis: HCPoint, yAxis: HCPoint) {
        self.origin = origin
        self.xAxis = xAxis
        self.yAxis = yAxis
    }

    /// A window's parent: the screen itself.
    public static let identity = ScreenMap(origin: .zero, xAxis: HCPoint(x: 1, y: 0), yAxis: HCPoint(x: 0, y: 1))

    /// A point of the view's space on the screen.
    public func apply(_ p: HCPoint) -> HCPoint {
        HCPoint(x: origin.x + p.x * xAxis.x + p.y * yAxis.x, y: origin.y + p.x * xAxis.y + p.y * yAxis.y)
    }

    /// A screen point in the view's space; nil when the map is singular or not finite.
    public func local(_ p: HCPoint) -> HCPoint? {
        let determinant = xAxis.x * yAxis.y - yAxis.x * xAxis.y
        guard determinant != 0, determinant.isFinite else { return nil }
        let dx = p.x - origin.x, dy = p.y - origin.y
        let q = HCPoint(x: (dx * yAxis.y - dy * yAxis.x) / determinant, y: (dy * xAxis.x - dx * xAxis.y) / determinant)
        return q.x.isFinite && q.y.isFinite ? q : nil
    }

    /// The map of a view with `geometry` whose parent's map is this one.
    public func after(_ geometry: ViewGeometry) -> ScreenMap {
        let o = apply(geometry.convertToSuperview(.zero))
        let x = apply(geometry.convertToSuperview(HCPoint(x: 1, y: 0)))
        let y = apply(geometry.convertToSuperview(HCPoint(x: 0, y: 1)))
        return ScreenMap(
            origin: o, xAxis: HCPoint(x: x.x - o.x, y: x.y - o.y), yAxis: HCPoint(x: y.x - o.x, y: y.y - o.y))
    }

    /// A rectangle's corners on the screen, clockwise from its minimum corner.
    public func corners(of rect: HCRect) -> [HCPoint] {
        [
            HCPoint(x: rect.minX, y: rect.minY), HCPoint(x: rect.maxX, y: rect.minY),
            HCPoint(x: rect.maxX, y: rect.maxY),
            HCPoint(x: rect.minX, y: rect.maxY),
        ].map(apply)
    }

    /// Whether the box around `rect`'s corners on the screen meets `area` with some area.
    public func shows(_ rect: HCRect, on area: HCRect) -> Bool {
        let corners = corners(of: rect)
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return false }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return (xs.max() ?? 0) > area.minX && (xs.min() ?? 0) < area.maxX && (ys.max() ?? 0) > area.minY
            && (ys.min() ?? 0) < area.maxY
    }
}
