/// The prefix NSLog puts before each message — a date and time, then the process and its
/// ids — which a dump logged with NSLog carries on its first line (and each logged line):
///
///     2016-03-08 09:41:27.512 Courier[4182:1203114] <UIWindow: …>
///     2019-06-11 14:02:51.208473+0200 Courier[2291:88412] <UIWindow: …>
enum LogPrefix {
    /// The most bytes a process name may take.
    static let maxProcessName = 200

    /// The length in bytes of the NSLog prefix `line` starts with (with the space after it),
    /// or nil when it has none.
    ///
    /// - Complexity: O(1): at most the date, the time and `maxProcessName` bytes are read.
    static func length(_ line: Substring) -> Int? {
        // Most lines start with spaces, bars or `<`: nothing to copy for them.
        guard let first = line.utf8.first, first >= 0x30, first <= 0x39 else { return nil }
        let b = Array(line.utf8.prefix(40 + maxProcessName))
        var k = 0
        func digits(_ n: Int) -> Bool {
            guard k + n <= b.count, b[k..<(k + n)].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
            k += n
            return true
        }
        func byte(_ c: UInt8) -> Bool {
            guard k < b.count, b[k] == c else { return false }
            k += 1
            return true
        }
        // 2016-03-08 09:41:27.512 (then more digits, and a zone such as +0200)
        guard digits(4), byte(0x2D), digits(2), byte(0x2D), digits(2), byte(0x20), digits(2), byte(0x3A), digits(2),
            byte(0x3A), digits(2), byte(0x2E) || byte(0x2C), digits(1)
        else { return nil }
        while k < b.count, b[k] >= 0x30, b[k] <= 0x39 { k += 1 }
        if k < b.count, b[k] == 0x2B || b[k] == 0x2D {
            k += 1
            guard digits(4) else { return nil }
        }
        guard byte(0x20) else { return nil }
        // Process[pid:thread] — the name may hold spaces; the ids are digits and hex digits.
        let nameStart = k
        while k < b.count, k - nameStart <= maxProcessName {
            if b[k] == 0x5B, let end = ids(b, from: k + 1) {
                guard end == b.count || b[end] == 0x20 else { return nil }
                return min(end + 1, b.count)
            }
            k += 1
        }
        return nil
    }

    /// After `[`: `pid:thread]`, the index after the `]`.
    private static func ids(_ b: [UInt8], from start: Int) -> Int? {
        var k = start
        while k < b.count, b[k] >= 0x30, b[k] <= 0x39 { k += 1 }
        guard k > start, k < b.count, b[k] == 0x3A else { return nil }
        k += 1
        let thread = k
        while k < b.count, isHexOrX(b[k]) { k += 1 }
        guard k > thread, k < b.count, b[k] == 0x5D else { return nil }
        return k + 1
    }

    private static func isHexOrX(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46) || c == 0x78
    }
}
