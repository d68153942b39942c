import HitChainRecording
import HitChainScene

/// Imports untrusted text as `hitchain import hierarchy` would (the format told from the
/// content, then the scene built) and says what became of a cut of it. A dump cut short must
/// be refused or imported with a warning that it is cut off; importing it as if it were
/// whole is a finding — except where nothing can tell: a cut at the end of a line leaves a
/// shorter dump that is whole in itself (a recursiveDescription of fewer views).
public enum DumpProbe {
    public enum Outcome: Sendable, Hashable {
        /// Refused with an error (the reason).
        case refused(String)
        /// Imported, saying it is cut off (the warning).
        case saidCut(String)
        /// Imported as whole: the cut fell at the end of a line (or in trailing white space),
        /// and the text before it is a whole dump.
        case shorterDump
        /// Imported as whole although a cut took part of a line off: a finding.
        case silent
    }

    /// Whether `text` looks like a dump `hitchain import hierarchy` reads.
    public static func isDump(_ text: String) -> Bool { HierarchyFormat.detect(text) != nil }

    /// Imports the first `cut` bytes of `bytes` (the whole text is `bytes`).
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func run(_ bytes: [UInt8], cut: Int) -> Outcome {
        let cut = min(max(cut, 0), bytes.count)
        let text = String(decoding: bytes[..<cut], as: UTF8.self)
        guard let format = HierarchyFormat.detect(text) else {
            return .refused("not a hierarchy dump this tool knows")
        }
        do {
            let dump = try format.parse(text, file: "input")
            _ = try HierarchyImporter.scene(from: dump, file: "input")
            if dump.isTruncated {
                return .saidCut(dump.warnings.first { $0.contains("cut off") } ?? "the dump is cut off")
            }
        } catch {
            return .refused(error.description)
        }
        return isAtLineEnd(bytes, cut) ? .shorterDump : .silent
    }

    /// Whether what the cut took off starts at a line break or is white space alone.
    static func isAtLineEnd(_ bytes: [UInt8], _ cut: Int) -> Bool {
        guard cut < bytes.count else { return true }
        let rest = bytes[cut...]
        if rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { return true }
        let removed = rest.first
        return removed == 0x0A || removed == 0x0D || (cut > 0 && bytes[cut - 1] == 0x0A)
    }
}
