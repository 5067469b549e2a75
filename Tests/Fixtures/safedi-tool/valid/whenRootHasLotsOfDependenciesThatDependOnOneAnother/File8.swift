@Instantiable
public final class G {
    public init() {}
}