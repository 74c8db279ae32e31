/// The version of bigcalc: the one place it is written (`--version`, `-V`, the man page).
enum BigCalcVersion {
    /// The version number.
    static let number = "0.9.0"
}
