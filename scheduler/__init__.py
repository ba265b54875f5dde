"""Schedulers: claim pending notes from the database and push note ids through the pipeline (embedded or
over Celery)."""

# Notes per micro-batch: one claim, one detect task per role, one merge transaction. The model batches
# sentences across a micro-batch, so bigger ones are cheaper per note: with 3 KB notes 128 ran 25 % (embedded)
# and 37 % (distributed) faster than 32 (docs/operations.md#throughput).
DEFAULT_BATCH_SIZE = 128
