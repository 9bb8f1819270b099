#!/usr/bin/env bash
# Fail when Cargo.toml, Cargo.lock, Trunk.toml or package.json drift from versions.env.
set -euo pipefail
cd "$(dirname "$0")/.."
source versions.env
fail=0
check() { # file, pattern that must be present, what
  if ! grep -qF -- "$2" "$1"; then echo "versions: $1 does not pin $3 (expected: $2)" >&2; fail=1; fi
}
check Cargo.toml "wasm-bindgen = \"=$WASM_BINDGEN_VERSION\"" "the wasm-bindgen crate"
check Trunk.toml "wasm_bindgen = \"$WASM_BINDGEN_VERSION\"" "trunk's wasm-bindgen"
check Trunk.toml "wasm_opt = \"$WASM_OPT_TRUNK\"" "trunk's wasm-opt"
check package.json "\"binaryen\": \"$BINARYEN_VERSION\"" "binaryen"
check package.json "\"playwright-core\": \"$PLAYWRIGHT_CORE_VERSION\"" "playwright-core"
check package.json "\"axe-core\": \"$AXE_CORE_VERSION\"" "axe-core"
check package.json "\"speedscope\": \"$SPEEDSCOPE_VERSION\"" "speedscope"
if [ "$WASM_OPT_TRUNK" != "version_${BINARYEN_VERSION%%.*}" ]; then
  echo "versions: WASM_OPT_TRUNK=$WASM_OPT_TRUNK does not match binaryen $BINARYEN_VERSION" >&2; fail=1
fi
lock_wbg=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/[^0-9.]/,""); print}' Cargo.lock)
if [ "$lock_wbg" != "$WASM_BINDGEN_VERSION" ]; then
  echo "versions: Cargo.lock has wasm-bindgen $lock_wbg, versions.env $WASM_BINDGEN_VERSION" >&2; fail=1
fi
for pkg in binaryen playwright-core axe-core speedscope; do
  want=$(node -e "console.log(require('./package.json').devDependencies['$pkg'])")
  got=$(node -e "const l=require('./package-lock.json');console.log((l.packages['node_modules/$pkg']||{}).version)")
  if [ "$want" != "$got" ]; then echo "versions: package-lock.json has $pkg $got, package.json $want" >&2; fail=1; fi
done
[ "$fail" = 0 ] && echo "versions: Cargo.toml, Cargo.lock, Trunk.toml, package.json agree with versions.env"
exit "$fail"
