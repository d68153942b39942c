import ArgumentParser
import HitChain

/// `hitchain names SCENE`: every view's name, class, frame and flags as a tree, to find the
/// name `explain --at` and `--why-not` take.
struct NamesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "names",
        abstract: "List every view of a scene as a tree: name, class, frame and flags.",
        discussion: """
            Each line is a view: its name (what --at, --why-not and chain take), its class, \
            its frame in its superview's coordinates as recursiveDescription prints it, and \
            what sets it apart (hidden, alpha, no interaction, disabled, control, overrides, \
            gesture recognizers, a view controller). Windows are listed front to back. \
            --match keeps the views whose name, class or source contains the text, each \
            with its path from its window.

            Examples:
              hitchain names Corpus/scenes/seed-004.json
              hitchain names screen.json --match buy
            """
    )

    @OptionGroup var sceneOptions: SceneOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only the views whose name, class or source contains this text (any case), with their paths.",
            valueName: "text"))
    var match: String?

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        let scene = try SceneFile.read(sceneOptions.scene)
        let listing = ViewListing(scene: scene, match: match)
        print(json ? listing.json : listing.text, terminator: "")
    }
}
