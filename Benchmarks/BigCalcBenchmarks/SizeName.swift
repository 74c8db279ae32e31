/// Short names for sizes in benchmark names.
enum SizeName {
    /// `10^6 digits` for 1,000,000; the exact number when it is not a power of ten.
    static func digits(_ count: Int) -> String {
        var power = 0
        var rest = count
        while rest >= 10, rest % 10 == 0 {
            rest /= 10
            power += 1
        }
        return rest == 1 ? "10^\(power) digits" : "\(count) digits"
    }
}
