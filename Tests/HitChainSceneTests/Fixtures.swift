import Foundation
import HitChainScene

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

func corpusScenePaths() -> [String] {
    let dir = packageRoot.appendingPathComponent("Corpus/scenes")
    var out: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: dir.path)
    while let item = enumerator?.nextObject() as? String {
        if item.hasSuffix(".json") { out.append(dir.appendingPathComponent(item).path) }
    }
    return out.sorted()
}

func decodeFile(_ path: String) throws -> Scene {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try SceneDecoder().decode([UInt8](data), file: path)
}

/// A minimal valid scene document with `body` spliced into the window's subviews.
func sceneText(subviews: String, extraWindowFields: String = "", top: String = "") -> String {
    """
    {
      "format": "hitchain-scene", "version": 1,\(top)
      "windows": [
        { "name": "window", "frame": [0, 0, 375, 667]\(extraWindowFields),
          "subviews": [\(subviews)] }
      ]
    }
    """
}
