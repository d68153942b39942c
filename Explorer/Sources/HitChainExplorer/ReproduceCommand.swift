import Foundation
import HitChainGeometry

/// The `hitchain` command that prints what the page shows, to paste into a terminal.
enum ReproduceCommand {
    /// `hitchain explain FILE [--compose N] --point X,Y [--why-not NAME]`.
    static func explain(file: String, composed: Int?, point: HCPoint, whyNot: String? = nil) -> String {
        var words = ["hitchain", "explain", fileWord(file)]
        if let composed { words += ["--compose", String(composed)] }
        words += ["--point", "\(formatScalar(point.x)),\(formatScalar(point.y))"]
        // A name that starts with `-` is joined to its option, or it would read as one.
        if let whyNot {
            words += whyNot.hasPrefix("-") ? [quote("--why-not=" + whyNot)] : ["--why-not", quote(whyNot)]
        }
        return words.joined(separator: " ")
    }

    /// `hitchain SUBCOMMAND FILE [ARGUMENTS…]`, each word quoted for a POSIX shell.
    static func command(_ subcommand: String, file: String, _ arguments: [String] = []) -> String {
        (["hitchain", subcommand, fileWord(file)] + arguments.map(quote)).joined(separator: " ")
    }

    /// A file's word: quoted, and one that starts with `-` written `./-…` so that it is not
    /// read as an option (or `-` as standard input).
    static func fileWord(_ file: String) -> String { quote(file.hasPrefix("-") ? "./" + file : file) }

    /// A word as a POSIX shell reads it back: bare when it is only safe characters, else in
    /// single quotes (a single quote inside written `'\''`).
    static func quote(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { c in
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
                || "-_./,:=+@%".unicodeScalars.contains(c)
        }
        if safe && !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
