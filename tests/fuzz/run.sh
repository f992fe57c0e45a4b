#!/bin/sh
# Runs each libFuzzer harness built in BINDIR (./test.sh --fuzz builds them into
# build-fuzz/tests/fuzz) for SECONDS, on a scratch copy of its seed corpus and its
# regression inputs, so the committed corpus never grows by itself. ASan, UBSan and
# leak detection are on; an input slower than 120 s is a hang (sanitized and instrumented,
# code runs about twelve times slower: GPT-3 175B's launch script, 1536 micro-batches a
# step replayed through the allocator on 16 stages, takes 13 s, and 1.1 s natively). The
# harnesses, their seed folders and dictionaries are the table harnesses.txt. Every run starts from the same
# seed (SEED, default 1): the inputs libFuzzer tries are then the same on every machine
# for the same build, so a run of N seconds here finds whatever a shorter one in CI can.
# Prints a line a harness (executions, rate, coverage) and exits non-zero if any found
# something; the input that triggers it and the log stay in BINDIR/findings/.
#   tests/fuzz/run.sh BINDIR [SECONDS [HARNESS...]]
#   SEED=0 tests/fuzz/run.sh ...    a random seed each run (longer campaigns)
#   FUZZ_FLAGS=-use_value_profile=1   more libFuzzer flags for every harness
#   JOBS=1 tests/fuzz/run.sh ...    one harness at a time (default: one per core)
#   MERGE=1 tests/fuzz/run.sh ...   then merge what the run found that adds coverage into
#                                   corpus/<harness>/ (libFuzzer -merge=1: the least inputs)
set -u
bin=$(cd "$1" && pwd)
seconds=${2:-60}
seed=${SEED:-1}
[ $# -ge 2 ] && shift 2 || shift $#
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
table="$here/harnesses.txt"
harnesses=${*:-$(grep '^[a-z]' "$table" | awk '{print $1}')}
scratch=$(mktemp -d "${TMPDIR:-/tmp}/memledger-fuzz.XXXXXX")
trap 'rm -rf "$scratch"' EXIT INT TERM
findings="$bin/findings"
mkdir -p "$findings"

for harness in $harnesses; do
  if ! grep -q "^$harness[[:space:]]" "$table"; then
    echo "run.sh: no harness '$harness' in $table" >&2
    exit 2
  fi
done

# One harness's run, its summary line (and what it found) written to $scratch/HARNESS.out.
fuzz_one() {
  harness=$1
  line=$(grep "^$harness[[:space:]]" "$table")
  seeds=$(echo "$line" | awk '{print $2}')
  dictionary="$here/$(echo "$line" | awk '{print $3}')"
  corpus="$scratch/$harness"
  mkdir -p "$corpus"
  [ -d "$here/corpus/$harness" ] && cp "$here/corpus/$harness"/* "$corpus/"
  # The real configuration files are seeds as they are (no copies are committed).
  [ "$seeds" != "-" ] && find "$root/$seeds" -type f -exec cp {} "$corpus/" \;
  if [ -d "$here/regressions/$harness" ]; then
    cp "$here/regressions/$harness"/* "$corpus/"
  fi
  log="$findings/$harness.log"
  rm -f "$findings/$harness-"*
  # 120 s an input: a `plan` command estimates each returned row with the allocator replayed
  # (model/service/results.h), hundreds of micro-batches on a 538-sequence batch; sanitized,
  # one such input took 28 s here. A hang still stops the run.
  TMPDIR="$scratch" ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$bin/fuzz_$harness" -max_total_time="$seconds" -timeout=120 -rss_limit_mb=2048 -seed="$seed" \
      -dict="$dictionary" -artifact_prefix="$findings/$harness-" -print_final_stats=1 ${FUZZ_FLAGS:-} \
      "$corpus" >"$log" 2>&1
  status=$?
  if [ "$status" -eq 0 ] && [ "${MERGE:-0}" = 1 ]; then
    mkdir -p "$here/corpus/$harness"
    TMPDIR="$scratch" "$bin/fuzz_$harness" -merge=1 -timeout=120 -rss_limit_mb=2048 "$here/corpus/$harness" "$corpus" \
      >"$findings/$harness.merge.log" 2>&1 || echo "    merging into corpus/$harness failed: $findings/$harness.merge.log"
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  last=$(grep -E '^#[0-9]+' "$log" | tail -n 1)
  edges=$(echo "$last" | sed -n 's/.*cov: \([0-9]*\).*/\1/p')
  features=$(echo "$last" | sed -n 's/.*ft: \([0-9]*\).*/\1/p')
  size=$(echo "$last" | sed -n 's/.*corp: \([^ ]*\).*/\1/p')
  printf '%-18s %10s %12s %8s %8s  %s\n' "$harness" "${runs:-?}" "${rate:-?}" "${edges:-?}" "${features:-?}" "${size:-?}"
  if [ "$status" -ne 0 ]; then
    : >"$scratch/$harness.failed"
    grep -E 'ERROR|SUMMARY|runtime error|fuzz:|Test unit written' "$log" | head -n 20 | sed 's/^/    /'
    echo "    full log: $log"
  fi
}

# JOBS harnesses at a time (default: the machine's cores), each started as one finishes:
# each is one process, and the corpus replay that opens a run is most of a short run's time.
# The lines print in table order once all have finished.
jobs=${JOBS:-$(nproc)}
running=""
for harness in $harnesses; do
  while :; do
    alive=0
    for pid in $running; do
      kill -0 "$pid" 2>/dev/null && alive=$((alive + 1))
    done
    [ "$alive" -lt "$jobs" ] && break
    sleep 1
  done
  fuzz_one "$harness" >"$scratch/$harness.out" 2>&1 &
  running="$running $!"
done
wait
printf '%-18s %10s %12s %8s %8s  %s\n' harness executions "exec/s" edges features corpus
for harness in $harnesses; do
  cat "$scratch/$harness.out"
done
failed=""
for harness in $harnesses; do
  [ -e "$scratch/$harness.failed" ] && failed="$failed $harness"
done

if [ -n "$failed" ]; then
  echo "fuzzing found problems in:$failed" >&2
  exit 1
fi
echo "fuzzing found nothing ($seconds s per harness, seed $seed)"
