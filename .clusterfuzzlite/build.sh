#!/usr/bin/env bash
# Builds HitChain's libFuzzer targets into $OUT (ClusterFuzzLite / OSS-Fuzz convention),
# each with its seed corpus as TARGET_seed_corpus.zip when zip is there, or a folder:
#   hitchain-fuzz      bytes -> a generated case, checked against every property
#   hitchain-fuzz-evz  bytes -> the .evz reader -> every chunk -> replay (CRCs as given and fixed)
# SwiftPM links only one libFuzzer product at a time, so each is built on its own.
# Run from anywhere: OUT=/tmp/out .clusterfuzzlite/build.sh
set -euo pipefail
cd "$(dirname "$0")/.."
: "${OUT:?set OUT to the folder the fuzz targets go to}"
mkdir -p "$OUT"
SCRATCH="${HITCHAIN_FUZZ_SCRATCH:-.build-fuzz}"
# OSS-Fuzz's builders pass sanitizer flags in SWIFTFLAGS; alone, build with libFuzzer.
FLAGS=(${SWIFTFLAGS:--Xswiftc -sanitize=fuzzer})
for target in hitchain-fuzz hitchain-fuzz-evz; do
  swift build --scratch-path "$SCRATCH" -c release --product "$target" "${FLAGS[@]}" -Xswiftc -DFUZZING
  cp "$SCRATCH/release/$target" "$OUT/$target"
done
for target in hitchain-fuzz hitchain-fuzz-evz; do
  seeds="Tools/fuzz-seeds/$target"
  if command -v zip >/dev/null 2>&1; then
    (cd "$seeds" && zip -q -r "$OUT/${target}_seed_corpus.zip" .)
  else
    rm -rf "$OUT/${target}_seed_corpus" && cp -r "$seeds" "$OUT/${target}_seed_corpus"
  fi
done
echo "build.sh: built hitchain-fuzz and hitchain-fuzz-evz into $OUT"
