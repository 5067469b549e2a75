import Swinject

struct Picture {}
final class DetailVC { init(picture: Picture?) {} }
final class PreviewVC { init(picture: Picture?) {} }

let container = Container { c in
    c.register(DetailVC.self) { (_, picture: Picture) in DetailVC(picture: picture) }
    // an optional parameter: an optional passed finds it
    c.register(PreviewVC.self) { (_, picture: Picture?) in PreviewVC(picture: picture) }
}

final class ListVC {
    var pictures = [Picture()]

    func select(_ row: Int) {
        run { [weak self] in
            // `self?.pictures[row]` is a `Picture?`: the key holds an optional, never found
            guard let vc = container.resolve(DetailVC.self, argument: self?.pictures[row]) else { return } // expected-error:46-54 {{'DetailVC' is registered with a runtime argument of type Picture but resolved with an optional; the argument types are part of the key, so this resolve never finds it}}
            _ = vc
            _ = container.resolve(PreviewVC.self, argument: self?.pictures[row])
            // defaulted or unwrapped: a `Picture`
            _ = container.resolve(DetailVC.self, argument: self?.pictures.first ?? Picture())
            _ = container.resolve(DetailVC.self, argument: self!.pictures[row])
        }
    }

    func run(_ body: @escaping () -> Void) { body() }
}
