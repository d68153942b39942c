import ArgumentParser
import HitChain

/// `hitchain explain SCENE --point X,Y` (or `--at NAME`): why a touch goes where it goes,
/// and with `--why-not NAME` why it does not go to a view.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print the hit-test walk for a screen point, the hit view and its responder chain.",
        discussion: """
            The walk is printed in the style of seed 004's logs: every hitTest and \
            pointInside call with its answer, indented by depth. The part of a line after \
            "# " is not a UIKit call: a view skipped before pointInside \
            ("CView --- # skipped: hidden"), or a forwarding override asking its target. A line \
            deeper than 32 levels keeps their indentation and begins with its depth \
            ("[40] "): the output grows with the walk's steps, not their depth.

            Examples:
              hitchain explain Corpus/scenes/seed-004.json --point 350,350
              hitchain explain Corpus/scenes/seed-004.json --at BView --why-not AView
              hitchain explain Corpus/scenes/seed-000-abcd.json --point -0.5,10 --svg walk.svg
            """
    )

    @OptionGroup var sceneOptions: SceneOptions

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("The screen point, in points (negative values are fine: --point -4,10).", valueName: "x,y"),
        transform: PointArgument.parse)
    var point: PointArgument?

    @Option(
        name: .long, help: ArgumentHelp("Touch the centre of this view instead of giving --point.", valueName: "name"))
    var at: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Say why the touch does not reach this view: the rule and the view responsible.", valueName: "name"))
    var whyNot: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Also draw the scene, the walk and the answer as an SVG.", valueName: "file.svg"))
    var svg: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Run a hit-testing mutant instead of the reference (see docs/semantics.md).", valueName: "name"),
        transform: MutantArgument.referenceMutant)
    var mutant: HitTestMutant?

    @Option(
        help: ArgumentHelp(
            "Also ask this engine (as for fuzz --engines): its answer beside the reference's walk, the step where "
                + "they part, and the readings of the rules that answer as it does.", valueName: "name"))
    var engine: String?

    @OptionGroup var engineOptions: EngineOptions

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        switch (point, at) {
        case (nil, nil): throw ValidationError("give the touch as --point X,Y or --at NAME")
        case (.some, .some): throw ValidationError("give either --point or --at, not both")
        default: break
        }
    }

    func run() throws {
        if let svg { try ReportFile.prepare(svg, option: "--svg") }
        let (scene, app) = try sceneOptions.load()
        let touch = try resolvePoint(in: app, scene: scene)
        var whyNotView: UIView?
        if let name = whyNot {
            guard let v = app.view(named: name) else {
                throw CLIError(.unknownView(name, file: sceneOptions.scene, suggestions: scene.closestNames(to: name)))
            }
            whyNotView = v
        }
        let named = try engine.map {
            try EngineArgument.engine($0, timeout: engineOptions.engineTimeout.value, quiet: true)
        }
        var explanation = Explanation(
            app: app, point: touch.point, source: touch.source, mutant: mutant, whyNot: whyNotView)
        if let named {
            explanation.comparison = EngineComparison(application: app, point: touch.point, engine: named)
            // An engine that failed gave no answer to compare: say why instead.
            if let pool = named.processPool, let problem = pool.lastProblem {
                let failure = named.failure ?? EngineFailure(engine: named.name, reason: "failed", problem: problem)
                throw CLIError(.engine(failure, stopped: false))
            }
        }
        if let svg {
            let picture = ScenePicture(
                application: app, point: touch.point, steps: explanation.steps, result: explanation.result,
                diagnosis: explanation.diagnosis)
            try ReportFile.writePicture(picture.svg(), to: svg, option: "--svg")
        }
        print(json ? explanation.json : explanation.text, terminator: "")
    }

    /// The screen point: `--point` as given, or the centre of `--at`'s bounds converted to
    /// screen space through every transform and scroll offset on the way up.
    private func resolvePoint(in app: UIApplication, scene: HCScene) throws -> (point: HCPoint, source: String?) {
        if let point { return (point.point, nil) }
        let name = at ?? ""
        guard let v = app.view(named: name) else {
            throw CLIError(.unknownView(name, file: sceneOptions.scene, suggestions: scene.closestNames(to: name)))
        }
        let b = v.geometry.bounds
        let p = v.convertToScreen(HCPoint(x: b.midX, y: b.midY))
        guard p.x.isFinite, p.y.isFinite else { throw CLIError(.noCentre(name, file: sceneOptions.scene)) }
        return (p, "the centre of \(name)")
    }
}
