import ArgumentParser

/// `--device-size 1080x1920`: a device's size in its own units, each side 2 to 2^31.
struct DeviceSize: ExpressibleByArgument {
    static let range: ClosedRange<Int64> = 2...(1 << 31)
    var width: Int64
    var height: Int64

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int64(parts[0]), let h = Int64(parts[1]), Self.range.contains(w),
            Self.range.contains(h)
        else { return nil }
        width = w
        height = h
    }
}
