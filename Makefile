# Failover Timeline. Two commands matter: `make serve` and `make test`.
# Tool versions come from versions.env (the one place that pins them).
include versions.env

SHELL := bash
PORT ?= 8080
# Every recipe's shell sources tools/env.sh (CARGO_HOME, PATH, trunk's
# settings): the one place that sets them.
export BASH_ENV := $(CURDIR)/tools/env.sh

.PHONY: help setup serve dist test bench calibrate check-dataset clean

## help: list the targets
help:
	@grep -hE '^## ' $(MAKEFILE_LIST) | sed 's/^## /  /'

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

## bench: load and interaction figures in headless Chromium on the release dist/,
## and first frame side by side with speedscope 1.25 (bench/peer.mjs)
bench: dist
	node bench/bench.mjs

clean:
	rm -rf dist target/wasm-bindgen-test
