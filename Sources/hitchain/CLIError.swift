import ArgumentParser
import Foundation
import HitChain

/// An error the command line reports in one line on standard error, with a non-zero exit.
struct CLIError: Error, CustomStringConvertible {
    enum Kind {
        case unreadable(String, String)
        case scene(SceneError)
        case badPoint(String)
        case unknownResponder(String, file: String, suggestions: [HCScene.NameSuggestion] = [])
        case unknownMutant(String, known: [String])
        case unknownView(String, file: String, suggestions: [HCScene.NameSuggestion] = [])
        case noCentre(String, file: String)
        case unwritable(OutputError, option: String?)
        /// A problem with what an option names: the option, then the problem.
        case option(String, String)
        /// An engine in another process that failed; `stopped`: the run gave up on it there.
        case engine(EngineFailure, stopped: Bool = true)
    }

    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }

    var description: String {
        switch kind {
        case .unreadable(let path, let why): return "\(path): cannot read the file: \(why)"
        case .scene(let e): return e.description
        case .badPoint(let text):
            return "--point \"\(text)\": expected two finite numbers, \"X,Y\" (for example 120,48.5)"
        case .unknownResponder(let name, let file, let suggestions):
            return "\(file): no responder is named \"\(name)\"" + Self.closest(suggestions, file: file)
        case .unknownMutant(let name, let known):
            return "unknown mutant \"\(name)\"; known: \(known.joined(separator: ", "))"
        case .unknownView(let name, let file, let suggestions):
            return "\(file): no view is named \"\(name)\"" + Self.closest(suggestions, file: file)
        case .noCentre(let name, let file):
            return
                "\(file): the centre of \"\(name)\" is not a finite screen point "
                + "(a transform on the way up is degenerate)"
        case .unwritable(let e, let option):
            return (option.map { $0 + " " } ?? "") + "\(e.path): cannot write the file: \(e.problem)"
        case .option(let option, let problem): return "\(option) \(problem)"
        case .engine(let failure, let stopped): return "\(failure)" + (stopped ? "; the run stopped" : "")
        }
    }

    /// "; closest: "buy" (UIButton, the same name but for case), …; every name: hitchain names FILE".
    private static func closest(_ suggestions: [HCScene.NameSuggestion], file: String) -> String {
        let list = suggestions.map { "\"\($0.name)\" (\($0.className), \($0.reason))" }.joined(separator: ", ")
        return (suggestions.isEmpty ? "" : "; closest: " + list) + "; every name: hitchain names \(file)"
    }
}
