import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// An event's touches go out one call per view and phase: views in the order each first
/// appears, phases began, moved, ended, cancelled, ids in sample order — for a few views,
/// and for more views than the grouping looks through linearly.
@Suite("Touch grouping")
struct TouchGroupingTests {
    /// `count` views side by side, each 10 points wide, every one handling touches.
    static func row(_ count: Int) throws -> UIApplication {
        let views = (0..<count).map { k in
            #"{ "name": "v\#(k)", "frame": [\#(k * 10), 0, 10, 10], "multipleTouchEnabled": true, "#
                + #""handles": { "touches": "handle" } }"#
        }
        return try app(
            fromJSON: #"{ "format": "hitchain-scene", "version": 1, "screen": { "width": 400, "height": 100 }, "#
                + #""windows": [ { "name": "w", "frame": [0, 0, 400, 100], "subviews": [ "#
                + views.joined(separator: ", ") + " ] } ] }")
    }

    @Test("touches on many views, interleaved: grouped by view in first-appearance order", arguments: [3, 12, 40])
    func grouped(views: Int) throws {
        let app = try Self.row(views)
        // Two touches per view, begun in a shuffled view order (a fixed permutation).
        let order = (0..<views).map { ($0 * 7 + 3) % views }
        var began: [TouchSample] = []
        for (n, k) in order.enumerated() {
            for j in 0..<2 {
                began.append(
                    TouchSample(
                        id: 1 + n * 2 + j, phase: .began, location: HCPoint(x: Double(k * 10) + 2 + Double(j), y: 5)))
            }
        }
        // Interleave each view's two samples far apart: first halves, then second halves.
        let first = began.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        let second = began.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let trace = EventDispatcher.deliver([TimedEvent(time: 0, event: .touches(first + second))], to: app)
        let calls = trace.lines.filter { $0.contains("touchesBegan") }
        let expected = order.enumerated().map { n, k in
            "  w/v\(k) touchesBegan {\(1 + n * 2), \(2 + n * 2)} -> handled"
        }
        #expect(calls == expected)
    }

    @Test("one view, every phase in one event: began, moved, ended, cancelled, each once")
    func phases() throws {
        let app = try Self.row(1)
        let p = HCPoint(x: 5, y: 5)
        let events = [
            TimedEvent(time: 0, event: .touches((1...3).map { TouchSample(id: $0, phase: .began, location: p) })),
            TimedEvent(
                time: 1,
                event: .touches([
                    TouchSample(id: 3, phase: .cancelled, location: p), TouchSample(id: 1, phase: .moved, location: p),
                    TouchSample(id: 2, phase: .ended, location: p), TouchSample(id: 4, phase: .began, location: p),
                ])),
        ]
        let calls = EventDispatcher.deliver(events, to: app).lines.filter { $0.hasPrefix("  w/v0 touches") }
        #expect(
            calls == [
                "  w/v0 touchesBegan {1, 2, 3} -> handled", "  w/v0 touchesBegan {4} -> handled",
                "  w/v0 touchesMoved {1} -> handled", "  w/v0 touchesEnded {2} -> handled",
                "  w/v0 touchesCancelled {3} -> handled",
            ])
    }
}
