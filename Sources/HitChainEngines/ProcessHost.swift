import Foundation
import HitChainScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One engine process: started on first use, asked one line at a time, each answered by
/// exactly one line (`{"ok": true}`, `{"view": …, "window": …}` or `{"error": …}`). Problems
/// are kept, not thrown: a host that meets one stops its process and answers nothing more,
/// and its pool starts a fresh one for the next engine instance.
final class ProcessHost: @unchecked Sendable {
    // Used by one engine instance (one thread) at a time: the pool hands it out.
    struct Answer {
        var view: String?
        var window: String?
    }

    let command: String
    private let report: @Sendable (String) -> Void
    private var process: Process?
    private var input: FileHandle?
    private var output: FileHandle?
    private var buffer: [UInt8] = []
    private(set) var problem: String?
    /// The longest answer line read (a runaway engine must not fill the memory).
    static let maxLine = 1 << 20
    /// How long one question may take, written and answered, before the engine is given up
    /// on (a hung engine must not hang the run), in milliseconds.
    let answerTimeout: Int

    init(command: String, answerTimeout: Int, report: @escaping @Sendable (String) -> Void) {
        self.command = command
        self.answerTimeout = answerTimeout
        self.report = report
    }

    /// Sends `line`, reads the one line that answers it; nil (with `problem` set) when the
    /// process cannot answer, answers more than one line, or answers with an error.
    func ask(_ line: String) -> [UInt8]? {
        guard problem == nil else { return nil }
        if process == nil { start() }
        guard problem == nil else { return nil }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(answerTimeout) * 1_000_000
        guard send(Array((line + "\n").utf8), deadline: deadline) else { return nil }
        guard let reply = readLine(deadline: deadline) else { return nil }
        guard buffer.isEmpty else { return reject("the engine answered with more than one line") }
        return reply
    }

    /// Records the first problem, has the pool say it (once per engine), and stops the process.
    @discardableResult
    func reject(_ why: String) -> [UInt8]? {
        if problem == nil {
            problem = why
            report(why)
            try? input?.close()
            input = nil
            if let process, process.isRunning { process.terminate() }
        }
        return nil
    }

    private func start() {
        let parts = command.split(separator: " ").map(String.init)
        guard let executable = parts.first else {
            reject("no command given")
            return
        }
        // A name without a slash is looked up on PATH, as a shell would (`process:java -jar …`).
        let p = Process()
        if executable.contains("/") {
            p.executableURL = URL(fileURLWithPath: executable)
            p.arguments = Array(parts.dropFirst())
        } else {
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = parts
        }
        let stdin = Pipe(), stdout = Pipe()
        p.standardInput = stdin
        p.standardOutput = stdout
        // Writing to a process that died is an error to report, not a signal that ends us.
        signal(SIGPIPE, SIG_IGN)
        do {
            try p.run()
        } catch {
            reject("cannot start \(executable): \(error.localizedDescription)")
            return
        }
        process = p
        input = stdin.fileHandleForWriting
        output = stdout.fileHandleForReading
        let fd = stdin.fileHandleForWriting.fileDescriptor
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// Milliseconds left before `deadline`, at least 0.
    private func remaining(_ deadline: UInt64) -> Int32 {
        let now = DispatchTime.now().uptimeNanoseconds
        return now >= deadline ? 0 : Int32(min((deadline - now) / 1_000_000, UInt64(Int32.max)))
    }

    /// Writes `bytes` without blocking past `deadline` (an engine that stops reading while
    /// its own output fills would otherwise deadlock the run).
    private func send(_ bytes: [UInt8], deadline: UInt64) -> Bool {
        guard let fd = input?.fileDescriptor else { return false }
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                sent += n
                continue
            }
            if n < 0, errno == EINTR { continue }
            guard n < 0, errno == EAGAIN || errno == EWOULDBLOCK else {
                return reject("the engine stopped reading its input") != nil
            }
            var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            let polled = poll(&ready, 1, remaining(deadline))
            if polled < 0, errno == EINTR { continue }
            guard polled > 0 else {
                return reject("the engine did not read its input within \(Double(answerTimeout) / 1000) s") != nil
            }
        }
        return true
    }

    /// The next line of the engine's output, by `deadline`.
    private func readLine(deadline: UInt64) -> [UInt8]? {
        guard let fd = output?.fileDescriptor else { return nil }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return line
            }
            guard buffer.count < Self.maxLine else {
                return reject("the engine's answer is longer than \(Self.maxLine) bytes")
            }
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, remaining(deadline))
            if polled < 0, errno == EINTR { continue }
            guard polled > 0 else {
                return reject("the engine did not answer within \(Double(answerTimeout) / 1000) s")
            }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return reject("the engine closed its output without answering") }
            buffer += chunk[..<n]
        }
    }

    deinit {
        try? input?.close()
        if let process, process.isRunning { process.terminate() }
    }
}

/// The processes of one engine, handed to engine instances one at a time and taken back; a
/// host that met a problem is dropped (the next instance starts a fresh process, so one
/// case's crash does not decide another's answers). Each problem is said once.
final class ProcessPool: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var idle: [ProcessHost] = []
    private var said = Set<String>()
    let command: String
    let answerTimeout: Int

    init(command: String, answerTimeout: Int) {
        self.command = command
        self.answerTimeout = answerTimeout
    }

    func take() -> ProcessHost {
        lock.lock()
        defer { lock.unlock() }
        return idle.popLast()
            ?? ProcessHost(command: command, answerTimeout: answerTimeout) { [weak self] why in self?.say(why) }
    }

    func give(_ host: ProcessHost) {
        lock.lock()
        if host.problem == nil { idle.append(host) }
        lock.unlock()
    }

    private func say(_ why: String) {
        lock.lock()
        let first = said.insert(why).inserted
        lock.unlock()
        if first { FileHandle.standardError.write(Data("hitchain: engine process \(command): \(why)\n".utf8)) }
    }
}
