import Foundation
import HitChainGeometry
import HitChainRecording
import HitChainTestSupport
import Testing

@testable import HitChainScene

/// The public dumps in Tests/Fixtures/dumps (each cited in its SOURCES.tsv with its licence):
/// every one is read as its format, with the number of views counted by hand and two or three
/// frames checked against the text, and the short form is refused with the command that
/// prints a full dump.
@Suite("Dump corpus: public dumps of every format and variant")
struct DumpCorpusTests {
    struct Row {
        var file: String
        var format: String
        var views: Int
        /// Index → the frame as printed (relative for recursiveDescription, absolute otherwise).
        var frames: [(Int, [Double])]
    }

    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/dumps")

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: folder.appendingPathComponent("SOURCES.tsv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { line in
            let c = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let frames = c[5].split(separator: " ").compactMap { spot -> (Int, [Double])? in
                let parts = spot.split(separator: "=")
                guard parts.count == 2, let k = Int(parts[0]) else { return nil }
                return (k, parts[1].split(separator: ",").compactMap { Double($0) })
            }
            return Row(file: c[0], format: c[1], views: Int(c[4]) ?? -1, frames: frames)
        }
    }

    @Test("every dump is cited, reads as its format, with its hand-counted views and its frames")
    func corpus() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 11)
        var imported: [String: (found: Int, read: Int)] = [:]
        for row in rows {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(row.file), encoding: .utf8)
            let detected = HierarchyFormat.detect(text)
            imported[row.format, default: (0, 0)].found += 1
            if row.format == "shortForm" {
                #expect(detected == .recursiveDescription, "\(row.file)")
                do {
                    _ = try RecursiveDescription.parse(text, file: row.file)
                    Issue.record("\(row.file): a short form was read")
                } catch {
                    #expect(error.description.contains("names a view but not its frame"), "\(row.file)")
                    #expect(error.description.contains("recursiveDescription"), "\(row.file)")
                }
                continue
            }
            let format = try #require(detected, "\(row.file)")
            #expect(format.rawValue == row.format, "\(row.file)")
            let dump = try format.parse(text, file: row.file)
            // XCUITest and Appium count the Application element, which is not a view.
            let application = format == .recursiveDescription ? 0 : 1
            #expect(dump.views.count == row.views - application, "\(row.file)")
            let absolute = Self.absoluteFrames(dump)
            for (k, numbers) in row.frames {
                let i = k - application
                guard dump.views.indices.contains(i), numbers.count == 4 else {
                    Issue.record("\(row.file): no view #\(k)")
                    continue
                }
                let f: HCRect
                if format == .recursiveDescription {
                    let printed = try #require(HierarchyImporter.numbers(dump.views[i].fields["frame"] ?? ""))
                    f = HCRect(x: printed[0], y: printed[1], width: printed[2], height: printed[3])
                } else {
                    f = absolute[i]
                }
                let expected = [f.minX, f.minY, f.width, f.height]
                #expect(zip(expected, numbers).allSatisfy { abs($0 - $1) < 1e-9 }, "\(row.file) #\(k): \(expected)")
            }
            let result = try HierarchyImporter.scene(from: dump, file: row.file)
            #expect(result.scene.views.count >= dump.views.count, "\(row.file)")
            imported[row.format, default: (0, 0)].read += 1
        }
        // The figures the closing note reports: dumps read / dumps found, per format.
        #expect(imported["recursiveDescription"].map { $0.read == $0.found } == true)
        #expect(imported["xcuitest"].map { $0.read == $0.found } == true)
    }

    @Test("a nested description is the inner view with the outer fields; an author's cut is skipped over")
    func variants() throws {
        let nested = try String(
            contentsOf: Self.folder.appendingPathComponent("sentry11_uitextview_ios26_18_nested.txt"), encoding: .utf8)
        let dump = try RecursiveDescription.parse(nested)
        let container = try #require(dump.views.first { $0.className == "_UITextContainerView" })
        #expect(container.fields["frame"] != nil && container.fields["minSize"] != nil)
        let cut = try String(
            contentsOf: Self.folder.appendingPathComponent("componentkit01_pviews_collectionview_cut_with_dots.txt"),
            encoding: .utf8)
        let read = try RecursiveDescription.parse(cut)
        #expect(read.isTruncated && read.warnings.contains { $0.description.contains("views are left out here") })
    }

    /// Each view's frame in the root's space, from the relative frames and depths of the dump.
    static func absoluteFrames(_ dump: HierarchyDump) -> [HCRect] {
        var origins: [HCPoint] = []  // by depth: the open ancestors' absolute origins
        var out: [HCRect] = []
        for v in dump.views {
            let f = HierarchyImporter.numbers(v.fields["frame"] ?? "") ?? [0, 0, 0, 0]
            origins.removeLast(max(origins.count - v.depth, 0))
            let parent = origins.last ?? .zero
            let origin = HCPoint(x: parent.x + f[0], y: parent.y + f[1])
            out.append(HCRect(x: origin.x, y: origin.y, width: f[2], height: f[3]))
            origins.append(origin)
        }
        return out
    }
}
