public import Foundation

/// Runs the built `hitchain` executable, as argument-parser's own end-to-end tests do.
public struct CommandResult {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// Ended by a signal (a crash: SIGILL, SIGABRT, SIGSEGV, SIGTRAP), not by exiting.
    public var crashed = false
    /// Stopped by the runner after its time-out.
    public var hung = false

    /// Standard error without the line a debug build prints before a long command (`BuildNote`):
    /// what the command complained of.
    public var complaints: String {
        stderr.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("this is a debug build") }.joined(separator: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The directory the test bundle and the executables were built into.
public func productsDirectory() -> URL {
    var url = Bundle.main.bundleURL
    for _ in 0..<3 {
        if FileManager.default.isExecutableFile(atPath: url.appendingPathComponent("hitchain").path) { return url }
        url = url.deletingLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug")
}

public func hitchain(_ arguments: String...) throws -> CommandResult {
    try hitchain(arguments: arguments)
}

/// Runs `hitchain` with `arguments` in `directory` (the package root by default), stopping it
/// after `timeout` seconds (reported as `hung`); `environment` replaces or adds variables.
public func hitchain(
    arguments: [String], in directory: URL = packageRoot, timeout: Double = 600, environment: [String: String] = [:]
) throws -> CommandResult {
    let process = Process()
    process.executableURL = productsDirectory().appendingPathComponent("hitchain")
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.currentDirectoryURL = directory
    // Files rather than pipes: a child that fills one pipe while the test drains the other
    // would block forever.
    let dir = Scratch.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let outURL = dir.appendingPathComponent("stdout")
    let errURL = dir.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // A child that loops printing must not fill the disk: stop it past 256 MB of output.
    let started = Date()
    var hung = false
    while process.isRunning {
        usleep(5_000)
        let size = (try? FileManager.default.attributesOfItem(atPath: outURL.path)[.size] as? Int) ?? 0
        if size > 256 << 20 { process.terminate() }
        if Date().timeIntervalSince(started) > timeout, !hung {
            hung = true
            process.terminate()
        }
    }
    process.waitUntilExit()
    try out.close()
    try err.close()
    let outData = try Data(contentsOf: outURL)
    let errData = try Data(contentsOf: errURL)
    return CommandResult(
        status: process.terminationStatus,
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self),
        crashed: process.terminationReason == .uncaughtSignal && !hung,
        hung: hung
    )
}
