#!/usr/bin/env bash
# Installs the Debian 12 packages Tarock Buchhalter builds and tests with, if any are missing.
# Uses sudo when not run as root. Prints what it installs; does nothing when all are present.
set -euo pipefail

packages=(
  build-essential cmake pkg-config ccache mold
  libimgui-dev libstb-dev libglfw3-dev libgl1-mesa-dev libgl1-mesa-dri libgtk-3-dev
  libsqlitecpp-dev libsqlite3-dev
  libpqxx-dev postgresql
  doctest-dev nlohmann-json3-dev libcli11-dev libfmt-dev libbenchmark-dev libutf8proc-dev
  fonts-dejavu-core
  xvfb xauth xdotool x11-xserver-utils
  libcpp-httplib-dev libqrencode-dev
  chromium chromium-driver zbar-tools
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing missing packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
else
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
