/// The unit in which trigonometric functions take and inverse trigonometric functions return angles.
public enum AngleUnit: String, Sendable, Hashable, CaseIterable {
    /// A full turn is 2π.
    case radians = "rad"
    /// A full turn is 360.
    case degrees = "deg"
}
