@_exported import HitChainBench
// `import HitChain` brings in every layer of the library.
@_exported import HitChainDelivery
@_exported import HitChainEngines
@_exported import HitChainFuzz
@_exported import HitChainGeometry
@_exported import HitChainKit
@_exported import HitChainPictures
@_exported import HitChainRecording
@_exported import HitChainReports
@_exported import HitChainScene
