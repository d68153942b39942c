/// What an engine wrote (an answer it should not have given, its `{"error": …}`, the end of
/// its standard error), made safe to print: at most `limit` bytes of it, in quotes, with
/// every control character, quote and backslash escaped (`\u{1B}`, `\0`, `\n`), and
/// invisible direction marks too: nothing an engine writes can move the terminal's cursor,
/// colour it, or hide text in it, and a flood is cut short with its size said.
enum EngineText {
    /// `bytes` quoted and escaped; longer than `limit`, its first `limit` bytes (its last, with
    /// `fromEnd`) and how many there were.
    static func quoted(_ bytes: some Collection<UInt8>, limit: Int = 200, fromEnd: Bool = false) -> String {
        let kept = fromEnd ? Array(bytes.suffix(limit)) : Array(bytes.prefix(limit))
        let cut = bytes.count > kept.count
        var text = "\""
        if cut, fromEnd { text += "…" }
        for scalar in String(decoding: kept, as: UTF8.self).unicodeScalars { text += escaped(scalar) }
        if cut, !fromEnd { text += "…" }
        text += "\""
        if cut { text += " (\(fromEnd ? "the last" : "the first") \(kept.count) of \(bytes.count) bytes)" }
        return text
    }

    /// `s` as `quoted` prints it.
    static func quoted(_ s: String, limit: Int = 200) -> String { quoted(Array(s.utf8), limit: limit) }

    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\0": return "\\0"
        case "\"": return "\\\""
        case "\\": return "\\\\"
        default: break
        }
        let v = scalar.value
        // C0, DEL, C1; the direction overrides and isolates; the byte-order mark.
        let hidden =
            v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v)
            || (0x2066...0x2069).contains(v) || v == 0xFEFF || v == 0x200E || v == 0x200F
        return hidden ? "\\u{\(String(v, radix: 16, uppercase: true))}" : String(scalar)
    }
}
