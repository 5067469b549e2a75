public struct Child {
    let service: Service
}