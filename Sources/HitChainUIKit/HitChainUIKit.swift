// UIKit's face of HitChain's model, so that a file written for iOS compiles on Linux:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import HitChainUIKit
//     #endif
//
// The model's classes carry UIKit's names (`UIView`, `UIWindow`, `UIButton`, … are HitChainKit's
// own classes, re-exported here), so a `UIView` subclass is run by the reference walk, the
// dispatcher, the engines, the recorder and the fuzzer. This module adds what the model has no
// use for: UIKit's value types (`UIEdgeInsets`, `UIBezierPath`), stand-ins, and touches for tests.
// docs/uikit-api.md lists every symbol: covered, partial (how), or not.

@_exported public import Foundation
@_exported public import HitChainGeometry
@_exported public import HitChainKit

/// `UIActionHandler`: what a `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void
