import HitChainGeometry
import Testing

@Suite("NumberText: measures, seconds, plurals and clocks as the tools print them")
struct NumberTextTests {
    @Test("formatMeasure rounds to its decimals and trims trailing zeros and the dot")
    func measures() {
        #expect(formatMeasure(234.00000000000003) == "234")
        #expect(formatMeasure(2.051282051282051) == "2.05")
        #expect(formatMeasure(390) == "390")
        #expect(formatMeasure(390.0) == "390")
        #expect(formatMeasure(0.5) == "0.5")
        #expect(formatMeasure(0.1 + 0.2) == "0.3")
        #expect(formatMeasure(1.999) == "2")
        #expect(formatMeasure(1.25, decimals: 1) == "1.3")
        #expect(formatMeasure(-1.25, decimals: 1) == "-1.3")
        #expect(formatMeasure(0.5, decimals: 0) == "1")
        #expect(formatMeasure(12.04, decimals: 1) == "12")
        #expect(formatMeasure(3.14159, decimals: 4) == "3.1416")
        #expect(formatMeasure(0.000001, decimals: 6) == "0.000001")
        #expect(formatMeasure(-7.5) == "-7.5")
    }

    @Test("formatMeasure never prints -0, and says nan and inf for non-finite values")
    func measureEdges() {
        #expect(formatMeasure(-0.0) == "0")
        #expect(formatMeasure(-0.001) == "0")
        #expect(formatMeasure(-0.004, decimals: 2) == "0")
        #expect(formatMeasure(.nan) == "nan")
        #expect(formatMeasure(.infinity) == "inf")
        #expect(formatMeasure(-.infinity) == "-inf")
        // Decimals are clamped to 0...15.
        #expect(formatMeasure(2.5, decimals: -3) == "3")
        #expect(formatMeasure(0.125, decimals: 40) == "0.125")
        // Too large for any decimal to show: printed whole.
        #expect(formatMeasure(1e300) == formatScalar(1e300))
        #expect(formatMeasure(123_456_789_012) == "123456789012")
        // More decimals than a 64-bit count holds: as many as fit are kept.
        #expect(formatMeasure(12345.5, decimals: 15) == "12345.5")
        #expect(formatMeasure(1e10, decimals: 15) == "10000000000")
    }

    @Test("formatSeconds keeps microseconds and drops float noise")
    func seconds() {
        #expect(formatSeconds(0.30000000000000004) == "0.3")
        #expect(formatSeconds(0) == "0")
        #expect(formatSeconds(-0.0) == "0")
        #expect(formatSeconds(0.1) == "0.1")
        #expect(formatSeconds(2.15) == "2.15")
        #expect(formatSeconds(0.000_001) == "0.000001")
        #expect(formatSeconds(0.000_000_4) == "0")
        #expect(formatSeconds(0.1234567) == "0.123457")
        #expect(formatSeconds(86_400) == "86400")
        #expect(formatSeconds(.nan) == "nan")
    }

    @Test("plural agrees with its count")
    func plurals() {
        #expect(plural(0, "event") == "0 events")
        #expect(plural(1, "event") == "1 event")
        #expect(plural(2, "event") == "2 events")
        #expect(plural(1, "touch", "touches") == "1 touch")
        #expect(plural(3, "touch", "touches") == "3 touches")
        #expect(plural(-1, "step") == "-1 steps")
        #expect(plural(2, "damaged copy", "damaged copies") == "2 damaged copies")
    }

    @Test("formatClock: seconds, minutes and seconds, hours and minutes")
    func clock() {
        #expect(formatClock(0) == "0s")
        #expect(formatClock(0.4) == "0s")
        #expect(formatClock(45) == "45s")
        #expect(formatClock(59.4) == "59s")
        #expect(formatClock(59.6) == "1m00s")
        #expect(formatClock(65) == "1m05s")
        #expect(formatClock(102) == "1m42s")
        #expect(formatClock(3599) == "59m59s")
        #expect(formatClock(3600) == "1h00m")
        #expect(formatClock(3600 + 5 * 60 + 29) == "1h05m")
        #expect(formatClock(3600 + 5 * 60 + 31) == "1h06m")
        #expect(formatClock(-5) == "0s")
        #expect(formatClock(.nan) == "0s")
        #expect(formatClock(.infinity) == ">9999h")
        #expect(formatClock(1e12) == ">9999h")
    }
}
