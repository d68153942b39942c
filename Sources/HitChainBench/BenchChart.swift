import Foundation
import HitChainGeometry
import HitChainPictures

/// Bench results as an SVG a person can read at a glance: a grid with one column per shape
/// and one row per measure — the time per query (p50) on the uniform points, then the
/// speedup against the reference for every query set — views on the x axis, both axes
/// logarithmic and starting where the data starts; one line per engine.
package struct BenchChart {
    package let results: [Bench.Result]

    package init(results: [Bench.Result]) { self.results = results }

    static let colors = ["#6b7280", "#2563eb", "#16a34a", "#db2777", "#f59e0b", "#7c3aed"]
    static let panelWidth = 230.0, panelHeight = 150.0, gapX = 74.0, gapY = 70.0, top = 92.0

    /// One row of panels: what it plots and the rows of results it reads.
    struct Row {
        let title: String
        let querySet: String
        let value: (Bench.Result) -> Double
        let engines: [String]
        let isSpeedup: Bool
        func unit(_ v: Double) -> String { isSpeedup ? BenchChart.label(times: v) : BenchChart.label(ns: v) }
    }

    package func svg() -> String {
        let shapes = Self.ordered(results.map(\.shape))
        let engines = Self.ordered(results.map(\.engine))
        let querySets = Self.ordered(results.map(\.querySet))
        let timeSet = querySets.contains("uniform") ? "uniform" : (querySets.first ?? "")
        var rows = [
            Row(
                title: "time per query, p50, \(timeSet) points (lower is better)", querySet: timeSet, value: \.p50,
                engines: engines, isSpeedup: false)
        ]
        let others = engines.filter { $0 != "reference" }
        for q in querySets where engines.contains("reference") && !others.isEmpty {
            rows.append(
                Row(
                    title: "speedup against the reference, \(q) points (higher is better)", querySet: q,
                    value: \.speedup, engines: others, isSpeedup: true))
        }
        let width = Swift.max(Double(max(shapes.count, 1)) * (Self.panelWidth + Self.gapX) + Self.gapX, 720)
        let height = Self.top + Double(rows.count) * (Self.panelHeight + Self.gapY + 26) + 30
        var doc = SVGDocument(width: width, height: height)
        doc.element(
            "text", ["x": "\(Int(Self.gapX))", "y": "28", "font-size": "18", "font-weight": "bold"],
            text: "hitchain bench: hit-test engines side by side")
        for (k, e) in engines.enumerated() {
            let x = Self.gapX + Double(k) * 150
            doc.element(
                "rect",
                ["x": SVGDocument.number(x), "y": "46", "width": "16", "height": "4", "fill": color(e, engines)])
            doc.element("text", ["x": SVGDocument.number(x + 22), "y": "52", "font-size": "12"], text: e)
        }
        for (r, row) in rows.enumerated() {
            let oy = Self.top + Double(r) * (Self.panelHeight + Self.gapY + 26)
            doc.element(
                "text",
                [
                    "x": SVGDocument.number(Self.gapX), "y": SVGDocument.number(oy), "font-size": "14",
                    "font-weight": "bold",
                ],
                text: row.title)
            let data = results.filter { $0.querySet == row.querySet && row.engines.contains($0.engine) }
            let ys = data.map(row.value).filter { $0 > 0 && $0.isFinite }
            let xs = data.map { Double($0.views) }
            guard let yLo = ys.min(), let yHi = ys.max(), let xLo = xs.min(), let xHi = xs.max() else { continue }
            let axes = Axes(x: LogAxis(lo: xLo, hi: xHi), y: LogAxis(lo: yLo, hi: yHi))
            for (p, shape) in shapes.enumerated() {
                let ox = Self.gapX + Double(p) * (Self.panelWidth + Self.gapX)
                panel(
                    shape, row: row, data: data.filter { $0.shape == shape }, axes: axes, at: (ox, oy + 26), engines,
                    &doc)
            }
        }
        doc.element(
            "text",
            [
                "x": SVGDocument.number(Self.gapX), "y": SVGDocument.number(height - 10), "font-size": "12",
                "fill": "#6b7280",
            ],
            text: "views →, values ↑, both log scales starting at the data; one run of hitchain bench")
        return doc.text
    }

    struct Axes {
        let x: LogAxis
        let y: LogAxis
    }

    private func panel(
        _ shape: String, row: Row, data: [Bench.Result], axes: Axes, at origin: (Double, Double), _ all: [String],
        _ doc: inout SVGDocument
    ) {
        let (ox, oy) = origin, w = Self.panelWidth, h = Self.panelHeight, n = SVGDocument.number
        func px(_ v: Double) -> Double { ox + axes.x.fraction(v) * w }
        func py(_ v: Double) -> Double { oy + h - axes.y.fraction(v) * h }
        doc.element("text", ["x": n(ox), "y": n(oy - 6), "font-size": "12", "font-weight": "bold"], text: shape)
        doc.element(
            "rect", ["x": n(ox), "y": n(oy), "width": n(w), "height": n(h), "fill": "none", "stroke": "#d1d5db"])
        for t in axes.y.ticks {
            doc.element("line", ["x1": n(ox), "y1": n(py(t)), "x2": n(ox + w), "y2": n(py(t)), "stroke": "#f3f4f6"])
            doc.element(
                "text",
                ["x": n(ox - 5), "y": n(py(t) + 4), "font-size": "11", "text-anchor": "end", "fill": "#6b7280"],
                text: row.unit(t))
        }
        for t in axes.x.ticks {
            doc.element(
                "text",
                ["x": n(px(t)), "y": n(oy + h + 14), "font-size": "11", "text-anchor": "middle", "fill": "#6b7280"],
                text: Self.label(views: t))
        }
        if row.isSpeedup, axes.y.lo <= 1, axes.y.hi >= 1 {
            doc.element(
                "line",
                [
                    "x1": n(ox), "y1": n(py(1)), "x2": n(ox + w), "y2": n(py(1)), "stroke": "#6b7280",
                    "stroke-dasharray": "4 3",
                ])
        }
        for e in row.engines {
            let points = data.filter { $0.engine == e }.sorted { $0.views < $1.views }.filter { row.value($0) > 0 }
            guard !points.isEmpty else { continue }
            let c = color(e, all)
            let line = points.map { "\(n(px(Double($0.views)))),\(n(py(row.value($0))))" }.joined(separator: " ")
            doc.element("polyline", ["points": line, "fill": "none", "stroke": c, "stroke-width": "2"])
            for r in points {
                doc.element(
                    "circle", ["cx": n(px(Double(r.views))), "cy": n(py(row.value(r))), "r": "3", "fill": c],
                    title: "\(e), \(shape), \(plural(r.views, "view")), \(r.querySet): \(Self.label(ns: r.p50)) p50, "
                        + "\(Self.label(times: r.speedup)) the reference")
            }
        }
    }

    private func color(_ engine: String, _ all: [String]) -> String {
        Self.colors[(all.firstIndex(of: engine) ?? 0) % Self.colors.count]
    }

    static func ordered(_ names: [String]) -> [String] {
        var seen: [String] = []
        for n in names where !seen.contains(n) { seen.append(n) }
        return seen
    }

    static func label(ns v: Double) -> String {
        v >= 1e6 ? "\(short(v / 1e6)) ms" : v >= 1e3 ? "\(short(v / 1e3)) µs" : "\(short(v)) ns"
    }

    static func label(times v: Double) -> String { "\(short(v))×" }

    static func label(views v: Double) -> String {
        v >= 1e6 ? "\(short(v / 1e6))M" : v >= 1e3 ? "\(short(v / 1e3))k" : short(v)
    }

    /// Whole from 10 up, else to one decimal: `12`, `2.5`, `2` (never `2.0`).
    static func short(_ v: Double) -> String { formatMeasure(v, decimals: v >= 10 ? 0 : 1) }
}

/// A logarithmic axis from `lo` to `hi` (a little padding either side), with ticks at
/// 1, 2 and 5 times the powers of ten inside it, thinned to at most six.
struct LogAxis {
    let lo: Double
    let hi: Double
    private let a: Double
    private let b: Double

    init(lo: Double, hi: Double) {
        self.lo = lo
        self.hi = hi
        let pad = lo == hi ? 0.3 : (log10(hi) - log10(lo)) * 0.06
        a = log10(lo) - pad
        b = log10(hi) + pad
    }

    func fraction(_ v: Double) -> Double { (log10(Swift.max(v, 1e-300)) - a) / (b - a) }

    var ticks: [Double] {
        var all: [Double] = []
        var decade = pow(10, floor(a))
        while decade <= pow(10, b) {
            for m in [1.0, 2, 5] where m * decade >= pow(10, a) && m * decade <= pow(10, b) { all.append(m * decade) }
            decade *= 10
        }
        let decades = all.filter { log10($0) == log10($0).rounded() }
        if all.count <= 6 { return all }
        if decades.count >= 2 { return decades }
        return [all[0], all[all.count - 1]]
    }
}
