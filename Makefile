# Two commands for a fresh machine (see README):
#   make demo   create .venv, install deidq, run the pipeline on the bundled sample notes (SQLite, in-process)
#   make test   create .venv, install with dev+train extras, run the whole suite on real PostgreSQL and Redis

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   ?= .venv
BIN    := $(VENV)/bin

.PHONY: demo test install install-dev services lint bench clean bytecode

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip setuptools wheel

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[dev,train]'
	touch $@ $(VENV)/.installed

install: $(VENV)/.installed bytecode
install-dev: $(VENV)/.installed-dev bytecode

# the package's bytecode, written ahead: each deidq process (and each worker) then skips compiling the sources,
# even where PYTHONDONTWRITEBYTECODE keeps Python from caching them itself; changed files are recompiled
bytecode: | $(BIN)/python
	$(BIN)/python -m compileall -q -j 0 deidq workers models db scheduler

demo: install
	$(BIN)/deidq run

services:
	bash scripts/ensure-services.sh

test: install-dev services
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python scripts/static_checks.py
	$(BIN)/python -m pytest -q -p no:cacheprovider

lint: install-dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python scripts/static_checks.py

bench: install-dev
	$(BIN)/python bench/run_all.py

clean:
	rm -rf $(VENV) deidq-data .pytest_cache
