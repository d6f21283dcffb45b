#!/bin/sh
# Trunk post_build hook (Trunk.toml): ships the app's wasm gzip-compressed as
# well, and makes index.html load the compressed file where the browser can
# decompress it (`DecompressionStream`, in every current browser), the plain
# file elsewhere. The download then stays small on any static host, including
# ones that do not compress wasm themselves. Release builds only.
set -eu
[ "${TRUNK_PROFILE:-}" = release ] || exit 0
cd "$TRUNK_STAGING_DIR"
# The script worker's wasm, fetched by the page only to run a script: its
# loader (web/dom.rs) takes the compressed copy the same way.
if [ -f script_worker_bg.wasm ]; then gzip -9 -n -k -f script_worker_bg.wasm; fi
for w in app-*_bg.wasm; do
  [ -f "$w" ] || continue
  gzip -9 -n -k -f "$w"
  load="('DecompressionStream' in self) ? fetch('./$w.gz').then((r) => r.ok ? new Response(r.body.pipeThrough(new DecompressionStream('gzip')), { headers: { 'content-type': 'application/wasm' } }) : fetch('./$w')) : './$w'"
  sed -e "s#init({ module_or_path: './$w' })#init({ module_or_path: $load })#" \
      -e "s#<link rel=\"preload\" href=\"./$w\"[^>]*>#<link rel=\"preload\" href=\"./$w.gz\" crossorigin=\"anonymous\" as=\"fetch\">#" \
      index.html > index.html.new
  grep -q "$w.gz" index.html.new || { echo "precompress: index.html has no loader for $w" >&2; exit 1; }
  mv index.html.new index.html
done
