import HitChainRecording
import HitChainScene
import HitChainTestSupport
import Testing

/// Every dump in `Tests/Fixtures/dumps/shapes` is listed in its `SHAPES.tsv`, imports as the
/// format the table names with the number of views it names (or is refused), and says the
/// phrase the table gives.
@Suite("Shape fixtures: the table")
struct ShapeTableTests {
    struct Row {
        var file: String
        var format: String
        var views: Int?
        var warns: String?
    }

    static func rows() throws -> [Row] {
        let text = try shapeFixture("SHAPES.tsv")
        return text.split(separator: "\n").dropFirst().map { line in
            let c = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Row(
                file: c[0], format: c[1], views: Int(c[2]), warns: c[3] == "-" ? nil : c[3])
        }
    }

    @Test("every shape fixture is in the table, detected as its format, with its views and what it says")
    func table() throws {
        let rows = try Self.rows()
        #expect(Set(rows.map(\.file)) == Set(shapeFixtureNames()))
        for row in rows {
            let text = try shapeFixture(row.file)
            let format = try #require(HierarchyFormat.detect(text), "\(row.file)")
            #expect(format.rawValue == row.format, "\(row.file)")
            guard let views = row.views else {
                #expect(throws: SceneError.self, "\(row.file)") { try format.parse(text, file: row.file) }
                do { _ = try format.parse(text, file: row.file) } catch {
                    #expect(error.description.contains(row.warns ?? "?"), "\(row.file): \(error)")
                }
                continue
            }
            let dump = try format.parse(text, file: row.file)
            #expect(dump.views.count == views, "\(row.file)")
            let result = try HierarchyImporter.scene(from: dump, file: row.file)
            if let warns = row.warns {
                #expect(result.summary.contains { $0.contains(warns) }, "\(row.file): \(result.summary)")
            }
            let back = try SceneDecoder().decode(SceneEncoder().encode(result.scene))
            #expect(back == result.scene, "\(row.file) reads back")
        }
    }
}
