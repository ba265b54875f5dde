#!/usr/bin/env bash
# Tag MEDDOCAN dev (es) and the English synthetic test split in every mode with a fixed key and compare with a
# reference folder written the same way by an earlier version:
#   scripts/check_behaviour.sh write REF_DIR     # before a change
#   scripts/check_behaviour.sh compare REF_DIR   # after it: exit 1 on any difference in spans or text
set -euo pipefail
cmd=${1:?write or compare}; ref=${2:?reference folder}
shared=${DEIDQ_SHARED_DATA:-../shared/data}
synth=deidq-data/synth_en
[ -f "$synth/test.jsonl" ] || .venv/bin/deidq synth --source-dir "$shared/english_unlabelled" --out "$synth" --copies 2 --seed 13
out=$ref; [ "$cmd" = compare ] && out=$(mktemp -d)
mkdir -p "$out"
export DEIDQ_SECRET_KEY=${DEIDQ_CHECK_KEY:-behaviour-check-key-0123456789abcdef}
status=0
for mode in surrogate redact tag; do
  for pair in "es:$shared/meddocan/dev.jsonl:es_dev" "en:$synth/test.jsonl:en_test"; do
    IFS=: read -r lang input name <<<"$pair"
    .venv/bin/deidq tag --input "$input" --output "$out/${name}_$mode.jsonl" --lang "$lang" --mode "$mode" --jobs 1 -q
    if [ "$cmd" = compare ]; then
      .venv/bin/python scripts/diff_tag_outputs.py "$ref/${name}_$mode.jsonl" "$out/${name}_$mode.jsonl" || status=1
    fi
  done
done
exit $status
