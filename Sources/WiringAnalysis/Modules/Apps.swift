/// The apps of a workspace, for libraries whose wiring happens at run time
/// in one process (a container an app fills and resolves from): an app is
/// an executable or application module with every module it links. Where
/// no app links a module, the modules nothing depends on (the top ones of
/// a package of libraries) stand for the apps; a module still unlinked is
/// an app of its own. A test module counts only where it holds some of the
/// files itself (the tests of a library need not set up what its apps do).
extension UpdateContext {
    public struct App: Sendable, Equatable {
        /// The module's name (names joined when several apps hold the same files).
        public var name: String
        /// The files given that it compiles, in the order given.
        public var files: [Int32]
        /// A module standing for an app no module of the workspace is (a
        /// package of libraries): the real app, elsewhere, may set up more.
        public var isStandIn = false
        /// A test module: what it checks is its own files' code, not its
        /// dependencies' (nil: every file).
        public var ownFiles: Set<Int32>? = nil

        /// Whether it compiles any of `files` (an edit's changed files:
        /// an app holding none keeps what was derived for it).
        public func holds(any files: Set<Int32>) -> Bool { !files.isEmpty && self.files.contains(where: files.contains) }
    }

    /// Each app holding some of `files`, with those it holds; apps holding
    /// the same files are one. A workspace of one module is one app, named "".
    /// The library's last answer is kept while its files and the modules stay.
    public func apps(holding files: [Int32]) -> [App] {
        let memo = workspace.appsMemos[library]
        if let apps = memo.apps, memo.generation == workspace.modulesGeneration, memo.files == files { return apps }
        let apps = computeApps(holding: files)
        memo.apps = apps
        memo.files = files
        memo.generation = workspace.modulesGeneration
        return apps
    }

    private func computeApps(holding files: [Int32]) -> [App] {
        let scope = modules
        if scope.isUniform {
            // one module: the app, unless it is a library (its app is elsewhere)
            let library = scope.graph.modules.count == 1 && !scope.graph.modules[0].isApp
            return files.isEmpty ? [] : [App(name: library ? scope.graph.modules[0].name : "", files: files, isStandIn: library)]
        }
        let graph = scope.graph
        var modulesOf: [Int32: [Int]] = [:]
        for id in files { modulesOf[id] = scope.modules(ofSet: moduleSet(of: id)) }
        let ownModules = Set(modulesOf.values.flatMap { $0 })
        var apps = graph.modules.indices.filter { m in
            graph.modules[m].isApp && (!graph.modules[m].isTest || ownModules.contains(m))
        }
        let realApps = Set(apps)
        var seenBy: Set<Int> = []
        for a in apps { seenBy.formUnion(graph.visible(from: a)) }
        var dependedOn: Set<Int> = []
        for m in graph.modules { dependedOn.formUnion(m.dependsOn) }
        for m in graph.modules.indices where !dependedOn.contains(m) && !seenBy.contains(m) && !graph.modules[m].isTest {
            apps.append(m)
            seenBy.formUnion(graph.visible(from: m))
        }
        var lone: Set<Int> = []
        for id in files { for m in modulesOf[id] ?? [] where !seenBy.contains(m) { lone.insert(m) } }
        apps += lone.sorted()
        var out: [App] = []
        var index: [[Int32]: Int] = [:]
        for a in apps {
            let visible = Set(graph.visible(from: a))
            let held = files.filter { id in (modulesOf[id] ?? []).contains { visible.contains($0) } || modulesOf[id]?.isEmpty == true }
            guard !held.isEmpty else { continue }
            let module = graph.modules[a]
            let own = module.isTest ? Set(held.filter { (modulesOf[$0] ?? []).contains(a) }) : nil
            if let k = index[held], out[k].ownFiles == nil, own == nil {
                out[k].name += ", " + module.name
            } else {
                index[held] = out.count
                out.append(App(name: module.name, files: held, isStandIn: !realApps.contains(a), ownFiles: own))
            }
        }
        return out
    }
}

/// One library's last apps and what they were computed from (each library
/// writes only its own, also when libraries run side by side).
final class AppsMemo {
    var files: [Int32] = []
    var generation = -1
    var apps: [UpdateContext.App]?
}

extension UpdateContext.App {
    /// A finding about what this app lacks, when the app is a library
    /// standing for one elsewhere: information, since that app may have it.
    public func lacking(_ finding: Finding) -> Finding {
        guard isStandIn, finding.severity == .error || finding.severity == .warning else { return finding }
        var f = finding
        f.severity = .information
        f.message += "; but no app of this workspace links '\(name)', and the app that does may register it"
        return f
    }
}

extension UpdateContext {
    /// Reports findings made app by app (`findings[k]` for `apps[k]`) as
    /// one unit of `unitKind` per file they are anchored in: a test app's
    /// only in its own files, each finding once, naming the apps that have
    /// it when its file is in several. `previous`: the files holding such
    /// units before; returns those holding them now.
    public func reportPerApp(_ apps: [App], findings: [[Finding]], unitKind: UInt8, previous: Set<Int32>) -> Set<Int32> {
        var appsOfFile: [Int32: Int] = [:]
        if apps.count > 1 { for app in apps { for id in app.files { appsOfFile[id, default: 0] += 1 } } }
        // per file, each finding once (first found first) with the apps that
        // have it: a file holds a few, so a scan beats hashing whole findings.
        // Found alike but fixed differently (each app's registration in its
        // own assembly): one finding, the other apps' fixes after the first's.
        var found: [Int32: [(finding: Finding, apps: [String])]] = [:]
        for (app, list) in zip(apps, findings) {
            for f in list {
                guard let id = file(path: f.anchor.file)?.id, app.ownFiles?.contains(id) ?? true else { continue }
                if let k = found[id]?.firstIndex(where: { $0.finding.sameExceptFixes(f) }) {
                    for var fix in f.fixes where !found[id]![k].finding.fixes.contains(where: { $0.title == fix.title }) {
                        fix.isPreferred = false
                        found[id]![k].finding.fixes.append(fix)
                    }
                    found[id]![k].apps.append(app.name)
                } else {
                    found[id, default: []].append((f, [app.name]))
                }
            }
        }
        var byFile: [Int32: [Finding]] = [:]
        for (id, list) in found {
            byFile[id] = list.map { f, names in
                guard (appsOfFile[id] ?? 0) > 1, !names.contains("") else { return f }
                var f = f
                f.message += names.count == 1 ? " (in app '\(names[0])')" : " (in apps " + names.map { "'\($0)'" }.joined(separator: ", ") + ")"
                return f
            }
        }
        return report(byFile, unitKind: unitKind, previous: previous)
    }

    private func report(_ byFile: [Int32: [Finding]], unitKind: UInt8, previous: Set<Int32>) -> Set<Int32> {
        for id in sortedByPath(Set(byFile.keys).union(previous)) {
            let unit = UnitID(kind: unitKind, file: id)
            if let list = byFile[id] { report(unit, findings: list) } else { remove(unit) }
        }
        return Set(byFile.keys)
    }
}
