"""Synthetic corpus generator (deidq.synth): offsets, HIPAA coverage, determinism, leakage-free
splits, carrier names never left unlabelled, and the examples file."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path

import pytest

from deidq.synth import generate_corpus, group_key, harvest_names, make_note, split_of, validate_doc
from deidq.synth.corpus import load_carriers

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "sample_notes.jsonl"

# Every HIPAA Safe Harbor identifier type the generator must produce (no photos), plus extras.
HIPAA_TYPES = {
    "PATIENT", "DOCTOR", "FAMILY", "DATE", "AGE", "STREET", "CITY", "STATE", "ZIP", "HOSPITAL", "ORGANIZATION",
    "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "SSN", "MRN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE",
    "VEHICLE", "BIOID", "IDNUM", "PROFESSION", "COUNTRY", "USERNAME",
}  # fmt: skip

ACI_NOTE = """CHIEF COMPLAINT

Annual exam.

HISTORY OF PRESENT ILLNESS

Martha Collins is a 50-year-old female with a history of hypertension who presents for her annual exam. \
She was last seen on March 3, 2020 by Dr. Kumar. Her husband, Peter, drives her.

Ms. Collins reports she stopped smoking in 2015 and had surgery on 07/2007.

PLAN

Follow up with Dr. Kumar in 3 months. Use a walker at home.
"""
ACI_DIALOGUE = """[doctor] hi , martha . how are you ?
[patient] i'm okay , dr. kumar . my walker helps .
[doctor] martha is a 50-year-old female here for her annual exam .
[patient] my husband peter says hi .
[doctor] okay , ms. collins , let's look at your labs .
"""
MTS = [
    ("GENHX", "The patient is a 71-year-old female with a large goiter seen in Ohio."),
    ("FAM/SOCHX", "Lives with her husband. Retired. Mr. Brown, her neighbor, helps."),
    ("PASTMEDICALHX", "Asthma, hypertension."),
    ("CC", "Chest pain."),
    ("ALLERGY", "No known drug allergies."),
    ("MEDICATIONS", "Lisinopril 10 mg daily."),
]


@pytest.fixture(scope="module")
def source_dir(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("english_unlabelled")
    aci = []
    for i in range(1, 31):
        enc = f"D2N{i:03d}"
        aci.append({"id": f"aci-train-{enc}", "text": ACI_NOTE, "meta": {"kind": "note"}})
        aci.append({"id": f"aci-train-{enc}-dialogue", "text": ACI_DIALOGUE, "meta": {"kind": "dialogue"}})
    mts = []
    for i in range(120):
        sec, text = MTS[i % len(MTS)]
        mts.append({"id": f"mts-TrainingSet-{i}", "text": f"{text} Case {i}.", "meta": {"section": sec}})
    mts.append({"id": "mts-TestSet-dup", "text": "Chest pain. Case 3.", "meta": {"section": "CC"}})  # duplicate
    (d / "aci_bench.jsonl").write_text("".join(json.dumps(x) + "\n" for x in aci))
    (d / "mts_dialog.jsonl").write_text("".join(json.dumps(x) + "\n" for x in mts))
    return d


@pytest.fixture(scope="module")
def corpus(source_dir) -> dict[str, list[dict]]:
    return generate_corpus(source_dir, seed=7, copies=2)


def all_docs(corpus):
    return [d for split in corpus.values() for d in split]


def test_offsets_exact_and_labels_valid(corpus):
    docs = all_docs(corpus)
    assert docs
    for d in docs:
        assert validate_doc(d) == [], d["id"]
        for s in d["spans"]:
            assert d["text"][s["start"] : s["end"]] == s["text"]
            assert s["text"] == s["text"].strip() and s["text"]


def test_make_note_offsets_many_seeds():
    for seed in range(40):
        note = make_note(ACI_NOTE if seed % 2 else ACI_DIALOGUE, random.Random(seed))
        assert validate_doc(note) == []


def test_every_hipaa_type_appears(corpus):
    seen = Counter(s["type"] for d in all_docs(corpus) for s in d["spans"])
    assert set(seen) >= HIPAA_TYPES, HIPAA_TYPES - set(seen)
    assert any(s["type"] == "AGE" and s["text"].isdigit() and int(s["text"]) > 89
               for d in all_docs(corpus) for s in d["spans"])  # fmt: skip


def test_deterministic(source_dir, corpus):
    again = generate_corpus(source_dir, seed=7, copies=2)
    assert again == corpus
    other = generate_corpus(source_dir, seed=8, copies=2)
    assert other["train"][0]["text"] != corpus["train"][0]["text"]
    a = make_note(ACI_NOTE, random.Random(5))
    b = make_note(ACI_NOTE, random.Random(5))
    assert a == b


def test_splits_disjoint_by_carrier_and_group(source_dir, corpus):
    ids = {split: {cid for d in docs for cid in d["meta"]["carrier_ids"]} for split, docs in corpus.items()}
    assert not ids["train"] & ids["dev"] and not ids["train"] & ids["test"] and not ids["dev"] & ids["test"]
    # the same encounter (note + dialogue) never straddles two splits
    enc = {split: {re.search(r"D2N\d+", c).group() for c in cs if c.startswith("aci")} for split, cs in ids.items()}
    assert not enc["train"] & enc["dev"] and not enc["train"] & enc["test"] and not enc["dev"] & enc["test"]
    # no identical carrier text in two splits (duplicates are dropped, groups hash normalized text)
    carriers = {c.id: c for c in load_carriers(source_dir)}
    texts = {split: {carriers[c].text for c in cs} for split, cs in ids.items()}
    assert not texts["train"] & texts["test"] and not texts["train"] & texts["dev"] and not texts["dev"] & texts["test"]
    assert "mts-TestSet-dup" not in carriers
    # copies only in train
    assert all(d["meta"]["copy"] == 0 for d in corpus["dev"] + corpus["test"])
    assert {d["meta"]["copy"] for d in corpus["train"]} == {0, 1}


def test_split_keys():
    assert group_key("aci-train-D2N001", "x") == group_key("aci-train-D2N001-dialogue", "y") == "aci:D2N001"
    assert group_key("mts-a", "Chest  pain.") == group_key("mts-b", "chest pain")
    assert split_of("aci:D2N001") == split_of("aci:D2N001")
    counts = Counter(split_of(f"g{i}") for i in range(5000))
    assert 0.76 < counts["train"] / 5000 < 0.84 and 0.08 < counts["dev"] / 5000 < 0.12


def test_harvest_finds_carrier_names():
    names = harvest_names([ACI_NOTE, ACI_DIALOGUE])
    assert {"martha", "collins", "kumar", "peter"} <= set(names)
    assert names["kumar"][1] == "DOCTOR" and names["martha"][1] == "PATIENT"
    assert "walker" not in names and "annual" not in names


def _unlabelled_hits(doc: dict, words: set[str]) -> list[str]:
    covered = [(s["start"], s["end"]) for s in doc["spans"]]
    hits = []
    for w in words:
        for m in re.finditer(rf"(?<![\w'-]){re.escape(w)}(?![\w-])", doc["text"], re.IGNORECASE):
            if not any(s <= m.start() and m.end() <= e for s, e in covered):
                hits.append(w)
    return hits


def test_no_carrier_name_survives_unlabelled(corpus):
    names = {"martha", "collins", "kumar", "peter"}
    for d in all_docs(corpus):
        assert _unlabelled_hits(d, names) == [], d["id"]
    # and the carrier's dates/ages are labelled
    note = make_note(ACI_NOTE, random.Random(1))
    labelled = {s["text"] for s in note["spans"]}
    assert {"March 3, 2020", "2015", "07/2007"} <= labelled
    assert any(s["type"] == "AGE" for s in note["spans"])
    assert "walker" in note["text"]  # the device stays, unlabelled


@pytest.mark.skipif(not (ROOT.parent / "shared/data/english_unlabelled/aci_bench.jsonl").exists(),
                    reason="shared data not present")  # fmt: skip
def test_real_carrier_names_replaced():
    src = ROOT.parent / "shared/data/english_unlabelled"
    carriers = [c for c in load_carriers(src) if c.corpus == "aci"][:40]
    groups: dict[str, list] = {}
    for c in carriers:
        groups.setdefault(c.group, []).append(c)
    for g, cs in groups.items():
        names = harvest_names([c.text for c in cs])
        for i, c in enumerate(cs):
            note = make_note(c.text, random.Random(i), names=names)
            assert validate_doc(note) == []
            assert _unlabelled_hits(note, {n for n in names if len(n) > 3}) == [], g


def test_examples_file_validates():
    docs = [json.loads(line) for line in EXAMPLES.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(docs) >= 60
    by_patient: dict[str, list[dict]] = {}
    for d in docs:
        assert validate_doc(d) == [], d["id"]
        m = d["meta"]
        assert m["language"] == "en" and m["source"] == "synthetic" and re.fullmatch(r"P\d{4}", m["patient_id"])
        assert re.fullmatch(r"\d{4}-\d\d-\d\d", m["note_date"])
        by_patient.setdefault(m["patient_id"], []).append(d)
    assert len(by_patient) >= 20 and all(len(v) >= 3 for v in by_patient.values())
    assert sum("known_phi" in d["meta"] for d in docs) >= 3
    for notes in by_patient.values():  # the same patient identifiers across a patient's notes
        kps = [d["meta"]["known_phi"] for d in notes if "known_phi" in d["meta"]]
        assert all(k == kps[0] for k in kps)
        if kps:
            assert any(kps[0]["mrn"] in d["text"] for d in notes)
    types = Counter(s["type"] for d in docs for s in d["spans"])
    assert {"PATIENT", "DOCTOR", "DATE", "MRN", "PHONE", "STREET", "ZIP", "EMAIL"} <= set(types)
    assert min(len(d["text"]) for d in docs) > 300 and max(len(d["text"]) for d in docs) < 4500
