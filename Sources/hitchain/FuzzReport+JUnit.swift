import HitChain

/// JUnit reports of `hitchain fuzz`: testcases named by what they check (each saved case,
/// each property, each feature the run must reach, each mutant), so that CI history lines
/// up from run to run.
extension FuzzReport {
    func junit(_ r: FuzzRunResult, options: FuzzOptions) -> JUnitReport {
        var report = JUnitReport(name: "hitchain fuzz --seed \(seed)")
        var saved = JUnitReport.Suite(name: "fuzz.saved", time: 0)
        for entry in replayed {
            var c = JUnitReport.TestCase(name: entry.path, classname: "hitchain.fuzz.saved", time: entry.seconds)
            if let f = entry.failure {
                c.failure = JUnitReport.Failure(
                    message: "\(entry.path): \(f.oneLine)", type: f.property.rawValue,
                    body: f.description + "\n\nreproduce: \(savedReplayCommand(entry.path, f))\n")
            }
            saved.time += entry.seconds
            saved.cases.append(c)
        }
        if !saved.cases.isEmpty { report.suites.append(saved) }

        var properties = JUnitReport.Suite(name: "fuzz.properties", time: r.elapsed)
        for property in FuzzProperty.allCases {
            var c = JUnitReport.TestCase(name: property.rawValue, classname: "hitchain.fuzz.properties")
            let shrunk = r.failures.filter { $0.minimalFailure.property == property }
            let unshrunk = r.unshrunk.filter { $0.failure.property == property }
            if let first = shrunk.first {
                let count = shrunk.count + unshrunk.count
                let more = count > 1 ? "; \(plural(count, "failing case")) in all" : ""
                c.failure = JUnitReport.Failure(
                    message: "\(first.minimalFailure.oneLine) (case \(first.caseIndex) of seed \(seed)\(more))",
                    type: property.rawValue,
                    body: (shrunk.map { describe($0) } + [unshrunkBody(unshrunk)]).filter { !$0.isEmpty }
                        .joined(separator: "\n\n") + "\n")
            } else if let first = unshrunk.first {
                c.failure = JUnitReport.Failure(
                    message: "\(first.failure.oneLine) (case \(first.caseIndex) of seed \(seed), not shrunk; "
                        + "\(plural(unshrunk.count, "failing case")))",
                    type: property.rawValue, body: unshrunkBody(unshrunk) + "\n")
            }
            properties.cases.append(c)
        }
        report.suites.append(properties)

        var coverage = JUnitReport.Suite(name: "fuzz.coverage", time: 0)
        let enabled = options.generator.reachable
        for feature in FuzzFeature.allCases {
            var c = JUnitReport.TestCase(name: feature.rawValue, classname: "hitchain.fuzz.coverage")
            let n = r.statistics.featureCases[feature] ?? 0
            if r.unexercised.contains(feature) {
                c.failure = JUnitReport.Failure(
                    message: "never exercised \(feature.rawValue) in \(plural(r.casesRun, "case"))", type: "vacuous",
                    body:
                        "The run was asked for \(feature.rawValue) and no case exercised it: run more cases, or narrow "
                        + "--features.\n")
            } else if !r.required.contains(feature), n == 0 {
                c.skipped =
                    enabled.contains(feature)
                    ? "rare at \(plural(r.casesRun, "case")): not required of this run"
                    : "not reachable with these options"
            }
            coverage.cases.append(c)
        }
        report.suites.append(coverage)
        return report
    }

    /// The failing cases that were not shrunk, each with its property and the command that
    /// reproduces it.
    private func unshrunkBody(_ list: [UnshrunkFailure]) -> String {
        list.map { u in
            "case \(u.caseIndex) (not shrunk): \(u.failure.oneLine)\n"
                + "  reproduce: \(fuzzCommand(case: u.caseIndex))"
        }.joined(separator: "\n")
    }

    func junit(mutants: [MutationCheck.Outcome], saved: [String: String]) -> JUnitReport {
        var suite = JUnitReport.Suite(name: "fuzz.mutants", time: 0)
        for o in mutants {
            var c = JUnitReport.TestCase(name: o.mutant.name, classname: "hitchain.fuzz.mutants", time: o.elapsed)
            suite.time += o.elapsed
            if !o.isExpected {
                // The mutant's own case: its engines are the mutant's, not the run's.
                let engines = "mutant:\(o.mutant.name)"
                let reproduce = saved[o.mutant.name].map {
                    "reproduce: \(Self.replayCommand($0, mutant: o.mutant.name))\n"
                }
                if let other = o.otherFailure {
                    c.failure = JUnitReport.Failure(
                        message: "\(o.mutant.name): stopped at case \(other.caseIndex) by a failure that is not the "
                            + "mutant's: \(other.minimalFailure.oneLine)",
                        type: "otherFailure", body: describe(other, engines: engines) + "\n")
                } else if o.mutant.isEquivalent {
                    c.failure = JUnitReport.Failure(
                        message:
                            "\(o.mutant.name): an equivalent mutant was caught at case \(o.caughtAt ?? 0): the model "
                            + "is wrong",
                        type: "equivalentCaught",
                        body: (o.failure.map { describe($0, engines: engines) } ?? "") + "\n" + (reproduce ?? ""))
                } else {
                    c.failure = JUnitReport.Failure(
                        message: "\(o.mutant.name): not caught in \(plural(o.casesRun, "case"))", type: "missed",
                        body: "No case of seed \(seed) told this mutant from the reference: \(o.mutant.origin)\n")
                }
            }
            suite.cases.append(c)
        }
        return JUnitReport(name: "hitchain fuzz --mutants --seed \(seed)", suites: [suite])
    }
}
