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

packages = []
for name, folder in ROOTS.items():
    packages.append(name)
    packages += [f"{name}.{sub}" for sub in find_namespace_packages(folder, exclude=["*__pycache__*"])]

setup(packages=packages, package_dir=ROOTS)
