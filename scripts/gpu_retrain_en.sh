#!/usr/bin/env bash
# Train English BiLSTM-CRF candidates on a lent GPU within one call (docs/model.md, "Commands").
#
# Runs from the repository root of the device machine's copy. Reads, from the carried folder .gpu/ (written by
# scripts/gpu_prepare_en.py):
#   trainmix.jsonl.gz  the training text (new spent sets whole + a draw of the sets already trained on)
#   dev.jsonl.gz       the per-epoch display set (it selects nothing: --keep last)
#   b*.toml            one config per run (batch size, learning rate); each run keeps every epoch (--save-epochs)
#   init.pt            (optional, with INIT=1) a checkpoint every run starts from (its vocabulary and weights)
# Every run is stopped at BUDGET seconds; the newest KEEP epochs of each come back under $OUT with one log.
# Needs only python3 with torch, numpy, regex and onnx; deidq is put on the path without pip (no index there).
set -u
BUDGET=${BUDGET:-460}
DEVICE=${DEVICE:-cuda}
RUNS=${RUNS:-"b32:1 b64:2 b128:3"}  # config:KEEP
INIT=${INIT:-}                        # 1: start from .gpu/init.pt
LR=${LR:-None}                        # a learning rate, e.g. 0.001 (None: the config's)
REPO=$PWD
OUT=${OUT:-/tmp/out}
WORK=/tmp/deidq-gpu
mkdir -p "$WORK/site/deidq" "$OUT"
# the installed layout (setup.py ROOTS): deidq.<x> -> repo folder <x>
for f in "$REPO"/deidq/*; do ln -sfn "$f" "$WORK/site/deidq/"; done
for d in workers scheduler models db; do ln -sfn "$REPO/$d" "$WORK/site/deidq/$d"; done
export PYTHONPATH="$WORK/site" PYTHONUNBUFFERED=1
gunzip -c "${TRAIN:-.gpu/trainmix.jsonl.gz}" > "$WORK/train.jsonl"
gunzip -c .gpu/dev.jsonl.gz > "$WORK/dev.jsonl"
nvidia-smi --query-gpu=name,memory.total --format=csv,noheader 2>/dev/null || echo "no nvidia-smi"
cd "$WORK"
python3 -c "import deidq.models.bilstm_crf.train as t, torch; print('deidq from', t.__file__, 'torch', torch.__version__, 'cuda', torch.cuda.is_available())"
pids=""
for run in $RUNS; do
  cfg=${run%%:*}
  timeout -s INT "$BUDGET" python3 -c "
import sys
from deidq.models.bilstm_crf.train import train
train('$WORK/train.jsonl', '$WORK/dev.jsonl', '$WORK/art_$cfg', config='$REPO/.gpu/$cfg.toml', epochs=40,
      max_minutes=60, seed=13, checkpoint='$WORK/ck_$cfg/model.pt', language='en', version='candidate-$cfg',
      lexicons='$REPO/models/lexicons/en', device='$DEVICE', keep='last', save_epochs=True, lr=$LR,
      init=('$REPO/.gpu/init.pt' if '$INIT' else None),
      echo=lambda m: print('[$cfg]', m, flush=True))
" > "$WORK/log_$cfg.txt" 2>&1 &
  pids="$pids $!"
done
wait $pids
cd "$REPO"
for run in $RUNS; do
  cfg=${run%%:*}; keep=${run##*:}
  for f in $(ls "$WORK/ck_$cfg"/model.epoch*.pt 2>/dev/null | sort -V | tail -n "$keep"); do
    cp "$f" "$OUT/${cfg}_$(basename "$f")"
  done
  grep -v "^\s*$" "$WORK/log_$cfg.txt" | tail -n 40 >> "$OUT/logs.txt"
done
cat "$OUT/logs.txt"
ls -la "$OUT"
