"""``deidq train``: train the BiLSTM-CRF tagger on JSONL (or BRAT folders) and export it."""

from __future__ import annotations

from pathlib import Path

import typer


def register(app: typer.Typer) -> None:
    @app.command()
    def train(
        train: Path = typer.Option(..., "--train", help="training JSONL ({id,text,spans}) or BRAT folder"),
        dev: Path = typer.Option(..., "--dev", help="dev JSONL or BRAT folder (early stopping, model selection)"),
        out: Path = typer.Option(..., "--out", help="artifact directory, e.g. models/artifacts/es"),
        config: Path = typer.Option(
            None, "--config", help="TOML hyperparameters (default models/bilstm_crf/default.toml)"
        ),
        epochs: int = typer.Option(None, "--epochs", help="maximum epochs (overrides config)"),
        max_minutes: float = typer.Option(None, "--max-minutes", help="wall-clock budget (overrides config)"),
        seed: int = typer.Option(None, "--seed", help="random seed (overrides config)"),
        language: str = typer.Option(None, "--language", help="language code for the manifest (default: out dir name)"),
        version: str = typer.Option("2026.11.1", "--version", help="model version for the manifest"),
        checkpoint: Path = typer.Option(
            None, "--checkpoint", help="checkpoint path (default out/checkpoints/NAME/model.pt)"
        ),
        init: Path = typer.Option(
            None,
            "--init",
            help="continue from this checkpoint (its vocabulary and weights), or from a model artifact folder such "
            "as models/artifacts/en (its checkpoint is recovered from the ONNX graph)",
        ),
        lr: float = typer.Option(None, "--lr", help="learning rate (overrides config)"),
        threads: int = typer.Option(None, "--threads", help="torch CPU threads (overrides config)"),
        augment: int = typer.Option(
            None,
            "--augment",
            help="extra training copies with gold mentions replaced "
            "by same-type mentions of other documents (overrides config; 0 = off)",
        ),
        dropout: float = typer.Option(
            None, "--dropout", help="dropout on the BiLSTM inputs and outputs (overrides config; default 0.5)"
        ),
        lexicons: Path = typer.Option(
            None,
            "--lexicons",
            help="folder of lexical-feature lists (scripts/build_lexicons.py, e.g. models/lexicons/en): "
            "per-token name/place/clinical/common-word flags as extra inputs; shipped inside the artifact",
        ),
        ema_decay: float = typer.Option(
            None,
            "--ema-decay",
            help="score, keep and export a moving average of the "
            "weights with this per-step decay, e.g. 0.999 (overrides config; 0 = off)",
        ),
        keep: str = typer.Option(
            None,
            "--keep",
            help="best (early stopping on dev F1, default) or last (run --epochs epochs and export the last: "
            "for a fixed epoch count when the dev text is also in the training text)",
        ),
        save_epochs: bool = typer.Option(
            False,
            "--save-epochs",
            help="also keep every epoch's weights beside the checkpoint (model.epoch3.pt), to choose an epoch "
            "afterwards on a set outside training",
        ),
        device: str = typer.Option(
            "cpu",
            "--device",
            help="cpu, cuda (fails without a GPU) or auto (CUDA when torch sees one); "
            "a GPU run is not bit-identical to a CPU run of the same seed",
        ),
    ) -> None:
        """Train (seeded, early stopping on dev strict entity F1 over fine types), then export to ONNX."""
        from deidq.models.bilstm_crf.train import train as run_train

        res = run_train(train, dev, out, config=config, epochs=epochs, max_minutes=max_minutes, seed=seed,
                        checkpoint=checkpoint, language=language, version=version, init=init, lr=lr,
                        threads=threads, augment=augment, ema_decay=ema_decay, dropout=dropout,
                        lexicons=lexicons, device=device, keep=keep, save_epochs=save_epochs,
                        echo=typer.echo)  # fmt: skip
        typer.echo(f"{res['kept']} dev F1 {res['best_f1']:.4f} (epoch {res['best_epoch']}); model {res['onnx']}")
