"""``deidq synth``: synthetic English corpus with gold PHI spans; ``deidq synth-examples``: the
examples file (several notes per fake patient)."""

from __future__ import annotations

from pathlib import Path

import typer


def register(app: typer.Typer) -> None:
    @app.command()
    def synth(
        source_dir: Path = typer.Option(
            None,
            "--source-dir",
            help="folder with the english_unlabelled files "
            "(default: $DEIDQ_SHARED_DATA/english_unlabelled, else ../shared/data/english_unlabelled)",
        ),
        out: Path = typer.Option(..., "--out", help="output folder: train.jsonl, dev.jsonl, test.jsonl (+ holdout_*)"),
        seed: int = typer.Option(13, "--seed"),
        copies: int = typer.Option(1, "--copies", min=1, max=50, help="uses of each carrier in train (new fake PHI)"),
        limit: int = typer.Option(None, "--limit", min=1, help="use only the first N carriers (v2: of each source)"),
        recipe: str = typer.Option(
            "v1",
            "--recipe",
            help="v1: ACI-Bench + MTS-Dialog (the shipped model's); "
            "v2: every source, structured sections, hard negatives, source hold-outs; "
            "v3: v2 plus generated titles, ICU/obstetric/operative/legal material, questions, hard negatives",
        ),
        holdout: list[str] = typer.Option(
            None,
            "--holdout",
            help="v2/v3: carrier source kept out of train/dev/test, "
            "written to holdout_<source>.jsonl (repeatable; default primock57, ctakes; "
            "'none' for no hold-out)",
        ),
        quiet: bool = typer.Option(False, "--quiet", "-q"),
    ) -> None:
        """Build the synthetic English corpus, split by carrier group (80/10/10)."""
        from collections import Counter

        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

        from deidq.config import load_settings
        from deidq.synth.corpus import SPLITS, generate_corpus, load_carriers, resolve_source_dir, write_jsonl

        err = Console(stderr=True)
        src = resolve_source_dir(source_dir, load_settings().shared_data)
        if recipe not in ("v1", "v2", "v3"):
            err.print(f"[red]error:[/] unknown recipe {recipe!r} (v1, v2, v3)")
            raise typer.Exit(2)
        if recipe in ("v2", "v3"):
            if recipe == "v2":
                from deidq.synth.recipe2 import DEFAULT_HOLDOUT, corpus_counts
                from deidq.synth.recipe2 import generate_corpus_v2 as generate
            else:
                from deidq.synth.recipe3 import DEFAULT_HOLDOUT, corpus_counts
                from deidq.synth.recipe3 import generate_corpus_v3 as generate

            hold = () if holdout and holdout == ["none"] else tuple(holdout or DEFAULT_HOLDOUT)
            try:
                corpus = generate(src, seed=seed, copies=copies, limit=limit, holdout=hold)
            except (FileNotFoundError, ValueError) as exc:
                err.print(f"[red]error:[/] {exc}")
                raise typer.Exit(2) from None
            out.mkdir(parents=True, exist_ok=True)
            for split, docs in corpus.items():
                write_jsonl(out / f"{split}.jsonl", docs)
            if not quiet:
                for line in corpus_counts(corpus):
                    err.print(line, markup=False, highlight=False)
                err.print(f"wrote {out}/{{{','.join(corpus)}}}.jsonl")
            return
        try:
            n_carriers = len(load_carriers(src))
        except FileNotFoundError as exc:
            err.print(f"[red]error:[/] {exc}")
            raise typer.Exit(2) from None
        n = min(n_carriers, limit) if limit else n_carriers
        total = round(n * (0.8 * copies + 0.2))
        with Progress(TextColumn("synth"), BarColumn(), MofNCompleteColumn(), console=err, disable=quiet) as prog:
            task = prog.add_task("synth", total=total)
            corpus = generate_corpus(src, seed=seed, copies=copies, limit=limit,
                                     progress=lambda k: prog.advance(task, k))  # fmt: skip
        out.mkdir(parents=True, exist_ok=True)
        for split in SPLITS:
            write_jsonl(out / f"{split}.jsonl", corpus[split])
            if not quiet:
                spans = Counter(s["label"] for d in corpus[split] for s in d["spans"])
                err.print(f"{split}: {len(corpus[split])} docs, {sum(spans.values())} spans {dict(spans)}")
        if not quiet:
            err.print(f"wrote {out}/{{train,dev,test}}.jsonl")

    @app.command("synth-examples")
    def synth_examples(
        source_dir: Path = typer.Option(None, "--source-dir", help="as for `deidq synth`"),
        out: Path = typer.Option(Path("examples/sample_notes.jsonl"), "--out"),
        seed: int = typer.Option(2024, "--seed"),
        patients: int = typer.Option(20, "--patients", min=1, max=1000),
        notes_per_patient: int = typer.Option(3, "--notes-per-patient", min=1, max=8),
    ) -> None:
        """Write the examples file: several notes per fake patient, consistent identifiers."""
        from rich.console import Console

        from deidq.config import load_settings
        from deidq.synth.corpus import generate_examples, resolve_source_dir, write_jsonl

        src = resolve_source_dir(source_dir, load_settings().shared_data)
        docs = generate_examples(src, seed=seed, patients=patients, notes_per_patient=notes_per_patient)
        out.parent.mkdir(parents=True, exist_ok=True)
        n = write_jsonl(out, docs)
        Console(stderr=True).print(f"wrote {n} notes to {out}")
