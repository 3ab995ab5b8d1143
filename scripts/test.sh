#!/usr/bin/env bash
# The project's one test command (`npm test`): typecheck (both platform variants and the server), lint and
# the layer check, build both targets, then unit and page tests, the weapp build in the runtime double, the
# reference server's integration tests, browser tests in Debian's chromium, WeChat's miniprogram-ci
# validation and the size budget. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "typecheck (H5 variant)"
npx tsc -p tsconfig.json --noEmit
step "typecheck (weapp variant)"
npx tsc -p tsconfig.weapp.json --noEmit
step "typecheck (reference server)"
npx tsc -p server/tsconfig.json

step "lint and layer check"
npm run --silent lint

step "build H5 and weapp"
npm run --silent build:h5 > .tmp-build-h5.log 2>&1 || { cat .tmp-build-h5.log; exit 1; }
npm run --silent build:weapp > .tmp-build-weapp.log 2>&1 || { cat .tmp-build-weapp.log; exit 1; }
rm -f .tmp-build-h5.log .tmp-build-weapp.log

mkdir -p reports
rm -f reports/jest-*.json
summary() {
  node -e 'const fs=require("fs"); let p=0, f=0; for (const n of fs.readdirSync("reports").filter((n) => /^jest-.*\.json$/.test(n))) { const r=JSON.parse(fs.readFileSync("reports/"+n)); p+=r.numPassedTests; f+=r.numFailedTests } console.log(`tests: ${p} passed, ${f} failed`)'
}

step "unit, page, weapp-runtime and server tests"
npx jest --ci --selectProjects app weapp server --json --outputFile=reports/jest-main.json || { summary; exit 1; }

# One browser suite at a time: each starts a server and a chromium, and 2 cores cannot play video for three.
step "browser tests (Debian chromium)"
npx jest --ci --selectProjects e2e --runInBand --json --outputFile=reports/jest-e2e.json || { summary; exit 1; }

step "weapp validation (miniprogram-ci, offline)"
node scripts/check-weapp.js 2>&1 | grep -Ev '^\[(summer-compiler|miniprogram-builder|info|error)\]|^serialize|get white ext list|Initial scan complete'

step "size budget"
node scripts/size.js --no-build

# The closing line CI reads: "N passed, N failed".
echo
summary
