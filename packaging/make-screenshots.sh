#!/bin/sh
# SPDX-License-Identifier: MIT
# Remakes the AppStream screenshots (packaging/screenshots/) from the example bundle and a
# corpus profile, off screen, at the size software centres show (1280×720).
#
#   packaging/make-screenshots.sh [HEARTH]     (default: build/default/app/hearth)
set -eu
cd "$(dirname "$0")/.."
hearth=${1:-build/default/app/hearth}
mkdir -p packaging/screenshots
export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 LANG=C.UTF-8
"$hearth" screenshot examples/build-4711.profbundle -o packaging/screenshots/build-window.png \
    --width 1280 --height 720
"$hearth" screenshot tests/data/go-cpu-small.pb.gz -o packaging/screenshots/profile-window.png \
    --width 1280 --height 720
echo "wrote packaging/screenshots/build-window.png and profile-window.png"
