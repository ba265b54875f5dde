"""Domain code and worker shells. ``workers.core`` and its siblings know nothing of Celery or SQL;
only ``deidq.workers.tasks`` and ``deidq.workers.celery_app`` do."""
