#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif
import Dispatch
import WiringAnalysis
import WiringEngine
import WiringSyntax

/// The language server's state and message handling. One actor: messages are
/// received in order (`receive` never waits for analysis or for a request),
/// document changes are applied in that order, the engine runs batches of
/// them on its own actor, and requests run as tasks that read the last
/// analysis snapshot. `shutdown` is answered once every request received
/// before it has been answered (or cancelled).
actor Server {
    struct Options: Sendable {
        /// Enables `wiring/sleep` (for tests of cancellation).
        var testRequests = false

        static var fromEnvironment: Options {
            Options(testRequests: ProcessInfo.processInfo.environment["WIRING_LSP_TEST_REQUESTS"] == "1")
        }
    }

    private enum Phase { case uninitialized, running, shutDown, exited }

    static let requestTypes: [String: any LSPParams.Type] = [
        "initialize": InitializeParams.self,
        "shutdown": EmptyParams.self,
        "textDocument/codeAction": CodeActionParams.self,
        "textDocument/codeLens": CodeLensParams.self,
        "textDocument/hover": HoverParams.self,
        "textDocument/definition": DefinitionParams.self,
        "textDocument/references": ReferenceParams.self,
        "workspace/symbol": WorkspaceSymbolParams.self,
        "textDocument/documentSymbol": DocumentSymbolParams.self,
        "textDocument/diagnostic": DocumentDiagnosticParams.self,
        "workspace/executeCommand": ExecuteCommandParams.self,
    ]
    static let testRequestTypes: [String: any LSPParams.Type] = [
        "wiring/sleep": SleepParams.self,
        "wiring/documentText": DocumentTextParams.self,
    ]
    static let notificationTypes: [String: any LSPParams.Type] = [
        "initialized": InitializedParams.self,
        "exit": ExitParams.self,
        "$/cancelRequest": CancelParams.self,
        "textDocument/didOpen": DidOpenTextDocumentParams.self,
        "textDocument/didChange": DidChangeTextDocumentParams.self,
        "textDocument/didClose": DidCloseTextDocumentParams.self,
        "textDocument/didSave": DidSaveTextDocumentParams.self,
        "workspace/didChangeConfiguration": DidChangeConfigurationParams.self,
        "workspace/didChangeWatchedFiles": DidChangeWatchedFilesParams.self,
    ]

    static func registry(_ options: Options) -> MessageRegistry {
        MessageRegistry(requests: requestTypes.merging(options.testRequests ? testRequestTypes : [:]) { a, _ in a },
                        notifications: notificationTypes)
    }

    /// The commands the server executes: each summary presentation's, then its own.
    static func commands(_ libraries: [any Library]) -> [String] {
        libraries.compactMap { $0.summaries.map(Summaries.command) }
            + [Navigation.showReferencesCommand, GraphCommand.name, "wiring.reindex"]
    }

    private let writer: MessageWriter
    private let latch: ExitLatch
    /// The libraries the server checks (the registry's), and their rules.
    private let libraries: [any Library]
    private let rules: RuleCatalog

    private var phase = Phase.uninitialized
    private var capabilities = ClientCapabilities()
    private var converter = PositionConverter(encoding: .utf16)
    private var roots: [String] = []
    private var engine: Engine?
    private var configurationLayers = ConfigurationLayers()
    private var configuration = Configuration()
    /// The baseline file in use (absolute): findings it holds are not shown.
    private var baselinePath: String?
    /// The `.wiring.json` with diagnostics published, to clear them.
    private var fileProblemsPublished: String?
    private var documents: [String: OpenDocument] = [:]

    // Analysis: `generation` counts changes received, `analyzedGeneration`
    // the changes the last snapshot includes.
    private var generation = 0
    private var analyzedGeneration = 0
    private var pending = PendingChanges()
    private var workerRunning = false
    private var workerHeld = false
    private var snapshot = AnalysisSnapshot()
    private var snapshotWaiters: [(generation: Int, continuation: CheckedContinuation<AnalysisSnapshot, Never>)] = []
    /// The version of each open document the engine has, by path.
    private var analyzedVersions: [String: Int] = [:]
    private var progressToken: String?

    private var watchers: [FileWatcher] = []

    private var inflight: [RequestID: Task<Void, Never>] = [:]
    /// A `shutdown` received while earlier requests were still running: it
    /// is answered once each of them has been answered or cancelled.
    private var pendingShutdown: RequestID?
    private var outgoing: [RequestID: (Result<JSONValue, ResponseError>) -> Void] = [:]
    private var nextOutgoingID = 1

    init(writer: MessageWriter, latch: ExitLatch, libraries: [any Library]) {
        self.writer = writer
        self.latch = latch
        self.libraries = libraries
        rules = RuleCatalog(libraries)
    }

    // MARK: - Receiving

    func receive(_ message: IncomingMessage) {
        if phase == .exited { return }
        switch message {
        case .request(let id, let method, let params):
            handleRequest(id: id, method: method, params: params)
        case .notification(let method, let params):
            handleNotification(method: method, params: params)
        case .response(let id, let result):
            if let handler = outgoing.removeValue(forKey: id) {
                handler(result)
            } else {
                Log.detail("response to unknown request \(id) ignored")
            }
        case .invalid(let id, let error):
            Log.warning("invalid message: \(error.message)")
            reply(id, error: error)
        case .endOfInput:
            Log.info("end of input: exiting")
            terminate(0)
        }
    }

    private func handleRequest(id: RequestID, method: String, params: DecodedParams) {
        switch phase {
        case .uninitialized where method != "initialize":
            return reply(id, error: .serverNotInitialized)
        case .shutDown:
            return reply(id, error: .invalidRequest("the server is shut down: only 'exit' is accepted"))
        default:
            break
        }
        let value: any Sendable
        switch params {
        case .unknownMethod: return reply(id, error: .methodNotFound(method))
        case .failed(let message): return reply(id, error: .invalidParams(message))
        case .decoded(let v): value = v
        }
        switch (method, value) {
        case ("initialize", let p as InitializeParams):
            initialize(id, p)
        case ("shutdown", _):
            // requests received before it are answered first: a client may
            // send `exit` as soon as it has the answer
            phase = .shutDown
            pendingShutdown = id
            answerShutdownWhenIdle()
        case ("textDocument/codeAction", let p as CodeActionParams):
            let engine = engine
            run(id) { snapshot, context in await CodeActions.actions(p, snapshot: snapshot, context: context, engine: engine) }
        case ("textDocument/codeLens", let p as CodeLensParams):
            let engine = engine
            run(id) { snapshot, context in await Navigation.lenses(p, snapshot: snapshot, context: context, engine: engine) }
        case ("textDocument/hover", let p as HoverParams):
            let engine = engine
            run(id) { snapshot, context in await Navigation.hover(p, snapshot: snapshot, context: context, engine: engine) }
        case ("textDocument/definition", let p as DefinitionParams):
            let engine = engine
            run(id) { snapshot, context in await Navigation.definition(p, snapshot: snapshot, context: context, engine: engine) }
        case ("textDocument/references", let p as ReferenceParams):
            let engine = engine
            run(id) { snapshot, context in await Navigation.references(p, snapshot: snapshot, context: context, engine: engine) }
        case ("workspace/symbol", let p as WorkspaceSymbolParams):
            let engine = engine
            run(id) { _, context in await Navigation.symbols(p, context: context, engine: engine) }
        case ("textDocument/documentSymbol", let p as DocumentSymbolParams):
            let engine = engine
            run(id) { snapshot, context in
                let path = context.path(for: p.textDocument.uri)
                guard let file = await engine?.parsedFile(path: path) else { return [DocumentSymbol]() }
                let symbols = Symbols.symbols(file: file, path: path, snapshot: snapshot, context: context)
                if context.hierarchicalSymbols { return symbols }
                return Symbols.flat(symbols, uri: p.textDocument.uri)
            }
        case ("textDocument/diagnostic", let p as DocumentDiagnosticParams):
            run(id) { snapshot, context in
                let resultID = String(snapshot.generation)
                if p.previousResultId == resultID { return DocumentDiagnosticReport(kind: "unchanged", resultId: resultID) }
                let items = DiagnosticConversion.lsp(file: context.path(for: p.textDocument.uri), snapshot: snapshot,
                                                     context: context)
                return DocumentDiagnosticReport(kind: "full", resultId: resultID, items: items)
            }
        case ("workspace/executeCommand", let p as ExecuteCommandParams):
            executeCommand(id, p)
        case ("wiring/sleep", let p as SleepParams):
            run(id, waitForAnalysis: false) { _, _ in
                try? await Task.sleep(nanoseconds: UInt64(max(0, p.ms)) * 1_000_000)
                return nil
            }
        case ("wiring/documentText", let p as DocumentTextParams):
            let document = documents[DocumentURIs.path(for: p.textDocument.uri)]
            reply(id, result: document.map { DocumentTextResult(text: String(decoding: $0.text.bytes, as: UTF8.self),
                                                                version: $0.version) })
        default:
            Log.error("no handler for \(method) (\(type(of: value)))")
            reply(id, error: .methodNotFound(method))
        }
    }

    private func handleNotification(method: String, params: DecodedParams) {
        if method == "exit" {
            return terminate(phase == .shutDown ? 0 : 1)
        }
        // before initialize: dropped; after shutdown: ignored, except
        // cancellations of requests it still waits for
        guard phase == .running || (phase == .shutDown && method == "$/cancelRequest") else { return }
        let value: any Sendable
        switch params {
        case .unknownMethod: return
        case .failed(let message): return Log.warning("\(method) ignored: \(message)")
        case .decoded(let v): value = v
        }
        switch (method, value) {
        case ("initialized", _): didInitialize()
        case ("$/cancelRequest", let p as CancelParams): cancel(p.id)
        case ("textDocument/didOpen", let p as DidOpenTextDocumentParams): didOpen(p)
        case ("textDocument/didChange", let p as DidChangeTextDocumentParams): didChange(p)
        case ("textDocument/didClose", let p as DidCloseTextDocumentParams): didClose(p)
        case ("textDocument/didSave", let p as DidSaveTextDocumentParams): didSave(p)
        case ("workspace/didChangeConfiguration", let p as DidChangeConfigurationParams): didChangeConfiguration(p)
        case ("workspace/didChangeWatchedFiles", let p as DidChangeWatchedFilesParams): didChangeWatchedFiles(p)
        default: break
        }
    }

    // MARK: - Sending

    private func reply(_ id: RequestID?, result: (any Encodable & Sendable)?) {
        writer.send(OutgoingMessage.response(id: id, result: result))
    }

    private func reply(_ id: RequestID?, error: ResponseError) {
        writer.send(OutgoingMessage.error(id: id, error))
    }

    private func notify(_ method: String, _ params: some Encodable & Sendable) {
        writer.send(OutgoingMessage.notification(method, params))
    }

    /// A request to the client; `handler` runs on this actor with its answer.
    private func request(_ method: String, _ params: some Encodable & Sendable,
                         handler: @escaping (Result<JSONValue, ResponseError>) -> Void) {
        let id = RequestID.string("wiring-\(nextOutgoingID)")
        nextOutgoingID += 1
        outgoing[id] = handler
        writer.send(OutgoingMessage.request(id: id, method, params))
    }

    private func showMessage(_ type: Int, _ message: String) {
        notify("window/showMessage", ShowMessageParams(type: type, message: message))
    }

    // MARK: - Requests that read the analysis

    private func requestContext() -> RequestContext {
        RequestContext(converter: converter,
                       openURIs: documents.mapValues(\.uri),
                       markdown: capabilities.hoverContentFormat.isEmpty || capabilities.hoverContentFormat.first == "markdown",
                       hierarchicalSymbols: capabilities.hierarchicalDocumentSymbolSupport,
                       libraries: libraries, diagnostics: capabilities.diagnostics)
    }

    /// Runs `body` off this actor, on the snapshot that includes every change
    /// received before the request. A cancelled request is answered at once
    /// by `cancel`; whatever the task computes afterwards is dropped.
    private func run(_ id: RequestID, waitForAnalysis: Bool = true,
                     _ body: @escaping @Sendable (AnalysisSnapshot, RequestContext) async -> (any Encodable & Sendable)?) {
        runOrFail(id, waitForAnalysis: waitForAnalysis) { snapshot, context in .success(await body(snapshot, context)) }
    }

    /// `run` for a request that may also fail with an error response.
    private func runOrFail(_ id: RequestID, waitForAnalysis: Bool = true,
                           _ body: @escaping @Sendable (AnalysisSnapshot, RequestContext) async
                               -> Result<(any Encodable & Sendable)?, ResponseError>) {
        let target = waitForAnalysis ? generation : 0
        let context = requestContext()
        inflight[id] = Task.detached { [self] in
            let snapshot = await self.snapshot(including: target)
            if Task.isCancelled { return }
            let result = await body(snapshot, context)
            await self.finish(id, result)
        }
    }

    private func finish(_ id: RequestID, _ result: Result<(any Encodable & Sendable)?, ResponseError>) {
        guard inflight.removeValue(forKey: id) != nil else { return }
        switch result {
        case .success(let value): reply(id, result: value)
        case .failure(let error): reply(id, error: error)
        }
        answerShutdownWhenIdle()
    }

    private func cancel(_ id: RequestID) {
        guard let task = inflight.removeValue(forKey: id) else { return }  // finished already
        task.cancel()
        reply(id, error: .cancelled)
        answerShutdownWhenIdle()
    }

    /// Answers a pending `shutdown` once no request is running: only
    /// requests received before it can be (later ones are refused at once),
    /// and each ends answered, by its result or, cancelled, by the cancel error.
    private func answerShutdownWhenIdle() {
        guard let id = pendingShutdown, inflight.isEmpty else { return }
        pendingShutdown = nil
        reply(id, result: nil)
    }

    private func snapshot(including target: Int) async -> AnalysisSnapshot {
        if analyzedGeneration >= target { return snapshot }
        return await withCheckedContinuation { snapshotWaiters.append((target, $0)) }
    }

    // MARK: - Lifecycle

    private func initialize(_ id: RequestID, _ p: InitializeParams) {
        guard phase == .uninitialized else {
            return reply(id, error: .invalidRequest("initialize may only be sent once"))
        }
        capabilities = p.capabilities
        converter = PositionConverter(encoding: p.capabilities.positionEncodings.contains("utf-8") ? .utf8 : .utf16)
        var roots = p.workspaceFolders.map { DocumentURIs.path(for: $0.uri) }
        if roots.isEmpty, let uri = p.rootUri { roots = [DocumentURIs.path(for: uri)] }
        if roots.isEmpty, let path = p.rootPath, !path.isEmpty { roots = [DocumentURIs.normalize(path)] }
        self.roots = roots
        var problems: [String] = []
        let read = ConfigurationLayers.readFile(roots: roots, rules: rules)
        problems += read.lines
        configurationLayers.file = read.configuration
        configurationLayers.initializationOptions = p.initializationOptions
        let (configuration, layerProblems) = configurationLayers.resolve(rules: rules)
        problems += layerProblems
        self.configuration = configuration
        let cacheSizeLimit = WorkspaceEngine.cacheSizeLimit(environment: ProcessInfo.processInfo.environment)
        if let problem = cacheSizeLimit.problem { Log.error(problem) }
        engine = Engine(options: WorkspaceEngine.Options(
            roots: roots, libraries: libraries, configuration: configuration,
            cacheDirectory: Server.cacheDirectory(p.initializationOptions), cacheSizeLimit: cacheSizeLimit.bytes,
            toolVersion: LanguageServer.version), notesNeedTexts: converter.encoding != .utf16)
        phase = .running
        Log.info("initialized by \(p.clientInfo?.name ?? "an unnamed client"); workspace: "
                 + (roots.isEmpty ? "open documents only" : roots.joined(separator: ", "))
                 + "; positions: \(converter.encoding.rawValue)")
        let result = InitializeResult(
            capabilities: ServerCapabilities(
                positionEncoding: converter.encoding.rawValue,
                textDocumentSync: .init(openClose: true, change: 2, save: .init(includeText: false)),
                codeActionProvider: .init(codeActionKinds: [CodeActionKind.quickFix, CodeActionKind.fixAll],
                                          resolveProvider: false),
                codeLensProvider: .init(resolveProvider: false),
                hoverProvider: true,
                definitionProvider: true,
                referencesProvider: true,
                workspaceSymbolProvider: true,
                documentSymbolProvider: true,
                diagnosticProvider: .init(identifier: "wiring", interFileDependencies: true, workspaceDiagnostics: false),
                executeCommandProvider: .init(commands: Server.commands(libraries))),
            serverInfo: .init(name: "wiring", version: LanguageServer.version))
        reply(id, result: result)
        let (logLevel, logLevelProblem) = Server.logLevel(p.initializationOptions)
        if let logLevelProblem { problems.append(logLevelProblem) }
        Log.connect(writer, level: logLevel)
        for problem in problems { configurationProblem(problem) }
        refreshBaseline()
        publishFileProblems(read)
    }

    /// Where the index lives: `initializationOptions.cacheDirectory`, else
    /// `$WIRING_CACHE_DIR`, else the user's cache folder; none with
    /// `initializationOptions.cache: false`.
    static func cacheDirectory(_ options: JSONValue?) -> String? {
        let object = options?.objectValue
        if case .bool(false)? = object?["cache"] { return nil }
        if let dir = object?["cacheDirectory"]?.stringValue, !dir.isEmpty { return dir }
        let environment = ProcessInfo.processInfo.environment
        if let dir = environment["WIRING_CACHE_DIR"], !dir.isEmpty { return dir }
        return WorkspaceEngine.defaultCacheDirectory(environment: environment)
    }

    /// The lowest level of the lines sent to the client:
    /// `initializationOptions.logLevel`, `info` by default.
    static func logLevel(_ options: JSONValue?) -> (Log.Level, String?) {
        guard let value = options?.objectValue?["logLevel"] else { return (.info, nil) }
        if let name = value.stringValue, let level = Log.Level.allCases.first(where: { $0.name == name }) { return (level, nil) }
        let names = Log.Level.allCases.map(\.name).joined(separator: ", ")
        return (.info, "initializationOptions: 'logLevel' must be one of \(names), found \(value.documentNode.described); info is used")
    }

    private func didInitialize() {
        if !capabilities.watchedFilesDynamicRegistration {
            // the client will not tell us about files changed on disk: watch them ourselves
            startWatchers()
        }
        if capabilities.watchedFilesDynamicRegistration {
            let watchers = [FileSystemWatcher(globPattern: "**/*.swift"),
                            FileSystemWatcher(globPattern: "**/" + ConfigurationLayers.fileName),
                            // projects: the module graph
                            FileSystemWatcher(globPattern: "**/project.pbxproj")]
                + (baselinePath.map { [FileSystemWatcher(globPattern: "**/" + PathText.lastComponent(of: $0))] } ?? [])
            request("client/registerCapability", RegistrationParams(registrations: [
                Registration(id: "wiring-watched-files", method: "workspace/didChangeWatchedFiles",
                             registerOptions: DidChangeWatchedFilesRegistrationOptions(watchers: watchers)),
            ])) { result in
                if case .failure(let e) = result { Log.warning("file watching not registered: \(e.message)") }
            }
        }
        pending.index = true
        changed()
        guard capabilities.workDoneProgress, !roots.isEmpty else { return }
        // Progress needs a token the client has accepted; hold the first
        // indexing until it answers (or briefly, if it never does).
        workerHeld = true
        let token = "wiring-indexing"
        request("window/workDoneProgress/create", WorkDoneProgressCreateParams(token: token)) { [self] result in
            if workerHeld, case .success = result { progressToken = token }
            releaseWorker()
        }
        Task { [self] in
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            releaseWorker()
        }
    }

    private func releaseWorker() {
        guard workerHeld else { return }
        workerHeld = false
        startWorker()
    }

    private func terminate(_ code: Int32) {
        guard phase != .exited else { return }
        phase = .exited
        for w in watchers { w.stop() }
        for task in inflight.values { task.cancel() }
        inflight = [:]
        Log.info("exit with code \(code)")
        // the client has gone or is going: what is left goes to the log file only
        Log.disconnect()
        writer.flush()
        latch.signal(code)
    }

    /// `.wiring.json`'s problems as its diagnostics, each at its place (an
    /// error when it rejects the file); none clears what was published before.
    private func publishFileProblems(_ read: ConfigurationLayers.FileRead) {
        guard let path = read.path ?? fileProblemsPublished, !read.problems.isEmpty || fileProblemsPublished != nil else { return }
        if let earlier = fileProblemsPublished, earlier != path {
            notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: DocumentURIs.uri(for: earlier), diagnostics: []))
        }
        let diagnostics: [LSPDiagnostic] = read.path != path ? [] : read.problems.map { problem in
            let at = problem.location.map {
                Position(line: $0.line - 1, character: converter.encoding == .utf8 ? $0.column - 1 : $0.utf16Character)
            } ?? Position(line: 0, character: 0)
            return LSPDiagnostic(range: LSPRange(start: at, end: at), severity: read.rejected ? 1 : 2, source: "wiring",
                                 message: problem.text)
        }
        notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: DocumentURIs.uri(for: path), diagnostics: diagnostics))
        fileProblemsPublished = diagnostics.isEmpty ? nil : path
    }

    private func configurationProblem(_ message: String) {
        Log.warning("configuration: \(message)")
        showMessage(2, "Wiring configuration: \(message)")
    }

    // MARK: - Documents and files

    private func didOpen(_ p: DidOpenTextDocumentParams) {
        let item = p.textDocument
        let path = DocumentURIs.path(for: item.uri)
        documents[path] = OpenDocument(uri: item.uri, path: path, version: item.version, text: SourceText(Array(item.text.utf8)))
        pending.documents.insert(path)
        pending.publish.insert(path)
        changed()
    }

    private func didChange(_ p: DidChangeTextDocumentParams) {
        let path = DocumentURIs.path(for: p.textDocument.uri)
        guard var document = documents[path] else {
            return Log.detail("didChange for \(p.textDocument.uri), which is not open: ignored")
        }
        document.apply(p.contentChanges, converter: converter)
        document.version = p.textDocument.version
        documents[path] = document
        pending.documents.insert(path)
        pending.publish.insert(path)
        changed()
    }

    private func didClose(_ p: DidCloseTextDocumentParams) {
        let path = DocumentURIs.path(for: p.textDocument.uri)
        guard documents.removeValue(forKey: path) != nil else { return }
        pending.documents.insert(path)
        pending.publish.remove(path)
        changed()
    }

    private func didSave(_ p: DidSaveTextDocumentParams) {
        let path = DocumentURIs.path(for: p.textDocument.uri)
        if documents[path] == nil {
            pending.reload.insert(path)
            changed()
        }
    }

    private func didChangeWatchedFiles(_ p: DidChangeWatchedFilesParams) {
        diskChanged(p.changes.map { DocumentURIs.path(for: $0.uri) })
    }

    /// Files changed on disk (the client's watcher or ours).
    private func diskChanged(_ paths: [String]) {
        var configurationChanged = false
        for path in paths {
            if path.hasSuffix("/" + ConfigurationLayers.fileName), roots.contains(where: { path == $0 + "/" + ConfigurationLayers.fileName }) {
                configurationChanged = true
            } else if path == baselinePath {
                refreshBaseline()
            } else {
                pending.reload.insert(path)
            }
        }
        if configurationChanged {
            let read = ConfigurationLayers.readFile(roots: roots, rules: rules)
            for problem in read.lines { configurationProblem(problem) }
            // a file rejected leaves the last one read in force
            if !read.rejected { configurationLayers.file = read.configuration }
            publishFileProblems(read)
            updateConfiguration()
        }
        if !paths.isEmpty { changed() }
    }

    /// Wiring's own watchers (inotify, else polling), one per root.
    private func startWatchers() {
        for root in roots {
            let watcher = FileWatcher(root: root, configuration: configuration, log: { Log.warning($0) }) { [self] paths in
                Task { await self.filesChangedOnDisk(paths) }
            }
            if watcher.start() {
                watchers.append(watcher)
            } else {
                let polling = FileWatcher(root: root, configuration: configuration, backend: .polling(intervalMilliseconds: 1000),
                                          log: { Log.warning($0) }) { [self] paths in
                    Task { await self.filesChangedOnDisk(paths) }
                }
                if polling.start() { watchers.append(polling) }
            }
        }
    }

    private func restartWatchers() {
        guard !watchers.isEmpty else { return }
        for w in watchers { w.stop() }
        watchers = []
        startWatchers()
    }

    private func filesChangedOnDisk(_ paths: [String]) {
        guard phase == .running else { return }
        diskChanged(paths)
    }

    private func didChangeConfiguration(_ p: DidChangeConfigurationParams) {
        configurationLayers.settings = p.settings
        updateConfiguration()
    }

    private func updateConfiguration() {
        let (c, problems) = configurationLayers.resolve(rules: rules)
        for problem in problems { configurationProblem(problem) }
        defer { refreshBaseline() }
        guard c != configuration else { return }
        let excludesChanged = c.excludes != configuration.excludes
        configuration = c
        pending.configuration = c
        if excludesChanged && phase == .running { restartWatchers() }
        changed()
    }

    /// Reads the configured baseline again (it may have changed on disk)
    /// and publishes the files whose shown findings it changes. A baseline
    /// that cannot be read is reported and hides nothing.
    private func refreshBaseline() {
        var loaded: (baseline: Baseline, folder: String)?
        baselinePath = configuration.baseline.map { b in
            // relative to the folder of the .wiring.json that names it (the first root's, else)
            let folder = roots.first { FileManager.default.fileExists(atPath: $0 + "/" + ConfigurationLayers.fileName) }
                ?? roots.first ?? FileManager.default.currentDirectoryPath
            return Baseline.path(b, configuredIn: folder)
        }
        if let path = baselinePath {
            do {
                loaded = try Baseline.load(path: path)
            } catch {
                configurationProblem("baseline \(path): \(error); every finding is shown")
            }
        }
        publish(snapshot.setBaseline(loaded))
    }

    private func publish(_ paths: Set<String>) {
        guard !paths.isEmpty else { return }
        let snapshot = snapshot
        let sorted = paths.sorted()
        let context = requestContext()
        let versions = sorted.map { documents[$0] != nil ? analyzedVersions[$0] : nil }
        // hundreds of files (a provider removed from under them) are
        // converted, encoded and sent in order: the first few at once, so
        // that the client reads them while the rest are encoded, the rest in
        // larger batches on every core
        var start = 0
        while start < sorted.count {
            let size = start < 8 ? 8 : 64
            let end = min(sorted.count, start + size)
            let bodies = Parallel.map(end - start, minimum: 32, stride: 8) { k in
                let i = start + k
                return DiagnosticConversion.publication(path: sorted[i], version: versions[i], diagnostics: snapshot.diagnostics[sorted[i]] ?? [],
                                                        sources: snapshot.sources, context: context)
            }
            writer.send(all: bodies)
            start = end
        }
    }

    private func executeCommand(_ id: RequestID, _ p: ExecuteCommandParams) {
        if let library = libraries.first(where: { $0.summaries.map(Summaries.command) == p.command }) {
            // a summary's lens: its hover, shown as a message
            let args = p.arguments ?? []
            guard args.count >= 2, let uri = args[0].stringValue, let subject = args[1].stringValue else {
                return reply(id, error: .invalidParams("\(p.command) takes a document URI and a type name"))
            }
            let library = library.id
            return run(id) { [writer] snapshot, context in
                let path = context.path(for: uri)
                if let s = snapshot.summaries[path]?.first(where: { $0.library == library && $0.subject == subject }),
                   let presentation = context.presentation(s) {
                    writer.send(OutgoingMessage.notification("window/showMessage", ShowMessageParams(
                        type: 3, message: presentation.hover(s, markdown: false))))
                }
                return nil
            }
        }
        switch p.command {
        case Navigation.showReferencesCommand:
            // a DI type's lens: its references, shown as a message (clients
            // with a references view map the lens to it themselves)
            guard let args = p.arguments, args.count == 2, case .string(let uri) = args[0],
                  case .object(let at) = args[1], case .int(let line)? = at["line"], case .int(let character)? = at["character"]
            else {
                return reply(id, error: .invalidParams("wiring.showReferences takes a document URI and a position"))
            }
            let engine = engine
            run(id) { [writer] snapshot, context in
                let params = ReferenceParams(textDocument: .init(uri: uri), position: Position(line: line, character: character),
                                             context: .init(includeDeclaration: false))
                let refs = await Navigation.references(params, snapshot: snapshot, context: context, engine: engine)
                let lines = refs.map { "\(DocumentURIs.path(for: $0.uri)):\($0.range.start.line + 1)" }
                writer.send(OutgoingMessage.notification("window/showMessage", ShowMessageParams(
                    type: 3, message: lines.isEmpty ? "No references." : lines.joined(separator: "\n"))))
                return refs
            }
        case GraphCommand.name:
            let request: GraphCommand.Request
            switch GraphCommand.Request.parse(p.arguments) {
            case .success(let r): request = r
            case .failure(let error): return reply(id, error: error)
            }
            // the graph of the analysis that includes every change received
            // before the command (the engine may be further along: never behind)
            let engine = engine
            runOrFail(id) { _, _ in
                GraphCommand.answer(request, graph: await engine?.graph ?? DependencyGraph())
            }
        case "wiring.reindex":
            pending.reindex = true
            changed()
            reply(id, result: nil)
        default:
            reply(id, error: .invalidParams("unknown command '\(p.command)'"))
        }
    }

    // MARK: - Analysis

    /// Something the analysis depends on changed.
    private func changed() {
        generation += 1
        startWorker()
    }

    private func startWorker() {
        guard !workerRunning, !workerHeld, analyzedGeneration < generation, let engine else { return }
        workerRunning = true
        Task { await self.analyze(engine) }
    }

    /// The one analysis loop: takes every change received so far, lets the
    /// engine apply and analyse them, publishes, and repeats while changes
    /// keep coming. Changes that arrive meanwhile are batched together.
    private func analyze(_ engine: Engine) async {
        while analyzedGeneration < generation && !workerHeld {
            let target = generation
            let batch = takeBatch()
            let started = DispatchTime.now().uptimeNanoseconds
            let round = await engine.apply(batch)
            let applied = DispatchTime.now().uptimeNanoseconds
            analyzedGeneration = target
            absorb(round, batch: batch, generation: target)
            let published = round.changed.union(batch.publish).count
            Log.detail("analysis round: \(batch.open.count + batch.close.count) document change\(batch.open.count + batch.close.count == 1 ? "" : "s") "
                       + "applied in \(Self.ms(applied - started)), \(published) file\(published == 1 ? "" : "s") published in "
                       + "\(Self.ms(DispatchTime.now().uptimeNanoseconds - applied))"
                       + (round.analysisTimes.isEmpty ? "" : " (analysis: "
                          + round.analysisTimes.filter { $0.1 >= 0.05 }.map { "\($0.0) \(Self.ms(UInt64($0.1 * 1e6)))" }
                              .joined(separator: ", ") + ")"))
        }
        workerRunning = false
    }

    private static func ms(_ nanoseconds: UInt64) -> String {
        let tenths = (nanoseconds + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10) ms"
    }

    private func takeBatch() -> EngineBatch {
        var batch = EngineBatch()
        batch.configuration = pending.configuration
        batch.index = pending.index
        batch.reindex = pending.reindex
        batch.reload = pending.reload.sorted()
        for path in pending.documents.sorted() {
            if let d = documents[path] {
                batch.open.append(.init(path: path, bytes: d.text.bytes, version: d.version))
                if pending.publish.remove(path) != nil { batch.publish.insert(path) }
            } else {
                batch.close.append(path)
            }
        }
        if batch.index || batch.reindex, let token = progressToken {
            notify("$/progress", ProgressParams(token: token, value: WorkDoneProgressBegin(
                title: "Wiring", message: "indexing the workspace", percentage: 0)))
            let writer = writer
            batch.progress = { done, total in
                let percentage = total > 0 ? done * 100 / total : 100
                writer.send(OutgoingMessage.notification("$/progress", ProgressParams(
                    token: token, value: WorkDoneProgressReport(message: "\(done)/\(total) files", percentage: percentage))))
            }
        }
        batch.send = diagnosticsSender(opening: batch.open)
        pending.configuration = nil
        pending.index = false
        pending.reindex = false
        pending.reload = []
        pending.documents = []
        return batch
    }

    /// Publishes the runs of files the engine localizes while it applies a
    /// batch (`EngineBatch.send`), off this actor: shown as the snapshot
    /// would show them (without what the baseline holds), converted and
    /// encoded on every core, each run in one write, and recorded in
    /// `streamed` for `absorb`. Open documents carry the version the batch
    /// analyses.
    private func diagnosticsSender(opening open: [EngineBatch.Document])
        -> @Sendable ([(path: String, diagnostics: [Diagnostic])], [String: SourceText]) -> Void {
        let context = requestContext()
        let baseline = snapshot.baseline
        var versions: [String: Int] = [:]
        for path in documents.keys { versions[path] = analyzedVersions[path] }
        for d in open { versions[d.path] = d.version }
        let log = StreamedDiagnostics()
        streamed = log
        return { [writer, versions] files, sources in
            let shown = files.map { AnalysisSnapshot.shown($0.diagnostics, path: $0.path, baseline: baseline) ?? [] }
            let bodies = Parallel.map(files.count, minimum: 32, stride: 8) { k in
                DiagnosticConversion.publication(path: files[k].path, version: versions[files[k].path], diagnostics: shown[k],
                                                 sources: sources, context: context)
            }
            writer.send(all: bodies)
            log.record(zip(files, shown).map { ($0.path, $1) })
        }
    }

    /// What the running batch published already (`diagnosticsSender`).
    private var streamed: StreamedDiagnostics?

    private func absorb(_ round: EngineRound, batch: EngineBatch, generation target: Int) {
        for line in round.log { Log.info(line) }
        if let report = round.report {
            Log.info("indexed \(report.files) Swift file\(report.files == 1 ? "" : "s") (\(report.parsed) parsed, \(report.reused) from the cache)")
        }
        if batch.progress != nil, let token = progressToken {
            notify("$/progress", ProgressParams(token: token, value: WorkDoneProgressEnd(message: "indexed")))
            progressToken = nil
        }
        for d in batch.open { analyzedVersions[d.path] = d.version }
        for path in batch.close { analyzedVersions[path] = nil }
        snapshot.apply(generation: target, round: round)

        if !round.summariesChanged.isEmpty && capabilities.codeLensRefreshSupport {
            // code lenses show summaries: ask the client to fetch them again
            request("workspace/codeLens/refresh", JSONValue.null) { result in
                if case .failure(let e) = result { Log.detail("codeLens/refresh: \(e.message)") }
            }
        }
        // what the batch published already, as the snapshot shows it now, is not published again
        let sent = streamed?.take() ?? [:]
        streamed = nil
        publish(round.changed.union(batch.publish).filter { path in
            guard let shown = sent[path] else { return true }
            return shown != (snapshot.diagnostics[path] ?? [])
        })

        var waiting: [(Int, CheckedContinuation<AnalysisSnapshot, Never>)] = []
        for (g, continuation) in snapshotWaiters {
            if g <= target { continuation.resume(returning: snapshot) } else { waiting.append((g, continuation)) }
        }
        snapshotWaiters = waiting
    }
}

/// The diagnostics a batch's sender published, by path, as shown (the last
/// run of a path, when a batch localized it twice).
final class StreamedDiagnostics: @unchecked Sendable {
    private let lock = Lock()
    private var byPath: [String: [Diagnostic]] = [:]

    func record(_ files: [(String, [Diagnostic])]) {
        lock.lock()
        for (path, ds) in files { byPath[path] = ds }
        lock.unlock()
    }

    func take() -> [String: [Diagnostic]] {
        lock.lock()
        defer { byPath = [:]; lock.unlock() }
        return byPath
    }
}
