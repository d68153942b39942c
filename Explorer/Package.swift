// swift-tools-version: 6.1
// The explorer: `hitchain view SCENE|RECORDING.evz` serves a page on 127.0.0.1 that asks the model
// where a touch goes. Its web server (Hummingbird) is kept out of the main package, so that the
// library and the CLI build as fast without it (as Benchmarks/ is). Build and test from this folder:
//   swift build            # .build/debug/hitchain-view, which `hitchain view` runs
//   swift test             # the routes, and a real browser when chromium and its driver are there
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
    name: "HitChainExplorer",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "hitchain-view", targets: ["hitchain-view"]),
        .library(name: "HitChainExplorer", targets: ["HitChainExplorer"]),
    ],
    dependencies: [
        .package(path: root.path),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // The connection's own handlers (ExplorerChannel): NIO's HTTP/1 heads and the
        // HTTPTypes conversion, as Hummingbird uses them.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.0"),
    ],
    targets: [
        // The documents the page shows and every answer it asks for, as JSON, from the model;
        // the routes, the local-only guard, and the page itself (embedded in the binary).
        .target(
            name: "HitChainExplorer",
            dependencies: [
                .product(name: "HitChain", package: hitchain),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
            ],
            resources: [
                .embedInCode("Page/explorer.html"), .embedInCode("Page/explorer.css"),
                .embedInCode("Page/explorer.js"),
            ],
            swiftSettings: strictness
        ),
        // The server's command line: files, --port, --compose; stops on Ctrl-C.
        .executableTarget(
            name: "hitchain-view",
            dependencies: [
                "HitChainExplorer", .product(name: "HitChain", package: hitchain),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictness
        ),
        // zlib, for reading the browser's screenshots back (PNG) in the end-to-end test.
        .systemLibrary(name: "CPNGZlib", path: "Tests/CPNGZlib", pkgConfig: "zlib"),
        .testTarget(
            name: "HitChainExplorerTests",
            dependencies: [
                "HitChainExplorer", "hitchain-view", "CPNGZlib", .product(name: "HitChain", package: hitchain),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strictness
        ),
    ],
    swiftLanguageModes: [.v6]
)
