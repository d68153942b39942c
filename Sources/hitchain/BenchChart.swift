import Foundation
import HitChain

/// Draws bench results as an SVG a person can read at a glance: one panel per shape,
/// nanoseconds per query (p50, log scale) against the number of views (log scale), one
/// line per engine, for the uniform query set (or the first one measured).
struct BenchChart {
    let results: [Bench.Result]

    static let colors = ["#6b7280", "#2563eb", "#16a34a", "#db2777", "#f59e0b", "#7c3aed"]

    func svg() -> String {
        let querySet = results.contains { $0.querySet == "uniform" } ? "uniform" : (results.first?.querySet ?? "")
        let rows = results.filter { $0.querySet == querySet }
        var shapes: [String] = []
        for r in rows where !shapes.contains(r.shape) { shapes.append(r.shape) }
        var engines: [String] = []
        for r in rows where !engines.contains(r.engine) { engines.append(r.engine) }
        let columns = 3, panelW = 320.0, panelH = 240.0, margin = 80.0
        let panelRows = (shapes.count + columns - 1) / columns
        let width = Double(columns) * (panelW + margin) + margin
        let height = Double(panelRows) * (panelH + margin + 24) + 90
        let ys = rows.map(\.p50).filter { $0 > 0 }
        let yMin = pow(10, floor(log10(ys.min() ?? 1))), yMax = pow(10, ceil(log10(ys.max() ?? 10)))
        let xs = rows.map { Double($0.views) }
        let xMin = pow(10, floor(log10(xs.min() ?? 10))), xMax = pow(10, ceil(log10(xs.max() ?? 100)))
        var s = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(margin)" y="28" font-size="18" font-weight="bold">Hit-test time per query (p50, \(querySet) points) — lower is better</text>

            """
        for (k, e) in engines.enumerated() {
            let x = margin + Double(k) * 130
            s += "<rect x=\"\(x)\" y=\"44\" width=\"14\" height=\"4\" fill=\"\(Self.colors[k % Self.colors.count])\"/>"
            s += "<text x=\"\(x + 20)\" y=\"50\">\(e)</text>\n"
        }
        for (p, shape) in shapes.enumerated() {
            let ox = margin + Double(p % columns) * (panelW + margin)
            let oy = 80 + Double(p / columns) * (panelH + margin + 24)
            func px(_ v: Double) -> Double { ox + (log10(v) - log10(xMin)) / (log10(xMax) - log10(xMin)) * panelW }
            func py(_ v: Double) -> Double { oy + panelH - (log10(v) - log10(yMin)) / (log10(yMax) - log10(yMin)) * panelH }
            s += "<text x=\"\(ox)\" y=\"\(oy - 8)\" font-weight=\"bold\">\(shape)</text>\n"
            s += "<rect x=\"\(ox)\" y=\"\(oy)\" width=\"\(panelW)\" height=\"\(panelH)\" fill=\"none\" stroke=\"#d1d5db\"/>\n"
            var decade = yMin
            while decade <= yMax {
                let y = py(decade)
                s += "<line x1=\"\(ox)\" y1=\"\(y)\" x2=\"\(ox + panelW)\" y2=\"\(y)\" stroke=\"#f3f4f6\"/>"
                s += "<text x=\"\(ox - 6)\" y=\"\(y + 4)\" text-anchor=\"end\" fill=\"#6b7280\">\(Self.label(ns: decade))</text>\n"
                decade *= 10
            }
            var xd = xMin
            while xd <= xMax {
                s += "<text x=\"\(px(xd))\" y=\"\(oy + panelH + 16)\" text-anchor=\"middle\" fill=\"#6b7280\">\(Self.label(views: xd))</text>\n"
                xd *= 10
            }
            for (k, e) in engines.enumerated() {
                let points = rows.filter { $0.shape == shape && $0.engine == e }.sorted { $0.views < $1.views }
                guard !points.isEmpty else { continue }
                let color = Self.colors[k % Self.colors.count]
                let path = points.map { "\(px(Double($0.views))),\(py(max($0.p50, yMin)))" }.joined(separator: " ")
                s += "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>\n"
                for r in points {
                    s +=
                        "<circle cx=\"\(px(Double(r.views)))\" cy=\"\(py(max(r.p50, yMin)))\" r=\"3\" fill=\"\(color)\"><title>\(e), \(r.views) views: \(Self.label(ns: r.p50)) (\(String(format: "%.1f", r.speedup))× the reference)</title></circle>\n"
                }
            }
        }
        s +=
            "<text x=\"\(margin)\" y=\"\(height - 12)\" fill=\"#6b7280\">views (log scale) → ; time per query (log scale) ↑ ; measured by hitchain bench in one run</text>\n</svg>\n"
        return s
    }

    static func label(ns v: Double) -> String {
        v >= 1e6 ? "\(Int(v / 1e6)) ms" : v >= 1e3 ? "\(Int(v / 1e3)) µs" : "\(Int(v)) ns"
    }

    static func label(views v: Double) -> String {
        v >= 1e6 ? "\(Int(v / 1e6))M" : v >= 1e3 ? "\(Int(v / 1e3))k" : "\(Int(v))"
    }
}
