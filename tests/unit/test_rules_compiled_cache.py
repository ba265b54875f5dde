"""The compiled-pattern cache (workers/rules/compiled_cache.py) is a start-up saving only: a detector built from
it finds exactly what a freshly compiled one finds, a warm cache compiles nothing, and a missing, corrupt, foreign
or unwritable cache falls back to compiling."""

from __future__ import annotations

import marshal
import os

import pytest
import regex
from deidq.workers.core.note import Note
from deidq.workers.rules import build_detector
from deidq.workers.rules.compiled_cache import CompiledRegexCache, cache_file

TEXT = (
    "Patient: John Smith DOB: 03/14/1962 MRN: A123456. Seen by Dr Jane Doe on March 3, 2019 at Mercy Hospital. "
    "Lives at 12 Elm St, Springfield, IL 62704. Phone (617) 555-1234. 45 yo male, pager 4471. Na 138, K 4.1."
)


def _spans(det) -> list[tuple]:
    return [(s.start, s.end, s.type, s.source, round(s.score, 6)) for s in det.detect(Note("n", TEXT, "en"))]


def _refuse_compile(monkeypatch) -> None:
    def boom(*_a, **_k):
        raise AssertionError("compiled although the cache holds the program")

    monkeypatch.setattr(regex, "compile", boom)


def test_round_trip_serves_the_same_program(tmp_path, monkeypatch) -> None:
    sources = [(r"(?i)\bdr\.?\s+(?P<phi>\p{Lu}\p{Ll}+)", regex.V0), (r"\d{3}-\d{4}", 0)]
    first = CompiledRegexCache(tmp_path)
    compiled = [first.compile(s, f) for s, f in sources]
    assert first.misses == 2 and first.hits == 0
    first.save()
    assert cache_file(tmp_path).is_file()
    _refuse_compile(monkeypatch)
    second = CompiledRegexCache(tmp_path)
    again = [second.compile(s, f) for s, f in sources]
    assert second.hits == 2 and second.misses == 0
    for a, b in zip(compiled, again, strict=True):
        assert (a.pattern, a.flags, a.groupindex) == (b.pattern, b.flags, b.groupindex)
    sample = "seen by DR. Walsh, call 555-0199"
    assert [m.span("phi") for m in again[0].finditer(sample)] == [m.span("phi") for m in compiled[0].finditer(sample)]
    assert again[1].findall(sample) == ["555-0199"]


def test_detector_from_a_warm_cache_equals_a_compiled_one(tmp_path, monkeypatch) -> None:
    plain = build_detector("en")
    cold = build_detector("en", regex_cache=tmp_path)
    assert _spans(cold) == _spans(plain) and _spans(plain)
    calls = []
    real = regex.compile
    monkeypatch.setattr(regex, "compile", lambda *a, **k: calls.append(a[0]) or real(*a, **k))
    warm = build_detector("en", regex_cache=tmp_path)
    assert _spans(warm) == _spans(plain)
    pack_sources = {p.compiled.pattern for d in warm.pattern_detectors for p in d.pack.patterns}
    assert pack_sources and not pack_sources & set(calls)  # no pack pattern was compiled again


@pytest.mark.parametrize("damage", ["garbage", "checksum", "truncated", "wrong_format"])
def test_a_damaged_cache_is_ignored_and_rewritten(tmp_path, damage) -> None:
    c = CompiledRegexCache(tmp_path)
    c.compile(r"\bMRN\b", 0)
    c.save()
    path = cache_file(tmp_path)
    blob = path.read_bytes()
    fmt, digest, payload = marshal.loads(blob)
    bad = {
        "garbage": b"\x00not marshal at all",
        "checksum": marshal.dumps((fmt, "0" * 64, payload)),
        "truncated": blob[: len(blob) // 2],
        "wrong_format": marshal.dumps((fmt + 1, digest, payload)),
    }[damage]
    path.write_bytes(bad)
    again = CompiledRegexCache(tmp_path)
    assert again.compile(r"\bMRN\b", 0).search("see MRN 5") is not None
    assert again.misses == 1
    again.save()
    assert CompiledRegexCache(tmp_path).compile(r"\bMRN\b", 0).search("MRN") is not None
    assert marshal.loads(path.read_bytes())[0] == fmt


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes through directory permissions")
def test_an_unwritable_cache_folder_only_skips_the_cache(tmp_path) -> None:
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o500)
    try:
        c = CompiledRegexCache(ro / "deidq")
        assert c.compile(r"\d+", 0).fullmatch("42")
        c.save()  # no exception
        assert not (ro / "deidq").exists()
    finally:
        ro.chmod(0o700)


def test_a_file_where_the_folder_should_be_only_skips_the_cache(tmp_path) -> None:
    blocker = tmp_path / "cache"
    blocker.write_text("not a folder")
    c = CompiledRegexCache(blocker)
    assert c.compile(r"\d+", 0).fullmatch("42")
    c.save()  # mkdir fails with an OSError: logged, not raised
    assert blocker.read_text() == "not a folder"


def test_no_folder_means_no_cache() -> None:
    c = CompiledRegexCache(None)
    assert c.path is None and c.compile(r"x", 0).fullmatch("x")
    c.save()
