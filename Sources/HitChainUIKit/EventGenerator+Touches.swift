import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene

/// Which fingers a call means, and the touch events it sends.
extension EventGenerator {
    func fingerDown(_ indices: [FingerIndex?], at locations: [any HammerLocatable], tapCount: Int) throws {
        let indices = try freeFingers(indices, expected: locations.count)
        let points = try locations.map { try $0.hitPoint(for: self) }
        for p in points where ReferenceHitTester().hitTest(application, screenPoint: HCPoint(p)).view == nil {
            throw HammerError.pointIsNotHittable(p)
        }
        for i in indices where activeFingers.contains(where: { $0.index == i }) {
            throw HammerError.touchForFingerAlreadyExists(index: i)
        }
        for (i, p) in zip(indices, points) {
            activeFingers.append((i, takeTouchID(), p))
        }
        try send(Array(zip(indices, points)), phase: .began, tapCount: tapCount)
    }

    func fingerUp(_ indices: [FingerIndex?], tapCount: Int) throws {
        let indices = try existingFingers(indices, minimum: 1)
        let lifting = indices.map { ($0, location(of: $0)) }
        try send(lifting, phase: .ended, tapCount: tapCount)
        activeFingers.removeAll { f in indices.contains(f.index) }
    }

    /// One touch event for the fingers, each at its point; the fingers' places are kept.
    func send(_ fingers: [(FingerIndex, CGPoint)], phase: TouchPhase, tapCount: Int = 1) throws {
        var samples: [TouchSample] = []
        for (index, point) in fingers {
            guard let k = activeFingers.firstIndex(where: { $0.index == index }) else {
                throw HammerError.touchForFingerDoesNotExist(index: index)
            }
            activeFingers[k].location = point
            samples.append(
                TouchSample(id: activeFingers[k].id, phase: phase, location: HCPoint(point), tapCount: tapCount))
        }
        synthesizer.send(.touches(samples))
    }

    /// Calls `step` with the fraction done, an event every `fingerMoveInterval` of virtual time.
    func interpolate(_ duration: TimeInterval, _ step: (CGFloat) throws -> Void) throws {
        let steps = max(1, min(10_000, Int((duration / Self.fingerMoveInterval).rounded(.up))))
        for k in 1...steps {
            synthesizer.advance(duration / Double(steps))
            try step(CGFloat(k) / CGFloat(steps))
        }
    }

    /// The fingers a touch down uses: those given, then free ones in `FingerIndex` order.
    func freeFingers(_ indices: [FingerIndex?], expected: Int) throws -> [FingerIndex] {
        if !indices.isEmpty, indices.count != expected {
            throw HammerError.invalidFingerCount(count: indices.count, expected: expected)
        }
        let wanted = indices + Array(repeating: nil, count: max(0, expected - indices.count))
        let busy = Set(activeFingers.map(\.index)).union(wanted.compactMap { $0 })
        var free = FingerIndex.defaultOrder.filter { !busy.contains($0) }[...]
        guard wanted.filter({ $0 == nil }).count <= free.count else {
            throw HammerError.fingerLimitReached(limit: FingerIndex.defaultOrder.count)
        }
        return wanted.map { $0 ?? free.removeFirst() }
    }

    /// The fingers a move or a lift uses: those given, then the last ones down.
    func existingFingers(_ indices: [FingerIndex?], minimum: Int) throws -> [FingerIndex] {
        if !indices.isEmpty, indices.count < minimum {
            throw HammerError.invalidFingerCount(count: indices.count, expected: minimum)
        }
        let wanted = indices + Array(repeating: nil, count: max(0, minimum - indices.count))
        for case let i? in wanted where !activeFingers.contains(where: { $0.index == i }) {
            throw HammerError.touchForFingerDoesNotExist(index: i)
        }
        let named = Set(wanted.compactMap { $0 })
        var rest = activeFingers.map(\.index).filter { !named.contains($0) }
        let missing = wanted.filter { $0 == nil }.count
        guard missing <= rest.count else {
            throw HammerError.invalidFingerCount(count: activeFingers.count, expected: minimum)
        }
        rest = Array(rest.suffix(missing))
        var next = rest[...]
        return wanted.map { $0 ?? next.removeFirst() }
    }

    func nextFreeFinger() throws -> FingerIndex {
        guard let first = try freeFingers([nil], expected: 1).first else {
            throw HammerError.fingerLimitReached(limit: FingerIndex.defaultOrder.count)
        }
        return first
    }

    func location(of index: FingerIndex) -> CGPoint { activeFingers.first { $0.index == index }?.location ?? .zero }

    private func takeTouchID() -> Int {
        defer { nextTouchID += 1 }
        return nextTouchID
    }

    static func between(_ a: CGPoint, _ b: CGPoint, _ f: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }

    /// Two points `distance` apart about `centre`, on a line at `radians`.
    static func twoWay(_ centre: CGPoint, _ distance: CGFloat, _ radians: CGFloat) -> [any HammerLocatable] {
        let (dx, dy) = (cos(radians) * distance / 2, sin(radians) * distance / 2)
        return [CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy)]
    }

    static func pivot(_ p: CGPoint, about c: CGPoint, by radians: CGFloat) -> CGPoint {
        let (s, k) = (sin(radians), cos(radians))
        let (x, y) = (p.x - c.x, p.y - c.y)
        return CGPoint(x: c.x + x * k - y * s, y: c.y + x * s + y * k)
    }
}
