#!/bin/sh
# Regenerates the committed PNG renderings of icons/memledger.svg, so that building
# the package needs no SVG renderer. Needs rsvg-convert (Debian: librsvg2-bin).
# Run it after editing the SVG and commit the PNGs it writes.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
for size in 16 32 48 64 128 256; do
    rsvg-convert --width "$size" --height "$size" --format png \
        --output "$here/icons/memledger-$size.png" "$here/icons/memledger.svg"
done
