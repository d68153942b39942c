import ArgumentParser
import Foundation
import HitChain

/// `--shard 0/4`.
struct Shard: ExpressibleByArgument {
    var index: Int
    var count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 0, i < n else { return nil }
        index = i
        count = n
    }
}
