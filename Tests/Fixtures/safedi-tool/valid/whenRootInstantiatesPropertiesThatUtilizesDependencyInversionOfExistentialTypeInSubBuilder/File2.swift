import SwiftUI

@Instantiable
public struct SplashScreenView: View {
    public init() {}
}