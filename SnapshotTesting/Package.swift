// swift-tools-version: 6.1
// Trace snapshots for pointfreeco's swift-snapshot-testing: `assertSnapshot(of: trace, as: .trace)`.
// A package of its own (as Explorer/ and Benchmarks/ are), so that the main package builds without
// swift-snapshot-testing. Build and test from this folder: `swift test`.
import Foundation
import PackageDescription

// The main package is identified by its folder's name, which differs between clones.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let hitchain = root.lastPathComponent

let strictness: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "HitChainSnapshotTesting",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "HitChainSnapshotTesting", targets: ["HitChainSnapshotTesting"])
    ],
    dependencies: [
        .package(path: root.path),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // `Snapshotting.trace`: a delivery trace as text, one line per step.
        .target(
            name: "HitChainSnapshotTesting",
            dependencies: [
                .product(name: "HitChainModel", package: hitchain),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "HitChainSnapshotTestingTests",
            dependencies: [
                "HitChainSnapshotTesting",
                .product(name: "HitChainUIKit", package: hitchain),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: strictness
        ),
        // A UIKit test file compiled unchanged outside the HitChain package (issue 53's check): it
        // names UIKit's and Hammer's API only, so the same file builds for iOS.
        .testTarget(
            name: "UIKitSourceCompatibilityTests",
            dependencies: [.product(name: "HitChainUIKit", package: hitchain)],
            swiftSettings: strictness
        ),
    ]
)
