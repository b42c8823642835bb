import Foundation

// Foundation's own units are defined with rounded factors on Linux (swift-corelibs-
// foundation: UnitLength.miles = 1609.34 m, UnitMass.pounds = 0.453592 kg, …). The units
// made here carry FSUnitTool's exact definitions, so a Measurement converted through them is
// exact; converting through Foundation's predefined units keeps Foundation's rounding.

/// A dimension that Foundation also has: its `Dimension` subclass, so that units and
/// quantities of it bridge to `Measurement`. Every built-in dimension conforms; the core
/// protocol ``FSDimension`` needs no Foundation.
public protocol FSFoundationDimension: FSDimension {
    /// Foundation's class for the dimension (`UnitMass` for ``FSMass``).
    associatedtype FoundationUnit: Foundation.Dimension
}

extension FSFoundationDimension {
    /// Foundation's unit for a symbol and converter: every `Dimension` subclass has the
    /// initializer.
    static func foundationUnit(symbol: String, converter: UnitConverter) -> FoundationUnit {
        FoundationUnit(symbol: symbol, converter: converter)
    }
}

// Each built-in dimension's Foundation class.
extension FSLength: FSFoundationDimension {
    /// `UnitLength`.
    public typealias FoundationUnit = UnitLength
}

extension FSMass: FSFoundationDimension {
    /// `UnitMass`.
    public typealias FoundationUnit = UnitMass
}

extension FSArea: FSFoundationDimension {
    /// `UnitArea`.
    public typealias FoundationUnit = UnitArea
}

extension FSVolume: FSFoundationDimension {
    /// `UnitVolume`.
    public typealias FoundationUnit = UnitVolume
}

extension FSTemperature: FSFoundationDimension {
    /// `UnitTemperature`.
    public typealias FoundationUnit = UnitTemperature
}

extension FSSpeed: FSFoundationDimension {
    /// `UnitSpeed`.
    public typealias FoundationUnit = UnitSpeed
}

extension FSAngle: FSFoundationDimension {
    /// `UnitAngle`.
    public typealias FoundationUnit = UnitAngle
}

extension FSPressure: FSFoundationDimension {
    /// `UnitPressure`.
    public typealias FoundationUnit = UnitPressure
}

extension FSEnergy: FSFoundationDimension {
    /// `UnitEnergy`.
    public typealias FoundationUnit = UnitEnergy
}

extension FSPower: FSFoundationDimension {
    /// `UnitPower`.
    public typealias FoundationUnit = UnitPower
}

extension FSInformationStorage: FSFoundationDimension {
    /// `UnitInformationStorage`.
    public typealias FoundationUnit = UnitInformationStorage
}

extension FSTimeSpan: FSFoundationDimension {
    /// `UnitDuration`.
    public typealias FoundationUnit = UnitDuration
}

extension FSFrequency: FSFoundationDimension {
    /// `UnitFrequency`.
    public typealias FoundationUnit = UnitFrequency
}

extension FSUnit where Dimension: FSFoundationDimension {
    /// Foundation's unit with this symbol and this exact definition, e.g. a `UnitMass` for
    /// ``jin``.
    public var foundationUnit: Dimension.FoundationUnit {
        Dimension.foundationUnit(
            symbol: symbol.description,
            converter: UnitConverterLinear(
                coefficient: numerator / denominator, constant: shift * numerator / denominator)
        )
    }
}

extension FSQuantity where Dimension: FSFoundationDimension {
    /// The quantity as a Foundation `Measurement`, in a unit carrying the exact definition.
    public var measurement: Measurement<Dimension.FoundationUnit> {
        Measurement(value: value, unit: unit.foundationUnit)
    }

    /// The `Measurement`'s amount in `unit` (default: the dimension's base unit).
    public init(_ measurement: Measurement<Dimension.FoundationUnit>, in unit: FSUnit<Dimension> = Dimension.baseUnit) {
        let base = measurement.unit.converter.baseUnitValue(fromValue: measurement.value)
        self.init(unit.value(fromBase: base), unit)
    }
}

extension UnitMass {
    /// 斤 (市斤) = 500 g, for `Measurement(value: 2, unit: UnitMass.jin)`.
    public static var jin: UnitMass { FSUnit.jin.foundationUnit }
    /// 两 (市两) = 50 g.
    public static var liang: UnitMass { FSUnit.liang.foundationUnit }
    /// 钱 (市钱) = 5 g.
    public static var qian: UnitMass { FSUnit.qian.foundationUnit }
    /// 担 (市担) = 50 kg.
    public static var dan: UnitMass { FSUnit.dan.foundationUnit }
}

extension UnitLength {
    /// 尺 (市尺) = 1/3 m.
    public static var chi: UnitLength { FSUnit.chi.foundationUnit }
    /// 寸 (市寸) = 1/30 m.
    public static var cun: UnitLength { FSUnit.cun.foundationUnit }
    /// 丈 (市丈) = 10/3 m.
    public static var zhang: UnitLength { FSUnit.zhang.foundationUnit }
    /// 里 (市里) = 500 m.
    public static var li: UnitLength { FSUnit.li.foundationUnit }
}

extension UnitArea {
    /// 亩 (市亩) = 10000/15 m².
    public static var mu: UnitArea { FSUnit.mu.foundationUnit }
    /// 顷 (市顷) = 100 亩.
    public static var qing: UnitArea { FSUnit.qing.foundationUnit }
}
