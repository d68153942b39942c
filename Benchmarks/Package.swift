// swift-tools-version: 6.1
// package-benchmark (ordo-one) benchmarks of the hit-test engines and of recordings, kept out of the main
// package so that they do not slow every build (PACKAGING.md). Run from this folder:
//   swift package benchmark
//   swift package benchmark baseline update main     # record a baseline
//   swift package benchmark baseline check main      # compare against it
// Wall-clock thresholds are useless on shared machines; allocation counts are exact, and
// the query loops must allocate nothing.
import Foundation
import PackageDescription

// The main package is identified by its folder's name, which differs between clones.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

/// A benchmark executable over the HitChain library, its sources in Benchmarks/NAME.
func benchmarkTarget(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            .product(name: "HitChain", package: root.lastPathComponent),
            .product(name: "Benchmark", package: "benchmark"),
        ],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "HitChainBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: root.path),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: ["HitTestBenchmarks", "HeadlineBenchmarks", "RecordingBenchmarks"].map(benchmarkTarget),
    swiftLanguageModes: [.v6]
)
