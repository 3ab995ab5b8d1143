#!/usr/bin/env bash
# The project's one test command (`npm test`): typecheck (both platform variants and the server), build
# both targets, then unit and page tests, the weapp build in the runtime double, the reference server's
# integration tests, browser tests in Debian's chromium, WeChat's miniprogram-ci validation and the size
# budget. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "typecheck (H5 variant)"
npx tsc -p tsconfig.json --noEmit
step "typecheck (weapp variant)"
npx tsc -p tsconfig.weapp.json --noEmit
step "typecheck (reference server)"
npx tsc -p server/tsconfig.json

step "build H5 and weapp"
npm run --silent build:h5 > .tmp-build-h5.log 2>&1 || { cat .tmp-build-h5.log; exit 1; }
npm run --silent build:weapp > .tmp-build-weapp.log 2>&1 || { cat .tmp-build-weapp.log; exit 1; }
rm -f .tmp-build-h5.log .tmp-build-weapp.log

step "unit, page, weapp-runtime, server and browser tests"
mkdir -p reports
jest_status=0
npx jest --ci --json --outputFile=reports/jest.json || jest_status=$?
summary() { node -e 'const r=require("./reports/jest.json"); console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed`)'; }
[ "$jest_status" -eq 0 ] || { summary; exit "$jest_status"; }

step "weapp validation (miniprogram-ci, offline)"
node scripts/check-weapp.js 2>&1 | grep -Ev '^\[(summer-compiler|miniprogram-builder|info|error)\]|^serialize|get white ext list|Initial scan complete'

step "size budget"
node scripts/size.js --no-build

# The closing line CI reads: "N passed, N failed".
echo
summary
