"""Trigger prefilters (speed) must not change results: the prefiltered detector returns exactly the spans of
the unfiltered reference (``prefilter=False``), and every prefiltered rule finds exactly the matches its regex
finds over the whole note. Corpus samples are used when the data files exist; a built-in sample always runs.

Some built-in Spanish snippets are adapted from MEDDOCAN train (CC BY 4.0, Plan TL / Barcelona Supercomputing
Center, PlanTL-GOB-ES/SPACCC_MEDDOCAN)."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from deidq.workers.core.note import Note
from deidq.workers.rules import build_detector
from deidq.workers.rules.detector import Scan, iter_matches
from deidq.workers.rules.packs import PackError, load_pack

from tests.conftest import SHARED_DATA

ROOT = Path(__file__).resolve().parents[2]
CORPORA = {
    "es": [SHARED_DATA / "meddocan" / "train.jsonl"],
    "en": [ROOT / "deidq-data/synth_en/train.jsonl", SHARED_DATA / "english_unlabelled" / "aci_bench.jsonl"],
}
BUILTIN = {
    "es": [
        "Paciente varón de 45 años. Tel.: 967 597 100. Fax: 91 123 45 67. Hospital de León Altos de Nava, s/n 24071"
        " León. Domicilio: C/ Mayor, 5, 2º Izq.\nLocalidad/ Provincia: Toledo.\nCP: 45003.\nFecha: 3 de marzo de 2019."
        " NHC: 1234567. Dr. Juan Pérez García, nº col. 28-28-12345. Móvil +34 612 345 678. con una mujer de treinta"
        " años y su madre de 70. TA 120/80. Glasgow 15. e-mail: x.y@hospital.es (Zovirax®, Glaxo Smith Kline).",
        "Mujer de 3 meses. Centro de Salud Chantrea C/ San Cristóbal s/n 31015 Pamplona. Martes 14 y mayo de 2004.",
    ],
    "en": [
        "Patient: John Smith DOB: 03/14/1962 MRN: A123456. Seen by Dr. Jane Doe on March 3, 2019 at Mercy Hospital."
        " Lives at 12 Elm St, Springfield, IL 62704. Phone (617) 555-1234. 45-year-old male. Driver's license"
        " RD3350563. Electronically signed by S. Harrison, MD. ICD-10 E11.9. BP 120/80. fe80::1ff:fe23:4567:890a",
        "Member ID 327-962-066N, 5th of May 2018, since 1999-2004 in Boston, MA. Email j.doe@example.org.",
    ],
}


def _sample(lang: str, n: int = 120) -> list[str]:
    texts = list(BUILTIN[lang])
    for f in CORPORA[lang]:
        if f.is_file():
            with f.open(encoding="utf-8") as fh:
                texts += [json.loads(line)["text"] for line in itertools.islice(fh, n)]
    return texts


@pytest.fixture(scope="module", params=["en", "es"])
def lang_pair(request):
    lang = request.param
    return lang, build_detector(lang), build_detector(lang, prefilter=False), _sample(lang)


def test_prefiltered_equals_reference(lang_pair):
    lang, fast, ref = lang_pair[:3]
    for i, text in enumerate(lang_pair[3]):
        note = Note(f"n{i}", text, lang)
        assert fast.detect(note) == ref.detect(note), f"{lang} sample {i} differs"


def test_each_prefiltered_rule_matches_whole_note_search(lang_pair):
    lang, fast = lang_pair[:2]
    rules = [p for d in fast.pattern_detectors for p in d.pack.patterns] + list(fast.negatives)
    filtered = [r for r in rules if r.triggers or r.trigger_re is not None]
    assert filtered, "expected trigger prefilters in the packs"
    for i, text in enumerate(lang_pair[3]):
        scan = Scan(text)
        for r in filtered:
            got = [m.span() for m in iter_matches(r, scan)]
            assert got == [m.span() for m in r.compiled.finditer(text)], f"{r.id} on {lang} sample {i}"


def test_window_edge_falls_back_to_whole_note():
    # a trigger window that cuts a match must not truncate it
    det = build_detector("es")
    text = "x" * 500 + " Domicilio: " + "Calle Larga de los Caminos Reales y Antiguos del Norte " + "y" * 30 + ", 12\n"
    spans = det.detect(Note("n", text, "es"))
    ref = build_detector("es", prefilter=False).detect(Note("n", text, "es"))
    assert spans == ref


def test_length_changing_case_mapping_disables_windows():
    # "İ".lower() is two code points: offsets would shift, so the scan searches whole notes
    scan = Scan("İ Tel.: 967 597 100")
    assert scan.low is None
    assert scan.windows(("tel",), (30, 30)) is None


def test_bad_trigger_spec_rejected(tmp_path):
    p = tmp_path / "x.toml"
    p.write_text('[pack]\nname="x"\n[[pattern]]\nid="a"\ntype="DATE"\nregex=\'\'\'\\d\'\'\'\ntriggers=["Tel"]\n')
    with pytest.raises(PackError, match="lower-case"):
        load_pack(p)
    p.write_text('[pack]\nname="x"\n[[pattern]]\nid="a"\ntype="DATE"\nregex=\'\'\'\\d\'\'\'\ntrigger_window="a"\n')
    with pytest.raises(PackError, match="trigger_window"):
        load_pack(p)


def test_trigger_index_finds_every_occurrence_as_find_does() -> None:
    """The one-pass index returns, per literal, every start offset (overlapping ones too) that repeated ``str.find``
    from each hit + 1 returns; literals absent from the note are absent from the result."""
    from deidq.workers.rules.detector import TriggerIndex

    low = "son of a person; reason: sonson. dr drs dr. aaaa"
    literals = ["son", "sons", "person", "dr", "dr.", "aa", "aaa", "missing"]
    got = TriggerIndex(literals).positions(low)
    for lit in literals:
        want, i = [], low.find(lit)
        while i >= 0:
            want.append(i)
            i = low.find(lit, i + 1)
        assert got.get(lit, []) == want, lit
    assert "missing" not in got and got["aa"] == [44, 45, 46]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_indexed_scan_gives_the_same_spans(lang: str) -> None:
    det = build_detector(lang)
    assert det.trigger_index is not None and det.trigger_index.literals
    notes = [Note(note_id=str(i), text=t, language=lang) for i, t in enumerate(BUILTIN[lang])]
    indexed = det.detect_batch(notes)
    det.trigger_index = None
    assert det.detect_batch(notes) == indexed
