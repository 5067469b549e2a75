/// An Xcode project as module discovery needs it: its native targets with
/// their product types, the Swift files each compiles (its sources build
/// phase, and its file-system-synchronized folders with their membership
/// exceptions), the targets each depends on, and the products of local
/// packages each links.
struct XcodeProject: Equatable {
    struct Target: Equatable {
        var name: String
        var productType: String
        /// Absolute paths of the Swift files it compiles that a path can be
        /// given for (generated ones are left to the caller to drop).
        var files: [String] = []
        /// Absolute paths of its synchronized folders: every Swift file
        /// under them but `excluded` belongs to it.
        var synchronizedFolders: [String] = []
        /// Files under another target's synchronized folder it compiles
        /// too, and files under its own it does not (absolute).
        var included: [String] = []
        var excluded: [String] = []
        /// Targets it depends on, by name (of this project, or another).
        var targetDependencies: [String] = []
        /// Frameworks and libraries built in the workspace that it links
        /// (its Frameworks phase's built products), by product name: a
        /// dependency too, often on another project's target.
        var linkedProducts: [String] = []
        /// Products of packages it links: name, and the local package's
        /// folder when the package is local. `unnamedPackage`: written
        /// without its package, as Xcode writes a product of a local
        /// package the project (or its workspace) holds another way: any
        /// local package of the workspace with a product of that name.
        var products: [(name: String, localPackage: String?, unnamedPackage: Bool)] = []

        static func == (a: Target, b: Target) -> Bool {
            a.name == b.name && a.productType == b.productType && a.files == b.files
                && a.synchronizedFolders == b.synchronizedFolders && a.included == b.included && a.excluded == b.excluded
                && a.targetDependencies == b.targetDependencies
                && a.products.map(\.name) == b.products.map(\.name) && a.products.map(\.localPackage) == b.products.map(\.localPackage)
                && a.products.map(\.unnamedPackage) == b.products.map(\.unnamedPackage)
        }
    }

    var targets: [Target]
    /// Local packages the project references (absolute folders).
    var localPackages: [String]

    struct Unreadable: Error, Equatable {
        var offset: Int
        var message: String
    }

    /// Reads `project.pbxproj` of the project at `projectPath` (the
    /// `.xcodeproj` folder).
    static func read(_ text: String, projectPath: String) throws(Unreadable) -> XcodeProject {
        let plist: PropertyList
        do {
            plist = try PropertyList.parse(text)
        } catch {
            throw Unreadable(offset: error.offset, message: "it is not a property list Wiring can read (\(error.message))")
        }
        guard let objects = plist["objects"]?.dictionary, let rootID = plist["rootObject"]?.string,
              let root = objects[rootID] else {
            throw Unreadable(offset: 0, message: "it has no root object")
        }
        func ids(_ v: PropertyList?) -> [String] { v?.array?.compactMap(\.string) ?? [] }
        func isa(_ o: PropertyList?) -> String { o?["isa"]?.string ?? "" }

        let projectFolder = PackageSources.normalized(projectPath + "/..")
        let sourceRoot = PackageSources.normalized(projectFolder + "/" + (root["projectDirPath"]?.string ?? ""))

        // every group's and file's parent, for `<group>` paths
        var parent: [String: String] = [:]
        for (id, o) in objects where ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"].contains(isa(o)) {
            for child in ids(o["children"]) { parent[child] = id }
        }
        var resolvedPaths: [String: String?] = [:]
        func path(of id: String, depth: Int = 0) -> String? {
            if let p = resolvedPaths[id] { return p }
            guard depth < 64, let o = objects[id] else { return nil }
            let own = o["path"]?.string
            let p: String?
            switch o["sourceTree"]?.string ?? "<group>" {
            case "<absolute>":
                p = own
            case "SOURCE_ROOT":
                p = own.map { sourceRoot + "/" + $0 } ?? sourceRoot
            case "<group>":
                let base: String?
                if let g = parent[id] { base = path(of: g, depth: depth + 1) } else { base = sourceRoot }
                p = base.map { b in own.map { b + "/" + $0 } ?? b }
            default:
                p = nil  // built products, the SDK, the developer folder: nothing of the workspace
            }
            let normalized = p.map(PackageSources.normalized)
            resolvedPaths[id] = normalized
            return normalized
        }

        // local packages, by reference id
        var localPackage: [String: String] = [:]
        for (id, o) in objects where isa(o) == "XCLocalSwiftPackageReference" {
            if let rel = o["relativePath"]?.string {
                localPackage[id] = PackageSources.normalized(rel.hasPrefix("/") ? rel : sourceRoot + "/" + rel)
            }
        }

        // synchronized folders' exceptions, by (folder, target)
        var exceptions: [String: [String: [String]]] = [:]
        for (id, o) in objects where isa(o) == "PBXFileSystemSynchronizedRootGroup" {
            for e in ids(o["exceptions"]) {
                guard let ex = objects[e] else { continue }
                // a target's exceptions: files its membership differs for
                guard isa(ex) == "PBXFileSystemSynchronizedBuildFileExceptionSet", let target = ex["target"]?.string else { continue }
                exceptions[id, default: [:]][target, default: []] += ids(ex["membershipExceptions"])
            }
        }

        var targets: [Target] = []
        var nameByID: [String: String] = [:]
        for id in ids(root["targets"]) {
            if let n = objects[id]?["name"]?.string { nameByID[id] = n }
        }
        for id in ids(root["targets"]) {
            guard let o = objects[id], isa(o) == "PBXNativeTarget", let name = o["name"]?.string else { continue }
            var t = Target(name: name, productType: o["productType"]?.string ?? "")
            for phase in ids(o["buildPhases"]) where isa(objects[phase]) == "PBXSourcesBuildPhase" {
                for buildFile in ids(objects[phase]?["files"]) {
                    guard let ref = objects[buildFile]?["fileRef"]?.string else { continue }
                    guard let p = path(of: ref), p.hasSuffix(".swift") else { continue }
                    t.files.append(p)
                }
            }
            let synchronized = Set(ids(o["fileSystemSynchronizedGroups"]))
            for g in synchronized {
                if let p = path(of: g) {
                    t.synchronizedFolders.append(p)
                    t.excluded += (exceptions[g]?[id] ?? []).map { p + "/" + $0 }
                }
            }
            // files of other targets' synchronized folders this one includes
            for (g, byTarget) in exceptions where !synchronized.contains(g) {
                if let list = byTarget[id], let p = path(of: g) { t.included += list.map { p + "/" + $0 } }
            }
            for phase in ids(o["buildPhases"]) where isa(objects[phase]) == "PBXFrameworksBuildPhase" {
                for buildFile in ids(objects[phase]?["files"]) {
                    guard let ref = objects[buildFile]?["fileRef"]?.string, let file = objects[ref],
                          file["sourceTree"]?.string == "BUILT_PRODUCTS_DIR", let p = file["path"]?.string else { continue }
                    let name = String(p.split(separator: "/").last ?? "")
                    for ext in [".framework", ".a", ".dylib"] where name.hasSuffix(ext) {
                        var product = String(name.dropLast(ext.count))
                        if ext != ".framework", product.hasPrefix("lib") { product.removeFirst(3) }
                        if !t.linkedProducts.contains(product) { t.linkedProducts.append(product) }
                    }
                }
            }
            for d in ids(o["dependencies"]) {
                if let target = objects[d]?["target"]?.string, let n = nameByID[target] { t.targetDependencies.append(n) }
                else if let n = objects[d]?["name"]?.string { t.targetDependencies.append(n) }
            }
            for d in ids(o["packageProductDependencies"]) {
                guard let dep = objects[d], let product = dep["productName"]?.string else { continue }
                t.products.append((product.hasPrefix("plugin:") ? String(product.dropFirst(7)) : product,
                                   dep["package"]?.string.flatMap { localPackage[$0] }, dep["package"] == nil))
            }
            t.files.sort()
            t.synchronizedFolders.sort()
            t.included.sort()
            t.excluded.sort()
            targets.append(t)
        }
        return XcodeProject(targets: targets, localPackages: localPackage.values.sorted())
    }
}
