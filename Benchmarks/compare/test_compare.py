"""Unit tests of compare.py's digit handling: python3 -m unittest discover -s Benchmarks/compare"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare  # noqa: E402


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

    def test_factorial_digits(self):
        self.assertEqual(compare.factorial_digits(100_000), 456_574)
        self.assertEqual(compare.factorial_digits(10_000), 35_660)
        self.assertEqual(compare.factorial_digits(30), 33)

    def test_bits_for_digits_matches_bigfloat(self):
        self.assertEqual(compare.bits_for_digits(30), 101)
        self.assertEqual(compare.bits_for_digits(1_000_000), 3_321_930)


if __name__ == "__main__":
    unittest.main()
