public import ArgumentParser
public import HitChain

// The library's named values, read by argument-parser where the CLI takes them, so a
// mistyped one is refused as the option is parsed, with the list of what it may be.

extension SceneShape: ExpressibleByArgument {}
extension QuerySet: ExpressibleByArgument {}
extension FuzzFeature: ExpressibleByArgument {}
extension TimeResolution: ExpressibleByArgument {}

extension RecordingDamage.Variant: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}
