# Failover Timeline. Two commands matter: `make serve` and `make test`.
# Tool versions come from versions.env (the one place that pins them).
include versions.env

SHELL := bash
PORT ?= 8080
CARGO_HOME ?= $(HOME)/.cargo
export CARGO_HOME
export PATH := $(CURDIR)/node_modules/.bin:$(CARGO_HOME)/bin:$(PATH)
# trunk: no update check (the network here reaches package registries only)
export TRUNK_SKIP_VERSION_CHECK := true

.PHONY: setup serve dist test bench calibrate check-dataset clean

## setup: install what the build needs (idempotent; skips what is installed)
setup:
	@tools/setup.sh

## serve: install what is missing, build, and serve on http://127.0.0.1:$(PORT)/
serve: setup
	@echo "Failover Timeline: building, then serving at http://127.0.0.1:$(PORT)/"
	trunk serve --release --address 127.0.0.1 --port $(PORT)

## dist: the static site in dist/ (relative asset URLs: host it under any path)
dist: setup
	trunk build --release

## test: fmt, clippy, native tests, wasm tests in Chromium, dist, e2e in Chromium
test:
	@tools/test.sh

## calibrate: print the model-vs-measured table
calibrate:
	cargo run -q --bin calibrate

## check-dataset: FILE=data/NAME.json — loader errors with JSON paths, quotes
## against their seed pages, the calibration table (native, no browser)
check-dataset:
	@test -n "$(FILE)" || { echo "usage: make check-dataset FILE=data/NAME.json"; exit 2; }
	cargo run -q --bin check-dataset -- "$(FILE)"

## bench: load and interaction figures in headless Chromium on the release dist/
bench: dist
	node tests/bench/bench.mjs

clean:
	rm -rf dist target/wasm-bindgen-test
