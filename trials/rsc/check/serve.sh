#!/bin/sh
# Starts the API server on a free port with this candidate's build, prints its URL and pid.
# Usage: check/serve.sh [extra env...]; stop it with: kill <pid>
cd "$(dirname "$0")/../../.." || exit 1
log=$(mktemp)
env WEB_DIST="$PWD/trials/rsc/dist/client" PORT=0 "$@" node apps/api/dist/server.js > "$log" 2>&1 &
pid=$!
for _ in $(seq 1 100); do
  url=$(grep -o '"msg":"Server listening at http://127.0.0.1:[0-9]*"' "$log" | head -1 | grep -o 'http://[0-9.:]*')
  [ -n "$url" ] && break
  # Block on the log growing rather than sleeping.
  timeout 0.3 tail -n0 -f "$log" > /dev/null 2>&1
done
echo "$url $pid $log"
