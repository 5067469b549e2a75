@Instantiable
public final class G: Instantiable {
    public init() {}
}