"""Recipe v3 (``deidq synth --recipe v3``): v2's documents unchanged underneath, new material spliced in with
exact offsets, every new element kind present, non-PHI negatives outside gold spans, determinism, v2's
splits and hold-outs, and v2's own output byte-identical to before v3 existed."""

from __future__ import annotations

import hashlib
import itertools
import json
import re
from collections import Counter

import pytest
from typer.testing import CliRunner

from deidq.synth import sections3
from deidq.synth.corpus import validate_doc
from deidq.synth.recipe2 import generate_corpus_v2
from deidq.synth.recipe3 import corpus_counts, generate_corpus_v3
from tests.unit.test_synth_v2 import SHARED, source_dir  # noqa: F401  (the v2 fixture carriers)

# sha256 of v2's fixture corpus (seed 5, copies 1), recorded from the code before recipe v3 was added
V2_FIXTURE_SHA256 = "fda1d93488378b26cbf1baf137b5a5300c77345a3411b12f3916ac2e62c539a2"
# sha256 of v2 on the real shared files (seed 7, copies 1, limit 12), recorded the same way
V2_SHARED_SHA256 = "b2659283a62901205248623035a2a3e1886a4240afebd7b44a6d07f258ab5872"


def _sha(corpus: dict[str, list[dict]], sort_keys: bool = True) -> str:
    h = hashlib.sha256()
    for docs in corpus.values():
        for d in docs:
            h.update((json.dumps(d, ensure_ascii=False, sort_keys=sort_keys) + "\n").encode())
    return h.hexdigest()


@pytest.fixture(scope="module")
def v2(source_dir) -> dict[str, list[dict]]:  # noqa: F811
    return generate_corpus_v2(source_dir, seed=5, copies=2)


@pytest.fixture(scope="module")
def v3(source_dir) -> dict[str, list[dict]]:  # noqa: F811
    return generate_corpus_v3(source_dir, seed=5, copies=2)


def docs_of(corpus):
    return [d for docs in corpus.values() for d in docs]


def _mask(d: dict) -> list[bool]:
    m = [False] * len(d["text"])
    for s in d["spans"]:
        m[s["start"] : s["end"]] = [True] * (s["end"] - s["start"])
    return m


def test_v2_output_unchanged(source_dir):  # noqa: F811
    assert _sha(generate_corpus_v2(source_dir, seed=5, copies=1)) == V2_FIXTURE_SHA256


@pytest.mark.skipif(not (SHARED / "ctakes_example_notes.jsonl").exists(), reason="shared data not present")
def test_v2_output_unchanged_on_shared_files():
    assert _sha(generate_corpus_v2(SHARED, seed=7, copies=1, limit=12), sort_keys=False) == V2_SHARED_SHA256


def test_offsets_exact_non_overlapping(v3):
    assert docs_of(v3)
    for d in docs_of(v3):
        assert validate_doc(d) == [], d["id"]
        spans = sorted(d["spans"], key=lambda s: s["start"])
        assert all(a["end"] <= b["start"] for a, b in itertools.pairwise(spans)), d["id"]
        for s in spans:
            assert d["text"][s["start"] : s["end"]] == s["text"] == s["text"].strip() != ""
        for a, b in d["meta"]["carrier_ranges"]:
            assert 0 <= a < b <= len(d["text"])


def test_everything_v2_makes_is_kept(v2, v3):
    """Same splits, same carriers; an untouched v3 document is its v2 document; a touched one still holds
    all of v2's text and spans (in order, the new blocks spliced between)."""
    assert set(v3) == set(v2)
    for split in v2:
        base = [d for d in v3[split] if d["meta"]["source"] != "generated"]
        assert [d["id"].replace("synth3-", "synth2-", 1) for d in base] == [d["id"] for d in v2[split]]
        for old, new in zip(v2[split], base, strict=True):
            assert new["meta"]["recipe"] == "v3" and new["meta"]["carrier_ids"] == old["meta"]["carrier_ids"]
            if not new["meta"]["v3_elements"]:
                assert new["text"] == old["text"] and new["spans"] == old["spans"]
                continue
            carrier_old = "".join(old["text"][a:b] for a, b in old["meta"]["carrier_ranges"])
            carrier_new = "".join(new["text"][a:b] for a, b in new["meta"]["carrier_ranges"])
            assert carrier_new == carrier_old, new["id"]
            old_spans = [(s["text"], s["type"]) for s in old["spans"]]
            new_spans = iter((s["text"], s["type"]) for s in new["spans"])
            assert all(any(x == y for y in new_spans) for x in old_spans), new["id"]  # a subsequence
    gen = [d for d in docs_of(v3) if d["meta"]["source"] == "generated"]
    assert gen and {d["meta"]["split"] for d in gen} == {"train", "dev", "test"}
    assert all(not d["id"].startswith("synth3-holdout") or d["meta"]["source"] != "generated" for d in docs_of(v3))


def test_share_of_documents_with_new_material(v3):
    main = [d for k in ("train", "dev", "test") for d in v3[k]]
    share = sum(bool(d["meta"]["v3_elements"]) for d in main) / len(main)
    assert 0.3 <= share <= 0.6, share  # the full corpus is 35-50 %


def test_each_new_element_kind_appears(v3):
    kinds = Counter(k for d in docs_of(v3) for k in d["meta"]["v3_elements"])
    assert set(kinds) == set(sections3.ELEMENT_KINDS), set(sections3.ELEMENT_KINDS) - set(kinds)
    genres = {d["meta"]["genre"] for d in docs_of(v3) if d["meta"]["source"] == "generated"}
    assert genres == set(sections3.GENRES)


def _spans_like(corpus, typ: str, span_re: str, before: str = "", after: str = "") -> int:
    n = 0
    for d in docs_of(corpus):
        t = d["text"]
        for s in d["spans"]:
            if not (s["type"] == typ and re.fullmatch(span_re, s["text"])):
                continue
            if re.search(before + r"$", t[max(0, s["start"] - 60) : s["start"]]) and re.match(
                after, t[s["end"] : s["end"] + 60]
            ):
                n += 1
    return n


@pytest.mark.parametrize(
    ("what", "typ", "span_re", "before", "after"),
    [
        ("site after an all-caps title", "HOSPITAL", r".+", r"\b[A-Z]{4,}(?: [A-Z/&-]+)* (?:-|–|\|) ", ""),
        (
            "flowsheet staff by role",
            "DOCTOR",
            r".+",
            r"(?:RN \((?:days|nights)\)|RT|Intensivist|Charge RN|Fellow|Pharmacist|Dietitian|Perfusionist): ",
            "",
        ),
        (
            "infant or partner",
            "FAMILY",
            r".+",
            r"(?:Baby|Infant:|Baby girl|Baby boy|Neonate|Partner|Husband|FOB|Support person:) ",
            "",
        ),
        ("theatre number", "LOCATION_OTHER", r"\d+", r"(?:OR|Theatre|Operating Room|OR #)\s?", ""),
        (
            "surgical staff",
            "DOCTOR",
            r".+",
            r"(?:Surgeon|Assistant|Circulator|Scrub|Anesthesia|Anaesthetist|Scrub nurse|ODP): (?:Dr\.? )?",
            "",
        ),
        ("implant serial", "DEVICE", r"\S+", r"(?:SN|S/N|Serial #|Serial) ", ""),
        ("fill date in a med table", "DATE", r".+", r"(?:\||  )", r"(?: \||  )"),
        ("prescriber in a med table", "DOCTOR", r".+", "", r" ?(?:\| )?(?:Continue|Hold|Stop|Change|Resume|New)\n"),
        ("pharmacy", "HOSPITAL", r".+", r"(?:Pharmacy|pharmacy): ", ""),
        ("relative with occupation", "PROFESSION", r"[^()]+", r"\b[A-Z]?[a-z]+ \(", r"(?:\)| at )"),
        (
            "lower-case name in a phone note",
            "FAMILY",
            r"[a-zà-ÿ'-]+",
            r"(?:mother|daughter|son|wife|husband|sister|niece|father) ",
            r" called|,| on| by",
        ),
        (
            "possessive relative",
            "FAMILY",
            r".+",
            r"(?:son|daughter|granddaughter|grandson|nephew|niece|stepson|stepdaughter) ",
            r"'s ",
        ),
        ("pastor", "FAMILY", r".+", r"Pastor ", r" visits"),
        ("county court city", "CITY", r".+", r"County Court at |COUNTY COURT AT ", ""),
        ("claim number", "IDNUM", r".+", r"(?:Claim No:|Claim number|Case no\.) ", ""),
        ("policy number", "HEALTHPLAN", r".+", r"(?:policy no\.|Policy number:|policy) ", ""),
        (
            "solicitors or insurer",
            "ORGANIZATION",
            r".+",
            r"(?:Instructed by:|Instructing solicitors:|Solicitors:|Insurer:|Motor insurer:|Third party insurer:) ",
            "",
        ),
        ("GMC number", "LICENSE", r"\d{7}", r"GMC(?: No\.| number)? ", ""),
        ("holiday of another calendar", "DATE", "|".join(map(re.escape, sections3.HOLIDAYS3)), "", ""),
        (
            "practice name",
            "HOSPITAL",
            r".+ (?:Surgery|Family Practice|Physio Centre|NHS Foundation Trust|Medical Centre|Group Practice)",
            "",
            "",
        ),
        ("landmark", "LOCATION_OTHER", r".+", r"(?:after|opposite|behind|next to|past|at) ", ""),
        ("age in a short question", "AGE", r"\d+", r"(?:is |^|\()", r"(?: and|[FM]\b| ?y/o| ?yo|\)| weeks| months)"),
    ],
)
def test_new_phi_forms(v3, what, typ, span_re, before, after):
    assert _spans_like(v3, typ, span_re, before, after), what


NEGATIVE_PATTERNS = [
    r"(?m)^(?:\*\*\* )?(?:" + "|".join(map(re.escape, sections3.DOC_TITLES + sections3.SECTION_HEADERS)) + r")\b",
    r"(?m)^(?:" + "|".join(map(re.escape, sections3.DEPT_LINES)) + r")$",
    r"\((?:ST4|FY2|FY1|ST2|ST7|CT1|SpR|SHO|PGY-2|PGY3|R2|F1|CT2|ACCS)\)",
    r"\b(?:PRVC|AC/VC|PSV|SIMV(?:-PC)?|APRV|CPAP/PS)\b",
    r"\b(?:TV|PEEP|PS|Pplat) \d+\b",
    r"\bFiO2 \d+%",
    r"\bABG \d\.\d\d/\d+/\d+",
    r"\bI/O(?: 24h:)? \d+/\d+",
    r"\b\d{3,4} g\b",
    r"\b(?:REF|Cat #|REF#|Catalogue no\.) [\w-]+",
    r"\bG\d ?P\d+(?:\+\d)?\b",
    r"\b(?:SVE:?|Cervix|VE:) \d+/\d+/[-+]?\d",
    r"\bApgars \d+/\d+",
    r"\bCat(?:egory)? I\b",
    r"\b(?:" + "|".join(map(re.escape, sections3.SCORES3 + sections3.STAGING + sections3.EPONYM_NEG)) + r")",
    r"\b(?:Zimmer Biomet|Medtronic|Inogen One G5|Stryker|Boston Scientific)\b",
    r"\b\d{4} \| \d+ \| \d+/\d+",
    r"\b(?:norepinephrine|vasopressin|propofol) [\d.]+ \S+",
]


def test_non_phi_negatives_never_in_a_span(v3):
    hits = Counter()
    for d in docs_of(v3):
        mask = _mask(d)
        for i, pat in enumerate(NEGATIVE_PATTERNS):
            for m in re.finditer(pat, d["text"]):
                assert not any(mask[m.start() : m.end()]), (d["id"], m.group(), pat)
                hits[i] += 1
    assert all(hits[i] for i in range(len(NEGATIVE_PATTERNS))), [
        NEGATIVE_PATTERNS[i] for i in range(len(NEGATIVE_PATTERNS)) if not hits[i]
    ]


CRED_RE = re.compile(
    r"(?:,? (?:"
    + "|".join(map(re.escape, sorted(sections3.CREDS3, key=len, reverse=True)))
    + r")\b)+(?: \((?:ST|FY|CT|PGY-?)\d\))?"
)


def test_credentials_after_names_stay_outside(v3):
    n = 0
    for d in docs_of(v3):
        starts = {s["start"] for s in d["spans"]}
        for s in d["spans"]:
            if s["type"] == "DOCTOR" and (m := CRED_RE.match(d["text"], s["end"])):
                assert not any(s["end"] <= x < m.end() for x in starts), (d["id"], m.group())
                n += 1
    assert n > 100


def test_deterministic(source_dir, v3):  # noqa: F811
    assert generate_corpus_v3(source_dir, seed=5, copies=2) == v3
    other = generate_corpus_v3(source_dir, seed=6, copies=2)
    assert [d["text"] for d in other["train"]] != [d["text"] for d in v3["train"]]


def test_counts_report_and_cli(v3, source_dir, tmp_path):  # noqa: F811
    lines = corpus_counts(v3)
    assert any(ln.startswith("train v3: ") and "docs with new material" in ln for ln in lines)
    from deidq.cli import app

    r = CliRunner().invoke(
        app, ["synth", "--recipe", "v3", "--source-dir", str(source_dir), "--out", str(tmp_path / "v3"), "--limit", "6"]
    )
    assert r.exit_code == 0, r.output
    assert sorted(p.name for p in (tmp_path / "v3").iterdir()) == [
        "dev.jsonl",
        "holdout_ctakes.jsonl",
        "holdout_primock57.jsonl",
        "test.jsonl",
        "train.jsonl",
    ]
    assert "train v3:" in r.output
    r = CliRunner().invoke(
        app, ["synth", "--recipe", "v9", "--source-dir", str(source_dir), "--out", str(tmp_path / "x")]
    )
    assert r.exit_code == 2
