#!/usr/bin/env bash
# Sourced by the README's commands (scripts/start.sh, scripts/test.sh) right after
# `npm install`: puts the project's own Node.js first on PATH and checks it.
#
# The project runs on Node 24 LTS. A fresh machine may only have an older Node
# (this image has 20, enough to run npm): the pinned `node` dev dependency
# brings Node 24 from the npm registry into node_modules/.bin, and everything
# after the install (type check, tests, build, server, bench) runs on it. npm
# itself does the same for `npm run …` scripts.

use_project_node() {
  local bin="$PWD/node_modules/.bin"
  if [ -x "$bin/node" ]; then
    export PATH="$bin:$PATH"
  fi
  local version major
  version=$(node --version)
  major=${version#v}
  major=${major%%.*}
  if [ "$major" -lt 22 ]; then
    {
      echo "project-node: this project needs Node.js 22 or later (24 LTS); found $version at $(command -v node)."
      echo "project-node: \`npm install\` should have put Node 24 in node_modules/.bin/node (the pinned \`node\` dev dependency);"
      echo "project-node: run \`npm install\` again, and check that npm may run its install script (package.json allowScripts)."
    } >&2
    exit 1
  fi
  echo "==> runtime: node $version ($(command -v node)); npm $(npm --version 2>/dev/null) itself runs on the system's node $(PATH=/usr/local/bin:/usr/bin:/bin node --version 2>/dev/null || echo '(none)')"
}
