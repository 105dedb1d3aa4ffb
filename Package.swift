// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ReorderKit",
  // The oldest systems whose Swift runtime has what the code needs: parameterized protocol
  // existentials (`any DragDelegate<Controller>`), iOS 16 / macOS 13 / tvOS 16 / watchOS 9.
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "ReorderCore", targets: ["ReorderCore"]),
    .library(name: "ReorderKit", targets: ["ReorderKit"]),
    .executable(name: "reorder-demo", targets: ["reorder-demo"]),
    .executable(name: "reorder-replay", targets: ["reorder-replay"]),
    .executable(name: "reorder-bench", targets: ["reorder-bench"]),
    .executable(name: "reorder-tui", targets: ["reorder-tui"]),
  ],
  targets: [
    // The engine: standard library only, kept inside Embedded Swift's subset.
    .target(name: "ReorderCore"),
    // Host-facing controllers and protocols (Foundation interop).
    .target(name: "ReorderKit", dependencies: ["ReorderCore"]),
    // The replay format's JSON reader and writer, and its error type (Foundation only).
    .target(name: "ReplayJSON", path: "Samples/ReplayJSON"),
    // Shared code of the sample hosts: the replay scenario format, the hosts of the controllers
    // that play it, and text rendering.
    .target(
      name: "ReplayHost", dependencies: ["ReplayJSON", "ReorderKit"], path: "Samples/ReplayHost"),
    .executableTarget(
      name: "reorder-replay", dependencies: ["ReplayHost"], path: "Samples/reorder-replay"),
    .executableTarget(
      name: "reorder-demo", dependencies: ["ReplayHost"], path: "Samples/reorder-demo"),
    // Counts heap allocations in reorder-bench (replaces the allocator's entry points there).
    .target(name: "AllocCounter", path: "Samples/AllocCounter"),
    .executableTarget(
      name: "reorder-bench", dependencies: ["ReorderCore", "ReorderKit", "AllocCounter"],
      path: "Samples/reorder-bench"),
    .executableTarget(
      name: "reorder-tui", dependencies: ["ReorderKit"], path: "Samples/reorder-tui"),
    // What the test targets' property tests share (the shrinkers' delta debugging).
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "ReorderCoreTests", dependencies: ["ReorderCore", "ReplayJSON", "TestSupport"]),
    .testTarget(name: "ReorderKitTests", dependencies: ["ReorderKit", "TestSupport"]),
    .testTarget(name: "SampleTests", dependencies: ["ReplayHost", "ReplayJSON", "ReorderKit"]),
  ],
  swiftLanguageModes: [.v6]
)
