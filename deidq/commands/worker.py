from __future__ import annotations

from typing import TYPE_CHECKING

import typer

if TYPE_CHECKING:
    from deidq.config import Settings

ROLES = ("rules", "model", "merge")


def pool_plan(queues: list[str], settings: Settings, concurrency: int | None,
              cuda: bool | None = None) -> tuple[int, Settings]:  # fmt: skip
    """Pool processes and settings for a worker. A model worker that will run on a GPU (``--device cuda``, or
    ``auto`` where the CUDA build of onnxruntime is installed; ``cuda`` overrides the probe) runs one process
    feeding it big batches; otherwise processes fill the cores. A model worker on the CPU splits the cores
    between its processes' onnxruntime threads unless ``DEIDQ_ORT_THREADS`` says (the int8 network runs one
    thread per process anyway: models/fixed_range.py)."""
    from dataclasses import replace

    from deidq.tagging import usable_cores

    device = settings.ort_device
    if device == "auto" and "model" in queues:
        device = "cuda" if (cuda if cuda is not None else _onnxruntime_has_cuda()) else "cpu"
    if concurrency is None:
        concurrency = 1 if queues == ["model"] and device != "cpu" else usable_cores()
    if "model" in queues and device == "cpu" and settings.ort_threads is None:
        settings = replace(settings, ort_threads=max(1, usable_cores() // concurrency))
    return concurrency, settings


def _onnxruntime_has_cuda() -> bool:
    """Whether the CUDA build of onnxruntime is installed: read from the package metadata, so this parent process
    never imports onnxruntime before the pool forks."""
    from importlib.metadata import PackageNotFoundError, distribution

    try:
        distribution("onnxruntime-gpu")
    except PackageNotFoundError:
        return False
    return True


def register(app: typer.Typer) -> None:
    @app.command()
    def worker(
        role: str = typer.Option(..., help="queue(s) to consume: rules, model, merge (comma-separated for several)"),
        concurrency: int = typer.Option(
            None, min=1, help="pool processes (default: 1 for a model worker on a GPU, else CPU count)"
        ),
        device: str = typer.Option(None, help="model worker: cpu, cuda or auto (default: DEIDQ_ORT_DEVICE, else auto)"),
        pool: str = typer.Option("prefork", help="prefork, solo or threads"),
        metrics_port: int = typer.Option(None, help="serve Prometheus /metrics here (default: DEIDQ_METRICS_PORT)"),
        hostname: str = typer.Option(None, "--hostname", "-n", help="Celery node name (default <role>@<host>)"),
        max_tasks_per_child: int = typer.Option(None, min=1, help="recycle a pool process after N tasks"),
        loglevel: str = typer.Option(None, help="DEBUG, INFO, WARNING or ERROR (default: DEIDQ_LOG_LEVEL)"),
    ) -> None:
        """Start a Celery worker for one stage of the distributed pipeline."""
        import os
        import socket
        import tempfile

        from rich.console import Console

        err = Console(stderr=True)
        queues = [r.strip() for r in role.split(",") if r.strip()]
        bad = [q for q in queues if q not in ROLES]
        if not queues or bad:
            err.print(f"[red]error:[/] unknown role {', '.join(bad) or role!r}; use rules, model or merge")
            raise typer.Exit(2)
        if device and device not in ("cpu", "cuda", "auto"):
            err.print(f"[red]error:[/] unknown device {device!r}; use cpu, cuda or auto")
            raise typer.Exit(2)

        from deidq.config import SettingsError, load_settings
        from deidq.workers.core.vocab import RenderMode

        try:  # the merge settings (DEIDQ_MERGE_*) are checked here too: fail at start-up, not on every note
            settings = load_settings(ort_device=device, log_level=loglevel, metrics_port=metrics_port)
        except SettingsError as exc:
            err.print(f"[red]error:[/] {exc}")
            raise typer.Exit(2) from None
        concurrency, settings = pool_plan(queues, settings, concurrency)
        metrics_port = settings.metrics_port
        if metrics_port and pool == "prefork" and not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
            # prometheus_client's own variable: must be set before it is first imported (here, before
            # workers.metrics), and the pool children inherit it
            os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="deidq-metrics-")
        if settings.is_sqlite:
            err.print("[red]error:[/] workers need the shared PostgreSQL database (set DEIDQ_DATABASE_URL)")
            raise typer.Exit(2)
        if "merge" in queues and settings.mode == RenderMode.SURROGATE:  # fail at start-up, not on every note
            try:
                from deidq.workers.surrogates.keys import load_key

                load_key(secret=settings.secret_key, key_file=settings.secret_key_file, allow_generate_at=None)
            except Exception as exc:
                err.print(f"[red]error:[/] merge workers need the surrogate key: {exc}")
                raise typer.Exit(2) from None

        from deidq.workers.celery_app import app as celery_app
        from deidq.workers.celery_app import configure

        configure(settings)  # the app and the tasks use these settings; prefork children inherit them

        if metrics_port:
            from deidq.workers.metrics import start_metrics_server

            start_metrics_server(metrics_port)
        argv = [
            "worker", "-Q", ",".join(queues), "--concurrency", str(concurrency), "--pool", pool,
            "--hostname", hostname or f"{'+'.join(queues)}@{socket.gethostname()}",
            "--prefetch-multiplier", "1", "-O", "fair", "--without-gossip", "--without-mingle",
            "--loglevel", settings.log_level.upper(),
        ]  # fmt: skip
        if max_tasks_per_child:
            argv += ["--max-tasks-per-child", str(max_tasks_per_child)]
        celery_app.worker_main(argv)
