import Foundation
import HitChainTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an SVG back with the toolchain's XML parser: well-formedness, and the elements
/// with their attributes, in document order.
struct SVGReader {
    struct Element {
        let name: String
        let attributes: [String: String]
        var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }
    }

    let elements: [Element]
    let error: String?

    init(_ text: String) {
        let delegate = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        let ok = parser.parse()
        elements = delegate.elements
        error = ok ? nil : "\(parser.parserError.map { "\($0)" } ?? "unknown") at line \(parser.lineNumber)"
    }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

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
enum Renderer {
    static let candidates = ["rsvg-convert", "cairosvg"]

    static var available: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for name in candidates {
            for dir in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
                return "\(dir)/\(name)"
            }
        }
        return nil
    }

    /// Renders `svg` to PNG; returns the PNG's bytes, or the renderer's complaint.
    static func render(_ svg: String, with tool: String) throws -> Data {
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

    struct RenderError: Error { let message: String }
}
