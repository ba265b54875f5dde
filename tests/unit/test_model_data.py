"""Training data helpers (torch-free): BIOES tagging and mention-replacement augmentation."""

from __future__ import annotations

from collections import Counter

from deidq.models.bilstm_crf.data import Doc, _shape, augment_docs, build_corpus, gold_span, tag_tokens
from deidq.models.tokenizer import tokenize
from hypothesis import given, settings
from hypothesis import strategies as st

DOCS = [
    Doc("a", "Paciente Juan Pérez, 70 años. Vive en 28001 Madrid.",
        [gold_span(9, 19, "NOMBRE"), gold_span(21, 28, "EDAD"), gold_span(38, 43, "TERRITORIO"),
         gold_span(44, 50, "TERRITORIO")]),
    Doc("b", "Remitido por Ana Ruiz. Hospital: 46010 Valencia, 33 años.",
        [gold_span(13, 21, "NOMBRE"), gold_span(33, 38, "TERRITORIO"), gold_span(39, 47, "TERRITORIO"),
         gold_span(49, 56, "EDAD")]),
    Doc("c", "Sin datos.", []),
]  # fmt: skip


def _triples(doc: Doc) -> list[tuple[int, int, str]]:
    return [(sp.start, sp.end, sp.type) for sp in doc.spans]


def _gaps(doc: Doc) -> list[str]:
    edges = [0, *[x for sp in doc.spans for x in (sp.start, sp.end)], len(doc.text)]
    return [doc.text[edges[i] : edges[i + 1]] for i in range(0, len(edges), 2)]


def test_augmented_copies_keep_context_and_swap_same_type_same_shape_mentions():
    out = augment_docs(DOCS, copies=3, seed=1, p=1.0)
    assert len(out) == 3 * len(DOCS)
    assert [d.id for d in out[:3]] == ["a#aug0", "b#aug0", "c#aug0"]
    surfaces = {(sp.type, d.text[sp.start : sp.end]) for d in DOCS for sp in d.spans}
    swapped = 0
    for d, orig in zip(out, DOCS * 3, strict=True):
        assert [sp.type for sp in d.spans] == [sp.type for sp in orig.spans]
        for (s, e, t), (s0, e0, _) in zip(_triples(d), _triples(orig), strict=True):
            assert (t, d.text[s:e]) in surfaces  # a real mention of that type
            assert _shape(d.text[s:e]) == _shape(orig.text[s0:e0])  # postal code for postal code
            swapped += d.text[s:e] != orig.text[s0:e0]
        assert _gaps(d) == _gaps(orig)  # the text between mentions is untouched
    assert swapped > 0
    assert out[2].text == "Sin datos." and out[2].spans == []


def test_augmentation_is_seeded_and_p0_is_identity():
    a = augment_docs(DOCS, copies=2, seed=5)
    b = augment_docs(DOCS, copies=2, seed=5)
    assert [(d.text, d.spans) for d in a] == [(d.text, d.spans) for d in b]
    same = augment_docs(DOCS, copies=1, seed=5, p=0.0)
    assert [(d.text, d.spans) for d in same] == [(d.text, d.spans) for d in DOCS]


@settings(max_examples=50, deadline=None)
@given(st.integers(min_value=0, max_value=10_000))
def test_augmented_spans_stay_on_token_edges(seed):
    """Swapped mentions still start and end on token edges, so BIOES tags cover them exactly."""
    for d in augment_docs(DOCS, copies=1, seed=seed, p=0.9):
        toks = tokenize(d.text)
        starts, ends = {t.start for t in toks}, {t.end for t in toks}
        assert all(s in starts and e in ends for s, e, _ in _triples(d))
        corpus = build_corpus([d], max_len=150)
        tags = Counter(tag[0] for ex in corpus.examples for tag in ex.tags)
        assert tags["B"] + tags["S"] == len(d.spans)


def test_tag_tokens_bioes():
    toks = tokenize("Juan Pérez vive en Madrid")
    assert tag_tokens(toks, [gold_span(0, 10, "N"), gold_span(19, 25, "T")]) == ["B-N", "E-N", "O", "O", "S-T"]
