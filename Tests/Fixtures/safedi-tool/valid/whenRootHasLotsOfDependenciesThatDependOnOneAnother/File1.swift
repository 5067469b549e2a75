@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P, q: Q, r: R, s: S, t: T, u: U, v: V, w: W, x: X, y: Y, z: Z) {
        fatalError("SafeDI doesn't inspect the initializer body")
    }

    @Instantiated let a: A
    @Instantiated let b: B
    @Instantiated let c: C
    @Instantiated let d: D
    @Instantiated let e: E
    @Instantiated let f: F
    @Instantiated let g: G
    @Instantiated let h: H
    @Instantiated let i: I
    @Instantiated let j: J
    @Instantiated let k: K
    @Instantiated let l: L
    @Instantiated let m: M
    @Instantiated let n: N
    @Instantiated let o: O
    @Instantiated let p: P
    @Instantiated let q: Q
    @Instantiated let r: R
    @Instantiated let s: S
    @Instantiated let t: T
    @Instantiated let u: U
    @Instantiated let v: V
    @Instantiated let w: W
    @Instantiated let x: X
    @Instantiated let y: Y
    @Instantiated let z: Z
}