import ArgumentParser
import HitChain

/// `hitchain explain SCENE --point X,Y`: why a touch goes where it goes.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print the hit-test walk for a screen point, the hit view and its responder chain.",
        discussion: """
            The walk is printed in the style of seed 004's logs: every hitTest and \
            pointInside call with its answer, indented by depth. Lines starting with # are \
            not UIKit calls: a view skipped before pointInside, or a forwarding override \
            asking its target.
            """
    )

    @OptionGroup var sceneOptions: SceneOptions

    @Option(name: .long, help: ArgumentHelp("The screen point, in points.", valueName: "x,y"))
    var point: String

    @Option(
        name: .long,
        help: ArgumentHelp("Run a hit-testing mutant instead of the reference (see docs/semantics.md).", valueName: "name"))
    var mutant: String?

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        guard let p = PointArgument(argument: point)?.point else { throw CLIError(.badPoint(point)) }
        var mutantValue: HitTestMutant?
        if let m = mutant {
            guard let value = HitTestMutant(rawValue: m) else { throw CLIError(.unknownMutant(m)) }
            mutantValue = value
        }
        let (_, app) = try sceneOptions.load()
        let explanation = Explanation(app: app, point: p, mutant: mutantValue)
        print(json ? explanation.json : explanation.text, terminator: "")
    }
}

/// The walk, the answer and the chain for one point, rendered as text or JSON.
struct Explanation {
    var steps: [HitTestStep] = []
    var result: HitTestResult
    let point: Point
    let mutant: HitTestMutant?

    init(app: Application, point: Point, mutant: HitTestMutant?) {
        self.point = point
        self.mutant = mutant
        var collected: [HitTestStep] = []
        let tester = ReferenceHitTester(mutant: mutant) { collected.append($0) }
        result = tester.hitTest(app, screenPoint: point)
        steps = collected
    }

    var text: String {
        var out = "hit-test at \(point)\(mutant.map { " with mutant \($0.rawValue)" } ?? "")\n"
        for step in steps {
            out += String(repeating: "  ", count: step.depth) + step.logLine + "\n"
        }
        out += "\n"
        guard let hit = result.view else {
            return out + "hit: (null): no window answered; the touch is dropped\n"
        }
        out += "hit: \(hit.label)\n"
        out += "path: \(hit.path)\n"
        out += "chain: \(hit.responderChain.labels)\n"
        out += "classes: \(hit.responderChain.classNames)\n"
        return out
    }

    var json: String {
        var w = JSONWriter()
        w.beginObject()
        w.field("point", numbers: [point.x, point.y])
        if let m = mutant { w.field("mutant", m.rawValue) }
        w.key("hit")
        if let v = result.view { w.string(v.name) } else { w.null() }
        w.key("window")
        if let v = result.window { w.string(v.name) } else { w.null() }
        if let hit = result.view {
            w.field("path", hit.path)
            w.key("chain")
            w.beginArray()
            for r in hit.responderChain {
                w.beginObject()
                w.field("name", r.name)
                w.field("className", r.className)
                w.endObject()
            }
            w.endArray()
        }
        w.key("walk")
        w.beginArray()
        for step in steps {
            w.beginObject()
            w.field("depth", Double(step.depth))
            w.field("view", step.view.name)
            switch step {
            case .hitTest(_, let p, _):
                w.field("call", "hitTest")
                w.key("point")
                if let p { w.numbers([p.x, p.y]) } else { w.null() }
            case .skipped(_, let reason, _):
                w.field("call", "skipped")
                w.field("reason", reason)
            case .pointInside(_, let inside, _):
                w.field("call", "pointInside")
                w.field("result", inside)
            case .forwardCheck(_, let target, let inside, _):
                w.field("call", "forwardCheck")
                w.field("target", target.name)
                w.field("result", inside)
            case .returned(_, let r, _):
                w.field("call", "return")
                w.key("result")
                if let r { w.string(r.name) } else { w.null() }
            }
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }
}
