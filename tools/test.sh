#!/usr/bin/env bash
# `make test`: install what is missing, then run every tier in order and stop
# at the first failure. Ends with one summary line: "summary: N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/.."
source versions.env
# shellcheck source=env.sh
source tools/env.sh

tools/setup.sh --browser

passed=0
failed=0
log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT

step() { printf '\n== %s\n' "$1"; }
fail() {
  echo "make test: FAILED at: $1" >&2
  printf 'summary: %d passed, %d failed\n' "$passed" "$((failed + 1))"
  exit 1
}
# Add up "test result: ok. N passed; M failed" lines from cargo and wasm-bindgen-test.
count_cargo() {
  local p f
  p=$(grep -Eo 'test result: [a-zA-Z]+\. [0-9]+ passed' "$1" | awk '{s+=$4} END {print s+0}')
  f=$(grep -Eo '[0-9]+ failed' "$1" | awk '{s+=$1} END {print s+0}')
  passed=$((passed + p)); failed=$((failed + f))
}

step "versions agree with versions.env"
tools/check-versions.sh || fail "version pins"

step "rustfmt"
cargo fmt --all -- --check || fail "rustfmt (run: cargo fmt)"

step "clippy (warnings denied)"
# Every module: the first (no features), the second (`page`: Leptos) and
# the dataset loader (`loader`: serde_json with paths, postcard).
cargo clippy --workspace --all-targets -- -D warnings || fail "clippy"
cargo clippy --workspace --all-targets --features page -- -D warnings || fail "clippy (page)"
cargo clippy --workspace --all-targets --features loader -- -D warnings || fail "clippy (loader)"
cargo clippy --lib --bin loader --features loader --target wasm32-unknown-unknown -- -D warnings || fail "clippy (loader, wasm)"
# The first module's browser build, with the methods it must not call
# (tools/clippy-first/clippy.toml; build.rs sets its zh_on_demand cfg).
CLIPPY_CONF_DIR="$PWD/tools/clippy-first" \
  cargo clippy --bin failover-timeline --target wasm32-unknown-unknown -- -D warnings || fail "clippy (first module, wasm: tools/clippy-first)"

step "native unit tests"
cargo test --workspace 2>&1 | tee "$log/native.txt" || fail "native tests"
count_cargo "$log/native.txt"

step "wasm-bindgen tests in headless Chromium"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
CHROMEDRIVER=/usr/bin/chromedriver \
WASM_BINDGEN_TEST_TIMEOUT=120 \
  cargo test --target wasm32-unknown-unknown --features page --test web 2>&1 | tee "$log/wasm.txt" || fail "wasm tests"
count_cargo "$log/wasm.txt"

step "release build of dist/"
trunk build --release || fail "trunk build --release"

budget=$(node --input-type=module -e 'import { budgetKb } from "./tools/size-rules.mjs"; console.log(budgetKb())') \
  || fail "size rules (FIRST_LOAD_BUDGET_KB)"
step "size rules: first load ≤ $budget KB, no forbidden constructs in the first module"
node tools/size-rules.mjs || fail "size rules (tools/size-rules.mjs)"
passed=$((passed + 1))

step "end-to-end tests in Chromium (playwright-core)"
node --test --test-concurrency=1 tests/e2e/ 2>&1 | tee "$log/e2e.txt" || fail "e2e tests"
p=$(awk '/^# pass /{print $3}' "$log/e2e.txt"); f=$(awk '/^# fail /{print $3}' "$log/e2e.txt")
passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0}))

echo
printf 'summary: %d passed, %d failed\n' "$passed" "$failed"
[ "$failed" = 0 ]
