#!/usr/bin/env bash
# Tests the deployment recipe (deploy/README.md) on loopback, without root: stages the current
# production builds (*/dist, `npm run build`) in the versioned layout in a temp dir, starts mock-api
# on a fresh database and Debian's nginx with deploy/nginx/portal.conf, checks the headers with curl
# and loads the portal in Chromium, then stops both.
#
#   deploy/test-nginx.sh          (npm run test:deploy)
#   DEPLOY_PORT=8088 DEPLOY_API_PORT=4088 KEEP=1 deploy/test-nginx.sh   KEEP=1 leaves the temp dir
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PORT=${DEPLOY_PORT:-8088}
API_PORT=${DEPLOY_API_PORT:-4088}
BASE="http://127.0.0.1:$PORT"
NGINX=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
REMOTES="catalogue basket preorders account admin"
started=$(date +%s%N)
log() { echo "[deploy] $*"; }
fail() { echo "[deploy] FAIL: $*" >&2; exit 1; }

[ -x "$NGINX" ] || fail "nginx not found (apt-get install -y nginx)"
[ -f shell/dist/index.html ] || fail "shell/dist is missing: npm run build"
for r in $REMOTES; do [ -f "mfe-$r/dist/mf-manifest.json" ] || fail "mfe-$r/dist is missing: npm run build"; done

T=$(mktemp -d /tmp/portal-deploy.XXXXXX)
API_PID=
cleanup() {
  [ -f "$T/nginx.pid" ] && kill "$(cat "$T/nginx.pid")" 2>/dev/null || true
  [ -n "$API_PID" ] && kill "$API_PID" 2>/dev/null || true
  wait 2>/dev/null || true
  if [ -n "${KEEP:-}" ]; then log "kept $T"; else rm -rf "$T"; fi
}
trap cleanup EXIT

# 1. Stage the builds: shell/<version>, shell/current, remotes/<name>/<version>, runtime/*.json
version_of() { # the build version in a dist's manifest (MF_BUILD_VERSION, else package.json)
  node -p "require('$1/mf-manifest.json').metaData.buildInfo.buildVersion.replace(/[^A-Za-z0-9._-]/g, '_')"
}
W="$T/root"
mkdir -p "$W/shell" "$W/remotes" "$W/runtime"
sv=$(version_of shell/dist)
cp -r shell/dist "$W/shell/$sv"
ln -sfn "$sv" "$W/shell/current"
# the shell deployed before (a tab opened before the switch still loads its chunks): one fake file
mkdir -p "$W/shell/0.0.0-before" && echo '/* previous shell */' > "$W/shell/0.0.0-before/old.0123456789.js"
ln -sfn 0.0.0-before "$W/shell/previous"
declare -A RV
map="{"
for r in $REMOTES; do
  RV[$r]=$(version_of "mfe-$r/dist")
  mkdir -p "$W/remotes/$r"
  cp -r "mfe-$r/dist" "$W/remotes/$r/${RV[$r]}"
  map="$map\"$r\":\"/remotes/$r/${RV[$r]}/mf-manifest.json\","
done
echo "${map%,}}" > "$W/runtime/remotes.json"
cat > "$W/runtime/config.json" <<JSON
{"apiBaseUrl":"$BASE","contactPhone":"+31 (0)20 123 45 67","corporateSiteUrl":"https://www.example.com","requestAccountUrl":"https://www.example.com/dealer-worden","prepaymentBank":{"accountHolder":"Wholesale Fashion Distribution B.V.","iban":"NL91 ABNA 0417 1643 00","bic":"ABNANL2A"}}
JSON
log "staged shell $sv and $(for r in $REMOTES; do printf '%s %s, ' "$r" "${RV[$r]}"; done)in $W"

# 2. mock-api on a fresh database (seeds in a few seconds), believing the proxy's forwarded headers as the recipe says
MOCK_API_DB="$T/api.db" API_PORT=$API_PORT TRUST_PROXY=127.0.0.1 node --import tsx mock-api/src/server.ts > "$T/api.log" 2>&1 &
API_PID=$!

# 3. nginx as the current user: the recipe's server block in a minimal main configuration
mkdir -p "$T/tmp" "$T/logs"
sed -e "s#/srv/portal#$W#g" -e "s#^\(\s*\)listen 80;#\1listen 127.0.0.1:$PORT;#" -e '/listen \[::\]:80;/d' \
  -e "s#server 127.0.0.1:4000;#server 127.0.0.1:$API_PORT;#" deploy/nginx/portal.conf > "$T/portal.conf"
{
  [ "$(id -u)" = 0 ] && echo "user $(id -un);"
  cat <<CONF
worker_processes 1;
daemon on;
pid $T/nginx.pid;
error_log $T/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log $T/logs/access.log;
  client_body_temp_path $T/tmp/body;
  proxy_temp_path $T/tmp/proxy;
  fastcgi_temp_path $T/tmp/fastcgi;
  uwsgi_temp_path $T/tmp/uwsgi;
  scgi_temp_path $T/tmp/scgi;
  include $T/portal.conf;
}
CONF
} > "$T/nginx.conf"
"$NGINX" -q -t -p "$T" -e "$T/logs/error.log" -c "$T/nginx.conf" || fail "nginx -t: $(cat "$T/logs/error.log")"
"$NGINX" -p "$T" -e "$T/logs/error.log" -c "$T/nginx.conf" || fail "nginx did not start: $(cat "$T/logs/error.log")"
for _ in $(seq 1 50); do curl -s -o /dev/null "$BASE/remotes.json" && break; sleep 0.1; done
log "nginx $("$NGINX" -v 2>&1 | sed 's#.*/##') on $BASE"

# 4. Headers
IMMUTABLE='^cache-control: public, max-age=31536000, immutable$'
NOCACHE='^cache-control: no-(cache|store)$'
checks=0
check() { # check PATH STATUS [REGEX...]: status, the security headers and each header regex
  local path=$1 status=$2 h
  shift 2
  h=$(curl -s -o /dev/null -D - -H 'Accept-Encoding: gzip' "$BASE$path" | tr -d '\r' | tr 'A-Z' 'a-z')
  grep -q "^http/[0-9.]* $status " <<<"$h" || fail "$path: expected $status, got $(echo "$h" | head -1)"
  for re in "^content-security-policy: .*frame-ancestors 'none'" '^x-content-type-options: nosniff$' \
    '^referrer-policy: strict-origin-when-cross-origin$' "$@"; do
    grep -Eq "$re" <<<"$h" || fail "$path: no header matching /$re/ in:
$h"
  done
  grep -Eq "script-src[^;]*'unsafe-inline'" <<<"$h" && fail "$path: inline scripts allowed"
  [ "$(grep -c '^content-security-policy:' <<<"$h")" = 1 ] || fail "$path: more than one CSP header"
  checks=$((checks + 1))
}
main_js=$(grep -o 'src="/main\.[0-9a-f]*\.js"' "$W/shell/$sv/index.html" | sed 's/src="//; s/"//')
[ -n "$main_js" ] || fail "no main script in the shell's index.html"
hashed_remote=$(cd "$W/remotes/account/${RV[account]}" && ls ./*.js | grep -E '\.[0-9a-f]{10}\.js$' | head -1 | sed 's#^\./##')
check "$main_js" 200 "$IMMUTABLE" '^content-encoding: gzip$' '^vary: accept-encoding$' '^content-type: application/javascript'
check "/shell/$sv$main_js" 200 "$IMMUTABLE"
check "/remotes/account/${RV[account]}/$hashed_remote" 200 "$IMMUTABLE" '^access-control-allow-origin: \*$'
check /remotes.json 200 "$NOCACHE" '^content-type: application/json'
check /config.json 200 "$NOCACHE"
for r in $REMOTES; do
  check "/remotes/$r/${RV[$r]}/mf-manifest.json" 200 "$NOCACHE" '^content-type: application/json'
  check "/remotes/$r/${RV[$r]}/remoteEntry.js" 200 "$NOCACHE"
done
check / 200 "$NOCACHE" '^content-type: text/html'
check /index.html 200 "$NOCACHE"
check /nl/customer/shop/overview 200 "$NOCACHE" '^content-type: text/html'
check /fr 200 '^content-type: text/html'
check /en/admin/customers/42 200 '^content-type: text/html'
check /old.0123456789.js 200 "$IMMUTABLE"
# the installable PWA (issue 19): the service worker is revalidated on every use (a new shell build reaches
# installed copies at their next online start) and served as JavaScript from the root (its scope is the
# whole portal, no Service-Worker-Allowed needed); the web app manifest with its own type; the icons
check /sw.js 200 "$NOCACHE" '^content-type: application/javascript'
check /manifest.webmanifest 200 "$NOCACHE" '^content-type: application/manifest\+json'
check /icon-192.png 200 '^content-type: image/png'
check /icon-512.png 200 '^content-type: image/png'
check /icon.svg 200 '^content-type: image/svg\+xml'
curl -s "$BASE/manifest.webmanifest" | node -e "const m=JSON.parse(require('fs').readFileSync(0,'utf8')); if (m.start_url !== '/nl/' || m.display !== 'standalone' || !m.icons.some((i) => i.sizes === '512x512')) process.exit(1)" || fail "manifest.webmanifest: start_url /nl/, standalone, a 512 icon"
curl -s "$BASE/sw.js" | grep -q 'portal-remotes-v1' || fail "sw.js is not the portal's service worker"
check /nope 404
check /remotes/account/0.0.0-missing/remoteEntry.js 404
curl -s "$BASE/en/customer/account" | grep -q '<div id="root">' || fail "deep link does not answer the shell's index.html"
curl -s "$BASE/remotes.json" | grep -q "\"catalogue\":\"/remotes/catalogue/${RV[catalogue]}/mf-manifest.json\"" || fail "remotes.json"
for _ in $(seq 1 150); do curl -sf -o /dev/null "$BASE/health" && break; sleep 0.1; done
check /health 200 '^content-type: application/json'
# the portal frames only its own origin (the API's file-sharing page); that page keeps its own headers:
# framable by this origin, no X-Frame-Options DENY, one CSP
h=$(curl -s -o /dev/null -D - -H 'Accept: text/html' "$BASE/api/nl/fileshare/page?t=expired" | tr -d '\r' | tr 'A-Z' 'a-z')
grep -q '^http/[0-9.]* 401 ' <<<"$h" || fail "fileshare page: expected 401, got $(echo "$h" | head -1)"
grep -Eq "^content-security-policy: .*frame-ancestors 'self'" <<<"$h" || fail "fileshare page: not framable by the portal: $h"
grep -Eq "^content-security-policy: default-src 'none'" <<<"$h" || fail "fileshare page: not its own CSP: $h"
[ "$(grep -c '^content-security-policy:' <<<"$h")" = 1 ] || fail "fileshare page: more than one CSP header"
grep -q '^x-frame-options:' <<<"$h" && fail "fileshare page: X-Frame-Options forbids the frame"
grep -q '^x-content-type-options: nosniff$' <<<"$h" || fail "fileshare page: no nosniff"
curl -s -o /dev/null -D - "$BASE/" | tr 'A-Z' 'a-z' | grep -Eq "^content-security-policy: .*frame-src 'self'" || fail "the portal's CSP does not allow the file-sharing frame"
checks=$((checks + 1))
log "$checks header checks passed (hashed files immutable, entry files no-cache, deep links, gzip, one CSP each)"

# 5. A real page load in Chromium
node deploy/check-page.mjs "$BASE"
log "passed in $(( ($(date +%s%N) - started) / 1000000 )) ms"
