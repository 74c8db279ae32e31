extension CatalogRow {
    /// This row with what `help NAME` adds to its summary: an example and its convention.
    /// - Parameters:
    ///   - example: an expression inside the domain that shows the operation at work; `help`
    ///     evaluates it at 20 digits.
    ///   - note: the branch, range, sign or rounding convention it follows, if any.
    /// - Returns: the documented row.
    func documented(example: String, note: String? = nil) -> CatalogRow {
        CatalogRow(self, complex: complex, gaussian: gaussian, example: example, conventionNote: note)
    }
}
