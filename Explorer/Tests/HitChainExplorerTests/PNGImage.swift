import CPNGZlib
import Foundation

/// A PNG read back into pixels (8-bit RGB or RGBA, not interlaced: what a browser's
/// screenshot is), so that a test can look at what was drawn.
struct PNGImage {
    let width: Int
    let height: Int
    /// RGBA, row by row.
    private(set) var pixels: [UInt8] = []

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 33, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Problem(description: "not a PNG")
        }
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var at = 8
        var idat: [UInt8] = []
        var header: (width: Int, height: Int, depth: UInt8, colour: UInt8, interlace: UInt8)?
        while at + 8 <= bytes.count {
            let length = u32(at)
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            guard at + 12 + length <= bytes.count else { throw Problem(description: "a chunk is cut") }
            let body = bytes[at + 8..<at + 8 + length]
            if type == "IHDR" {
                let b = Array(body)
                header = (
                    b[0..<4].reduce(0) { $0 << 8 | Int($1) }, b[4..<8].reduce(0) { $0 << 8 | Int($1) }, b[8], b[9],
                    b[12]
                )
            }
            if type == "IDAT" { idat += body }
            at += 12 + length
        }
        guard let h = header, h.depth == 8, h.colour == 2 || h.colour == 6, h.interlace == 0,
            h.width > 0, h.height > 0, h.width <= 20_000, h.height <= 20_000
        else { throw Problem(description: "not an 8-bit RGB or RGBA PNG") }
        width = h.width
        height = h.height
        let channels = h.colour == 6 ? 4 : 3
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: (stride + 1) * height)
        var size = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            idat.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &size, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(size) == raw.count else { throw Problem(description: "its image data is damaged") }
        pixels = [UInt8](repeating: 255, count: width * height * 4)
        var previous = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            var row = Array(raw[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
            for x in 0..<stride {
                let a = x >= channels ? Int(row[x - channels]) : 0
                let b = Int(previous[x])
                let c = x >= channels ? Int(previous[x - channels]) : 0
                let predictor: Int
                switch filter {
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: predictor = 0
                }
                row[x] = UInt8((Int(row[x]) + predictor) & 0xFF)
            }
            for x in 0..<width {
                for k in 0..<channels { pixels[(y * width + x) * 4 + k] = row[x * channels + k] }
            }
            previous = row
        }
    }

    /// The pixel at (x, y): red, green, blue.
    func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return (255, 255, 255) }
        let i = (y * width + x) * 4
        return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
    }
}
