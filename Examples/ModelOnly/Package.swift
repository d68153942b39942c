// swift-tools-version: 6.1
// A package that depends on HitChain's model product alone — geometry, scenes, the live
// responder graph, the reference walk and delivery — as an app's test target would.
// `.ci/run` builds it and checks that neither zlib nor the fuzzer was built or linked.
import PackageDescription

let package = Package(
    name: "ModelOnly",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "HitChain", path: "../..")],
    targets: [
        .executableTarget(
            name: "ModelOnly",
            dependencies: [.product(name: "HitChainModel", package: "HitChain")]
        )
    ],
    swiftLanguageModes: [.v6]
)
