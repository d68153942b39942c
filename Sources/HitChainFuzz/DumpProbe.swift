import HitChainRecording
import HitChainScene

/// Imports untrusted text as `hitchain import hierarchy` would (the format told from the
/// content, then the scene built) and says what became of a cut of it. A dump cut short must
/// be refused or imported with a warning that it is cut off; importing it as if it were
/// whole is a finding — except where nothing can tell: a cut at the end of a line leaves a
/// shorter dump that is whole in itself (a recursiveDescription of fewer views).
package enum DumpProbe {
    package enum Outcome: Sendable, Hashable {
        /// Refused with an error (the reason).
        case refused(String)
        /// Imported, saying it is cut off (the warning).
        case saidCut(String)
        /// Imported as whole: the cut fell at the end of a line or in a line's indentation (or
        /// in trailing white space), and the text before it is a whole dump. A page source
        /// (XML) counts as whole only when nothing but white space was cut.
        case shorterDump
        /// Imported as whole although a cut took part of a line off: a finding.
        case silent
    }

    /// Whether `text` looks like a dump `hitchain import hierarchy` reads.
    package static func isDump(_ text: String) -> Bool { HierarchyFormat.detect(text) != nil }

    /// Imports the first `cut` bytes of `bytes` (the whole text is `bytes`).
    ///
    /// - Complexity: O(n) in the length of the text.
    package static func run(_ bytes: [UInt8], cut: Int) -> Outcome {
        let cut = min(max(cut, 0), bytes.count)
        let text = String(decoding: bytes[..<cut], as: UTF8.self)
        guard let format = HierarchyFormat.detect(text) else {
            return .refused("not a hierarchy dump this tool knows")
        }
        do {
            let dump = try format.parse(text, file: "input")
            _ = try HierarchyImporter.scene(from: dump, file: "input")
            if dump.isTruncated {
                return .saidCut(dump.warnings.first(where: \.isCut)?.description ?? "the dump is cut off")
            }
        } catch {
            return .refused(error.description)
        }
        if format == .appium { return isWhiteSpace(bytes[cut...]) ? .shorterDump : .silent }
        return isAtLineEnd(bytes, cut) ? .shorterDump : .silent
    }

    /// Whether the cut left no part of a line's content: what it took off starts at a line
    /// break, or is white space alone, or the cut fell in a line's indentation.
    static func isAtLineEnd(_ bytes: [UInt8], _ cut: Int) -> Bool {
        guard cut < bytes.count else { return true }
        if isWhiteSpace(bytes[cut...]) { return true }
        if bytes[cut] == 0x0A || bytes[cut] == 0x0D { return true }
        // Back to the start of the line: only indentation before the cut.
        var k = cut
        while k > 0, bytes[k - 1] != 0x0A {
            guard bytes[k - 1] == 0x20 || bytes[k - 1] == 0x09 else { return false }
            k -= 1
        }
        return true
    }

    static func isWhiteSpace(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}
