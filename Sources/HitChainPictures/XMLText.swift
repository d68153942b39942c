/// XML 1.0 text, for every document the package writes (SVG pictures, JUnit reports): the
/// package's one escaper.
package enum XMLText {
    /// `s` as XML 1.0 character data: element content, or with `attribute` a value between
    /// double quotes. Every parser reads back what was written, whitespace included:
    ///
    /// - `&`, `<`, `>`, `"` and `'` are written as entities;
    /// - a carriage return is written `&#13;` (a parser turns a raw one, and a raw `\r\n`, into
    ///   a line feed);
    /// - in an attribute, a line feed is written `&#10;` and a tab `&#9;` (attribute-value
    ///   normalisation turns raw ones into spaces); in element content they stay as they are;
    /// - a character XML 1.0 forbids even as a character reference — a C0 control other
    ///   than tab, line feed and carriage return (U+0000 to U+001F), or U+FFFE or U+FFFF — is
    ///   replaced by U+FFFD, the replacement character, so the document stays well-formed and
    ///   shows where something was lost. (XML 1.0's other forbidden characters, lone
    ///   surrogates, cannot occur in a Swift `String`.)
    package static func escape(_ s: String, attribute: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\r": out += "&#13;"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\t": out += attribute ? "&#9;" : "\t"
            default:
                if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF {
                    out.unicodeScalars.append("\u{FFFD}")
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }
}
