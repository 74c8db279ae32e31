/// One value per component of a result (see `CalculationResult.Kind`): the first component's, then
/// the others' (none for a real value). A real value — every line's usual value — is held without
/// allocating an array.
struct PerComponent<Element> {
    /// The first component's value.
    var first: Element
    /// The other components' values, in order (empty for a real value).
    var rest: [Element] = []

    /// The number of components.
    var count: Int { 1 + rest.count }

    /// The value of each component transformed by `transform`, in order.
    func map<T, E: Error>(_ transform: (Element) throws(E) -> T) throws(E) -> PerComponent<T> {
        let mappedFirst = try transform(first)
        var mappedRest: [T] = []
        if !rest.isEmpty {
            mappedRest.reserveCapacity(rest.count)
            for element in rest { mappedRest.append(try transform(element)) }
        }
        return PerComponent<T>(first: mappedFirst, rest: mappedRest)
    }

    /// Whether every component's value satisfies `predicate`.
    func allSatisfy(_ predicate: (Element) -> Bool) -> Bool {
        predicate(first) && rest.allSatisfy(predicate)
    }
}
