from __future__ import annotations

import io
import json
import logging

import pytest
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.surrogates.render import render

from deidq.logging_setup import JsonFormatter, note_ref, setup_logging


def test_formatter_keeps_only_allow_listed_keys_and_no_exception_message() -> None:
    buf = io.StringIO()
    setup_logging("INFO", stream=buf)
    log = logging.getLogger("t")
    try:
        raise ValueError("note text: Mr. Zebediah Quarrington")
    except ValueError:
        log.exception("detector_failed", extra={"note_id": "MRN-Quarrington-1", "text": "Zebediah", "count": 3})
    logging.getLogger().handlers = [h for h in logging.getLogger().handlers if not getattr(h, "_deidq", False)]
    (line,) = buf.getvalue().splitlines()
    rec = json.loads(line)
    assert rec["event"] == "detector_failed" and rec["count"] == 3
    # a hospital's note id may hold PHI: logged as a digest an operator can compute for a known id
    assert rec["note_id"] == note_ref("MRN-Quarrington-1") and rec["note_id"].startswith("sha256:")
    assert rec["error_type"] == "ValueError"
    assert rec["error_where"].startswith("test_logging_and_render.py:")  # to debug library errors without text
    assert "Zebediah" not in line and "Quarrington" not in line and "text" not in rec


def test_formatter_handles_non_string_messages() -> None:
    rec = logging.LogRecord("x", logging.INFO, __file__, 1, {"a": "secret"}, None, None)
    assert "secret" not in JsonFormatter().format(rec)


NOTE = Note("n1", "Dr. Ames saw him on 03/14/2019.")


def _spans() -> list[Span]:
    return [Span(4, 8, "NAME", "DOCTOR", "r@1"), Span(20, 30, "DATE", "DATE", "r@1")]


def test_render_redact_and_tag() -> None:
    text, reps = render(NOTE, _spans(), "redact")
    assert text == "Dr. [NAME] saw him on [DATE]." and reps == ["[NAME]", "[DATE]"]
    tagged, _ = render(NOTE, _spans(), "tag")
    assert (
        tagged
        == 'Dr. <PHI label="NAME" type="DOCTOR">Ames</PHI> saw him on <PHI label="DATE" type="DATE">03/14/2019</PHI>.'
    )


def test_render_refuses_overlaps_and_unknown_modes() -> None:
    with pytest.raises(ValueError, match="overlapping"):
        render(NOTE, [Span(4, 8, "NAME", "DOCTOR", "r@1"), Span(6, 10, "NAME", "DOCTOR", "r@1")], "redact")
    with pytest.raises(ValueError, match="unknown mode"):
        render(NOTE, [], "blur")
    with pytest.raises(ValueError, match="surrogator"):
        render(NOTE, [], "surrogate")


def test_span_validation() -> None:
    with pytest.raises(ValueError, match="unknown label"):
        Span(0, 1, "PERSON", "X", "r@1")
    with pytest.raises(ValueError, match="bad span offsets"):
        Span(3, 3, "NAME", "X", "r@1")
    s = Span(0, 4, "NAME", "DOCTOR", "r@1", 0.5, "kept", ("r@1", "m@1"))
    assert Span.from_dict(s.to_dict()) == s


def _lines(emit) -> list[dict]:
    buf = io.StringIO()
    logging.captureWarnings(False)  # an earlier test's setup_logging may have left it on, bound to a stale hook
    setup_logging("DEBUG", stream=buf)
    try:
        emit()
    finally:
        logging.getLogger().handlers = [h for h in logging.getLogger().handlers if not getattr(h, "_deidq", False)]
        logging.captureWarnings(False)
    return [json.loads(line) for line in buf.getvalue().splitlines()]


def test_third_party_arguments_are_kept_as_numbers_or_kinds_never_text() -> None:
    (rec,) = _lines(lambda: logging.getLogger("kombu").warning("retry %d of %s for %r", 3, "Zebediah", {"a": 1}))
    assert rec["event"] == "retry %d of %s for %r" and rec["args"] == [3, "<str:8>", "<dict:1>"]
    assert "Zebediah" not in json.dumps(rec)


def test_warnings_go_through_the_formatter_as_category_and_place() -> None:
    import warnings

    (rec,) = _lines(lambda: warnings.warn("value Zebediah Quarrington is odd", UserWarning, stacklevel=1))
    assert rec["event"] == "python_warning" and rec["warning_category"] == "UserWarning"
    assert rec["where"].startswith("test_logging_and_render.py:")
    assert "Zebediah" not in json.dumps(rec)


def test_phi_free_exception_messages_are_kept_others_are_not() -> None:
    from deidq.workers.core.detector import DetectorUnavailable

    def emit() -> None:
        for exc in (DetectorUnavailable("no model for language 'fr'"), KeyError("Zebediah")):
            try:
                raise exc
            except Exception:
                logging.getLogger("deidq.t").exception("failed")

    first, second = _lines(emit)
    assert first["error"] == "no model for language 'fr'" and first["error_type"] == "DetectorUnavailable"
    assert second["error_type"] == "KeyError" and "error" not in second and "Zebediah" not in json.dumps(second)


def test_span_detector_record_round_trips_or_comes_from_the_batch() -> None:
    from deidq.workers.core.spans import DetectorRef

    ref = DetectorRef("rules.en", "0.9.0", "rules", "en")
    s = Span(0, 4, "NAME", "DOCTOR", "rules.en.names@1", detector=ref, roles=("rules",))
    assert Span.from_dict(s.to_dict()) == s
    light = s.to_dict(with_detector=False)
    assert "detector" not in light and Span.from_dict(light, ref) == s and Span.from_dict(light).detector is None
