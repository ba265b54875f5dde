"""Domain code and worker shells. ``workers.core`` and its siblings know nothing of Celery or SQL;
only ``workers.tasks`` and ``workers.celery_app`` do."""
