"""Shared fixtures. Integration tests run against a real PostgreSQL database created for this session
(and dropped after) and a dedicated Redis database index that is flushed, never someone else's."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = Path(os.environ.get("DEIDQ_SHARED_DATA", REPO.parent / "shared" / "data"))
PG_ADMIN_URL = os.environ.get("DEIDQ_TEST_PG_URL", "postgresql+psycopg2://postgres@127.0.0.1:5432/postgres")
REDIS_URL = os.environ.get("DEIDQ_TEST_REDIS_URL", "redis://127.0.0.1:6379/13")


def shared_file(*parts: str) -> Path:
    p = SHARED_DATA.joinpath(*parts)
    if not p.is_file():
        pytest.skip(f"shared data file {p} not present")
    return p


def rule_spans(det, text: str, lang: str, meta: dict | None = None) -> list[tuple[str, str, str]]:
    """(fragment, label, fine type) of every PHI span a detector finds in ``text`` (veto markers left out)."""
    from deidq.workers.core.note import Note
    from deidq.workers.core.vetoes import split_vetoes

    spans, _markers = split_vetoes(det.detect(Note("t", text, lang, meta=meta or {})))
    return [(text[s.start : s.end], s.label, s.type) for s in spans]


def merged_with_model(rules, text: str, model: list[tuple[str, str, str]]) -> list[tuple[str, str]]:
    """(fragment, label) of the merger's kept spans when a model proposes ``(value, label, type)`` (first
    occurrence of each value) beside the rules' spans and veto markers (English merge policy)."""
    from deidq.workers.core.note import Note
    from deidq.workers.core.spans import Span
    from deidq.workers.merge.ensemble import MergePolicy, merge
    from deidq.workers.merge.policy_env import merge_policy_for

    spans = []
    for value, label, type_ in model:
        i = text.index(value)
        spans.append(Span(i, i + len(value), label, type_, "bilstm_crf.en@test", 0.99, roles=("model",)))
    found = rules.detect(Note(note_id="t", text=text))
    res = merge({"rules": found, "model": spans}, text, merge_policy_for("en", MergePolicy()))
    return [(text[s.start : s.end], s.label) for s in res.kept]


def toy_tagger(seed: int = 0, n_lex: int = 0):
    """A random (untrained) BiLSTM-CRF over a two-document Spanish toy corpus, its weights pushed far from
    uniform so ties cannot hide a mismatch: ``(model, vocab, corpus, config)``; ``n_lex``: lexical features
    in its input. Needs torch."""
    import torch
    from deidq.models.bilstm_crf.config import load_config
    from deidq.models.bilstm_crf.data import Doc, build_corpus, build_vocab, gold_span
    from deidq.models.bilstm_crf.model import BiLSTMCRF

    g = gold_span
    docs = [Doc("1", "Paciente Juan Pérez de 70 años. NHC: 123456.", [g(9, 19, "NOMBRE"), g(23, 30, "EDAD")]),
            Doc("2", "Vive en Madrid desde 03/03/1946.", [g(8, 14, "TERRITORIO"), g(21, 31, "FECHAS")])]  # fmt: skip
    cfg = load_config()
    corpus = build_corpus(docs, cfg.max_len)
    vocab, _ = build_vocab(corpus, 100, 1, cfg.max_chars, cfg.max_len)
    torch.manual_seed(seed)
    model = BiLSTMCRF(cfg, len(vocab.words), len(vocab.chars), vocab.tags, n_lex=n_lex)
    with torch.no_grad():
        for p in model.parameters():
            p.add_(torch.randn_like(p) * 0.5)
    model.eval()
    return model, vocab, corpus, cfg


@pytest.fixture(scope="session")
def pg_url() -> Iterator[str]:
    """A fresh PostgreSQL database for this test session, migrated to head; dropped afterwards."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = f"deidq_test_{uuid.uuid4().hex[:10]}"
    admin = create_engine(PG_ADMIN_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as c:
        c.execute(text(f'CREATE DATABASE "{name}"'))
    url = make_url(PG_ADMIN_URL).set(database=name).render_as_string(hide_password=False)
    from deidq.db.migrate import upgrade

    upgrade(url)
    try:
        yield url
    finally:
        from deidq.db.session import get_engine

        get_engine(url).dispose()
        get_engine.cache_clear()
        with admin.connect() as c:
            c.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture
def pg_clean(pg_url: str) -> str:
    """The session's PostgreSQL database with all rows removed."""
    from deidq.db.session import get_engine
    from sqlalchemy import text

    with get_engine(pg_url).begin() as c:
        tables = "notes, ingest_rejects, results, spans, surrogates, runs, heartbeats"
        c.execute(text(f"TRUNCATE {tables} RESTART IDENTITY CASCADE"))
    return pg_url


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    from deidq.db.migrate import upgrade

    url = f"sqlite:///{tmp_path / 'deidq.sqlite'}"
    upgrade(url)
    return url


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Run a test on both backends."""
    if request.param == "sqlite":
        return request.getfixturevalue("sqlite_url")
    return request.getfixturevalue("pg_clean")


@pytest.fixture
def redis_url() -> Iterator[str]:
    import redis

    client = redis.Redis.from_url(REDIS_URL)
    client.flushdb()
    yield REDIS_URL
    client.flushdb()
    client.close()


@pytest.fixture
def secret_key_env(monkeypatch: pytest.MonkeyPatch) -> str:
    key = "test-key-" + "0" * 32
    monkeypatch.setenv("DEIDQ_SECRET_KEY", key)
    return key
