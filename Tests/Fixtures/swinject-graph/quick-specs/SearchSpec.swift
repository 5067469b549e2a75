// A Quick spec registers a mock in each example group's `beforeEach`: each
// runs before its own examples, so the later one replaces nothing another
// example needs, as two XCTest methods' registrations (no duplicate).
import Quick
import Nimble
import Swinject

protocol SearchService {}
struct MockSearchService: SearchService { var isError = false }

final class SearchSpec: QuickSpec {
    override func spec() {
        describe("search") {
            let container = Container()

            context("success") {
                beforeEach {
                    container.register(SearchService.self, name: "stub") { _ in MockSearchService() }
                }
                it("works") {
                    expect(container.resolve(SearchService.self, name: "stub")).toNot(beNil())
                }
            }

            context("error") {
                beforeEach {
                    container.register(SearchService.self, name: "stub") { _ in MockSearchService(isError: true) }
                }
                it("fails") {
                    expect(container.resolve(SearchService.self, name: "stub")).toNot(beNil())
                }
            }
        }
    }
}
