import EpoxyCore

/// The devices and custom sizes: a window's size and the safe area its
/// status bar, notch and home indicator leave.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The preset's name (`iphone-15`), or `custom`.
    public var name: String
    public var size: Size
    public var safeArea: EdgeInsets

    public init(name: String = "custom", size: Size, safeArea: EdgeInsets = .zero) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
    }

    public static let iphoneSE = Device(name: "iphone-se", size: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20))
    public static let iphone15 = Device(
        name: "iphone-15", size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
    public static let iphone15ProMax = Device(
        name: "iphone-15-pro-max", size: Size(width: 430, height: 932), safeArea: EdgeInsets(top: 59, bottom: 34))
    public static let ipad = Device(name: "ipad", size: Size(width: 820, height: 1180), safeArea: EdgeInsets(top: 24, bottom: 20))

    /// The presets, in the order `--help` lists them.
    public static let presets: [Device] = [.iphoneSE, .iphone15, .iphone15ProMax, .ipad]

    /// The default device.
    public static let standard = Device.iphone15

    /// The preset called `name`, nil for other names.
    public init?(named name: String) {
        guard let preset = Device.presets.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = preset
    }

    /// The leading and trailing layout margins UIKit gives a view controller's root view:
    /// 16 pt on phones up to 414 pt wide, 20 pt from there (Plus and Max phones, iPads), the
    /// threshold `ListAppearance` uses for an inset-grouped list's margins.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side: Double = size.width >= 414 ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// A copy with another size.
    public func withSize(_ size: Size) -> Device {
        Device(name: "custom", size: size, safeArea: safeArea)
    }

    /// A copy with another safe area.
    public func withSafeArea(_ safeArea: EdgeInsets) -> Device {
        Device(name: name, size: size, safeArea: safeArea)
    }

    public var description: String { "\(name) \(size)" }
}
