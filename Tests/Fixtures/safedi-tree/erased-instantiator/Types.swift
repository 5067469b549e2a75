import SafeDI
import UIKit

@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(detailBuilder: ErasedInstantiator<String, UIViewController>, listBuilder: ErasedInstantiator<ListViewController.ForwardedProperties, UIViewController>) {
        self.detailBuilder = detailBuilder
        self.listBuilder = listBuilder
    }

    @Instantiated(fulfilledByType: "DetailViewController") let detailBuilder: ErasedInstantiator<String, UIViewController> // expected-error:98-104 {{Property `detailBuilder: ErasedInstantiator<String, UIViewController>` on DetailViewController incorrectly configured. Property should instead be of type `ErasedInstantiator<DetailViewController.ForwardedProperties, UIViewController>`.}} {{98-104=DetailViewController.ForwardedProperties}} {{-5:51--5:57=DetailViewController.ForwardedProperties}} {{title=Use DetailViewController.ForwardedProperties}}
    @Instantiated(fulfilledByType: "ListViewController") let listBuilder: ErasedInstantiator<ListViewController.ForwardedProperties, UIViewController>
}

@Instantiable
public final class DetailViewController: UIViewController, Instantiable {
    public init(id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
    }

    @Forwarded let id: Int
}

@Instantiable
public final class ListViewController: UIViewController, Instantiable {
    public init(filter: String, page: Int) {
        self.filter = filter
        self.page = page
        super.init(nibName: nil, bundle: nil)
    }

    @Forwarded let filter: String
    @Forwarded let page: Int
}
