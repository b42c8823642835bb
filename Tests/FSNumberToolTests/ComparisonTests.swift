import Testing

@testable import FSNumberTool

@Suite struct ComparisonTests {
    @Test func toleranceScalesWithMagnitude() {
        #expect((0.1 + 0.2).isApproximatelyEqual(to: 0.3))
        #expect(1e20.isApproximatelyEqual(to: 1e20 + 16384))
        #expect(!1e20.isApproximatelyEqual(to: 1.001e20))
        #expect(1e-20.isApproximatelyEqual(to: 1.0000000001e-20))
        #expect(!1e-20.isApproximatelyEqual(to: 0))
        #expect(1e-20.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-12))
        #expect(!Double.nan.isApproximatelyEqual(to: .nan))
        #expect(Double.infinity.isApproximatelyEqual(to: .infinity))
        #expect(!Double.infinity.isApproximatelyEqual(to: .greatestFiniteMagnitude))
        #expect(Float(0.1).isApproximatelyEqual(to: 0.1000001))
    }

    @Test func ulpDistanceCountsRepresentableValues() {
        var value = -2.0
        for steps: UInt64 in [0, 1, 2, 7, 1000] {
            var other = value
            for _ in 0..<steps { other = other.nextUp }
            #expect(value.ulpDistance(to: other) == steps && other.ulpDistance(to: value) == steps)
            value = value.nextUp
        }
        #expect(0.0.ulpDistance(to: -0.0) == 0)
        #expect(Double.leastNonzeroMagnitude.ulpDistance(to: -.leastNonzeroMagnitude) == 2)
        #expect(Double.nan.ulpDistance(to: 1) == nil)
        #expect(Double.greatestFiniteMagnitude.ulpDistance(to: .infinity) == 1)
        #expect(Float(1).isWithin(ulps: 1, of: Float(1).nextUp) && !Float(1).isWithin(ulps: 0, of: Float(1).nextUp))
        #expect((-Double.greatestFiniteMagnitude).ulpDistance(to: .greatestFiniteMagnitude) == 0xFFDF_FFFF_FFFF_FFFE)
    }

    @Test func parityAndIntegrality() {
        #expect(4.isEven && !4.isOdd && (-3).isOdd && Int.min.isEven && UInt8.max.isOdd)
        #expect(3.0.isInteger && (-0.0).isInteger && 1e300.isInteger && !2.5.isInteger)
        #expect(!Double.infinity.isInteger && !Double.nan.isInteger)
    }

    @Test func betweenAndMinMax() {
        #expect(5.isBetween(1, and: 10) && 5.isBetween(10, and: 1) && 1.isBetween(1, and: 1))
        #expect(!0.isBetween(1, and: 10) && !"z".isBetween("a", and: "m"))
        #expect([3, 1, 4, 1, 5].minAndMax()! == (1, 5))
        #expect([Int]().minAndMax() == nil)
    }

    @Test func clamping() {
        #expect(120.clamped(to: 0...100) == 100 && (-5).clamped(to: 0...100) == 0 && 50.clamped(to: 0...100) == 50)
        #expect(Double.nan.clamped(to: 0...1) == 0)
        #expect(3.clamped(to: 5...) == 5 && 3.clamped(to: ...2) == 2 && 3.clamped(to: 1...) == 3)
        #expect(Double.nan.clamped(to: ...1.0) == 1.0)
    }

    @Test func clampedWrapperKeepsItsBounds() {
        struct Player {
            @Clamped(0...100) var health = 150
            @Clamped(min: 1, max: 0.5) var speed = 2.0
        }
        var player = Player()
        #expect(player.health == 100 && player.speed == 1.0)
        player.health -= 250
        #expect(player.health == 0)
        player.speed = .nan
        #expect(player.speed == 0.5)
        player.speed = 0.75
        #expect(player.speed == 0.75)
    }
}
