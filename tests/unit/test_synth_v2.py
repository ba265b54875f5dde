# ruff: noqa: E501  (fixture lines and regular expressions read best unwrapped)
"""Recipe v2 (``deidq synth --recipe v2``): offsets and guideline labels, every fine type, each PHI surface
form family, hard negatives, determinism, leakage-free splits and source hold-outs, meta, fictional
C-CDA/cTAKES names replaced, the name pools and the CLI. Runs on small fixture carriers of all six sources
(plus the real shared files, limited, when present)."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deidq.synth.corpus import validate_doc
from deidq.synth.recipe2 import corpus_counts, generate_corpus_v2

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared/data/english_unlabelled"

GUIDELINE_TYPES = {
    "PATIENT", "DOCTOR", "FAMILY", "USERNAME", "AGE", "DATE", "STREET", "CITY", "STATE", "ZIP", "COUNTRY",
    "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE",
    "VEHICLE", "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "PROFESSION",
}  # fmt: skip
# fictional people of the C-CDA and cTAKES carriers (fixture copies of real lines)
FICTIONAL = ["Henry Seven", "Penny Puffer", "Nancy Nightingale", "Neid", "Indira", "Johnny Cash", "Cash, Johnny",
             "Sleips", "Nephra", "Dan Testing", "Julie Tester", "Everywoman", "Billy Johnson"]  # fmt: skip
CCDA = [
    "Resuscitation status  Do not resuscitate  Dr. Patricia Primary, Feb 19, 2011  Advance directive",
    "Proventil 0.09 MG/ACTUAT inhalant solution  2 puffs q6 hours PRN wheezing  Jan 3, 2013   Active  Asthma  Penny Puffer, MD",
    "Hand-off Communication: Nurse Florence, RN to Nancy Nightingale, RN",
    "Immunization: Influenza virus vaccine, IM  November 15, 2013  Dr. Henry Seven",
    "Dear Dr. Henry Leven: Thank you for referring Ms. Everywoman for evaluation. She is a 40-year-old woman.",
    "Pulmonary function tests, Dr. Penny Puffer, Tel: 555-555-1049, 1047 Healthcare Drive, Portland, OR 97005",
]  # fmt: skip
CTAKES = [
    "Patient Name:   Neid, Indira\nProvider:       Liszt Prahseseur Memorial\n\nText: This is a 50 year old female seen on 1/28/09.\n\nSignature:      Sleips I., Nephra\nAttending:      Cash, Johnny",
    "Clinic Number: 3-303-925\nPatient Name: Dan Testing\nAge: 55 Y\nBirthdate: 23-Jun-1958  Sex: F\n\nProvider: Johnny Cash, MD  Pager: 4-$$$$\n\nThe patient is a 55-year-old man referred by Dr. Good.",
    "Billy Johnson is presenting signs of a shark bite.\n\nThe patient was released to go home.",
    "Referral from: Julie Tester, RD, LD, CNSD\nPhone contact: (555) 555-1212\nDate of current weight: 02-29-2001",
]  # fmt: skip


def _write(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


@pytest.fixture(scope="module")
def source_dir(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("english_unlabelled")
    aci = []
    for i in range(1, 25):
        note = (f"HISTORY\n\nMartha Collins is a 50-year-old female seen on March 3, 2020 by Dr. Kumar (case {i}).\n\n"
                "PLAN\n\nFollow up in 3 months. Works as an accountant.\n")  # fmt: skip
        aci.append({"id": f"aci-train-D2N{i:03d}", "text": note, "meta": {"kind": "note"}})
        aci.append({"id": f"aci-train-D2N{i:03d}-dialogue", "text": f"[doctor] hi , martha . case {i} ?\n[patient] fine , dr. kumar .\n",
                    "meta": {"kind": "dialogue"}})  # fmt: skip
    mts = [{"id": f"mts-{i}", "text": f"The patient is a 71-year-old female with asthma, case {i}.", "meta": {"section": "GENHX"}}
           for i in range(40)]  # fmt: skip
    ccda = [{"id": f"hl7ccda-{i:04d}", "text": f"{CCDA[i % len(CCDA)]}\nSection {i}.",
             "meta": {"genre": "plan", "kind": "note-section" if i % 3 else "note", "path": f"Ex/{i}#0"}} for i in range(30)]  # fmt: skip
    zmek = [{"id": f"zmek-ae-{i:04d}", "text": f"Chief Complaint:\n  The patient, a 65-84-year-old individual, case {i}.\n\n  Plan:\n  Mr./Ms. X to be admitted. Dr. [Name] saw them on [Date], BP [BP].\n",
             "meta": {"genre": "ed_admission"}} for i in range(20)]  # fmt: skip
    primock = [{"id": f"primock57-c{i:02d}", "text": f"3/7 hx of cough. SH: works as a teacher. Back from Yosemite, case {i}.\n\nPlan: review 2/52.",
                "meta": {"genre": "gp_consultation"}} for i in range(12)]  # fmt: skip
    ctakes = [
        {"id": f"ctakes-{i:02d}", "text": f"{CTAKES[i % len(CTAKES)]}\n\nCase {i}.", "meta": {"genre": "progress"}}
        for i in range(8)
    ]
    for name, rows in (("aci_bench", aci), ("mts_dialog", mts), ("hl7_ccda_examples", ccda),
                       ("zmek_ae_admission_notes", zmek), ("primock57_notes", primock), ("ctakes_example_notes", ctakes)):  # fmt: skip
        _write(d / f"{name}.jsonl", rows)
    (d / "clinical_abbreviations.txt").write_text("# header\nBUN\tblood urea nitrogen\tV\nSpO2\toxygen saturation\tV\n"
                                                  "PA\tposteroanterior\tV\nMD\tmedical doctor\tV\n", encoding="utf-8")  # fmt: skip
    return d


@pytest.fixture(scope="module")
def corpus(source_dir) -> dict[str, list[dict]]:
    return generate_corpus_v2(source_dir, seed=5, copies=2)


@pytest.fixture(scope="module")
def big(source_dir) -> dict[str, list[dict]]:
    """More train copies, so that each rarer surface form occurs whatever the seed."""
    return generate_corpus_v2(source_dir, seed=5, copies=8)


def docs_of(corpus: dict[str, list[dict]]) -> list[dict]:
    return [d for docs in corpus.values() for d in docs]


def spans_of(corpus: dict[str, list[dict]]) -> list[tuple[dict, dict]]:
    return [(d, s) for d in docs_of(corpus) for s in d["spans"]]


def test_offsets_exact_no_overlap_no_edge_punctuation(corpus):
    assert docs_of(corpus)
    for d in docs_of(corpus):
        assert validate_doc(d) == [], d["id"]
        for s in d["spans"]:
            assert d["text"][s["start"] : s["end"]] == s["text"] == s["text"].strip() != ""
            bad_start = ",;:)[]\"'" + ("" if s["type"] in ("PHONE", "FAX") else "(")  # (617) 555-0182 keeps its bracket
            assert s["text"][0] not in bad_start and s["text"][-1] not in ',;:(["', s["text"]


def test_every_guideline_type_present(corpus):
    seen = Counter(s["type"] for _d, s in spans_of(corpus))
    assert set(seen) >= GUIDELINE_TYPES, GUIDELINE_TYPES - set(seen)
    assert set(seen) <= GUIDELINE_TYPES  # nothing outside the guideline's fine types


def test_titles_credentials_and_times_stay_outside(corpus):
    for _d, s in spans_of(corpus):
        if s["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
            assert not re.match(r"(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s", s["text"]), s["text"]
            assert not re.search(r",?\s(?:MD|M\.D\.|RN|DO|NP|PA-C|MBBS|FRCS)$", s["text"]), s["text"]
        if s["type"] == "DATE":
            assert not re.search(r"\d{1,2}:\d\d", s["text"]), s["text"]
        if s["type"] == "AGE":
            assert re.fullmatch(r"\d{1,3}|[a-z]+(?:[- ][a-z]+)*", s["text"]), s["text"]


def _has(corpus, typ: str, span_re: str, before: str = "", after: str = "") -> bool:
    for d, s in spans_of(corpus):
        if s["type"] != typ or not re.fullmatch(span_re, s["text"]):
            continue
        t = d["text"]
        if re.search(before + r"$", t[max(0, s["start"] - 40) : s["start"]]) and re.match(
            after, t[s["end"] : s["end"] + 40]
        ):
            return True
    return False


@pytest.mark.parametrize(
    ("family", "typ", "span_re", "before", "after"),
    [
        ("weekday + partial date", "DATE", r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w* \d{1,2}/\d{1,2}", "", ""),
        ("date range, two spans", "DATE", r"\d{1,2}/\d{1,2}", r"\d{1,2}/\d{1,2}(?:-| - | to |–)", ""),
        ("date after a test name", "DATE", r"\d{1,2}/\d{1,2}", r"(?:echo|Echo|TTE|CXR|EGD|cath|US|EEG|PFTs) ", ":"),
        (
            "holiday",
            "DATE",
            r"Christmas|Thanksgiving|Easter|Boxing Day|Labor Day|Halloween|.*Day|the 4th of July|Good Friday",
            "",
            "",
        ),
        ("age yo", "AGE", r"\d+", "", r" ?yo "),
        ("age sex letter", "AGE", r"\d+", "", r" ?[FM]\b"),
        ("age at death", "AGE", r"\d+", r"died of [\w ]+ at ", ""),
        ("care site without 'Hospital'", "HOSPITAL", r"(?!.*Hospital).+", "", ""),
        ("employer", "ORGANIZATION", r".+", r"(?:Works at|Employed by|Works for|Employer:) ", ""),
        ("profession in narrative", "PROFESSION", r".+", r"(?:[Ww]orks as an?|Retired|Former) ", ""),
        ("staff without title", "DOCTOR", r".+", r"(?:nurse|Nurse|RN|Physio|Pharmacist|Scribed by|Scribe:) ", ""),
        ("dictation initials", "DOCTOR", r"[A-Za-z]{2,3}", "", r"/[a-z]{2,3}\n"),
        (
            "relative with name",
            "FAMILY",
            r".+",
            r"(?:her|his) (?:wife|husband|daughter|son|sister|brother|mother|partner) ",
            "",
        ),
        (
            "patient by first name",
            "PATIENT",
            r"[A-Z][\w'-]+",
            r"(?:^|\s|Per )",
            r"(?: (?:reports|says|tells me|states)|'s|,)",
        ),
        ("given name + initial", "PATIENT", r"\S+ [A-Z]\.", "", ""),
        ("doctor given name + initial", "DOCTOR", r"\S+ [A-Z]\.", r"Dr\.? ", ""),
        ("UK title without full stop", "PATIENT", r".+", r"\b(?:Mr|Mrs|Ms) ", ""),
        ("UK title + initials", "PATIENT", r"(?:[A-Z]\.){1,2} ?\S+", r"\b(?:Mr|Mrs|Ms|Miss) ", ""),
        ("patient initials", "PATIENT", r"(?:[A-Z]\.?){2,3}", "", ""),
        ("room", "LOCATION_OTHER", r"\w+", r"(?:Room|Rm|Rm\.|room|rm) ", ""),
        ("bed", "LOCATION_OTHER", r"\w+", r"(?:[Bb]ed|Bay) ", ""),
        ("pager", "PHONE", r"[\d-]+", r"(?:Pager|Pgr|Bleep|pager #|Beeper|bleep|pager) ", ""),
        ("username", "USERNAME", r"\S+", r"(?:user|User ID:|Entered by|Logged by|Last edited by|Signed by user) ", ""),
        ("UK postcode", "ZIP", r"[A-Z]{1,2}\d{1,2}[A-Z]? \d[A-Z]{2}", "", ""),
        ("county", "CITY", r".+(?:County|shire|Kent|Essex|Surrey|Devon|Cornwall)", "", ""),
    ],
)
def test_surface_form_families(big, family, typ, span_re, before, after):
    assert _has(big, typ, span_re, before, after), family


def test_hard_negatives_in_plain_text(corpus):
    """Lab/vital abbreviations, drugs, credentials after names, ICD-10 codes and units occur unlabelled."""
    plain = Counter()
    for d in docs_of(corpus):
        mask = [False] * len(d["text"])
        for s in d["spans"]:
            mask[s["start"] : s["end"]] = [True] * (s["end"] - s["start"])
        for tok in ("BUN", "HCO3", "Hgb", "SpO2", "HR", "RR", "Na", "K", "Plt", "mg", "mmol/L", "MD", "RN", "PA", "BID",
                    "metoprolol", "Parkinson's", "GCS", "ICU", "ED"):  # fmt: skip
            for m in re.finditer(rf"(?<![\w/]){re.escape(tok)}(?![\w])", d["text"]):
                # MD/PA are also states, K and Na initials or given names: only the others may never be in a span
                assert not mask[m.start()] or tok in ("MD", "PA", "K", "Na"), (d["id"], tok)
                plain[tok] += not mask[m.start()]
        plain["icd10"] += len(re.findall(r"\((?:ICD-?10:? )?[A-Z]\d\d(?:\.\d+)?\)", d["text"]))
    assert sum(plain.values()) > 300  # ~60 small fixture notes; the full corpus has tens of thousands
    assert all(plain[t] > 0 for t in ("BUN", "SpO2", "MD", "RN", "icd10", "mg")), plain
    # a credential right after a clinician's name, outside the span
    assert _has(corpus, "DOCTOR", r".+", "", r",? (?:MD|M\.D\.|RN|DO|NP|PA-C|MBBS|MRCP|FRCS)\b")


def test_deterministic(source_dir, corpus):
    assert generate_corpus_v2(source_dir, seed=5, copies=2) == corpus
    other = generate_corpus_v2(source_dir, seed=6, copies=2)
    assert [d["text"] for d in other["train"]] != [d["text"] for d in corpus["train"]]


def test_splits_and_holdouts(corpus):
    assert set(corpus) == {"train", "dev", "test", "holdout_primock57", "holdout_ctakes"}
    ids = {k: {c for d in v for c in d["meta"]["carrier_ids"]} for k, v in corpus.items()}
    keys = list(ids)
    for i, a in enumerate(keys):
        for b in keys[i + 1 :]:
            assert not ids[a] & ids[b] or {a, b} == {"train"}, (a, b)
    main = [d for k in ("train", "dev", "test") for d in corpus[k]]
    assert not {d["meta"]["source"] for d in main} & {"primock57", "ctakes"}
    assert {d["meta"]["source"] for d in corpus["holdout_primock57"]} == {"primock57"}
    assert {d["meta"]["source"] for d in corpus["holdout_ctakes"]} == {"ctakes"}
    # an ACI encounter (note + dialogue) never straddles splits
    enc = {k: {re.search(r"D2N\d+", c).group() for c in v if c.startswith("aci")} for k, v in ids.items()}
    assert not enc["train"] & enc["dev"] and not enc["train"] & enc["test"] and not enc["dev"] & enc["test"]
    assert {d["meta"]["copy"] for d in corpus["train"]} == {0, 1}
    assert all(d["meta"]["copy"] == 0 for k in keys if k != "train" for d in corpus[k])


def test_meta_on_every_note(corpus):
    licences = {"aci_bench": "CC-BY-4.0", "mts_dialog": "CC-BY-4.0", "hl7_ccda": "CC0-1.0", "zmek_ae": "MIT",
                "primock57": "CC-BY-4.0", "ctakes": "Apache-2.0"}  # fmt: skip
    for split, docs in corpus.items():
        for d in docs:
            m = d["meta"]
            assert m["recipe"] == "v2" and m["split"] == split and m["genre"] and m["language"] == "en"
            assert m["licence"] == licences[m["source"]] and "Census" in m["attribution"]
    assert {d["meta"]["source"] for d in docs_of(corpus)} == set(licences)


def test_carrier_ranges_cover_the_carrier_text(corpus, source_dir):
    """meta.carrier_ranges marks carrier text (without headers and insertions): a hold-out can be scored on it."""
    for d in corpus["holdout_primock57"]:
        rngs = d["meta"]["carrier_ranges"]
        assert rngs and all(0 <= a < b <= len(d["text"]) for a, b in rngs)
        assert all(rngs[i][1] < rngs[i + 1][0] for i in range(len(rngs) - 1))  # sorted, disjoint, not adjacent
        inside = "".join(d["text"][a:b] for a, b in rngs)
        assert "3/7 hx of cough" in inside and "Plan: review 2/52" in inside
        assert "Yosemite" in inside  # the carrier's own PHI stays in its ranges (labelled)
        outside = "".join(
            d["text"][b:a] for (_, b), (a, _) in zip([(0, 0), *rngs], [*rngs, (len(d["text"]), 0)], strict=True)
        )
        assert "3/7 hx" not in outside and len(outside) > 0


def _plain(d: dict) -> str:
    t = list(d["text"])
    for s in d["spans"]:
        t[s["start"] : s["end"]] = ["\0"] * (s["end"] - s["start"])
    return "".join(t)


def test_fictional_ccda_ctakes_people_replaced(corpus):
    docs = [d for d in docs_of(corpus) if d["meta"]["source"] in ("hl7_ccda", "ctakes")]
    assert len(docs) > 10
    for d in docs:
        for name in FICTIONAL:
            assert name not in d["text"], (d["id"], name)  # replaced, not merely labelled
        plain = _plain(d)
        assert "Liszt Prahseseur" not in plain and "555-555-1049" not in plain and "1047 Healthcare Drive" not in plain
    zmek = [d for d in docs_of(corpus) if d["meta"]["source"] == "zmek_ae"]
    assert zmek and not any(re.search(r"Mr\./Ms\.|65-84-year-old|\[(?:Name|Date|BP)\]", d["text"]) for d in zmek)
    assert all(re.search(r"\bM(?:r|s|rs)\.? [^\n]+ to be admitted", d["text"]) for d in zmek)


@pytest.mark.skipif(not (SHARED / "ctakes_example_notes.jsonl").exists(), reason="shared data not present")
def test_real_ccda_ctakes_names_never_left():
    corpus = generate_corpus_v2(SHARED, seed=3, limit=60)
    docs = [d for d in docs_of(corpus) if d["meta"]["source"] in ("hl7_ccda", "ctakes")]
    assert len(docs) > 20
    for d in docs:
        assert validate_doc(d) == []
        for name in [*FICTIONAL, "Patricia Primary", "Amanda Assigned", "Fleming, Barry", "Lucas Valieri"]:
            assert name not in d["text"], (d["id"], name)
    assert {d["meta"]["source"] for d in docs_of(corpus)} == {"aci_bench", "mts_dialog", "hl7_ccda", "zmek_ae",
                                                               "primock57", "ctakes"}  # fmt: skip


def test_name_pools_large_and_varied():
    from deidq.synth import pools

    names, _w = pools.census("surnames")
    assert len(names) == 20000 and names[0] == "Smith"
    assert len(pools.census("given_female")[0]) > 4000 and len(pools.census("given_male")[0]) > 1000
    rng = random.Random(1)
    people = [pools.person(rng) for _ in range(600)]
    assert len({p.last for p in people}) > 450
    assert {p.locale for p in people} >= {"census", "en_GB", "en_IN", "es_MX"}
    assert len({pools.care_site(rng) for _ in range(200)}) > 150
    assert sum("Hospital" in pools.care_site(rng) for _ in range(400)) < 100
    assert re.fullmatch(r"[A-Z]{1,2}\d{1,2}[A-Z]? \d[A-Z]{2}", pools.uk_postcode(rng))


def test_phrase_families_are_many():
    from deidq.synth import phrases
    from deidq.synth.note2 import ALT_RE

    def variants(t: str) -> int:
        n = 1
        for m in ALT_RE.finditer(t):
            n *= len(m.group(1).split("|"))
        return n

    lines = [t for fam in phrases.FAMILIES.values() for t in fam] + phrases.NEGATIVE
    assert len(lines) > 120 and sum(variants(t) for t in lines) > 1000


def test_counts_report(corpus):
    lines = corpus_counts(corpus)
    assert lines[0].startswith("train: ") and any("types: " in ln and "PATIENT" in ln for ln in lines)


def test_cli_v2_and_default_v1(source_dir, tmp_path):
    from deidq.cli import app

    r = CliRunner().invoke(app, ["synth", "--recipe", "v2", "--source-dir", str(source_dir), "--out",
                                 str(tmp_path / "v2"), "--limit", "6", "--holdout", "ctakes"])  # fmt: skip
    assert r.exit_code == 0, r.output
    assert sorted(p.name for p in (tmp_path / "v2").iterdir()) == ["dev.jsonl", "holdout_ctakes.jsonl", "test.jsonl",
                                                                   "train.jsonl"]  # fmt: skip
    assert "holdout_ctakes:" in r.output and "types:" in r.output
    r = CliRunner().invoke(app, ["synth", "--recipe", "v2", "--source-dir", str(source_dir), "--out",
                                 str(tmp_path / "bad"), "--holdout", "nope"])  # fmt: skip
    assert r.exit_code == 2
    r = CliRunner().invoke(app, ["synth", "--source-dir", str(source_dir), "--out", str(tmp_path / "v1"), "-q"])
    assert r.exit_code == 0, r.output
    assert sorted(p.name for p in (tmp_path / "v1").iterdir()) == ["dev.jsonl", "test.jsonl", "train.jsonl"]
    first = json.loads((tmp_path / "v1" / "train.jsonl").read_text().splitlines()[0])
    assert first["meta"]["source"] == "synthetic" and "recipe" not in first["meta"]


def test_carrier_heuristics_beyond_v1():
    """v2 finds names v1 skips (surnames that are common words), dialogue MRNs and city + state."""
    from deidq.synth.carrier import harvest_names
    from deidq.synth.carriers2 import carrier_hits, extend_names

    texts = ["Michelle King is a 35 y.o. female. Her brother Matthew Hill drove.\n",
             "[doctor] michelle king , mrnq27631 . are you mrs. king ?\n[patient] i moved from Fayetteville, Arkansas ."]  # fmt: skip
    v1 = harvest_names(texts)
    names = extend_names(texts, v1)
    assert "michelle" not in v1 and names["michelle"][0] == "first"
    assert names["matthew"] == ("first", "FAMILY") and names["hill"][0] == "last"
    hits = carrier_hits("aci_bench", texts[1], names)
    got = {texts[1][h.start : h.end] for h in hits}
    assert {"michelle", "king", "q27631", "Fayetteville", "Arkansas"} <= got
    day = "[patient] it was saturday morning , and vitamin D on Sundays ."
    got = {day[h.start : h.end] for h in carrier_hits("aci_bench", day, {})}
    assert "saturday" in got and "Sundays" not in got and "Sunday" not in got
    one = "Seen Saturday, March 3, 2020 at noon."
    assert {one[h.start : h.end] for h in carrier_hits("aci_bench", one, {})} == {"Saturday, March 3, 2020"}
    plain = "Use a walker. Seen at Dallas clinic."
    assert not carrier_hits("aci_bench", plain, extend_names([plain], harvest_names([plain])))


def test_header_age_follows_the_carrier():
    from deidq.synth.carriers2 import patient_age

    rng = random.Random(0)
    assert patient_age("Michelle King is a 35 y.o. female who presents", rng) == 35
    assert 65 <= patient_age("The patient, a 65-84-year-old individual, arrived", rng) <= 84
    assert patient_age("Follow up in 3 months.", rng) is None


def test_zmek_band_and_header_agree(corpus):
    for d in (d for d in docs_of(corpus) if d["meta"]["source"] == "zmek_ae"):
        ages = [int(s["text"]) for s in d["spans"] if s["type"] == "AGE" and s["text"].isdigit()]
        band = [a for a in ages if 65 <= a <= 84]
        assert band, d["id"]  # the band became one concrete age …
        m = re.search(r"\nPatient: [^\n]*Age: (\d+)", d["text"])
        if m:  # … the one the header states
            assert int(m.group(1)) in band, d["id"]
