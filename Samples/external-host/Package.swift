// swift-tools-version:6.0
// A host written the way an adopter writes one: a package of its own that depends on
// ReorderKit by path and imports nothing but `ReorderKit`. `Scripts/external-host-test.sh`
// copies it to a fresh folder, points the dependency at this checkout, builds it and runs it.
import PackageDescription

let package = Package(
  name: "external-host",
  dependencies: [.package(name: "ReorderKit", path: "../..")],
  targets: [
    .executableTarget(
      name: "external-host", dependencies: [.product(name: "ReorderKit", package: "ReorderKit")])
  ],
  swiftLanguageModes: [.v6]
)
