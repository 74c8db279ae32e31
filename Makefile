# BigCalc: the two set-up commands are `make run` and `make test` (see README.md).
SHELL := /bin/bash
SWIFT ?= swift
# Package.swift links Arb by the header it finds (Arb 2's arb.h: libflint-arb; FLINT 3: libflint
# alone), and SwiftPM keeps its reading of the manifest, keyed by the manifest's text and the
# environment. After a `swift build` run before `make deps` installed Arb, it would keep linking
# without libflint-arb ("undefined reference to arf_get_fmpq"). The header found, in the
# environment of every command (looked up again for each, so after `deps`), makes it read the
# manifest again whenever the answer changes.
export BIGCALC_ARB_HEADER = $(shell ls /usr/include/arb.h /usr/local/include/arb.h /opt/homebrew/include/arb.h \
	/opt/local/include/arb.h 2>/dev/null | head -n 1)
EXAMPLE ?= sqrt(2)*pi^2
DIGITS ?= 50
# Release builds link the Swift runtime and FoundationEssentials statically (no ICU: CalculatorDisplay
# carries the CLDR separators it needs, and `make install` strips the symbols): `bigcalc 1+1` then starts in
# a few milliseconds instead of about 24 ms spent loading and relocating the shared libraries. On
# Linux the executable is not position-independent: the loader then has 1,300 relative relocations
# to apply instead of 77,000, and start-up touches 3 MiB less memory. Without SwiftPM's $ORIGIN run
# path the loader does not probe the build folder for each system library (28 failed system calls).
# The static Swift runtime's link arguments export every public symbol of bigcalc's own modules to
# the dynamic symbol table (4,500 of them), which the loader then consults for each of the 12,700
# symbol relocations of the shared libraries; `--no-export-dynamic` leaves the table to what the
# libraries need (nothing looks bigcalc's symbols up by name). Concrete generic types get direct
# metadata accessors instead of mangled names that the runtime would demangle on first use,
# checking each conformance by a scan of every conformance record linked in (Foundation's
# included): `bigcalc 1+1` runs 1.1 M fewer instructions, 0.4–0.7 ms less. Cross-module
# optimization lets the compiler inline and specialize code of one module (BigNumber, the engine)
# in the modules that call it: 1–2 % fewer instructions a batch line, 0.2 MB more binary.
# The benchmark scripts read these flags with `make -s release-flags`.
RELEASE = -c release --static-swift-stdlib --disable-local-rpath $(if $(filter Linux,$(shell uname -s)),-Xlinker -no-pie -Xlinker --no-export-dynamic) \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors -Xswiftc -cross-module-optimization

.PHONY: run test browser-test serve load-test server-deps examples docs deps build release release-flags install uninstall manual install-check leak-check benchmark benchmark-check benchmark-pi compare fuzz asan tsan

## Build and run bigcalc on an example expression (installs the system libraries first if missing).
run: deps
	$(SWIFT) build $(RELEASE) --product bigcalc
	.build/release/bigcalc '$(EXAMPLE)' --digits $(DIGITS)

## Run the whole test suite (installs the system libraries first if missing), after the examples,
## then the keypad page in headless Chromium (skipped with a message when Chromium cannot be installed).
test: deps examples
	$(SWIFT) test $(TEST_BUILD)
	$(MAKE) browser-test

# `make test`, `make browser-test` and `make examples` build without debug information: compiling
# and linking the DWARF of some 130 modules is a large part of the suite's time on two cores. The
# first two build in a folder of their own, since a change of flags rebuilds every module: `swift
# build` and `swift test` by hand keep their own debug build in .build/debug.
NO_DEBUG_INFO = -Xswiftc -gnone
TEST_BUILD = --scratch-path .build/make-test $(NO_DEBUG_INFO)

## The keypad page in a real browser: Debian's chromium and chromium-driver over WebDriver, against
## a bigcalc-server the script starts and stops (Tests/Browser/keypad_browser_test.py). SCREENSHOT=docs/keypad.png
## also saves a picture of the page.
SCREENSHOT ?=
browser-test: deps
	$(SWIFT) build $(TEST_BUILD) --product bigcalc-server
	$(SWIFT) build $(TEST_BUILD) --product bigcalc
	@bin=$$($(SWIFT) build $(TEST_BUILD) --show-bin-path); python3 Tests/Browser/keypad_browser_test.py "$$bin/bigcalc-server" "$$bin/bigcalc" \
		$(if $(SCREENSHOT),--screenshot $(SCREENSHOT))

## Build and start bigcalc-server (release) on loopback: the keypad page at http://127.0.0.1:$(PORT)/.
PORT ?= 8080
SERVER_FLAGS ?=
serve: deps
	$(SWIFT) build -c release --product bigcalc-server
	.build/release/bigcalc-server --port $(PORT) $(SERVER_FLAGS)

## Load test of bigcalc-server (release) with wrk on loopback, bounded in time: requests per second and
## latency of a 30-digit expression while one client sends 10^6-digit requests (Benchmarks/load-test.sh).
load-test: deps
	$(SWIFT) build -c release --product bigcalc-server
	Benchmarks/load-test.sh .build/release/bigcalc-server

## Build and run the library examples of docs/library.md: Examples/ is a package of its own that depends on this
## one by path, as an app would; what they print must match Examples/expected-output.txt.
EXAMPLES = BigNumberExample CalculatorEngineExample MatrixExample CalculatorDisplayExample
examples: deps
	$(SWIFT) build --package-path Examples $(NO_DEBUG_INFO)
	@bin=$$($(SWIFT) build --package-path Examples --show-bin-path); mkdir -p .build; \
	for example in $(EXAMPLES); do echo "== $$example"; "$$bin/$$example" || exit 1; done > .build/examples-output.txt; \
	diff -u Examples/expected-output.txt .build/examples-output.txt && echo "examples: the output of $(EXAMPLES) is as expected"

## Build the DocC documentation of the three libraries (swift-docc-plugin) into .build/docs/, with
## every DocC warning an error.
DOC_TARGETS = BigNumber CalculatorEngine CalculatorDisplay
docs: deps
	@mkdir -p .build/docs; for target in $(DOC_TARGETS); do \
		$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target $$target \
			--warnings-as-errors --output-path .build/docs/$$target || exit 1; \
	done
	@echo "docs: .build/docs/{$$(echo $(DOC_TARGETS) | tr ' ' ,)}"

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE)

## The flags of a release build (for scripts that build bigcalc themselves).
release-flags:
	@echo $(RELEASE)

## Install bigcalc (static release binary, stripped of its symbol table and debug information), its man page and its bash, zsh and fish completions
## under PREFIX (default /usr/local), staged under DESTDIR when given. The man page comes from
## `make manual`, the completions from --generate-completion-script.
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
MANUAL_DIR = .build/plugins/GenerateManual/outputs/bigcalc
MANUAL = .build/bigcalc.1
MANUAL_SUPPLEMENT = Man/bigcalc.supplement.mdoc
MANUAL_GLYPHS = Man/bigcalc.glyphs.roff
install: deps manual
	$(SWIFT) build $(RELEASE) --product bigcalc
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -s -m 755 .build/release/bigcalc $(BINDIR)/bigcalc
	install -m 644 $(MANUAL) $(MANDIR)/bigcalc.1
	.build/release/bigcalc --generate-completion-script bash > $(BASHDIR)/bigcalc
	.build/release/bigcalc --generate-completion-script zsh > $(ZSHDIR)/_bigcalc
	.build/release/bigcalc --generate-completion-script fish > $(FISHDIR)/bigcalc.fish
	@echo "installed $(BINDIR)/bigcalc, man pages in $(MANDIR), completions for bash, zsh and fish"

## Remove what `make install` installed (same PREFIX and DESTDIR), and the directories it made
## that are left empty: up to PREFIX, or up to DESTDIR when staged there.
uninstall:
	rm -f $(BINDIR)/bigcalc $(MANDIR)/bigcalc.1 $(MANDIR)/bigcalc.*.1 $(BASHDIR)/bigcalc $(ZSHDIR)/_bigcalc $(FISHDIR)/bigcalc.fish
	@for dir in $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR); do \
		while [ "$$dir" != "$(if $(DESTDIR),$(DESTDIR),$(PREFIX))" ] && [ "$$dir" != / ] && rmdir "$$dir" 2>/dev/null; do \
			dir=$$(dirname "$$dir"); done; \
	done

## The man page (.build/bigcalc.1): the page swift-argument-parser's generate-manual plugin writes
## from the --help texts (bigcalc marks their non-ASCII characters @U221A@ for it, which become
## groff's \[u221A], with ASCII stand-ins from Man/bigcalc.glyphs.roff; blank lines become
## paragraph breaks), with the hand-maintained sections of Man/bigcalc.supplement.mdoc
## (expressions, the interactive session, ENVIRONMENT, FILES) before EXIT STATUS.
manual: deps
	$(SWIFT) package generate-manual
	sed -e 's/@U\([0-9A-F]\{4,6\}\)@/\\[u\1]/g' -e 's/^$$/.Pp/' $(MANUAL_DIR)/bigcalc.1 \
		| awk -v supplement=$(MANUAL_SUPPLEMENT) -v glyphs=$(MANUAL_GLYPHS) \
			'/^\.Sh "EXIT STATUS"/ { while ((getline line < supplement) > 0) print line } { print } \
			/^\.Os/ { while ((getline line < glyphs) > 0) print line }' > $(MANUAL)

## Check the man page (no groff warnings on UTF-8 and ASCII terminals, every section there) and a DESTDIR install and
## uninstall in a temporary directory (nothing left behind).
install-check: manual
	@for device in utf8 ascii; do warnings=$$(groff -ww -mandoc -z -T$$device $(MANUAL) 2>&1); \
		[ -z "$$warnings" ] || { echo "$$warnings"; exit 1; }; done
	@for section in ENVIRONMENT FILES '"EXIT STATUS"'; do grep -q "^\.Sh $$section" $(MANUAL) || { echo "no $$section"; exit 1; }; done
	@! grep -n '@U[0-9A-F]*@' $(MANUAL)
	@stage=$$(mktemp -d); $(MAKE) -s install DESTDIR=$$stage >/dev/null && $(MAKE) -s uninstall DESTDIR=$$stage \
		&& left=$$(find $$stage -mindepth 1) && rmdir $$stage && [ -z "$$left" ] \
		|| { echo "install-check: left behind: $$left"; exit 1; }
	@echo "install-check: the man page has no warnings; install and uninstall leave nothing behind"

## Install every system library BigCalc builds on when one of their headers is missing: GMP, MPFR,
## Arb and FLINT (ball arithmetic, number theory), GNU MPC (complex numbers), libedit (line
## editing) — apt-get update first; Homebrew on macOS.
APT_PACKAGES = libgmp-dev libmpfr-dev libflint-arb-dev libflint-dev libmpc-dev libedit-dev pkg-config
BREW_PACKAGES = gmp mpfr flint libmpc libedit pkg-config
deps: server-deps
	@if printf '#include <gmp.h>\n#include <mpfr.h>\n#include <mpc.h>\n#include <histedit.h>\n#if __has_include(<flint/arb.h>)\n#include <flint/arb.h>\n#else\n#include <arb.h>\n#endif\n' \
			| cc $$(pkg-config --cflags mpfr 2>/dev/null) -E -x c - >/dev/null 2>&1; then \
		exit 0; \
	elif command -v apt-get >/dev/null 2>&1; then \
		sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
		echo "Installing $(APT_PACKAGES) with apt-get"; \
		$$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq $(APT_PACKAGES) >/dev/null; \
	elif command -v brew >/dev/null 2>&1; then \
		echo "Installing $(BREW_PACKAGES) with Homebrew"; brew install $(BREW_PACKAGES); \
	else \
		echo "error: the headers of GMP, MPFR, Arb/FLINT, MPC or libedit are missing and neither apt-get nor brew was found." >&2; \
		echo "Install GMP (>= 6), MPFR (>= 4.2), Arb (>= 2.23, or FLINT >= 3), MPC (>= 1.3) and libedit with their headers, then run this command again." >&2; \
		exit 1; \
	fi

## The tools of `make browser-test` and `make load-test` (Debian's chromium, chromium-driver and wrk), when
## apt-get is there; without them the browser test is skipped with a message.
SERVER_APT_PACKAGES = chromium chromium-driver wrk
server-deps:
	@if ! command -v chromedriver >/dev/null 2>&1 || ! command -v chromium >/dev/null 2>&1 || ! command -v wrk >/dev/null 2>&1; then \
		if command -v apt-get >/dev/null 2>&1; then \
			sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
			echo "Installing $(SERVER_APT_PACKAGES) with apt-get"; \
			($$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq $(SERVER_APT_PACKAGES) >/dev/null) \
				|| echo "warning: could not install $(SERVER_APT_PACKAGES); the browser and load tests will be skipped" >&2; \
		fi; \
	fi

## Run the BigNumber test suites under Valgrind, then the bigcalc executable on LEAK_BATCH (a batch
## of user-function calls, closures and errors) and on expressions given as arguments; fails unless
## 0 bytes are "definitely lost" in each. The logs are kept in .build/leak-check*.log. Filter with
## LEAK_FILTER (a Swift Testing --filter regex); LEAK_SKIP leaves out the suites that are too slow
## under Valgrind (the constants at every precision 1…5000 bits and the 10⁶-digit conversions),
## which use the same storage classes as the rest.
LEAK_FILTER ?= BigNumberTests
LEAK_SKIP ?= ConstantsTests|DecimalConversionTests
LEAK_BATCH ?= Tests/LeakCheck/user-functions.txt
VALGRIND = LD_PRELOAD="$$PWD/.build/valgrind-sigsuspend.so" SWIFT_BACKTRACE=enable=no \
	valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=99 \
		--suppressions=Tests/LeakCheck/swift-runtime.supp
leak-check: deps
	@command -v valgrind >/dev/null || { echo "error: valgrind is missing (apt-get install valgrind)" >&2; exit 1; }
	$(SWIFT) build --build-tests
	cc -shared -fPIC -O2 -o .build/valgrind-sigsuspend.so Tests/LeakCheck/sigsuspend_copy.c -ldl
	@status=0; \
	$(VALGRIND) --log-file=.build/leak-check.log \
		.build/debug/BigCalcPackageTests.xctest --testing-library swift-testing --filter '$(LEAK_FILTER)' --skip '$(LEAK_SKIP)' || status=$$?; \
	$(VALGRIND) --log-file=.build/leak-check-batch.log .build/debug/bigcalc -f '$(LEAK_BATCH)' >/dev/null 2>&1 \
		|| [ $$? -eq 1 ] || status=99; \
	$(VALGRIND) --log-file=.build/leak-check-arguments.log .build/debug/bigcalc 'f(t) = sqrt(t)' 'f(3)' 'max(1, f(2), 3)' \
		'sum(f(k), k, 1, 9)' >/dev/null 2>&1 || status=$$?; \
	for log in .build/leak-check.log .build/leak-check-batch.log .build/leak-check-arguments.log; do \
		echo "== $$log"; grep -E "(definitely|indirectly|possibly) lost:|still reachable:|no leaks are possible|ERROR SUMMARY" $$log; \
		if grep -E "definitely lost: [1-9]" $$log >/dev/null; then status=98; fi; \
	done; \
	if [ $$status -ne 0 ]; then echo "leak-check FAILED (status $$status; see the logs above)" >&2; exit 1; fi; \
	echo "leak-check passed: 0 bytes definitely lost"

## Run the package-benchmark suite in release mode (Benchmarks/ is a package of its own, so that
## `swift build` and `swift test` never build package-benchmark). BENCHMARK_ARGS, e.g. `--filter pi`.
benchmark: deps
	cd Benchmarks && $(SWIFT) package benchmark $(BENCHMARK_ARGS)

## Fail when a benchmark with committed thresholds (Benchmarks/Thresholds: mallocs and time per
## iteration of BigFloat a = a*b + c and a *= b; a += c, and of one batch line through Session.run)
## got worse than its tolerance; after an intended change: cd Benchmarks && swift package
## --allow-writing-to-package-directory benchmark thresholds update --filter "$(CHECKED_BENCHMARKS)"
CHECKED_BENCHMARKS = BigFloat-multiply-add.*|Session-line.*
benchmark-check: deps
	cd Benchmarks && $(SWIFT) package benchmark thresholds check --filter '$(CHECKED_BENCHMARKS)'

## Side-by-side comparison with raw C MPFR and the installed peers (see Benchmarks/compare.sh).
## COMPARE_ARGS, e.g. `--install`, `--workloads pi,startup --sizes 10000 --runs 3`, `--results Benchmarks/RESULTS.md`.
compare: deps
	Benchmarks/compare.sh $(COMPARE_ARGS)

## π to 10^7 and 10^8 digits against PARI/GP, one run each (CPU time, peak RSS, growth, the last
## 1,000 digits checked; see Benchmarks/pi-digits-vs-pari.sh). PI_DIGITS, e.g. `1000000 10000000`.
PI_DIGITS = 10000000 100000000
benchmark-pi: deps
	$(SWIFT) build $(RELEASE) --product bigcalc
	Benchmarks/pi-digits-vs-pari.sh .build/release/bigcalc $(PI_DIGITS)

## Fuzz the expression front end (lexer, parser, evaluator and its proof) and the keypad with
## libFuzzer and AddressSanitizer for FUZZ_SECONDS (default 600), starting from the committed seed
## corpus Fuzz/corpus (inputs it finds go to .build/fuzz-corpus). Each input has a budget (see
## Fuzz/BigCalcFuzz/FuzzTarget.swift) and FUZZ_TIMEOUT seconds; a crash, a timeout, a leak or more
## than 2 GB fails the run and leaves the input in .build/fuzz-artifacts (replay it with
## `swift run BigCalcFuzz FILE`).
FUZZ_SECONDS ?= 600
FUZZ_TIMEOUT ?= 30
FUZZ_BUILD = .build/fuzz
fuzz: deps
	$(SWIFT) build -c release --build-path $(FUZZ_BUILD) --product BigCalcFuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
	mkdir -p .build/fuzz-corpus .build/fuzz-artifacts
	$(FUZZ_BUILD)/release/BigCalcFuzz -max_total_time=$(FUZZ_SECONDS) -timeout=$(FUZZ_TIMEOUT) -rss_limit_mb=2048 \
		-max_len=2048 -print_final_stats=1 -artifact_prefix=.build/fuzz-artifacts/ .build/fuzz-corpus Fuzz/corpus

## The test suite under AddressSanitizer / ThreadSanitizer (separate build directories). The two
## tests that set `ulimit -v` are skipped: a sanitizer reserves far more address space than they allow.
## Leak detection is off under ASan: Foundation's Data(contentsOf:) in the test harness and the
## argument parser's error exit report leaks of their own (leaks are `make leak-check`'s and the fuzzer's job).
SANITIZER_SKIP = aHugeGcdUnderAMemoryLimitIsAnError|aFailedAllocationEndsWithAMessage|callsOfAUserFunctionRunInBoundedMemory|aLineBeyondTheFreeAddressSpaceIsRefused
asan: deps
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --build-path .build/asan --skip '$(SANITIZER_SKIP)'

tsan: deps
	$(SWIFT) test --sanitize=thread --build-path .build/tsan --skip '$(SANITIZER_SKIP)'
