import ArgumentParser
import HitChain

/// `hitchain upgrade FILE…`: rewrites recordings in the current format version, in place.
struct UpgradeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upgrade",
        abstract: "Rewrite recordings in the current .evz format version, in place.",
        discussion: """
            Each file is written beside itself, read back and compared with the original event by \
            event, then renamed over it. A file that is not whole, or whose rewrite would read back \
            differently, is left as it is and reported. Files already in the current version are \
            not touched. A symbolic link stays a link: its target is rewritten. Other hard links to \
            a file keep the old version (the rewrite is a new file), and the command says so.
            """
    )

    @Argument(help: "Recordings (.evz).")
    var files: [String]

    func validate() throws {
        if files.contains("") { throw ValidationError("an empty path names no recording") }
    }

    func run() throws {
        var failed = 0
        for file in files {
            do {
                let outcome = try RecordingUpgrade.upgrade(path: file)
                if outcome.wasCurrent {
                    print("current   \(file): already version \(EVZFormat.majorVersion)")
                } else {
                    print(
                        "upgraded  \(file): version \(outcome.fromVersion) → \(EVZFormat.majorVersion), "
                            + "\(plural(outcome.events, "event")), "
                            + "\(outcome.bytesBefore) → \(outcome.bytesAfter) bytes"
                    )
                    if outcome.otherHardLinks > 0 {
                        print(
                            "          note: \(plural(outcome.otherHardLinks, "other hard link")) to the file still "
                                + "\(outcome.otherHardLinks == 1 ? "holds" : "hold") version \(outcome.fromVersion): "
                                + "the upgrade is a new file renamed into place")
                    }
                }
            } catch {
                failed += 1
                print("failed    \(error)")
            }
        }
        if failed > 0 {
            print("\(plural(failed, "file")) of \(files.count) not upgraded")
            throw ExitCode.failure
        }
    }
}
