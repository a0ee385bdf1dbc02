import Dispatch
import Foundation

/// The scans' state: at most one scheduled (the debounce) and one running; a change while one
/// runs asks for another after it.
struct ScanState {
    /// The scan waiting for its debounce interval to pass.
    var scheduled: DispatchWorkItem?
    var running = false
    /// Whether a scan was asked for while one ran: it starts when that one ends.
    var again = false
    /// The last scan's findings.
    var latest: WorkspaceFindings?
    /// The last scan's messages (a skipped file, a configuration problem): the next scan logs
    /// only those it does not repeat, so that typing does not fill the log with the same lines.
    var messages: Set<String> = []

    /// Whether a scan is scheduled or running.
    var isBusy: Bool { scheduled != nil || running }
}

/// Scheduling the workspace's scans: debounced after each change, one at a time, on
/// ``LanguageServer/scanQueue``.
///
/// Steps:
/// 1. a change schedules a scan ``LanguageServer/Options/debounce`` from now, replacing the one
///    scheduled before it (opening or saving a document: at once);
/// 2. when it is due, a scan starts unless one runs (then one more runs after it), with a
///    snapshot of the open documents' text (``WorkspaceScan``);
/// 3. when it ends, its findings replace the last ones, the open documents' diagnostics are
///    published, the requests that waited for it are answered, and the client is asked to
///    refresh its inlay hints when it can be.
extension LanguageServer {
    /// Step 1.
    func scheduleScan(after delay: DispatchTimeInterval) {
        scans.scheduled?.cancel()
        let item = DispatchWorkItem { [self] in
            scans.scheduled = nil
            startScan()
        }
        scans.scheduled = item
        queue.asyncAfter(deadline: .now() + delay, execute: item)
    }

    /// Step 2.
    func startScan() {
        guard !scans.running else {
            scans.again = true
            return
        }
        scans.running = true
        let scan = workspaceScan()
        scanQueue.async { [self] in
            let said = Said()
            let findings = scan.run { said.append($0) }
            let lines = said.lines
            queue.async { [self] in
                for line in lines where !scans.messages.contains(line) { log("sizing lsp: " + line) }
                scans.messages = Set(lines)
                finishScan(findings)
            }
        }
    }

    /// The messages of one scan, gathered from whichever thread of the scan tells one.
    final class Said: @unchecked Sendable {
        private let lock = NSLock()
        private var told: [String] = []
        func append(_ line: String) { lock.withLock { told.append(line) } }
        var lines: [String] { lock.withLock { told } }
    }

    /// What step 2 scans: the root, with every open Swift document's text.
    func workspaceScan() -> WorkspaceScan {
        var overlay: [String: String] = [:]
        var outside: [String] = []
        for document in documents.values where document.isSwift {
            guard let path = document.path else { continue }
            overlay[path] = document.text.text
            if let root, path.hasPrefix(root.hasSuffix("/") ? root : root + "/") { continue }
            outside.append(path)
        }
        return WorkspaceScan(root: root, overlay: overlay, documents: outside.sorted(), tool: options.tool, environment: options.environment)
    }

    /// Step 3.
    func finishScan(_ findings: WorkspaceFindings) {
        scans.running = false
        let problems = findings.configurationProblems
        if !problems.isEmpty, problems != scans.latest?.configurationProblems {
            let message = "sizing: \(problems.joined(separator: "; ")); the defaults are used until it is fixed"
            send(JSONRPC.message(method: "window/showMessage", params: LSP.ShowMessageParams(type: 2, message: message)))
        }
        scans.latest = findings
        publishDiagnostics()
        let ready = waiting
        waiting = []
        for answer in ready { answer() }
        if inlayHintRefresh { sendRequest("workspace/inlayHint/refresh") }
        if scans.again {
            scans.again = false
            startScan()
        }
    }
}
