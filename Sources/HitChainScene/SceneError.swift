/// Why a HitChain input file (a scene, a scenario) was rejected, and where: the file, the line and column, the JSON
/// path, the node and the field — as much of that as is known.
///
///     Corpus/scenes/bad.json:14:7: view "C" (windows[0].subviews[0].subviews[2]), field "frame":
///         the width is NaN; write a finite number
///
/// (one line in the output).
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is, for code that reacts to errors.
    public enum Kind: String, Hashable, Sendable {
        case syntax
        case unsupportedFormat
        case wrongType
        case missingField
        case unknownField
        case invalidValue
        case nonFiniteNumber
        case negativeSize
        case outOfRange
        case duplicateName
        case unknownReference
        case viewInTwoPlaces
        case cycle
        case tooDeep
        case tooLarge
        case inconsistent
        /// A scenario's times go backwards.
        case timeGoesBackwards
        /// A scenario's touches or presses make no sense (a move before a begin, two begins).
        case invalidSequence
    }

    /// What kind of problem.
    public var kind: Kind
    /// The problem, with what to write instead when that is known.
    public var problem: String
    /// `view "C"`, `window "main"`, `view controller "vc"`.
    public var node: String?
    /// The name of the node, when the node is a named responder.
    public var nodeName: String?
    /// The field at fault.
    public var field: String?
    /// The JSON path of the node (`windows[0].subviews[2]`).
    public var path: String?
    /// The file, when reading one.
    public var file: String?
    /// The line of the problem in the file.
    public var line: Int?
    /// The column of the problem in the file.
    public var column: Int?

    /// An error of `kind`, saying `problem`, about `node`'s `field`.
    public init(_ kind: Kind, _ problem: String, node: String? = nil, nodeName: String? = nil, field: String? = nil) {
        self.kind = kind
        self.problem = problem
        self.node = node
        self.nodeName = nodeName
        self.field = field
    }

    /// `file:line:column: node (path), field "f": problem`, with what is known.
    public var description: String {
        var head: [String] = []
        if let file { head.append(file) }
        if let line { head.append(String(line)) }
        if let column { head.append(String(column)) }
        var where_: [String] = []
        if let node {
            where_.append(path.map { $0 == node ? node : "\(node) (\($0))" } ?? node)
        } else if let path {
            where_.append(path)
        }
        if let field { where_.append("field \"\(field)\"") }
        var text = head.joined(separator: ":")
        if !where_.isEmpty { text += (text.isEmpty ? "" : ": ") + where_.joined(separator: ", ") }
        return text + (text.isEmpty ? "" : ": ") + problem
    }
}

/// The limits a scene must respect. The JSON reader applies `SceneLimits.standard`;
/// programs that build very large scenes (benchmarks) can pass their own.
public struct SceneLimits: Hashable, Sendable {
    /// How deep views may nest (a window's direct subview is at depth 1).
    public var maxDepth: Int
    /// How many views a scene may hold, windows included.
    public var maxViews: Int
    /// The largest magnitude any coordinate, size or transform entry may have, in points.
    public var maxMagnitude: Double

    /// Limits of `maxDepth` levels, `maxViews` views and `maxMagnitude` points.
    public init(maxDepth: Int, maxViews: Int, maxMagnitude: Double) {
        self.maxDepth = maxDepth
        self.maxViews = maxViews
        self.maxMagnitude = maxMagnitude
    }

    /// The longest name or class name, in UTF-8 bytes: they are echoed in every trace line
    /// and message, so a longer one is refused rather than repeated.
    public static let maxNameLength = 1000

    /// 10 000 levels, 1 000 000 views, coordinates up to 1e9 points.
    public static let standard = SceneLimits(maxDepth: 10_000, maxViews: 1_000_000, maxMagnitude: 1e9)
}

extension String {
    /// The string for a message: at most `limit` characters, the rest counted, so that an
    /// absurd input is never echoed back whole (`aaaa… (200000000 bytes in all)`).
    package func clipped(to limit: Int = 80) -> String {
        let bytes = utf8.count
        guard bytes > limit else { return self }
        return String(prefix(limit)) + "… (\(bytes) bytes in all)"
    }
}
