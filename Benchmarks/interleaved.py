#!/usr/bin/env python3
"""Whole-process times of several commands run in turn, for a machine whose speed drifts.

hyperfine runs one command's runs, then the next command's: on a virtual machine whose speed moves
by 1.5x from minute to minute, that compares minutes as much as commands. This script runs the
commands in turn (A B C A B C ...) and prints, for each, the median and the 10th percentile of its
wall times, so that drift affects every command alike. The times include Python's fork and exec
(about 1-2 ms), the same for every command: compare differences, not absolute values.

Usage: Benchmarks/interleaved.py RUNS COMMAND [COMMAND ...]
  each COMMAND one shell word, its arguments separated by '|||', e.g.
  Benchmarks/interleaved.py 200 'gp|||-q|||-f|||one.gp' '.build/release/bigcalc|||1+1'
"""
import os
import statistics
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 3 or not sys.argv[1].isdigit():
        sys.exit(__doc__)
    runs = int(sys.argv[1])
    commands = [argument.split("|||") for argument in sys.argv[2:]]
    times = [[] for _ in commands]
    with open(os.devnull, "w") as devnull:
        for _ in range(runs):
            for command, samples in zip(commands, times):
                start = time.perf_counter()
                subprocess.run(command, stdout=devnull, stderr=devnull, check=False)
                samples.append(time.perf_counter() - start)
    print(f"{'median ms':>10} {'p10 ms':>8}  command ({runs} runs each, interleaved)")
    for command, samples in zip(commands, times):
        samples.sort()
        print(f"{statistics.median(samples) * 1000:10.2f} {samples[len(samples) // 10] * 1000:8.2f}  {' '.join(command)}")


if __name__ == "__main__":
    main()
