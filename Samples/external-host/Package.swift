// swift-tools-version:6.0
// A host written the way an adopter writes one: a package of its own that depends on
// ReorderKit by path and imports nothing but `ReorderKit`. `Scripts/external-host-test.sh`
// copies it to a fresh folder, points the dependency at this checkout, builds it and runs it.
import PackageDescription

let package = Package(
  name: "external-host",
  // ReorderKit's own platforms: a dependent package may not ask for older ones.
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  dependencies: [.package(name: "ReorderKit", path: "../..")],
  targets: [
    .executableTarget(
      name: "external-host", dependencies: [.product(name: "ReorderKit", package: "ReorderKit")])
  ],
  swiftLanguageModes: [.v6]
)
