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
import WiringAnalysis

/// The module graph of a workspace, from its packages (and, where it has
/// none, its folders): a pure function of the manifests' texts, the Swift
/// files found, and which folders exist.
public enum ModuleDiscovery {
    /// What discovery found: every Swift file (absolute, any order), the
    /// text of every manifest (`Package.swift`, `Package@swift-….swift`)
    /// and of every Xcode project's `project.pbxproj`, by absolute path.
    /// Changes whenever what a graph is read as changes: the engine keeps
    /// graphs in its cache under it.
    public static let formatVersion = 1

    public struct Input: Sendable {
        public var root: String
        public var swiftFiles: [String]
        public var manifests: [String: String]
        public var projects: [String: String]

        public init(root: String, swiftFiles: [String], manifests: [String: String] = [:], projects: [String: String] = [:]) {
            self.root = root
            self.swiftFiles = swiftFiles
            self.manifests = manifests
            self.projects = projects
        }
    }

    /// The folders as SwiftPM's source rules ask for them.
    public struct Folders: Sendable {
        public var isDirectory: @Sendable (String) -> Bool
        public var contents: @Sendable (String) -> [String]

        public init(isDirectory: @escaping @Sendable (String) -> Bool, contents: @escaping @Sendable (String) -> [String]) {
            self.isDirectory = isDirectory
            self.contents = contents
        }

        /// The real file system.
        public static let disk = Folders(
            isDirectory: { PathText.isFolder($0) },
            contents: { path in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] })
    }

    /// Whether a file name is a package manifest.
    public static func isManifest<S: StringProtocol>(_ name: S) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// Whether a path names a package manifest (its last component).
    public static func isManifestPath(_ path: String) -> Bool {
        // most paths are not: a cheap test on the end first
        guard path.hasSuffix(".swift") else { return false }
        let name = fileName(path)
        return name.hasPrefix("Package") && isManifest(name)
    }

    /// The last component of a path.
    static func fileName(_ path: String) -> Substring {
        guard let slash = lastSlash(path) else { return Substring(path) }
        return Substring(path.utf8.dropFirst(slash + 1))
    }

    /// The UTF-8 offset of the last `/` (a scan of the bytes from the end).
    static func lastSlash(_ path: String) -> Int? {
        path.utf8.withContiguousStorageIfAvailable { b -> Int? in
            var k = b.count - 1
            while k >= 0 {
                if b[k] == UInt8(ascii: "/") { return k }
                k -= 1
            }
            return nil
        } ?? path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.distance(from: path.startIndex, to: $0) }
    }

    /// The path without its last component.
    static func folder(_ path: String) -> String {
        guard let slash = lastSlash(path) else { return "." }
        return slash == 0 ? "/" : String(Substring(path.utf8.prefix(slash)))
    }

    /// A file named like a manifest whose text is none: neither a tools
    /// version line nor an import of PackageDescription (a target's
    /// `Sources/App/Models/Package.swift` declaring a model). SwiftPM
    /// compiles it with its target's sources.
    static func isSourceNamedLikeManifest(_ text: String) -> Bool {
        PackageManifest.toolsVersion(of: text) == nil && !text.contains("PackageDescription")
    }

    public static func graph(_ input: Input, folders: Folders = .disk) -> ModuleGraph {
        let sourcesNamedLikeManifests = Set(input.manifests.keys.filter { isSourceNamedLikeManifest(input.manifests[$0]!) })
        var swiftFiles = input.swiftFiles.filter { !isManifestPath($0) || sourcesNamedLikeManifests.contains($0) }
        if !zip(swiftFiles, swiftFiles.dropFirst()).allSatisfy({ $0 < $1 }) { swiftFiles.sort() }
        var graph = ModuleGraph()
        // by index into `swiftFiles`
        var claimed = [Bool](repeating: false, count: swiftFiles.count)

        // packages, by folder
        var byFolder: [String: [String]] = [:]
        for path in input.manifests.keys where !sourcesNamedLikeManifests.contains(path) {
            let name = String(fileName(path))
            guard isManifest(name) else { continue }
            byFolder[folder(path), default: []].append(name)
        }
        struct Read {
            var folder: String
            var manifest: PackageManifest
            var firstModule: Int
        }
        var packages: [Read] = []
        for folder in byFolder.keys.sorted() {
            let names = byFolder[folder]!.sorted()
            let chosen = PackageManifest.chosenManifest(among: names) { n in
                input.manifests[folder + "/" + n].flatMap(PackageManifest.toolsVersion(of:))
            }
            guard let chosen, let text = input.manifests[folder + "/" + chosen] else { continue }
            let manifestPath = folder + "/" + chosen
            let manifest: PackageManifest
            do {
                manifest = try PackageManifest.read(text)
            } catch {
                graph.problems.append(.init(file: manifestPath, offset: error.offset,
                                            message: "Wiring cannot read this manifest: \(error.message); "
                                                + "it checks the files under this folder as one module"))
                let range = PackageSources.under(folder + "/", in: swiftFiles)
                graph.modules.append(.init(name: String(fileName(folder)), kind: .folder, type: "folder",
                                           container: folder, files: Array(swiftFiles[range])))
                for k in range { claimed[k] = true }
                continue
            }
            let first = graph.modules.count
            let targetFolders = PackageSources.targetFolders(
                manifest, packageDirectory: folder, .init(isDirectory: folders.isDirectory, contents: folders.contents))
            for (t, dir) in zip(manifest.targets, targetFolders) {
                var files: [Int] = []
                if let dir, t.type != "system" {
                    files = PackageSources.files(of: t, folder: dir, packageDirectory: folder, among: swiftFiles)
                }
                var names: [String] = []
                for d in t.dependencies where !names.contains(d.name) { names.append(d.name) }
                graph.modules.append(.init(name: t.name, kind: .packageTarget, type: t.type, container: folder,
                                           dependencies: names, files: files.map { swiftFiles[$0] }))
                for k in files { claimed[k] = true }
            }
            // snippets: each `Snippets/**/*.swift` an executable of its own,
            // depending on the package's library targets its products name
            let productTargets = Set(manifest.products.flatMap(\.targets))
            let libraries = manifest.targets.indices.filter {
                manifest.targets[$0].type == "regular" && productTargets.contains(manifest.targets[$0].name)
            }
            for k in PackageSources.under(folder + "/Snippets/", in: swiftFiles) where !claimed[k] {
                let f = swiftFiles[k]
                let name = String(fileName(f).dropLast(".swift".count))
                var m = ModuleGraph.Module(name: name, kind: .packageTarget, type: "snippet", container: folder,
                                           dependencies: libraries.map { manifest.targets[$0].name }, files: [f])
                m.dependsOn = libraries.map { first + $0 }
                graph.modules.append(m)
                claimed[k] = true
            }
            packages.append(Read(folder: folder, manifest: manifest, firstModule: first))
        }

        // dependencies: targets of the same package, products of packages in the workspace
        func package(named reference: String, from p: Read) -> Read? {
            let key = reference.lowercased()
            // a local dependency's folder first, then any package of that identity or name
            if let dep = p.manifest.dependencies.first(where: { $0.identity == key || $0.name?.lowercased() == key }),
               let path = dep.path {
                let folder = PackageSources.normalized(path.hasPrefix("/") ? path : p.folder + "/" + path)
                if let hit = packages.first(where: { $0.folder == folder }) { return hit }
            }
            return packages.first { fileName($0.folder).lowercased() == key }
                ?? packages.first { $0.manifest.name.lowercased() == key }
        }
        func productModules(_ product: String, in q: Read) -> [Int] {
            guard let pr = q.manifest.products.first(where: { $0.name == product }) else { return [] }
            return pr.targets.compactMap { n in q.manifest.targets.firstIndex { $0.name == n }.map { q.firstModule + $0 } }
        }
        for p in packages {
            for (k, t) in p.manifest.targets.enumerated() {
                var resolved: [Int] = []
                for d in t.dependencies {
                    switch d {
                    case .target(let n):
                        if let j = p.manifest.targets.firstIndex(where: { $0.name == n }) { resolved.append(p.firstModule + j) }
                    case .byName(let n):
                        if let j = p.manifest.targets.firstIndex(where: { $0.name == n }) {
                            resolved.append(p.firstModule + j)
                        } else {
                            // a product of that name in a package this one depends on
                            for dep in p.manifest.dependencies {
                                if let q = package(named: dep.identity, from: p) { resolved += productModules(n, in: q) }
                            }
                        }
                    case .product(let n, let pkg):
                        if let pkg, let q = package(named: pkg, from: p) { resolved += productModules(n, in: q) }
                    }
                }
                var seen: Set<Int> = []
                graph.modules[p.firstModule + k].dependsOn = resolved.filter { $0 != p.firstModule + k && seen.insert($0).inserted }
            }
        }

        // Xcode projects: their native targets, over the same files as any package
        for pbxproj in input.projects.keys.sorted() {
            let projectPath = folder(pbxproj)
            let project: XcodeProject
            do {
                project = try XcodeProject.read(input.projects[pbxproj]!, projectPath: projectPath)
            } catch {
                graph.problems.append(.init(file: pbxproj, offset: error.offset,
                                            message: "Wiring cannot read this project: \(error.message)"))
                continue
            }
            let index = Dictionary(swiftFiles.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            let first = graph.modules.count
            for t in project.targets {
                // files absent from disk (generated ones) are left out
                var files = Set(t.files.compactMap { index[$0] })
                let excluded = Set(t.excluded)
                for folder in t.synchronizedFolders {
                    for k in PackageSources.under(folder + "/", in: swiftFiles) {
                        let f = swiftFiles[k]
                        if excluded.contains(f) || excluded.contains(where: { f.hasPrefix($0 + "/") }) { continue }
                        if f.dropFirst(folder.count + 1).split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                        files.insert(k)
                    }
                }
                for f in t.included { if let k = index[f] { files.insert(k) } }
                var names: [String] = []
                for n in t.targetDependencies + t.products.map(\.name) + t.linkedProducts where !names.contains(n) { names.append(n) }
                graph.modules.append(.init(name: t.name, kind: .xcodeTarget, type: t.productType, container: projectPath,
                                           dependencies: names, files: files.sorted().map { swiftFiles[$0] }))
                for k in files { claimed[k] = true }
            }
            for (k, t) in project.targets.enumerated() {
                var resolved: [Int] = []
                for n in t.targetDependencies {
                    if let j = project.targets.firstIndex(where: { $0.name == n }) { resolved.append(first + j) }
                }
                for (product, local, unnamed) in t.products {
                    if let local, let q = packages.first(where: { $0.folder == local }) {
                        resolved += productModules(product, in: q)
                    } else if unnamed {
                        // the project's local packages first, then the workspace's, in path order
                        let preferred = packages.filter { project.localPackages.contains($0.folder) } + packages
                        if let q = preferred.first(where: { $0.manifest.products.contains { $0.name == product } }) {
                            resolved += productModules(product, in: q)
                        }
                    }
                }
                var seen: Set<Int> = []
                graph.modules[first + k].dependsOn = resolved.filter { $0 != first + k && seen.insert($0).inserted }
            }
        }

        // a target's dependencies on targets of other projects (a workspace of
        // projects: by a target dependency's name, or a linked framework's)
        var xcodeTargets: [String: [Int]] = [:]
        for (k, m) in graph.modules.enumerated() where m.kind == .xcodeTarget { xcodeTargets[m.name, default: []].append(k) }
        for k in graph.modules.indices where graph.modules[k].kind == .xcodeTarget {
            let m = graph.modules[k]
            var resolved = m.dependsOn
            for n in m.dependencies where !resolved.contains(where: { graph.modules[$0].name == n }) {
                let candidates = (xcodeTargets[n] ?? []).filter { $0 != k }
                if let j = candidates.first(where: { graph.modules[$0].container == m.container }) ?? candidates.first { resolved.append(j) }
            }
            graph.modules[k].dependsOn = resolved
        }

        // files no package or project claims: the whole workspace when there
        // is neither, else one module per top-level folder
        let unclaimed = swiftFiles.indices.filter { !claimed[$0] }.map { swiftFiles[$0] }
        if graph.modules.isEmpty && graph.problems.isEmpty {
            return .single(root: input.root, files: unclaimed)
        }
        var byTop: [String: [String]] = [:]
        let rootPrefix = input.root.hasSuffix("/") ? input.root : input.root + "/"
        for f in unclaimed {
            let relative = f.hasPrefix(rootPrefix) ? f.dropFirst(rootPrefix.count) : Substring(f)
            let parts = relative.split(separator: "/")
            let top = parts.count > 1 ? input.root + "/" + parts[0] : input.root
            byTop[top, default: []].append(f)
        }
        for top in byTop.keys.sorted() {
            graph.modules.append(.init(name: String(fileName(top)), kind: .folder, type: "folder",
                                       container: top, files: byTop[top]!))
        }
        return graph
    }
}
