public import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an SVG back with the toolchain's XML parser: well-formedness, and the elements
/// with their attributes, in document order.
public struct SVGReader {
    public struct Element {
        public let name: String
        public let attributes: [String: String]
        public var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }
    }

    public let elements: [Element]
    public let error: String?

    public init(_ text: String) {
        let delegate = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        let ok = parser.parse()
        elements = delegate.elements
        error = ok ? nil : "\(parser.parserError.map { "\($0)" } ?? "unknown") at line \(parser.lineNumber)"
    }

    public func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(Element(name: name, attributes: attributes))
        }
    }
}

/// A real SVG renderer on this machine, if any: rsvg-convert (librsvg), else CairoSVG.
public enum Renderer {
    public static let candidates = ["rsvg-convert", "cairosvg"]

    public static var available: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for name in candidates {
            for dir in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
                return "\(dir)/\(name)"
            }
        }
        return nil
    }

    /// Renders `svg` to PNG; returns the PNG's bytes, or the renderer's complaint.
    public static func render(_ svg: String, with tool: String) throws -> Data {
        let dir = Scratch.directory()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.svg"), output = dir.appendingPathComponent("out.png")
        try Data(svg.utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [input.path, "-o", output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else { throw RenderError(message: complaint) }
        return try Data(contentsOf: output)
    }

    public struct RenderError: Error { public let message: String }
}
