import ArgumentParser
import Foundation
import HitChain

/// `X,Y` in screen points (`-4,10` too: `--point` takes its value unconditionally).
struct PointArgument: ExpressibleByArgument {
    var point: HCPoint

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let y = Double(parts[1].trimmingCharacters(in: .whitespaces)),
            x.isFinite, y.isFinite
        else { return nil }
        point = HCPoint(x: x, y: y)
    }

    /// For `transform:`: the point, or an error that says what a point looks like.
    static func parse(_ text: String) throws -> PointArgument {
        guard let p = PointArgument(argument: text) else { throw CLIError(.badPoint(text)) }
        return p
    }
}
