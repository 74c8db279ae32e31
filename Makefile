# BigCalc: the two set-up commands are `make run` and `make test` (see README.md).
SHELL := /bin/bash
SWIFT ?= swift
EXAMPLE ?= sqrt(2)*pi^2
DIGITS ?= 50

.PHONY: run test deps build release leak-check benchmark compare

## Build and run bigcalc on an example expression (installs GMP/MPFR first if missing).
run: deps
	$(SWIFT) build -c release --product bigcalc
	.build/release/bigcalc '$(EXAMPLE)' --digits $(DIGITS)

## Run the whole test suite (installs GMP/MPFR first if missing).
test: deps
	$(SWIFT) test

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

## Install libgmp-dev and libmpfr-dev when their headers are missing (apt; brew on macOS).
deps:
	@if printf '#include <gmp.h>\n#include <mpfr.h>\n' | cc $$(pkg-config --cflags mpfr 2>/dev/null) -E -x c - >/dev/null 2>&1; then \
		exit 0; \
	elif command -v apt-get >/dev/null 2>&1; then \
		sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
		echo "Installing libgmp-dev libmpfr-dev pkg-config with apt-get"; \
		$$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq libgmp-dev libmpfr-dev pkg-config >/dev/null; \
	elif command -v brew >/dev/null 2>&1; then \
		echo "Installing gmp mpfr with Homebrew"; brew install gmp mpfr pkg-config; \
	else \
		echo "error: GMP and MPFR development headers are missing and neither apt-get nor brew was found." >&2; \
		echo "Install GMP (>= 6) and MPFR (>= 4.2) with their headers, then run this command again." >&2; \
		exit 1; \
	fi

## Run the package-benchmark suite in release mode (Benchmarks/ is a package of its own, so that
## `swift build` and `swift test` never build package-benchmark). BENCHMARK_ARGS, e.g. `--filter pi`.
benchmark: deps
	cd Benchmarks && $(SWIFT) package benchmark $(BENCHMARK_ARGS)

## Side-by-side comparison with raw C MPFR and the installed peers (see Benchmarks/compare.sh).
## COMPARE_ARGS, e.g. `--install`, `--workloads pi,startup --sizes 10000 --runs 3`, `--results Benchmarks/RESULTS.md`.
compare: deps
	Benchmarks/compare.sh $(COMPARE_ARGS)
