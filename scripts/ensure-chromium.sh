#!/usr/bin/env bash
# Make sure the system Chromium (driven by Playwright through
# use.launchOptions.executablePath) and a CJK font (so Chinese text renders in
# screenshots) are installed. Idempotent; silent when everything is present.
# Never runs `npx playwright install`.
set -euo pipefail

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

have_chromium() { [ -x "$CHROMIUM_PATH" ]; }
have_cjk_font() {
  if command -v fc-list >/dev/null 2>&1 && fc-list 2>/dev/null | grep -qi "Noto Sans CJK"; then
    return 0
  fi
  dpkg -s fonts-noto-cjk >/dev/null 2>&1
}

packages=()
have_chromium || packages+=(chromium)
have_cjk_font || packages+=(fonts-noto-cjk)

if [ "${#packages[@]}" -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  {
    echo "ensure-chromium: missing: ${packages[*]}"
    echo "ensure-chromium: install them as root, e.g.:"
    echo "    sudo apt-get update && sudo apt-get install -y ${packages[*]}"
    echo "ensure-chromium: (or point CHROMIUM_PATH at an existing Chromium binary)"
  } >&2
  # Only a missing browser is fatal; a missing font just makes CJK text render as boxes.
  if have_chromium; then
    exit 0
  fi
  exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: missing ${packages[*]} and apt-get is not available; install them with your package manager or set CHROMIUM_PATH" >&2
  have_chromium && exit 0
  exit 1
fi

echo "ensure-chromium: installing ${packages[*]} with apt-get ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
# Refresh the font cache so a freshly started browser sees the new font.
if command -v fc-cache >/dev/null 2>&1; then
  fc-cache -f >/dev/null 2>&1 || true
fi

if ! have_chromium; then
  echo "ensure-chromium: $CHROMIUM_PATH still missing after apt-get install chromium" >&2
  exit 1
fi
echo "ensure-chromium: ok ($("$CHROMIUM_PATH" --version 2>/dev/null || echo "$CHROMIUM_PATH"))"
