from __future__ import annotations

import typer

from deidq.scheduler import DEFAULT_BATCH_SIZE


def register(app: typer.Typer) -> None:
    @app.command()
    def scheduler(
        database_url: str = typer.Option(None, help="PostgreSQL URL (default: DEIDQ_DATABASE_URL)"),
        broker_url: str = typer.Option(None, help="Redis broker URL (default: DEIDQ_BROKER_URL)"),
        detectors: str = typer.Option(None, help="comma-separated roles (default: DEIDQ_DETECTORS or rules)"),
        mode: str = typer.Option(None, help="surrogate (default), redact or tag"),
        batch_size: int = typer.Option(DEFAULT_BATCH_SIZE, min=1, max=5000, help="notes per micro-batch (one canvas)"),
        max_queue_depth: int = typer.Option(4, min=0, help="pause dispatch while a queue holds more waiting batches"),
        max_in_flight: int = typer.Option(8, min=1, help="batches claimed by this scheduler and not yet finished"),
        reap_interval: float = typer.Option(5.0, min=0.1, help="seconds between expired-lease sweeps"),
        drain: bool = typer.Option(False, "--drain", "--once", help="exit when nothing is pending or in flight"),
        drain_timeout: float = typer.Option(None, help="drain mode: give up after this many seconds (exit 3)"),
        run_id: int = typer.Option(None, help="continue this run instead of starting a new one"),
        metrics_port: int = typer.Option(None, help="serve Prometheus /metrics here (default: DEIDQ_METRICS_PORT)"),
        shutdown_grace: float = typer.Option(30.0, help="on SIGTERM, wait this long for dispatched batches"),
    ) -> None:
        """Claim pending notes and dispatch them to the Celery workers (rules / model / merge queues)."""
        import json
        import signal

        from rich.console import Console

        from deidq.config import SettingsError, load_settings
        from deidq.scheduler.distributed import Scheduler, SchedulerOptions
        from deidq.workers.celery_app import configure
        from deidq.workers.core.vocab import RenderMode

        err = Console(stderr=True)
        try:  # includes the merge policy (DEIDQ_MERGE_*): an invalid one stops the scheduler here
            settings = load_settings(
                database_url=database_url, broker_url=broker_url, mode=mode, metrics_port=metrics_port,
                detectors=[d.strip() for d in detectors.split(",") if d.strip()] if detectors else None,
            )  # fmt: skip
        except SettingsError as exc:
            err.print(f"[red]error:[/] {exc}")
            raise typer.Exit(2) from None
        if settings.is_sqlite:
            err.print("[red]error:[/] the distributed scheduler needs PostgreSQL (set DEIDQ_DATABASE_URL); "
                      "use `deidq run` for the embedded SQLite mode")  # fmt: skip
            raise typer.Exit(2)
        if settings.mode not in tuple(RenderMode):
            err.print(f"[red]error:[/] unknown mode {settings.mode!r}; use surrogate, redact or tag")
            raise typer.Exit(2)
        # workers take the run's detectors and mode from their own settings: they must match this scheduler's
        configure(settings)  # dispatch through the broker resolved here
        if settings.metrics_port:
            from deidq.workers.metrics import start_metrics_server

            start_metrics_server(settings.metrics_port)
        opts = SchedulerOptions(
            batch_size=batch_size, max_queue_depth=max_queue_depth, max_in_flight=max_in_flight,
            reap_interval=reap_interval, drain=drain, drain_timeout=drain_timeout, run_id=run_id,
            shutdown_grace=shutdown_grace,
        )  # fmt: skip
        sched = Scheduler(settings, opts)

        def _on_signal(_signum, _frame) -> None:
            sched.stop()

        signal.signal(signal.SIGTERM, _on_signal)
        signal.signal(signal.SIGINT, _on_signal)
        summary = sched.run()
        line = {"run_id": summary.run_id, "status": summary.status, **summary.counts()}
        typer.echo(json.dumps(line, default=str))
        if summary.status == "timeout":
            raise typer.Exit(3)
        if summary.failed:
            raise typer.Exit(1)
