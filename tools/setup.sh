#!/usr/bin/env bash
# Install what the build and the tests need, skipping whatever is already there.
# Usage: tools/setup.sh            build tools (wasm target, trunk, wasm-bindgen, npm tools)
#        tools/setup.sh --browser  the same, plus Debian Chromium + chromedriver for tests
# Versions come from versions.env only. Nothing is downloaded from GitHub:
# trunk and wasm-bindgen-cli build with cargo install; binaryen/playwright-core come from npm.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=../versions.env
source versions.env
# shellcheck source=env.sh
source tools/env.sh

say() { printf 'setup: %s\n' "$*"; }
installed_version() { "$1" --version 2>/dev/null | awk '{print $2}' || true; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(installed_version trunk)" != "$TRUNK_VERSION" ]; then
  say "building trunk $TRUNK_VERSION with cargo install (several minutes, once)"
  # trunk declares a newer rust-version than some toolchains here; it builds and runs fine.
  cargo install trunk --version "$TRUNK_VERSION" --locked --ignore-rust-version
fi

if [ "$(installed_version wasm-bindgen)" != "$WASM_BINDGEN_VERSION" ]; then
  say "building wasm-bindgen-cli $WASM_BINDGEN_VERSION with cargo install (a few minutes, once)"
  # No --locked: its lock file wants a crate version the registry here does not serve.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

stamp=node_modules/.installed-from-lock
if [ ! -f "$stamp" ] || ! cmp -s package-lock.json "$stamp"; then
  say "installing npm tools (binaryen, playwright-core, axe-core)"
  npm ci --no-audit --no-fund --loglevel=error
  cp package-lock.json "$stamp"
fi

if [ "${1:-}" = "--browser" ]; then
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    say "installing Debian chromium + chromium-driver"
    SUDO=""
    if [ "$(id -u)" != 0 ]; then
      if command -v sudo >/dev/null; then SUDO=sudo; else
        echo "setup: Chromium is missing and this user cannot install it." >&2
        echo "setup: run as root: apt-get update && apt-get install -y chromium chromium-driver" >&2
        exit 1
      fi
    fi
    if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver; }; then
      echo "setup: could not install chromium/chromium-driver with apt-get; install them and re-run." >&2
      exit 1
    fi
  fi
fi
say "tools ready (trunk $TRUNK_VERSION, wasm-bindgen $WASM_BINDGEN_VERSION, binaryen $BINARYEN_VERSION, playwright-core $PLAYWRIGHT_CORE_VERSION)"
