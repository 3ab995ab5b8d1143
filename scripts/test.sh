#!/usr/bin/env bash
# The project's one test command (`npm test`): typecheck both platform variants, unit and page tests,
# build both targets, run the weapp build in the runtime double, validate it with WeChat's miniprogram-ci,
# and hold the size budget. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "typecheck (H5 variant)"
npx tsc -p tsconfig.json --noEmit
step "typecheck (weapp variant)"
npx tsc -p tsconfig.weapp.json --noEmit

step "build H5 and weapp"
npm run --silent build:h5 > .tmp-build-h5.log 2>&1 || { cat .tmp-build-h5.log; exit 1; }
npm run --silent build:weapp > .tmp-build-weapp.log 2>&1 || { cat .tmp-build-weapp.log; exit 1; }
rm -f .tmp-build-h5.log .tmp-build-weapp.log

step "unit, page and weapp-runtime tests"
npx jest --ci

step "weapp validation (miniprogram-ci, offline)"
node scripts/check-weapp.js 2>&1 | grep -Ev '^\[(summer-compiler|miniprogram-builder|info|error)\]|^serialize|get white ext list|Initial scan complete'

step "size budget"
node scripts/size.js --no-build
