import Foundation
import Testing

/// `import HitChain` exports no top-level name that SwiftUI, AppKit or Darwin also declares, so a
/// file importing both (or only Foundation, on macOS) can name every HitChain type unqualified
/// (docs/ARCHITECTURE.md, "The public API"). The lists below are those frameworks' top-level type
/// names a UI model could plausibly take; a HitChain declaration with one of them fails the test,
/// naming the file and the line.
@Suite("Exported names clash with no SwiftUI, AppKit or Darwin name")
struct ExportedNamesTests {
    /// SwiftUI's top-level types (https://developer.apple.com/documentation/swiftui).
    static let swiftUI: Set<String> = [
        "Alignment", "Anchor", "Angle", "Animation", "AnyGesture", "AnyLayout", "AnyShape", "AnyView", "App",
        "AppStorage", "Axis", "Binding", "Button", "ButtonRole", "Canvas", "Capsule", "Circle", "Color",
        "ColorPicker", "ContentMode", "ContentUnavailableView", "ControlGroup", "ControlSize", "DatePicker",
        "DisclosureGroup", "Divider", "DragGesture", "Edge", "EdgeInsets", "EditButton", "Ellipse", "EmptyView",
        "Environment", "EnvironmentObject", "EnvironmentValues", "EventModifiers", "ExclusiveGesture",
        "FocusState", "Font", "ForEach", "Form", "Gauge", "GeometryProxy", "GeometryReader", "Gesture",
        "GestureMask", "GestureState", "Gradient", "Grid", "GridItem", "GridRow", "Group", "GroupBox", "HStack",
        "Image", "KeyEquivalent", "KeyPress", "Label", "LabeledContent", "Layout", "LazyHStack", "LazyVStack",
        "Link", "List", "LongPressGesture", "MagnifyGesture", "MagnificationGesture", "Menu", "Namespace",
        "NavigationLink", "NavigationPath", "NavigationSplitView", "NavigationStack", "NavigationView",
        "ObservedObject", "OutlineGroup", "Path", "Picker", "PreferenceKey", "ProgressView", "ProposedViewSize",
        "Rectangle", "RotateGesture", "RotationGesture", "RoundedRectangle", "ScaledMetric", "Scene",
        "ScenePhase", "SceneStorage", "ScrollGeometry", "ScrollPhase", "ScrollPosition", "ScrollView",
        "ScrollViewProxy", "ScrollViewReader", "SecureField", "Section", "SequenceGesture", "Settings", "Shape",
        "ShareLink", "SimultaneousGesture", "Slider", "Spacer", "SpatialTapGesture", "State", "StateObject",
        "Stepper", "Tab", "TabView", "Table", "TapGesture", "Text", "TextEditor", "TextField", "TimelineView",
        "Toggle", "Transaction", "UnitPoint", "VStack", "View", "ViewBuilder", "ViewDimensions", "Visibility",
        "Window", "WindowGroup", "ZStack",
    ]
    /// Darwin's `MacTypes`, which Foundation brings in on Apple platforms, and unprefixed AppKit names.
    static let darwin: Set<String> = [
        "Point", "Rect", "Size", "Handle", "Ptr", "Style", "Fixed", "Fract", "Boolean", "Byte", "ProcPtr",
        "Str255", "StringPtr", "VersRec", "NumVersion", "Polygon", "Region", "Picture",
    ]

    /// A top-level public type a module `import HitChain` re-exports declares.
    struct Declaration: CustomStringConvertible {
        var file: String
        var line: Int
        var name: String
        var description: String { "\(file):\(line): \(name)" }
    }

    static func declarations() throws -> [Declaration] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let umbrella = try String(
            contentsOf: sources.appendingPathComponent("HitChain/HitChain.swift"), encoding: .utf8)
        let modules = umbrella.components(separatedBy: "\n").compactMap { line -> String? in
            line.hasPrefix("@_exported import ") ? String(line.dropFirst("@_exported import ".count)) : nil
        }
        let header = try NSRegularExpression(
            pattern: #"^(?:@\w+ )*(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias|actor) (\w+)"#)
        var found: [Declaration] = []
        for module in modules {
            let dir = sources.appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(atPath: dir.path) else { continue }
            for case let relative as String in files where relative.hasSuffix(".swift") {
                let text = try String(contentsOf: dir.appendingPathComponent(relative), encoding: .utf8)
                for (i, line) in text.components(separatedBy: "\n").enumerated() {
                    let range = NSRange(line.startIndex..., in: line)
                    guard let m = header.firstMatch(in: line, range: range), let r = Range(m.range(at: 1), in: line)
                    else { continue }
                    found.append(Declaration(file: "\(module)/\(relative)", line: i + 1, name: String(line[r])))
                }
            }
        }
        return found
    }

    @Test("no type `import HitChain` exports is one SwiftUI, AppKit or Darwin declares")
    func noClashes() throws {
        let declared = try Self.declarations()
        let clashing = declared.filter { Self.swiftUI.contains($0.name) || Self.darwin.contains($0.name) }
        #expect(clashing.isEmpty, "clashing names:\n\(clashing.map(\.description).joined(separator: "\n"))")
    }

    @Test("the scan sees every re-exported module's types")
    func scanSeesTypes() throws {
        let names = Set(try Self.declarations().map(\.name))
        #expect(names.count > 200, "the scan found \(names.count) types: is the source tree where it was?")
        for name in ["UIView", "UIWindow", "UIButton", "HCPoint", "HCRect", "HCScene", "Fuzzer", "EVZReader"] {
            #expect(names.contains(name), "the scan missed \(name)")
        }
    }
}
