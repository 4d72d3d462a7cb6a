#!/usr/bin/env bash
# bash bench/h200/lite.sh NAME BUILD_ARGS...: `build.py --target cuda BUILD_ARGS` into a fresh
# cache, packed without its TVM runtime libraries as .carry/lite_NAME/a.tgz (unlite.sh unpacks it
# on the device machine next to .carry/libs).
set -euo pipefail
cd "$(dirname "$0")/../.."
name=$1
shift
tmp=$(mktemp -d)
SPECCC_CACHE_DIR=$tmp/cache python3 build.py --target cuda "$@" --out "$tmp/out" | tail -1
mkdir -p ".carry/lite_$name"
tar czf ".carry/lite_$name/a.tgz" -C "$tmp/out" --exclude='libtvm*.so' .
rm -rf "$tmp"
