// SwinjectMacros walk a type's member block for its initializers and do not
// enter `#if` blocks: an initializer only there is none to them.
// Checked against SwinjectMacros 1.0.2.
final class Repository {}

@Injectable // expected-error:1 {{@Injectable requires a class or struct with at least one initializer.}}
class OnlyConditional {
    #if DEBUG
    init(repository: Repository) {}
    #endif
}

@Injectable
class BothKinds {
    init(repository: Repository) {}
    #if DEBUG
    init() {}
    #endif
}
