# The one place that sets up the environment the build tools run in:
# sourced by tools/setup.sh and tools/test.sh, and by every Makefile recipe
# (through BASH_ENV). The npm tools come first on PATH: wasm-opt must be
# binaryen's from package-lock.json, never an older system one.
# shellcheck shell=bash
_ft_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export CARGO_HOME="${CARGO_HOME:-$HOME/.cargo}"
case ":$PATH:" in
  *":$_ft_root/node_modules/.bin:"*) ;;
  *) export PATH="$_ft_root/node_modules/.bin:$CARGO_HOME/bin:$PATH" ;;
esac
# trunk: no update check (the network here reaches package registries only)
export TRUNK_SKIP_VERSION_CHECK=true
unset _ft_root
