#!/bin/sh
# Runs each libFuzzer harness built in BINDIR (./test.sh --fuzz builds them into
# build-fuzz/tests/fuzz) for SECONDS, on a scratch copy of its seed corpus and its
# regression inputs, so the committed corpus never grows by itself. ASan, UBSan and
# leak detection are on; an input slower than 1 s is a hang. A harness uses
# <harness>.dict when there is one, config.dict for the importers of other tools'
# configurations, json.dict otherwise. Prints the executions of
# each harness and exits non-zero if any found something; the input that triggers it
# and the log stay in BINDIR/findings/.
#   tests/fuzz/run.sh BINDIR [SECONDS [HARNESS...]]
set -u
bin=$(cd "$1" && pwd)
seconds=${2:-60}
[ $# -ge 2 ] && shift 2 || shift $#
harnesses=${*:-scenario hf_config triage_tree presets snapshot deepspeed_config megatron_args torchtitan_config torchtune_config hf_training_args}
here=$(cd "$(dirname "$0")" && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/memledger-fuzz.XXXXXX")
trap 'rm -rf "$scratch"' EXIT INT TERM
findings="$bin/findings"
mkdir -p "$findings"

failed=""
for harness in $harnesses; do
  corpus="$scratch/$harness"
  mkdir -p "$corpus"
  [ -d "$here/corpus/$harness" ] && cp "$here/corpus/$harness"/* "$corpus/"
  # The importers' real configuration files are their seeds (tests/fuzz/CMakeLists.txt).
  case $harness in
    deepspeed_config) seeds=deepspeed ;;
    megatron_args) seeds=megatron ;;
    torchtitan_config) seeds=torchtitan ;;
    torchtune_config) seeds=torchtune ;;
    hf_training_args) seeds=hf-training-args ;;
    *) seeds="" ;;
  esac
  [ -n "$seeds" ] && find "$here/../data/configs/$seeds" -type f -exec cp {} "$corpus/" \;
  if [ -d "$here/regressions/$harness" ]; then
    cp "$here/regressions/$harness"/* "$corpus/"
  fi
  dictionary="$here/$harness.dict"
  case $harness in
    deepspeed_config|megatron_args|torchtitan_config|torchtune_config|hf_training_args)
      [ -f "$dictionary" ] || dictionary="$here/config.dict" ;;
  esac
  [ -f "$dictionary" ] || dictionary="$here/json.dict"
  log="$findings/$harness.log"
  rm -f "$findings/$harness-"*
  TMPDIR="$scratch" ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$bin/fuzz_$harness" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 \
      -dict="$dictionary" -artifact_prefix="$findings/$harness-" -print_final_stats=1 \
      "$corpus" >"$log" 2>&1
  status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  coverage=$(grep -E '^#[0-9]+' "$log" | tail -n 1 | grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [^ ]+')
  printf '%-12s %10s executions (%s/s)  %s\n' "$harness" "${runs:-?}" "${rate:-?}" "$coverage"
  if [ "$status" -ne 0 ]; then
    failed="$failed $harness"
    grep -E 'ERROR|SUMMARY|runtime error|fuzz:|Test unit written' "$log" | head -n 20 | sed 's/^/    /'
    echo "    full log: $log"
  fi
done

if [ -n "$failed" ]; then
  echo "fuzzing found problems in:$failed" >&2
  exit 1
fi
echo "fuzzing found nothing ($seconds s per harness)"
