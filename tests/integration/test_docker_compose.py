"""docker/: the compose file validates against the Compose Specification's JSON schema (and with `docker compose
config` when a Compose v2 CLI is present), and every build target, Dockerfile, copied path and command it names
exists."""

from __future__ import annotations

import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DOCKER = REPO / "docker"


def _compose_available() -> bool:
    if not shutil.which("docker"):
        return False
    r = subprocess.run(["docker", "compose", "version"], capture_output=True, text=True, timeout=30)
    return r.returncode == 0


@pytest.mark.skipif(not _compose_available(), reason="docker CLI with the compose plugin not present")
def test_compose_config_validates(tmp_path: Path) -> None:
    key = tmp_path / "deidq.key"
    key.write_text("0" * 64)
    r = subprocess.run(
        ["docker", "compose", "-f", str(DOCKER / "compose.yaml"), "--profile", "gpu", "config", "-q"],
        capture_output=True, text=True, timeout=60, env={**os.environ, "DEIDQ_SECRET_KEY_PATH": str(key)},
    )  # fmt: skip
    assert r.returncode == 0, r.stderr


def test_compose_file_follows_the_compose_specification() -> None:
    import json

    import jsonschema
    import yaml

    schema = json.loads((REPO / "tests" / "data" / "compose-spec.schema.json").read_text())
    compose = yaml.safe_load((DOCKER / "compose.yaml").read_text())
    errors = sorted(jsonschema.Draft7Validator(schema).iter_errors(compose), key=lambda e: list(e.path))
    assert not errors, [f"{'/'.join(map(str, e.path))}: {e.message}" for e in errors]
    broken = dict(compose, servicez={})  # the schema is strict: a misspelt key fails
    assert list(jsonschema.Draft7Validator(schema).iter_errors(broken))


def test_flower_requires_basic_auth_from_a_secret() -> None:
    import yaml

    compose = yaml.safe_load((DOCKER / "compose.yaml").read_text())
    flower = compose["services"]["flower"]
    assert "flower_basic_auth" in flower["secrets"] and "flower_basic_auth" in compose["secrets"]
    assert "--basic-auth" in " ".join(flower["command"]) and "/run/secrets/flower_basic_auth" in " ".join(
        flower["command"]
    )
    assert "FLOWER_UNAUTHENTICATED_API" not in (DOCKER / "compose.yaml").read_text()


def test_compose_targets_and_dockerfiles_exist() -> None:
    compose = (DOCKER / "compose.yaml").read_text()
    stages = set(re.findall(r"^FROM \S+ AS (\S+)$", (DOCKER / "Dockerfile").read_text(), re.M))
    assert {"scheduler", "rules-worker", "merge-worker", "model-worker", "migrate", "flower"} <= stages
    for target in re.findall(r"^\s+target: (\S+)$", compose, re.M):
        assert target in stages, target
    for dockerfile in re.findall(r"dockerfile: (\S+)$", compose, re.M):
        assert (REPO / dockerfile).is_file(), dockerfile
    for name in ("postgres:", "redis:", "migrate:", "scheduler:", "worker-rules:", "worker-model:",
                 "worker-merge:", "worker-model-cuda:", "flower:"):  # fmt: skip
        assert re.search(rf"^  {name}$", compose, re.M), name


@pytest.mark.parametrize("dockerfile", ["Dockerfile", "Dockerfile.cuda"])
def test_dockerfile_copies_and_commands_exist(dockerfile: str) -> None:
    text = (DOCKER / dockerfile).read_text()
    copied = set()
    for line in re.findall(r"^COPY (.+)$", text, re.M):
        *sources, _dest = line.split()
        for src in sources:
            assert list(REPO.glob(src)), f"{dockerfile}: COPY {src}"
            copied.add(src)
    assert {"pyproject.toml", "setup.py"} <= copied, "pip install . needs both build files (setup.py maps folders)"
    from deidq.cli import app

    commands = {c.name or c.callback.__name__ for c in app.registered_commands}
    for cmd in re.findall(r'CMD \["deidq", "([a-z-]+)"', text):
        assert cmd in commands, cmd
    assert (DOCKER / f"{dockerfile}.dockerignore").is_file()  # keeps .venv and data out of the context


def _in_context(rel: str, ignore_lines: list[str]) -> bool:
    """Whether a .dockerignore lets ``rel`` into the build context: the last matching pattern wins, ``!`` lets a
    path back in, and a pattern that matches a folder matches everything under it."""
    keep = True
    parts = rel.split("/")
    prefixes = ["/".join(parts[: i + 1]) for i in range(len(parts))]
    for line in ignore_lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        pat = line[1:] if negate else line
        rx = "".join(".*" if tok == "**" else "[^/]*" if tok == "*" else "[^/]" if tok == "?" else re.escape(tok)
                     for tok in re.split(r"(\*\*|\*|\?)", pat) if tok)  # fmt: skip
        if any(re.fullmatch(rx, p) for p in prefixes):
            keep = negate
    return keep


def _copied(rel: str, sources: list[str]) -> bool:
    """Whether a COPY source (a file, a folder, or a glob within one folder) takes ``rel`` into the image."""
    for src in sources:
        if rel == src or rel.startswith(src.rstrip("/") + "/"):
            return True
        if Path(rel).parent == Path(src).parent and fnmatch.fnmatchcase(Path(rel).name, Path(src).name):
            return True
    return False


@pytest.mark.parametrize("dockerfile", ["Dockerfile", "Dockerfile.cuda"])
def test_images_hold_every_module_the_workers_load(dockerfile: str) -> None:
    """The images' build context (.dockerignore) and COPY lines must hold every module of this repository that a
    worker imports when it builds the rules and model detectors, and the build files ``pip install .`` reads."""
    code = (
        "import json, sys; from deidq.workers.registry import build_detector; import deidq.workers.tasks;"
        "build_detector('rules', 'en'); build_detector('model', 'en');"
        "print(json.dumps(sorted({m.__file__ for m in list(sys.modules.values()) if getattr(m, '__file__', None)})))"
    )
    r = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    files = [Path(f).resolve() for f in json.loads(r.stdout.strip().splitlines()[-1])]
    ours = sorted(str(f.relative_to(REPO)) for f in files if REPO in f.parents and ".venv" not in f.parts)
    assert "models/runtime.py" in ours and "workers/rules/detector.py" in ours
    ignore = (DOCKER / f"{dockerfile}.dockerignore").read_text().splitlines()
    sources = [src for line in re.findall(r"^COPY (.+)$", (DOCKER / dockerfile).read_text(), re.M)
               for src in line.split()[:-1]]  # fmt: skip
    for rel in [*ours, "pyproject.toml", "setup.py"]:
        assert _in_context(rel, ignore), f"{dockerfile}.dockerignore leaves out {rel}"
        assert _copied(rel, sources), f"{dockerfile} does not COPY {rel}"
    assert not _in_context(".venv/bin/python", ignore) and not _in_context("bench/cleanroom_en/notes.jsonl", ignore)
