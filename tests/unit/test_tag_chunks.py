from __future__ import annotations

from deidq.ingest import IncomingNote, Reject
from deidq.tagging import _chunks


def _note(i: int, size: int, error: str | None = None) -> IncomingNote:
    return IncomingNote(line_no=i, note_id=str(i), text="x" * size, error_code=error)


def _ids(chunks) -> list[list[str | None]]:
    return [[it.note_id for it in c] for c in chunks]


def test_chunks_end_at_the_note_count_and_rejects_are_not_counted() -> None:
    items = [_note(1, 10), Reject(2, "malformed_json", b"{", None), _note(3, 10), _note(4, 10)]
    assert _ids(_chunks(items, 2)) == [["1", None, "3"], ["4"]]


def test_chunks_end_once_they_hold_max_chars() -> None:
    items = [_note(i, 400) for i in range(1, 6)]
    assert _ids(_chunks(items, 100, max_chars=1000)) == [["1", "2", "3"], ["4", "5"]]


def test_a_note_bigger_than_max_chars_is_a_chunk_of_its_own() -> None:
    items = [_note(1, 10), _note(2, 5000), _note(3, 10)]
    assert _ids(_chunks(items, 100, max_chars=1000)) == [["1", "2"], ["3"]]


def test_unusable_notes_do_not_count_towards_max_chars() -> None:
    # a rejected note's text is never tagged, so it must not end a chunk early
    items = [_note(1, 10), _note(2, 5000, error="too_large"), _note(3, 10)]
    assert _ids(_chunks(items, 100, max_chars=1000)) == [["1", "2", "3"]]


def test_every_item_is_kept_in_order() -> None:
    items = [_note(i, 37 * i) for i in range(1, 40)]
    flat = [it.note_id for c in _chunks(items, 7, max_chars=500) for it in c]
    assert flat == [str(i) for i in range(1, 40)]


def test_notes_without_a_language_get_the_configured_one_and_lang_overrides_all() -> None:
    """No silent English: a note that names no language is tagged in DEIDQ_LANGUAGE's; --lang overrides."""
    from dataclasses import replace

    from deidq.tagging import tag_chunk

    seen: list[str] = []

    class Pipe:
        def process(self, notes, mode):
            seen.extend(n.language for n in notes)
            raise RuntimeError("stop here")  # the languages are what this test is about

    items = [_note(1, 10), replace(_note(2, 10), language="en")]
    tag_chunk(items, lambda lang: Pipe(), None, None, fallback_language="es")
    assert seen == ["es", "es", "en", "en"]  # per language: the batch, then each note alone after it failed
    seen.clear()
    tag_chunk(items, lambda lang: Pipe(), None, "es", fallback_language="en")
    assert set(seen) == {"es"}


def test_workers_are_forked_only_where_a_fork_is_safe(monkeypatch) -> None:
    """`deidq tag -j N` forks its workers only from a process with one thread and no onnxruntime or torch
    loaded (their native thread pools do not survive a fork); otherwise it spawns them."""
    import sys
    import threading

    from deidq import tagging

    for mod in ("onnxruntime", "torch"):
        monkeypatch.delitem(sys.modules, mod, raising=False)
    real_count = threading.active_count
    monkeypatch.setattr(threading, "active_count", lambda: 1)  # the test runner may hold threads of its own
    assert tagging.start_method() == "fork"
    monkeypatch.setitem(sys.modules, "onnxruntime", sys)  # any module object: only the name is looked up
    assert tagging.start_method() == "spawn"
    monkeypatch.delitem(sys.modules, "onnxruntime")
    monkeypatch.setattr(threading, "active_count", real_count)
    stop = threading.Event()
    t = threading.Thread(target=stop.wait)
    t.start()
    try:
        assert tagging.start_method() == "spawn"
    finally:
        stop.set()
        t.join()
