public class UIViewController {
    public init(nibName: String?, bundle: AnyObject?) {}
    public func pushViewController(_ vc: UIViewController) {}
}