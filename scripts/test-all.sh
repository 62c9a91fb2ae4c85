#!/usr/bin/env bash
# The README's test command (npm test): lint, formatting, dead code, types, unit tests, the API suite on PGlite and on
# PostgreSQL (when reachable), a production build and the Playwright end-to-end suite.
# Ends with one line "N passed, N failed" totalling every suite that ran.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules"

passed=0; failed=0; skipped=0; broken=0
results_dir=$(mktemp -d)
trap 'rm -rf "$results_dir"' EXIT

started=$SECONDS
step() { printf '\n==> %s (at %ss)\n' "$*" "$((SECONDS - started))"; }

# Adds the totals of a jest JSON report to the counters.
count_jest() {
  local file=$1
  if [ -s "$file" ]; then
    read -r p f s < <(node -e 'const r=require(process.argv[1]);console.log(r.numPassedTests,r.numFailedTests+(r.numRuntimeErrorTestSuites||0),r.numPendingTests+r.numTodoTests)' "$file")
    passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
  else
    failed=$((failed + 1))
  fi
}

# Runs "name command…" lanes side by side (this machine has two cores and most of these tools use one), each into its
# own log, then prints the logs in order. A lane's exit code is kept in $results_dir/<name>.rc.
lanes() {
  local pids=() names=()
  while [ $# -gt 0 ]; do
    local name=$1 cmd=$2; shift 2
    names+=("$name")
    ( bash -c "$cmd" >"$results_dir/$name.log" 2>&1; echo $? >"$results_dir/$name.rc" ) &
    pids+=($!)
  done
  wait "${pids[@]}"
  for name in "${names[@]}"; do
    printf '\n--- %s (exit %s)\n' "$name" "$(cat "$results_dir/$name.rc")"
    cat "$results_dir/$name.log"
  done
}
lane_ok() { [ "$(cat "$results_dir/$1.rc" 2>/dev/null)" = "0" ]; }

step "static checks: lint beside formatting, dead code and types"
lanes \
  lint 'npx eslint . --max-warnings=0' \
  checks 'set -e; echo "prettier --check (npm run format fixes it)"; npx prettier --check . --log-level warn; echo "knip"; npx knip; echo "tsc"; npx tsc --noEmit'
lane_ok lint || broken=$((broken + 1))
lane_ok checks || broken=$((broken + 1))

step "unit tests"
npx jest --selectProjects unit --maxWorkers=2 --json --outputFile="$results_dir/unit.json" || true
count_jest "$results_dir/unit.json"

# Every API test opens its own database (an in-memory PGlite, or a new PostgreSQL database), so the two runs share
# nothing and go side by side.
PG_URL="${TEST_DATABASE_URL:-postgres://root@127.0.0.1:5432/test}"
api_lanes=(api-pglite "env -u DATABASE_URL npx jest --selectProjects api --json --outputFile=$results_dir/api-pglite.json")
if node -e 'const {Client}=require("pg");const c=new Client({connectionString:process.argv[1]});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))' "$PG_URL"; then
  step "API tests on PGlite and on PostgreSQL, side by side"
  # The drills and PGlite's lock test (their own servers and databases) run in the PostgreSQL run only (jest.config.mjs).
  api_lanes[1]="API_RUN_ONCE_ELSEWHERE=1 ${api_lanes[1]}"
  api_lanes+=(api-postgres "DATABASE_URL='$PG_URL' npx jest --selectProjects api --json --outputFile=$results_dir/api-pg.json")
  lanes "${api_lanes[@]}"
  count_jest "$results_dir/api-pglite.json"
  count_jest "$results_dir/api-pg.json"
else
  step "API tests on PGlite"
  echo "PostgreSQL at $PG_URL is not reachable: the PostgreSQL run is skipped."
  [ "${CI:-}" = "true" ] && broken=$((broken + 1))
  lanes "${api_lanes[@]}"
  count_jest "$results_dir/api-pglite.json"
fi

if [ "${SKIP_E2E:-}" != "1" ]; then
  step "production build"
  # The build needs no runtime secret (SESSION_SECRET is checked when the server starts): built without one, so an
  # environment that sets it cannot hide a build that reads it.
  if env -u SESSION_SECRET npx next build; then
    step "end-to-end tests (Playwright, Debian chromium)"
    PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/e2e.json" npx playwright test --reporter=list,json || true
    if [ -s "$results_dir/e2e.json" ]; then
      read -r p f s < <(node -e 'const r=require(process.argv[1]);const s=r.stats;console.log(s.expected+s.flaky,s.unexpected+(r.errors||[]).length,s.skipped)' "$results_dir/e2e.json")
      passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
    else
      echo "Playwright wrote no report."; failed=$((failed + 1))
    fi
  else
    echo "The production build failed."; broken=$((broken + 1))
  fi
fi

if [ "$broken" -gt 0 ]; then
  echo "$broken check(s) (lint, types, build or database) failed; each counts as a failure."
  failed=$((failed + broken))
fi
step "done"
echo ""
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
