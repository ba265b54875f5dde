"""The wheel installs one namespace, ``deidq``: nothing else lands at the top of site-packages (no ``models``,
``db``, ``workers`` or ``scheduler`` to collide with a host application's), and it carries the package data the
runtime needs but no working files (``deidq-data/`` outputs)."""

from __future__ import annotations

import json
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", str(out),
                    str(REPO)], check=True, capture_output=True, timeout=300)  # fmt: skip
    (whl,) = out.glob("deidq-*.whl")
    return whl


def test_wheel_holds_one_top_level_package_and_its_data(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    top = {n.split("/", 1)[0] for n in names if not n.split("/", 1)[0].endswith(".dist-info")}
    assert top == {"deidq"}
    for needed in ("deidq/workers/rules/packs/en/dates.toml", "deidq/workers/rules/data/es/given_names.txt",
                   "deidq/models/artifacts/en/model.onnx", "deidq/models/artifacts/es/manifest.json",
                   "deidq/models/bilstm_crf/default.toml", "deidq/db/migrations/script.py.mako"):  # fmt: skip
        assert needed in names
    assert not [n for n in names if n.endswith(".jsonl") or "deidq-data" in n]


def test_wheel_installs_only_deidq_in_a_fresh_venv(wheel: Path, tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    py = env_dir / "bin" / "python"
    subprocess.run([str(py), "-m", "pip", "install", "-q", "--no-deps", "--no-index", str(wheel)], check=True,
                   capture_output=True, timeout=300)  # fmt: skip
    probe = (
        "import importlib.util, json, sys, sysconfig, pathlib\n"
        "site = pathlib.Path(sysconfig.get_paths()['purelib'])\n"
        "top = sorted(p.name for p in site.iterdir() if not p.name.endswith(('.dist-info', '.pth'))"
        " and p.name not in ('pip', '_distutils_hack', 'setuptools', 'pkg_resources', '__pycache__'))\n"
        "found = {m: importlib.util.find_spec(m) is not None for m in ('workers', 'models', 'db', 'scheduler')}\n"
        "import deidq.workers.core.spans, deidq.workers.core.labels\n"
        "print(json.dumps({'top': top, 'found': found}))\n"
    )
    out = subprocess.run([str(py), "-c", probe], check=True, capture_output=True, text=True, cwd=tmp_path, timeout=60)
    res = json.loads(out.stdout)
    assert res["top"] == ["deidq"]
    assert not any(res["found"].values()), res["found"]
