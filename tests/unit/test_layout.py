"""The code's layout is the architecture: one installed namespace, and every package placed in a layer of the
import contract (``.importlinter``, checked by ``scripts/static_checks.py``), which ``docs/architecture.md`` draws."""

from __future__ import annotations

import ast
import configparser
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
OLD_TOP_LEVEL = {"workers", "models", "db", "scheduler"}
SOURCE_DIRS = ("deidq", "workers", "models", "db", "scheduler", "tests", "bench", "scripts")


def _layers() -> list[str]:
    cfg = configparser.ConfigParser()
    cfg.read(REPO / ".importlinter")
    lines = cfg["importlinter:contract:layers"]["layers"].strip().splitlines()
    return [m.strip() for line in lines for part in line.replace("|", ":").split(":") if (m := part.strip())]


def _installed_packages() -> set[str]:
    """Subpackages and modules one level under deidq and deidq.workers/models, as installed."""
    import importlib
    import pkgutil

    out: set[str] = set()
    for parent in ("deidq", "deidq.workers", "deidq.models"):
        pkg = importlib.import_module(parent)
        out |= {f"{parent}.{m.name}" for m in pkgutil.iter_modules(pkg.__path__)}
    return out - {"deidq.workers", "deidq.models", "deidq.__main__"}


def test_no_module_imports_the_repository_folders_as_top_level_packages() -> None:
    bad = []
    for folder in SOURCE_DIRS:
        for path in (REPO / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    names = [node.module]
                where = f"{path.relative_to(REPO)}:{getattr(node, 'lineno', 0)}"
                bad += [f"{where} {n}" for n in names if n.split(".")[0] in OLD_TOP_LEVEL]
    assert not bad, "import these as deidq.<folder>...: " + ", ".join(bad)


def test_every_package_has_a_layer() -> None:
    layered = _layers()
    unplaced = [p for p in sorted(_installed_packages()) if not any(p == m or p.startswith(m + ".") for m in layered)]
    assert not unplaced, f"add these to a layer in .importlinter and docs/architecture.md: {unplaced}"


def test_architecture_doc_draws_the_contract() -> None:
    doc = (REPO / "docs" / "architecture.md").read_text(encoding="utf-8")
    missing = [m for m in _layers() if f"`{m}`" not in doc]
    assert not missing, f"docs/architecture.md does not name these layers of .importlinter: {missing}"
