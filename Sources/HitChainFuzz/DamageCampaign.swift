package import HitChainEngines
import HitChainRecording

/// The bad-input campaign over recordings: every file cut at many offsets, bit-flipped,
/// and changed with its CRCs recomputed, each variant read and replayed
/// (`RecordingProbe`). What must never happen: a cut or flipped file that passes (CRCs and
/// the end record are there to stop it), engines disagreeing on an accepted file, a crash
/// or a hang (the caller's watchdog and signal handler see those, through `willTry`).
/// Hierarchy dumps (the inputs of `hitchain import`) among the files are cut only, each cut
/// imported (`DumpProbe`): a cut must be refused or said to be cut.
package struct DamageCampaign: Sendable {
    package var seed: UInt64
    /// Offsets per file to cut at: every offset when the file is no longer than this, else
    /// about this many: the first bytes (up to 64, the magic and the header) and the rest
    /// spread evenly.
    package var cuts: Int
    package var flips: Int
    package var crcFixed: Int
    package var engines: [NamedEngine]

    package init(
        seed: UInt64 = 1, cuts: Int = 1000, flips: Int = 1000, crcFixed: Int = 1000,
        engines: [NamedEngine] = NamedEngine.registered()
    ) {
        self.seed = seed
        self.cuts = cuts
        self.flips = flips
        self.crcFixed = crcFixed
        self.engines = engines
    }

    /// Counts for one kind of damage.
    package struct Tally: Sendable, Hashable {
        package var tried = 0
        /// Refused by the reader: an error naming the place.
        package var refused = 0
        /// Read in part or diverging from the recorded trace: replay fails.
        package var failed = 0
        /// A damaged file that replay passed: must stay 0 for cuts and flips.
        package var passedWhenDamaged = 0
        /// A CRC-fixed change that makes another valid recording (replay passes): allowed.
        package var acceptedAsValid = 0
        /// Engines disagreeing on an accepted file: a bug.
        package var bugs = 0

        package init() {}
    }

    /// Something that must not happen, with the command that reproduces it.
    package struct Finding: Sendable, Hashable {
        package var file: String
        package var variant: RecordingDamage.Variant
        package var problem: String
    }

    /// Counts for the cuts of hierarchy dumps (`DumpProbe`).
    package struct DumpTally: Sendable, Hashable {
        package var tried = 0
        package var refused = 0
        /// Imported with a warning that the dump is cut off.
        package var saidCut = 0
        /// Cut at a line's end: a whole, shorter dump (nothing can tell).
        package var shorterDump = 0
        /// Imported as whole although cut mid-line: must stay 0.
        package var silent = 0

        package init() {}
    }

    package struct Result: Sendable {
        package var tallies: [RecordingDamage.Kind: Tally] = [:]
        /// The hierarchy dumps among the files: cuts only.
        package var dumps = DumpTally()
        package var dumpFiles = 0
        package var findings: [Finding] = []
        package var total: Tally {
            tallies.values.reduce(into: Tally()) { t, x in
                t.tried += x.tried
                t.refused += x.refused
                t.failed += x.failed
                t.passedWhenDamaged += x.passedWhenDamaged
                t.acceptedAsValid += x.acceptedAsValid
                t.bugs += x.bugs
            }
        }
    }

    /// Each count (`cuts`, `flips`, `crcFixed`) `hitchain damage` accepts.
    package static let countRange = 0...10_000_000

    /// The variants tried on a file of `size` bytes, in order, made as they are asked for:
    /// memory does not grow with the counts.
    package func variants(size: Int) -> DamageVariants {
        DamageVariants(size: size, cuts: cuts, flips: flips, crcFixed: crcFixed)
    }

    /// Runs every variant of every file; `willTry` is called before each (for a watchdog).
    package func run(
        _ files: [(path: String, bytes: [UInt8])], willTry: (String, RecordingDamage.Variant) -> Void = { _, _ in }
    ) -> Result {
        var result = Result()
        for file in files {
            if Self.isDump(file.bytes) {
                result.dumpFiles += 1
                runDump(file, into: &result, willTry: willTry)
                continue
            }
            for variant in variants(size: file.bytes.count) {
                willTry(file.path, variant)
                let damaged = RecordingDamage.apply(variant, to: file.bytes, seed: seed)
                var tally = result.tallies[variant.kind, default: Tally()]
                tally.tried += 1
                switch RecordingProbe.run(damaged, engines: engines) {
                case .refused: tally.refused += 1
                case .failed: tally.failed += 1
                case .passed:
                    if variant.kind == .crcFixed {
                        tally.acceptedAsValid += 1
                    } else {
                        tally.passedWhenDamaged += 1
                        result.findings.append(
                            Finding(file: file.path, variant: variant, problem: "a damaged file passed replay"))
                    }
                case .bug(let report):
                    tally.bugs += 1
                    result.findings.append(Finding(file: file.path, variant: variant, problem: report))
                }
                result.tallies[variant.kind] = tally
            }
        }
        return result
    }

    /// Whether `bytes` are a hierarchy dump rather than a recording (which starts with its magic).
    package static func isDump(_ bytes: [UInt8]) -> Bool {
        !bytes.starts(with: EVZFormat.magic) && DumpProbe.isDump(String(decoding: bytes.prefix(4096), as: UTF8.self))
    }

    /// The cuts of one dump, imported as `hitchain import hierarchy` would.
    private func runDump(
        _ file: (path: String, bytes: [UInt8]), into result: inout Result,
        willTry: (String, RecordingDamage.Variant) -> Void
    ) {
        for variant in DamageVariants(size: file.bytes.count, cuts: cuts, flips: 0, crcFixed: 0) {
            willTry(file.path, variant)
            result.dumps.tried += 1
            switch DumpProbe.run(file.bytes, cut: variant.number) {
            case .refused: result.dumps.refused += 1
            case .saidCut: result.dumps.saidCut += 1
            case .shorterDump: result.dumps.shorterDump += 1
            case .silent:
                result.dumps.silent += 1
                result.findings.append(
                    Finding(file: file.path, variant: variant, problem: "a dump cut mid-line imported as whole"))
            }
        }
    }
}
