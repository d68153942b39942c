import HitChainEngines
import HitChainGeometry
import HitChainRecording

/// The ways a bad-input campaign damages a recording, each reproducible from its
/// `Variant`: cut at an offset, flip bits or overwrite bytes (CRCs left as they are, so the
/// reader must notice), or change bytes and then recompute every CRC (so the damage reaches
/// the decoders behind them).
package enum RecordingDamage {
    package enum Kind: String, Sendable, CaseIterable {
        /// The first `n` bytes.
        case cut
        /// One to three bits flipped; CRCs as they were.
        case flip
        /// One to three bytes overwritten with interesting values, then every CRC recomputed.
        case crcFixed
    }

    /// One damaged file: its kind and its number (the offset for `cut`, the draw for the
    /// others), from which the same bytes come back: `hitchain damage FILE --variant cut:812`.
    package struct Variant: Hashable, Sendable, CustomStringConvertible {
        package var kind: Kind
        package var number: Int

        package init(kind: Kind, number: Int) {
            self.kind = kind
            self.number = number
        }

        /// `cut:812`, `flip:17`, `crcFixed:3`.
        package init?(_ text: String) {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            let digits = parts.count == 2 ? parts[1] : ""
            guard parts.count == 2, let kind = Kind(rawValue: String(parts[0])), !digits.isEmpty,
                digits.allSatisfy(\.isASCII),
                digits.allSatisfy(\.isNumber), let n = Int(digits)
            else { return nil }
            self.init(kind: kind, number: n)
        }

        package var description: String { "\(kind.rawValue):\(number)" }
    }

    /// Values that stress decoders: zero, one, the varint continuation bit, the largest byte.
    static let interesting: [UInt8] = [0x00, 0x01, 0x02, 0x7F, 0x80, 0xFF, 0x40, 0x10]

    /// The bytes of `variant` of `bytes`, with `seed` for the random draws.
    package static func apply(_ variant: Variant, to bytes: [UInt8], seed: UInt64) -> [UInt8] {
        switch variant.kind {
        case .cut:
            return Array(bytes.prefix(variant.number))
        case .flip, .crcFixed:
            guard bytes.count > 10 else { return bytes }
            var rng = SeededGenerator(
                seed: seed ^ (UInt64(variant.number) &* 0x9E37_79B9_7F4A_7C15) ^ (variant.kind == .flip ? 1 : 2))
            var damaged = bytes
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                // Byte 9 is the minor version, which readers do not depend on.
                var i = 9
                while i == 9 { i = Int.random(in: 0..<damaged.count, using: &rng) }
                if variant.kind == .flip {
                    damaged[i] ^= UInt8(1) << UInt8.random(in: 0...7, using: &rng)
                } else {
                    // Aim past the framing into payloads: most of a file is payload.
                    damaged[i] = interesting[Int.random(in: 0..<interesting.count, using: &rng)]
                }
            }
            return variant.kind == .crcFixed ? fixingCRCs(damaged) : damaged
        }
    }

    /// `bytes` with every record's CRC recomputed, as far as the framing reads; the rest as
    /// it is. What a fuzzer needs to get past the checksums to the decoders.
    package static func fixingCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var offset = 10
        while offset < out.count {
            var i = offset + 1
            var length = 0
            var shift = 0
            while i < out.count, shift < 63 {
                let b = out[i]
                length |= Int(b & 0x7F) << shift
                i += 1
                if b < 0x80 { break }
                shift += 7
            }
            guard length >= 0, length <= out.count, i + length + 4 <= out.count else { break }
            let crc = EVZFormat.checksum(type: out[offset], payload: Array(out[i..<i + length]))
            for k in 0..<4 { out[i + length + k] = UInt8(truncatingIfNeeded: crc >> (8 * UInt32(k))) }
            offset = i + length + 4
        }
        return out
    }
}
