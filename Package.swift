// swift-tools-version: 6.1
import PackageDescription

let strictness: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "HitChain",
    platforms: [.macOS(.v13)],
    // Pick what you need: the model alone links neither zlib nor the fuzzer.
    products: [
        // Geometry, the scene format, the live responder graph, the reference walk and delivery.
        .library(
            name: "HitChainModel", targets: ["HitChainGeometry", "HitChainScene", "HitChainKit", "HitChainDelivery"]),
        // UIKit's names and signatures over the model, for code written for iOS.
        .library(name: "HitChainUIKit", targets: ["HitChainUIKit"]),
        // The optimized hit-test engines and the process protocol for engines in other languages.
        .library(name: "HitChainEngines", targets: ["HitChainEngines"]),
        // `.evz` recordings, replay and imports of real captures and dumps (links zlib).
        .library(name: "HitChainRecording", targets: ["HitChainRecording"]),
        // A drop-in recorder for iOS apps (a `UIWindow` subclass) that writes `.evz`; on Linux,
        // over the UIKit face.
        .library(name: "HitChainRecorder", targets: ["HitChainRecorder"]),
        // The differential fuzzer, its triage and its mutation self-check.
        .library(name: "HitChainFuzz", targets: ["HitChainFuzz"]),
        // SVG pictures of scenes, walks, failures and recordings.
        .library(name: "HitChainPictures", targets: ["HitChainPictures"]),
        // The engine bench: generated and composed workloads, timing and its chart.
        .library(name: "HitChainBench", targets: ["HitChainBench"]),
        // The fuzzer's reports — triage (text, JSON, JUnit, baselines, saved cases), the
        // conformance table, JUnit, failure pictures — for a test as for the CLI.
        .library(name: "HitChainReports", targets: ["HitChainReports"]),
        // Every layer above but HitChainUIKit, behind one `import HitChain`.
        .library(name: "HitChain", targets: ["HitChain"]),
        .executable(name: "hitchain", targets: ["hitchain"]),
        .executable(name: "hitchain-fuzz", targets: ["hitchain-fuzz"]),
        .executable(name: "hitchain-fuzz-evz", targets: ["hitchain-fuzz-evz"]),
    ],
    // The model's O(n) invariant checks (`_checkInvariants()`), off unless asked for:
    // `swift test --traits InvariantChecks` (this package's tests and CI turn it on).
    traits: [
        .trait(
            name: "InvariantChecks",
            description:
                "Check the engines' index invariants after every change, and keep run-time exclusivity checks "
                + "on the hot paths (slow).")
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // FilePath: path arithmetic that holds for every name (Foundation's NSString path
        // calls trap on one-character paths on Linux).
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        // `swift package generate-documentation`: the DocC catalogs in Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Layer 0: numbers. Points, sizes, rectangles, insets, affine transforms and
        // the one place where superview-to-subview conversion arithmetic lives.
        .target(name: "HitChainGeometry", swiftSettings: strictness),
        // Layer 1: data. The value-type scene description, its JSON format and validation.
        .target(name: "HitChainScene", dependencies: ["HitChainGeometry"], swiftSettings: strictness),
        // Layer 2: the live UIKit-style responder graph and the reference hit-test.
        // With InvariantChecks, the links every responder chain walks, and a view's geometry and subviews, keep
        // Swift's run-time exclusivity checks.
        .target(
            name: "HitChainKit", dependencies: ["HitChainGeometry", "HitChainScene"],
            swiftSettings: strictness + [.define("HITCHAIN_CHECKS", .when(traits: ["InvariantChecks"]))]),
        // Layer 3: event delivery — events as values, the application's dispatch, first
        // responder, actions, router messages, the delivery trace, and scenarios.
        // With InvariantChecks, the dispatcher's hot state keeps Swift's run-time exclusivity checks.
        .target(
            name: "HitChainDelivery", dependencies: ["HitChainGeometry", "HitChainScene", "HitChainKit"],
            swiftSettings: strictness + [.define("HITCHAIN_CHECKS", .when(traits: ["InvariantChecks"]))]),
        // Layer 3b: optimized hit-test engines that answer exactly as the reference.
        // The index's invariants (`_checkInvariants()`) are checked with the InvariantChecks trait.
        // Starting and ending engine processes (`process:COMMAND`): posix_spawn into a process
        // group of their own, and a wait that leaves the child unreaped.
        .target(name: "CEngineProcess"),
        .target(
            name: "HitChainEngines",
            dependencies: ["CEngineProcess", "HitChainGeometry", "HitChainScene", "HitChainKit"],
            swiftSettings: strictness + [.define("HITCHAIN_CHECKS", .when(traits: ["InvariantChecks"]))]
        ),
        // Layer 3c: UIKit's face of the model (re-exports its `UIView`, …), UIKit's value types the
        // model has no use for (`UIEdgeInsets`, `UIBezierPath`), and touches for tests
        // (`EventSynthesizer`).
        .target(
            name: "HitChainUIKit",
            dependencies: ["HitChainGeometry", "HitChainScene", "HitChainKit", "HitChainDelivery"],
            swiftSettings: strictness
        ),
        // zlib, through a system-library target (Debian: zlib1g-dev).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // Layer 4: recordings — the .evz format, recorder, reader, replay and imports of
        // real touch captures.
        .target(
            name: "HitChainRecording",
            dependencies: [
                "CZlib", "HitChainGeometry", "HitChainScene", "HitChainKit", "HitChainDelivery", "HitChainEngines",
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            swiftSettings: strictness
        ),
        // Layer 4b: the device recorder — a `UIWindow` subclass recording every event it is sent,
        // and hierarchy snapshots, into a streaming .evz. Written against UIKit's public API:
        // Apple's UIKit on iOS, HitChainUIKit elsewhere (where its tests run).
        .target(
            name: "HitChainRecorder",
            dependencies: [
                "HitChainGeometry", "HitChainScene", "HitChainDelivery", "HitChainRecording",
                .target(name: "HitChainUIKit", condition: .when(platforms: [.linux, .macOS, .windows, .android])),
            ],
            swiftSettings: strictness
        ),
        // Layer 5: the differential fuzzer — generators, properties, shrinking, runs, triage and
        // the mutation self-check (its mutants: wrong hit-test rules, delivery rules and engines).
        .target(
            name: "HitChainFuzz",
            dependencies: [
                "HitChainGeometry", "HitChainScene", "HitChainKit", "HitChainDelivery", "HitChainEngines",
                "HitChainRecording",
                // The catalogue of UIKit-style subclasses is written against UIKit's names.
                "HitChainUIKit",
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            // The conformance suite's probes, scenes and scenarios (docs/frameworks.md).
            resources: [.copy("Conformance/Suite")],
            swiftSettings: strictness
        ),
        // Layer 5b: pictures — SVG of scenes, walks, failures and recordings.
        .target(
            name: "HitChainPictures",
            dependencies: ["HitChainGeometry", "HitChainKit", "HitChainEngines", "HitChainDelivery"],
            swiftSettings: strictness
        ),
        // Layer 5c: the engine bench — workloads (generated shapes, composed screens, query sets),
        // timing, progress and the chart.
        .target(
            name: "HitChainBench",
            dependencies: ["HitChainGeometry", "HitChainScene", "HitChainKit", "HitChainEngines", "HitChainPictures"],
            swiftSettings: strictness
        ),
        // Layer 6: reports — triage's, the conformance table, JUnit, failure pictures.
        .target(
            name: "HitChainReports",
            dependencies: [
                "HitChainGeometry", "HitChainScene", "HitChainKit", "HitChainRecording", "HitChainFuzz",
                "HitChainPictures", .product(name: "SystemPackage", package: "swift-system"),
            ],
            swiftSettings: strictness
        ),
        // Umbrella module: `import HitChain` gives a user every layer but HitChainUIKit.
        .target(
            name: "HitChain",
            dependencies: [
                "HitChainGeometry", "HitChainScene", "HitChainKit", "HitChainDelivery", "HitChainEngines",
                "HitChainRecording",
                "HitChainFuzz", "HitChainPictures", "HitChainBench", "HitChainReports",
            ],
            swiftSettings: strictness
        ),
        // The command-line tool.
        .executableTarget(
            name: "hitchain",
            dependencies: [
                "HitChain", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            swiftSettings: strictness
        ),
        // The recorder's demo app: taps recorded through HitChainRecorder, for its tests (a
        // recording cut by SIGKILL) and its measurements (10^5 events: time and memory).
        .executableTarget(
            name: "hitchain-record-demo",
            dependencies: ["HitChainScene", "HitChainDelivery", "HitChainRecorder", "HitChainUIKit"],
            swiftSettings: strictness
        ),
        // libFuzzer's driver, declared for the libFuzzer entries (docs/fuzzing.md).
        .target(name: "CLibFuzzer"),
        // What the libFuzzer entries share: libFuzzer's main under FUZZING, file replay otherwise.
        .target(name: "HitChainFuzzDriver", dependencies: ["CLibFuzzer"], swiftSettings: strictness),
        // The libFuzzer entry over the fuzzer's generators and properties: bytes in, case out.
        .executableTarget(
            name: "hitchain-fuzz",
            dependencies: ["HitChainFuzzDriver", "HitChainFuzz", "HitChainEngines"],
            swiftSettings: strictness
        ),
        // The libFuzzer entry over the recording decoder: bytes in, read and replayed.
        .executableTarget(
            name: "hitchain-fuzz-evz",
            dependencies: ["HitChainFuzzDriver", "HitChainFuzz"],
            swiftSettings: strictness
        ),
        // What the tests share: the corpus, scratch files removed at exit, scenario and
        // recording helpers, and a runner for the built `hitchain`.
        .target(
            name: "HitChainTestSupport",
            dependencies: [
                "HitChainGeometry", "HitChainScene", "HitChainKit", "HitChainDelivery", "HitChainRecording",
            ],
            path: "Tests/HitChainTestSupport",
            swiftSettings: strictness
        ),
        .testTarget(name: "HitChainGeometryTests", dependencies: ["HitChainGeometry"], swiftSettings: strictness),
        .testTarget(
            name: "HitChainSceneTests", dependencies: ["HitChainTestSupport", "HitChainScene"],
            swiftSettings: strictness),
        .testTarget(
            name: "HitChainKitTests",
            dependencies: ["HitChainTestSupport", "HitChainGeometry", "HitChainKit", "HitChainScene"],
            swiftSettings: strictness),
        .testTarget(
            name: "HitChainDeliveryTests",
            dependencies: [
                "HitChainTestSupport", "HitChainGeometry", "HitChainScene", "HitChainKit", "HitChainDelivery",
            ], swiftSettings: strictness + [.define("HITCHAIN_CHECKS", .when(traits: ["InvariantChecks"]))]),
        .testTarget(
            name: "HitChainRecordingTests",
            dependencies: [
                "HitChainTestSupport", "HitChainGeometry", "HitChainScene", "HitChainKit", "HitChainDelivery",
                "HitChainEngines",
                "HitChainRecording", "HitChainFuzz",
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "HitChainEnginesTests",
            dependencies: [
                "HitChainTestSupport", "HitChainGeometry", "HitChainScene", "HitChainKit", "HitChainEngines",
                "HitChainBench",
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "HitChainBenchTests",
            dependencies: [
                "HitChainTestSupport", "HitChainGeometry", "HitChainScene", "HitChainKit", "HitChainEngines",
                "HitChainPictures",
                "HitChainBench",
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "HitChainFuzzTests",
            dependencies: [
                "HitChainTestSupport", "HitChainGeometry", "HitChainScene", "HitChainKit", "HitChainDelivery",
                "HitChainEngines", "HitChainRecording", "HitChainFuzz", "HitChainReports", "HitChain",
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "HitChainPicturesTests",
            dependencies: [
                "HitChainTestSupport", "HitChainGeometry", "HitChainScene", "HitChainKit", "HitChainEngines",
                "HitChainDelivery", "HitChainPictures",
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "HitChainUIKitTests",
            dependencies: [
                "HitChainTestSupport", "HitChainUIKit", "HitChainKit", "HitChainScene", "HitChainDelivery",
                "HitChainEngines", "HitChainRecording", "HitChainFuzz", "HitChain",
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "HitChainRecorderTests",
            dependencies: [
                "HitChainTestSupport", "HitChainRecorder", "HitChainUIKit", "HitChainRecording", "HitChainDelivery",
                "HitChainScene", "HitChainKit", "HitChainEngines", "hitchain-record-demo", "hitchain",
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "HitChainCLITests", dependencies: ["HitChainTestSupport", "hitchain", "HitChainReports"],
            swiftSettings: strictness),
    ],
    swiftLanguageModes: [.v6]
)
