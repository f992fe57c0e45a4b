#!/bin/sh
# Installs, from Debian 12's packages, whatever the build, the app and the tests need
# and is not installed yet. Uses sudo when not run as root.
set -eu
packages="cmake g++ make pkg-config qt6-base-dev libqt6charts6-dev qt6-l10n-tools libgl-dev
  nlohmann-json3-dev libgtest-dev libgmock-dev libbenchmark-dev python3-torch
  xvfb xauth fonts-noto-cjk"
missing=""
for package in $packages; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing="$missing $package"
done
[ -z "$missing" ] && exit 0
echo "Installing:$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
