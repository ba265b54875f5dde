"""Metric correctness on hand-made cases."""

from __future__ import annotations

import pytest
from deidq.workers.core.document import Doc
from deidq.workers.core.spans import Span

from deidq.evaluation.metrics import evaluate, is_hipaa, tokens

TEXT = "Patient John Smith, 93 years, seen 2020-01-02 at Mercy Hospital. Call 555-1234."
#       0123456789012345678901234567890123456789012345678901234567890123456789012345678


def sp(text: str, frag: str, label: str, typ: str | None = None, source: str = "", nth: int = 0) -> Span:
    start = -1
    for _ in range(nth + 1):
        start = text.index(frag, start + 1)
    return Span(start, start + len(frag), label, typ or label, text=frag, source=source,
                 sources=(source,) if source else ())  # fmt: skip


def gold_doc() -> Doc:
    return Doc("d1", TEXT, [
        sp(TEXT, "John Smith", "NAME", "PATIENT"),
        sp(TEXT, "93", "AGE"),
        sp(TEXT, "2020-01-02", "DATE"),
        sp(TEXT, "Mercy Hospital", "LOCATION", "HOSPITAL"),
        sp(TEXT, "555-1234", "CONTACT", "PHONE"),
    ])  # fmt: skip


def test_tokens_split_letters_from_digits():
    assert [("AB12cd"[a:b]) for a, b in tokens("AB12cd")] == ["AB", "12", "cd"]
    assert [("José-María 3x"[a:b]) for a, b in tokens("José-María 3x")] == ["José", "María", "3", "x"]
    assert tokens("a_b") == [(0, 1), (2, 3)]


def test_perfect_prediction():
    g = gold_doc()
    res = evaluate([g], [Doc("d1", TEXT, list(g.spans))])
    for m in ("strict", "relaxed"):
        for lvl in ("label", "fine"):
            assert res["entity"][m][lvl]["micro"]["f1"] == 1.0
    assert res["token"]["recall"] == 1.0 and res["token"]["precision"] == 1.0
    assert res["errors"] == []


def test_strict_vs_relaxed_boundary_and_type():
    g = gold_doc()
    pred = [
        sp(TEXT, "John", "NAME", "PATIENT"),  # boundary: relaxed only
        sp(TEXT, "93", "AGE"),  # exact
        sp(TEXT, "2020-01-02", "ID", "MRN"),  # wrong type
        sp(TEXT, "Mercy Hospital", "LOCATION", "ORGANIZATION"),  # right label, wrong fine type
        sp(TEXT, "Call", "NAME", "PATIENT"),  # false alarm
    ]
    res = evaluate([g], [Doc("d1", TEXT, pred)])
    st, rl = res["entity"]["strict"]["label"], res["entity"]["relaxed"]["label"]
    # strict: AGE and LOCATION exact → 2 of 5 gold, 2 of 5 pred
    assert st["micro"]["tp_gold"] == 2 and st["micro"]["n_gold"] == 5 and st["micro"]["n_pred"] == 5
    assert st["micro"]["precision"] == pytest.approx(0.4) and st["micro"]["recall"] == pytest.approx(0.4)
    # relaxed: + John Smith (overlap, same label)
    assert rl["micro"]["tp_gold"] == 3 and rl["micro"]["tp_pred"] == 3
    assert rl["per_type"]["NAME"]["recall"] == 1.0 and rl["per_type"]["NAME"]["precision"] == 0.5
    assert rl["per_type"]["DATE"]["recall"] == 0.0 and rl["per_type"]["ID"]["precision"] == 0.0
    assert rl["per_type"]["CONTACT"]["recall"] == 0.0
    # fine: HOSPITAL vs ORGANIZATION no longer matches
    assert res["entity"]["strict"]["fine"]["micro"]["tp_gold"] == 1
    assert res["entity"]["strict"]["fine"]["per_type"]["HOSPITAL"]["recall"] == 0.0
    kinds = sorted(e["kind"] for e in res["errors"])
    assert kinds == ["false_alarm", "miss", "partial", "wrong_type"]
    miss = next(e for e in res["errors"] if e["kind"] == "miss")
    assert miss["text"] == "555-1234" and miss["left"].endswith("Call ") and miss["right"] == "."


def test_token_binary_is_label_blind():
    g = gold_doc()
    # every PHI covered but with wrong labels, plus one extra token "Patient"
    pred = [Span(s.start, s.end, "OTHER", "OTHER") for s in g.spans] + [sp(TEXT, "Patient", "NAME")]
    res = evaluate([g], [Doc("d1", TEXT, pred)])
    t = res["token"]
    # gold PHI tokens: John Smith 93 2020 01 02 Mercy Hospital 555 1234 = 10
    assert t["n_phi_tokens"] == 10 and t["tp"] == 10 and t["fn"] == 0 and t["fp"] == 1
    assert t["recall"] == 1.0 and t["precision"] == pytest.approx(10 / 11, abs=1e-3)
    assert res["entity"]["relaxed"]["label"]["micro"]["recall"] == 0.0
    # binary precision per predicted label: OTHER's 10 tokens are all PHI, NAME's one token ("Patient") is not
    assert t["precision_by_label"] == {"NAME": 0.0, "OTHER": 1.0}
    from deidq.evaluation.report import summary_markdown

    md = summary_markdown(res)
    assert "| OTHER | – | 100.0 |" in md and "| NAME | 100.0 | 0.0 |" in md


def test_token_partial_cover_and_recall_by_label():
    g = gold_doc()
    pred = [sp(TEXT, "Smi", "NAME"), sp(TEXT, "2020", "DATE")]
    res = evaluate([g], [Doc("d1", TEXT, pred)])
    t = res["token"]
    assert t["tp"] == 2 and t["fn"] == 8 and t["fp"] == 0
    assert t["recall_by_label"]["NAME"] == 0.5 and t["recall_by_label"]["DATE"] == pytest.approx(1 / 3, abs=1e-3)
    assert t["recall_by_label"]["CONTACT"] == 0.0


def test_hipaa_subset_and_age_over_89():
    g = gold_doc()
    assert is_hipaa(g.spans[1], TEXT)  # 93
    young = Span(0, 2, "AGE", "AGE")
    assert not is_hipaa(young, "45 years")
    assert not is_hipaa(Span(0, 7, "PROFESSION", "PROFESSION"), "plumber")
    res = evaluate([g], [Doc("d1", TEXT, [])])
    assert res["hipaa"]["n_gold"] == 5  # NAME, AGE 93, DATE, LOCATION, CONTACT
    res2 = evaluate([Doc("d", "45 years", [young])], [Doc("d", "45 years", [])])
    assert res2["hipaa"]["n_gold"] == 0 and res2["hipaa"]["token"]["recall"] == 1.0


def test_per_detector_contribution():
    g = gold_doc()
    kept = [
        sp(TEXT, "John Smith", "NAME", "PATIENT", source="model.en@1"),
        sp(TEXT, "2020-01-02", "DATE", source="rules.en.date@1"),
        sp(TEXT, "555-1234", "CONTACT", "PHONE", source="rules.en.phone@1"),
    ]
    res = evaluate([g], [Doc("d1", TEXT, kept)])
    det = res["detectors"]
    assert set(det) == {"model", "rules"}
    assert det["rules"]["relaxed"]["recall"] == pytest.approx(2 / 5)
    assert det["model"]["relaxed"]["recall"] == pytest.approx(1 / 5)
    assert det["model"]["unique_entities"] == 1 and det["rules"]["unique_entities"] == 2
    assert det["rules"]["ensemble_gain"]["relaxed_recall"] == pytest.approx(0.2)
    assert det["model"]["ensemble_gain"]["detected_entities"] == 2
    # with merge candidates: a lost span still counts for its role, trimmed leftovers do not
    all_spans = [*kept, Span(49, 63, "LOCATION", "HOSPITAL", source="model.en@1", sources=("model.en@1",),
                              decision="lost_conflict"),
                 Span(55, 63, "LOCATION", "HOSPITAL", source="rules.en@1", sources=("rules.en@1",),
                       decision="trimmed")]  # fmt: skip
    res2 = evaluate([g], [Doc("d1", TEXT, kept, all_spans=all_spans)])
    assert res2["detectors"]["model"]["relaxed"]["recall"] == pytest.approx(2 / 5)
    assert res2["detectors"]["rules"]["relaxed"]["recall"] == pytest.approx(2 / 5)
    assert res2["detectors_source"] == "merge candidates"


def test_confusion_matrix():
    g = gold_doc()
    pred = [sp(TEXT, "2020-01-02", "ID", "MRN"), sp(TEXT, "Call", "NAME")]
    c = evaluate([g], [Doc("d1", TEXT, pred)])["confusion"]
    m = {r: dict(zip(c["cols"], row, strict=True)) for r, row in zip(c["rows"], c["matrix"], strict=True)}
    assert m["DATE"]["ID"] == 1 and m["NAME"]["(missed)"] == 1 and m["(none)"]["NAME"] == 1


def test_missing_pred_doc_and_text_mismatch():
    g = gold_doc()
    res = evaluate([g], [])
    assert res["missing_pred_docs"] == 1 and res["token"]["recall"] == 0.0
    with pytest.raises(ValueError, match="differs"):
        evaluate([g], [Doc("d1", TEXT + " ", [])])


def test_discontinuous_fragments_in_token_metrics():
    text = "Dr. Ana and Dr. Ruiz"
    gold = [Span(4, 20, "NAME", "DOCTOR", fragments=((4, 7), (16, 20)))]
    res = evaluate([Doc("x", text, gold)], [Doc("x", text, [Span(4, 7, "NAME", "DOCTOR")])])
    assert res["token"]["n_phi_tokens"] == 2 and res["token"]["tp"] == 1
    assert res["token"]["fp"] == 0


def test_meddocan_crosswalk_for_fine_types():
    text = "Juan vive en Madrid"
    gold = [Span(0, 4, "NAME", "NOMBRE_SUJETO_ASISTENCIA"), Span(13, 19, "LOCATION", "TERRITORIO")]
    pred = [Span(0, 4, "NAME", "PATIENT"), Span(13, 19, "LOCATION", "CITY")]
    res = evaluate([Doc("m", text, gold)], [Doc("m", text, pred)])
    assert res["fine_crosswalk"] == "meddocan" and res["entity"]["strict"]["fine"]["micro"]["f1"] == 1.0
    res = evaluate([Doc("m", text, gold)], [Doc("m", text, pred)], fine_crosswalk=False)
    assert res["entity"]["strict"]["fine"]["micro"]["f1"] == 0.0


def test_figures_per_genre_and_per_source() -> None:
    from deidq.workers.core.document import Document
    from deidq.workers.core.spans import Span

    from deidq.evaluation.metrics import evaluate_groups

    def doc(i: str, genre: str, found: bool) -> tuple[Document, Document]:
        text = "Seen by Dr Ames today."
        gold = Document(i, text, [Span(11, 15, "NAME", "DOCTOR")], meta={"genre": genre, "source": "s1"})
        pred = Document(i, text, [Span(11, 15, "NAME", "DOCTOR", "r@1")] if found else [])
        return gold, pred

    pairs = [doc("1", "letter", True), doc("2", "letter", False), doc("3", "ed_note", True)]
    res = evaluate_groups([g for g, _ in pairs], [p for _, p in pairs])
    assert set(res) == {"genre", "source"}
    assert res["genre"]["letter"]["n_docs"] == 2 and res["genre"]["letter"]["token_recall"] == 0.5
    assert res["genre"]["ed_note"]["token_recall"] == 1.0 and res["genre"]["letter"]["phi_tokens_missed"] == 1
    assert res["source"]["s1"]["n_docs"] == 3
    assert evaluate_groups([g for g, _ in pairs], [p for _, p in pairs], keys=("site",)) == {}
