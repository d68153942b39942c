import ArgumentParser
import HitChain

@main
struct HitChainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hitchain",
        abstract: "UIKit-style hit-testing and responder chains, modelled exactly, on any platform.",
        discussion: """
            Scenes are JSON files describing windows, view controllers and views \
            (docs/scene-format.md). Start with:
              hitchain explain Corpus/scenes/seed-004.json --point 350,350
              hitchain explain Corpus/scenes/seed-004.json --at BView --why-not AView --svg why.svg
            """,
        version: "0.1.0",
        subcommands: [
            ExplainCommand.self, NamesCommand.self, RunCommand.self, RecordCommand.self, ReplayCommand.self,
            InspectCommand.self,
            ImportCommand.self, BenchCommand.self,
            ChainCommand.self, ViewCommand.self,
            ValidateCommand.self, FuzzCommand.self, ConformCommand.self, DamageCommand.self, UpgradeCommand.self,
        ]
    )

    /// Interrupted (Ctrl-C, a CI time-out), the tool removes the temporary files it was
    /// writing before it dies.
    static func main() {
        TemporaryFiles.removeOnTermination()
        main(nil)
    }
}
