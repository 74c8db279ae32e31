"""Unit tests of compare.py's digit handling: python3 -m unittest discover -s Benchmarks/compare"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import batch_workloads  # noqa: E402
import compare  # noqa: E402
from fractions import Fraction  # noqa: E402


class SignificantTests(unittest.TestCase):
    def test_strips_point_sign_and_leading_zeros(self):
        self.assertEqual(compare.significant("-0.0012345\n"), "12345")

    def test_joins_bc_line_continuations(self):
        self.assertEqual(compare.significant("3.14159\\\n26535\n"), "31415926535")

    def test_drops_exponents_of_every_style(self):
        for text in ("1.25e-7", "1.25E+30", "1.25 E-7", "1.25*10^7"):
            with self.subTest(text=text):
                self.assertEqual(compare.significant(text), "125")

    def test_drops_approximation_marks(self):
        self.assertEqual(compare.significant("~1.5"), "15")
        self.assertEqual(compare.significant("≈ 2.5"), "25")

    def test_zero(self):
        self.assertEqual(compare.significant("0.000"), "0")


class RoundDigitsTests(unittest.TestCase):
    def test_rounds_half_up_with_carry(self):
        self.assertEqual(compare.round_digits("1299951", 4), "1300")
        self.assertEqual(compare.round_digits("99996", 4), "1000")

    def test_rounds_down(self):
        self.assertEqual(compare.round_digits("314159", 3), "314")

    def test_pads_trimmed_zeros(self):
        self.assertEqual(compare.round_digits("25", 4), "2500")


class CheckTests(unittest.TestCase):
    expected = "1415926535897932384626433832795028841971"

    def test_guard_digits_are_rounded_off(self):
        self.assertIsNone(compare.check_single("3.14159265358979", "31415926536", exact=False))
        self.assertIsNone(compare.check_single("3.14159265354999", "31415926535", exact=False))

    def test_wrong_trailing_digits_are_reported(self):
        printed = "3." + self.expected[:-2] + "99"
        got = compare.check_single(printed, "3" + self.expected, exact=False)
        self.assertEqual(got, "trailing digits 5028841999 ≠ 5028841971")

    def test_wrong_leading_digits_are_reported(self):
        got = compare.check_single("3.24159265358979323846264", "3141592653589793238462", exact=False)
        self.assertEqual(got, "leading digits 32415926535897932384 ≠ 31415926535897932384")

    def test_exact_needs_every_digit(self):
        self.assertEqual(compare.check_single("12345", "123456", exact=True), "5 digits, expected 6")
        self.assertIsNone(compare.check_single("123456\n", "123456", exact=True))

    def test_batch_compares_every_line(self):
        expected = ["12500000000000000000", "30000000000000000000"]
        self.assertIsNone(compare.check_batch("1.25\n3\n", expected))
        self.assertEqual(compare.check_batch("1.25\n", expected), "1 result lines, expected 2")
        self.assertEqual(compare.check_batch("1.25\n3.1\n", expected),
                         "line 2: 31000000000000000000 ≠ 30000000000000000000")


class WorkloadTests(unittest.TestCase):
    def test_batch_operands_are_deterministic_and_in_range(self):
        rows = compare.batch_operands()
        self.assertEqual(len(rows), 10_000)
        self.assertEqual(rows, compare.batch_operands())
        self.assertEqual(rows[0], (851, 96, 25, 17))
        for a, b, c, d in rows:
            self.assertTrue(2 <= a <= 1000 and 2 <= b <= 100 and 2 <= c <= 31 and 2 <= d <= 100)

    def test_longer_batches_extend_the_same_operands(self):
        self.assertEqual(compare.batch_operands(20_000)[:10_000], compare.batch_operands())

    def test_simple_batch_in_bigcalc_and_bc_syntax(self):
        self.assertEqual(batch_workloads.lines_text("simple", "bigcalc", 2), "(851*96+25)/17-851.96\n(97*61+17)/20-97.61\n")
        self.assertEqual(batch_workloads.lines_text("simple", "bc", 1), "scale=30\n(851*96+25)/17-851.96\n")

    def test_mixed_batch_cycles_its_five_templates(self):
        bigcalc = batch_workloads.lines_text("mixed", "bigcalc", 6).splitlines()
        bc = batch_workloads.lines_text("mixed", "bc", 6).splitlines()[1:]  # after scale=34
        self.assertEqual(bigcalc[1], "sqrt(97)*(2+sin(61))")
        self.assertEqual(bc[1:5], ["sqrt(97)*(2+s(61))", "e(4/10)*l(32)", "a(497/92)+c(83)", "22^4/899"])
        self.assertEqual(bigcalc[5], "(857*47+12)/57-857.47")

    def test_expected_values_of_the_arithmetic_lines_are_exact(self):
        # (851·96 + 25)/17 − 851.96 and 22⁴/899 from exact fractions, to 20 digits.
        simple = compare.expected_digits("simple", 2, None, None)
        self.assertEqual(simple, ["39551576470588235294", "19909000000000000000"])
        mixed = batch_workloads.expected_values("mixed", 5, 20)
        # 22⁴/899 = 260.57…: 20 significant digits are 17 decimals.
        self.assertEqual(compare.significant(mixed[4]), str(round(Fraction(22 ** 4, 899) * 10 ** 17)))

    def test_factorial_digits(self):
        self.assertEqual(compare.factorial_digits(100_000), 456_574)
        self.assertEqual(compare.factorial_digits(10_000), 35_660)
        self.assertEqual(compare.factorial_digits(30), 33)

    def test_bits_for_digits_matches_bigfloat(self):
        self.assertEqual(compare.bits_for_digits(30), 101)
        self.assertEqual(compare.bits_for_digits(1_000_000), 3_321_930)



class MatricesTests(unittest.TestCase):
    """matrices.py: the closed form of the Hilbert determinant and the reading of bigcalc's lists."""

    def test_hilbert_determinant_closed_form(self):
        import matrices
        self.assertEqual(matrices.hilbert_inverse_determinant(3), 2160)  # det H_3 = 1/2160
        self.assertEqual(matrices.hilbert_inverse_determinant(4), 6048000)

    def test_reads_real_and_complex_entries(self):
        import matrices
        self.assertEqual(matrices.bigcalc_entries("[1.5, -2 + 3.25i, 0.5i, -1.5e-3 - 2e-5i, -i]"),
                         [("1.5", "0"), ("-2", "+3.25"), ("0", "0.5"), ("-1.5e-3", "-2e-5"), ("0", "-1")])


if __name__ == "__main__":
    unittest.main()
