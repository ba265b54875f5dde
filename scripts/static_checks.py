"""Static checks run by ``make test``: the import contracts in ``.importlinter`` (import-linter) and mypy over the
domain and runtime packages.

Both tools read packages from disk, and our installed namespace is assembled from several repository folders
(``setup.py`` ROOTS); this lays the Python files out as they are installed, in a temporary folder, and runs the
tools there. Exit code 0 when both pass."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from setup import ROOTS  # noqa: E402

# Typed strictly enough to be checked: the domain (no Celery, no SQL) and the torch-free model runtime.
MYPY_PACKAGES = (
    "deidq.workers.core",
    "deidq.workers.rules",
    "deidq.workers.taggers",
    "deidq.workers.merge",
    "deidq.workers.surrogates",
    "deidq.workers.pipeline",
    "deidq.workers.registry",
    "deidq.models.runtime",
    "deidq.models.lexicon",
    "deidq.models.tokenizer",
)


def lay_out(dest: Path) -> None:
    def ignore(_dir: str, names: list[str]) -> list[str]:
        return [n for n in names if n == "__pycache__" or ("." in n and not n.endswith(".py"))]

    for name, folder in ROOTS.items():
        shutil.copytree(REPO / folder, dest.joinpath(*name.split(".")), dirs_exist_ok=True, ignore=ignore)


def main() -> int:
    bin_dir = Path(sys.executable).parent
    with tempfile.TemporaryDirectory(prefix="deidq-static-") as tmp:
        lay_out(Path(tmp))
        env = {**os.environ, "PYTHONPATH": tmp, "MYPYPATH": tmp}
        imports = subprocess.call([str(bin_dir / "lint-imports"), str(REPO / ".importlinter"), "--no-cache"],
                                  env=env, cwd=tmp)  # fmt: skip
        mypy_args = [arg for pkg in MYPY_PACKAGES for arg in ("-p", pkg)]
        types = subprocess.call([str(bin_dir / "mypy"), "--config-file", str(REPO / "pyproject.toml"), *mypy_args],
                                env=env, cwd=tmp)  # fmt: skip
    return 1 if imports or types else 0


if __name__ == "__main__":
    raise SystemExit(main())
