import ArgumentParser
import Foundation
import HitChain

/// `hitchain damage FILES…`: the bad-input campaign over recordings.
struct DamageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "damage",
        abstract:
            "Cut, bit-flip and CRC-fixed-mutate recordings (and cut hierarchy dumps), and check each damaged copy "
            + "is refused or fails.",
        discussion: """
            Every variant of a recording is read and replayed as `hitchain replay` would. A cut or \
            flipped file must never pass; engines must never disagree on a file the reader accepts; \
            nothing may crash or hang (a variant that runs past --timeout stops the run). A \
            CRC-fixed change may make another valid recording: those are counted, not failed. \
            Every variant is reproducible: --variant cut:812 --write OUT.evz writes one.

            Hierarchy dumps (recursiveDescription, Appium page sources, XCUITest debugDescription, \
            in every shape `hitchain import` reads: escaped lldb strings, NSLog lines and window \
            lists, controller annotations, a _printHierarchy it refuses) are cut only, and each cut \
            imported as `hitchain import hierarchy` would: it must be refused or imported with a \
            warning that it is cut off. A cut at the end of a line leaves a shorter dump that is \
            whole in itself: counted, not failed.
            """
    )

    @Argument(help: "Recordings (.evz), hierarchy dumps, or directories (searched for .evz, .txt and .xml files).")
    var files: [String]

    @Option(help: "The seed of the random draws.")
    var seed: UInt64 = 1

    @Option(help: "Offsets to cut each file at, 0 to 10000000 (every offset of a file no longer than this).")
    var cuts: Int = 1000

    @Option(help: "Bit-flipped copies of each file, 0 to 10000000 (CRCs as they were).")
    var flips: Int = 1000

    @Option(help: "Copies of each file with bytes overwritten and every CRC recomputed, 0 to 10000000.")
    var crcFixed: Int = 1000

    @Option(help: "Seconds one variant may take before the run stops as hung (more than 0, at most 86400).")
    var timeout: Measure = 30

    @Option(
        help: ArgumentHelp("Only this variant of the one file given (cut:N, flip:N, crcFixed:N).", valueName: "kind:n"))
    var variant: RecordingDamage.Variant?

    @Option(help: ArgumentHelp("With --variant: write the damaged bytes here.", valueName: "file.evz"))
    var write: String?

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        guard timeout.value > 0, timeout.value <= 86_400 else {
            throw ValidationError("--timeout is a number of seconds, more than 0 and at most 86400")
        }
        for (option, count) in [("--cuts", cuts), ("--flips", flips), ("--crc-fixed", crcFixed)]
        where !DamageCampaign.countRange.contains(count) {
            throw ValidationError("\(option) is a count from 0 to \(DamageCampaign.countRange.upperBound)")
        }
        if let write {
            try ReportFile.refuseStandardOutput(write, option: "--write", holding: "a binary recording (.evz)")
        }
        if write != nil, variant == nil {
            throw ValidationError("--write goes with --variant: it writes that one damaged copy")
        }
    }

    func run() throws {
        BuildNote.printIfDebug(command: "damage")
        let paths = try RecordingFiles.expand(files, extensions: ["evz", "txt", "xml"])
        var loaded = try paths.map { path in (path: path, bytes: [UInt8](try InputFile.read(path))) }
        if let variant {
            try runOne(variant, loaded)
            return
        }
        let unusable = Self.refuseUnusable(&loaded, named: Set(files))
        guard !loaded.isEmpty else {
            for line in unusable { FileHandle.standardError.write(Data("damage: \(line)\n".utf8)) }
            if unusable.isEmpty {
                let given = files.map { "\"\($0)\"" }.joined(separator: ", ")
                throw ValidationError("no recording (.evz) or hierarchy dump to damage in \(given)")
            }
            throw ExitCode.failure
        }
        let campaign = DamageCampaign(seed: seed, cuts: cuts, flips: flips, crcFixed: crcFixed)
        let watchdog = Watchdog(timeout: timeout.value)
        CrashNote.install()
        let started = Date()
        let result = campaign.run(loaded) { path, variant in
            let note =
                "\(path) \(variant): reproduce with "
                + "hitchain damage \(path) --seed \(seed) --variant \(variant) --write damaged.evz"
            CrashNote.set(note)
            watchdog.beat(note)
        }
        watchdog.stop()
        let seconds = Date().timeIntervalSince(started)
        print(
            json ? Self.json(result, seconds: seconds) : Self.table(result, files: loaded.count, seconds: seconds),
            terminator: "")
        for line in unusable { FileHandle.standardError.write(Data("damage: \(line)\n".utf8)) }
        if !result.findings.isEmpty || !unusable.isEmpty { throw ExitCode.failure }
    }

    /// Takes out of `loaded` what damaging proves nothing about: a file that is neither a
    /// recording that replays nor a hierarchy dump. Returns a line for each one the user named
    /// (or each `.evz` found in a folder); other text files found in a folder are passed over.
    static func refuseUnusable(_ loaded: inout [(path: String, bytes: [UInt8])], named: Set<String>) -> [String] {
        var unusable: [String] = []
        loaded.removeAll { file in
            if DamageCampaign.isDump(file.bytes) { return false }
            let why: String
            switch RecordingProbe.run(file.bytes) {
            case .passed: return false
            case .refused(let reason): why = reason.replacing("input.evz: ", with: "")
            case .failed(let reason), .bug(let reason): why = "it fails replay as it is: \(reason)"
            }
            if named.contains(file.path) || file.path.hasSuffix(".evz") {
                unusable.append(
                    "\(file.path): skipped: neither a recording that replays nor a hierarchy dump (\(why.prefix(200)))")
            }
            return true
        }
        return unusable
    }

    func runOne(_ v: RecordingDamage.Variant, _ loaded: [(path: String, bytes: [UInt8])]) throws {
        guard loaded.count == 1, let file = loaded.first else {
            throw ValidationError("--variant takes exactly one recording")
        }
        if DamageCampaign.isDump(file.bytes) {
            guard v.kind == .cut else { throw ValidationError("--variant: a hierarchy dump is only cut (cut:N)") }
            if let out = write {
                do { try OutputFile.write(Array(file.bytes.prefix(v.number)), to: out) } catch {
                    throw CLIError(.unwritable(error, option: "--write"))
                }
            }
            let outcome = DumpProbe.run(file.bytes, cut: v.number)
            print("\(file.path) \(v): \(outcome)")
            if outcome == .silent { throw ExitCode.failure }
            return
        }
        let damaged = RecordingDamage.apply(v, to: file.bytes, seed: seed)
        if let out = write {
            do { try OutputFile.write(damaged, to: out) } catch {
                throw CLIError(.unwritable(error, option: "--write"))
            }
        }
        let outcome = RecordingProbe.run(damaged)
        print("\(file.path) \(v): \(outcome)")
        if case .bug = outcome { throw ExitCode.failure }
        if case .passed = outcome, v.kind != .crcFixed { throw ExitCode.failure }
    }

    static func table(_ r: DamageCampaign.Result, files: Int, seconds: Double) -> String {
        func row(_ label: String, _ cells: [(Int, Int)]) -> String {
            var line = label.padding(toLength: 10, withPad: " ", startingAt: 0)
            for (n, w) in cells {
                let s = String(n)
                line += String(repeating: " ", count: max(w - s.count, 1)) + s
            }
            return line + "\n"
        }
        let recordings = files - r.dumpFiles
        var out = ""
        if recordings > 0 {
            out += "kind        tried   refused  failed  passed-when-damaged  accepted-as-valid  engine-bugs\n"
            for kind in RecordingDamage.Kind.allCases {
                let t = r.tallies[kind, default: .init()]
                out += row(
                    kind.rawValue,
                    [
                        (t.tried, 7), (t.refused, 10), (t.failed, 8), (t.passedWhenDamaged, 21),
                        (t.acceptedAsValid, 19),
                        (t.bugs, 13),
                    ])
            }
        }
        if r.dumpFiles > 0 {
            let d = r.dumps
            out += (recordings > 0 ? "\n" : "") + "dumps       tried   refused  said-cut  shorter-dump  silent\n"
            out += row("cut", [(d.tried, 7), (d.refused, 10), (d.saidCut, 10), (d.shorterDump, 14), (d.silent, 8)])
        }
        for f in r.findings.prefix(20) {
            out += "FAIL  \(f.file) \(f.variant): \(f.problem)\n"
        }
        let t = r.total
        var parts: [String] = []
        if recordings > 0 {
            parts.append(
                "\(plural(recordings, "recording")), \(plural(t.tried, "damaged copy", "damaged copies")): "
                    + "passed-when-damaged \(t.passedWhenDamaged), engine bugs \(t.bugs)")
        }
        if r.dumpFiles > 0 {
            parts.append("\(plural(r.dumpFiles, "dump")), \(plural(r.dumps.tried, "cut")): silent \(r.dumps.silent)")
        }
        // A crash or a hang stops the run before this line (naming the copy), so reaching it
        // is what "crashed 0, hung 0" means.
        out += parts.joined(separator: "; ") + " in \(formatMeasure(seconds, decimals: 1)) s; "
        out += "crashed 0, hung 0 (either stops the run)\n"
        return out
    }

    static func json(_ r: DamageCampaign.Result, seconds: Double) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.field("seconds", seconds)
        w.key("kinds")
        w.beginObject()
        for kind in RecordingDamage.Kind.allCases {
            let t = r.tallies[kind, default: .init()]
            w.key(kind.rawValue)
            w.beginObject()
            w.field("tried", Double(t.tried))
            w.field("refused", Double(t.refused))
            w.field("failed", Double(t.failed))
            w.field("passedWhenDamaged", Double(t.passedWhenDamaged))
            w.field("acceptedAsValid", Double(t.acceptedAsValid))
            w.field("engineBugs", Double(t.bugs))
            w.endObject()
        }
        w.endObject()
        w.key("dumps")
        w.beginObject()
        w.field("files", Double(r.dumpFiles))
        w.field("tried", Double(r.dumps.tried))
        w.field("refused", Double(r.dumps.refused))
        w.field("saidCut", Double(r.dumps.saidCut))
        w.field("shorterDump", Double(r.dumps.shorterDump))
        w.field("silent", Double(r.dumps.silent))
        w.endObject()
        w.key("findings")
        w.beginArray()
        for f in r.findings {
            w.beginObject()
            w.field("file", f.file)
            w.field("variant", f.variant.description)
            w.field("problem", f.problem)
            w.endObject()
        }
        w.endArray()
        w.field("crashed", 0)
        w.field("hung", 0)
        w.endObject()
        return w.text + "\n"
    }
}
