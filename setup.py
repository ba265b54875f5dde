"""Package layout: the repository keeps the folders our user fixed (``workers/``, ``scheduler/``, ``models/``,
``db/``) and installs them under one namespace, ``deidq.workers`` and so on, so nothing but ``deidq`` lands at
the top of site-packages. Everything else is in ``pyproject.toml``."""

from setuptools import find_namespace_packages, setup

# installed package -> folder in the repository
ROOTS = {
    "deidq": "deidq",
    "deidq.workers": "workers",
    "deidq.scheduler": "scheduler",
    "deidq.models": "models",
    "deidq.db": "db",
}


def packages() -> list[str]:
    out = []
    for name, folder in ROOTS.items():
        out.append(name)
        out += [f"{name}.{sub}" for sub in find_namespace_packages(folder, exclude=["*__pycache__*"])]
    return out


if __name__ == "__main__":  # setuptools runs this file as __main__; scripts/lint_imports.py imports ROOTS
    setup(packages=packages(), package_dir=ROOTS)
