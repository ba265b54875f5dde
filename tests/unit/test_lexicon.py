"""The lexical features (``models/lexicon.py``) of specific tokens, from the English lists in the repo."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from deidq.models.lexicon import FEATURES, Lexicon

LISTS = "models/lexicons/en"


@pytest.fixture(scope="module")
def lex() -> Lexicon:
    return Lexicon(Path(__file__).resolve().parents[2] / LISTS)


@pytest.mark.parametrize(
    ("token", "has", "lacks"),
    [
        ("John", {"given_name", "common_band_1"}, {"drug", "clinical_measure"}),
        ("Kowalczyk", {"surname"}, {"given_name", "common_band_1", "common_band_2", "common_band_3", "common_band_4"}),
        ("Boston", {"place"}, {"clinical_abbreviation"}),
        ("Ohio", {"place"}, {"surname"}),
        ("Hgb", {"clinical_abbreviation", "clinical_measure"}, {"given_name", "place"}),
        ("HGB", {"clinical_abbreviation", "clinical_measure"}, set()),  # case-insensitive
        ("creatinine", {"clinical_measure"}, {"given_name"}),
        ("lisinopril", {"drug"}, {"given_name", "surname"}),
        ("Lisinopril", {"drug"}, set()),
        ("MD", {"title_credential"}, set()),
        ("Dr", {"title_credential"}, set()),
        ("March", {"calendar"}, set()),
        ("Tues", {"calendar"}, set()),
        ("the", {"common_band_1"}, {"clinical_abbreviation", "common_band_2"}),  # too common to be an abbreviation
        ("patient", {"common_band_2"}, {"common_band_1", "common_band_3"}),
        ("Xqzvwk", set(), set(FEATURES)),
        ("12", set(), set(FEATURES)),
    ],
)
def test_token_features(lex: Lexicon, token: str, has: set[str], lacks: set[str]):
    got = set(lex.features_of(token))
    assert has <= got, f"{token}: {sorted(got)}"
    assert not (lacks & got), f"{token}: {sorted(got)}"


def test_encode_is_a_padded_zero_one_tensor_with_one_band_at_most(lex: Lexicon):
    segs = [["Dr", "John", "Smith", "Hgb", "13.5"], ["seen"]]
    x = lex.encode(segs)
    assert x.shape == (2, 5, len(FEATURES)) and x.dtype == np.float32
    assert set(np.unique(x).tolist()) <= {0.0, 1.0}
    assert not x[1, 1:].any()  # padding
    bands = [i for i, f in enumerate(FEATURES) if f.startswith("common_band_")]
    assert (x[..., bands].sum(axis=2) <= 1).all()
    for i, tok in enumerate(segs[0]):
        assert [FEATURES[j] for j in np.flatnonzero(x[0, i])] == lex.features_of(tok)


@pytest.mark.parametrize(
    "features", [("given_name", "surname", "place"), ("drug",), ("common_band_1", "clinical_abbreviation"), FEATURES]
)
def test_words_with_are_the_words_whose_code_has_any_of_the_features(lex: Lexicon, features: tuple[str, ...]):
    mask = sum(1 << FEATURES.index(f) for f in features)
    want = {w for w, c in lex.codes.items() if c & mask}
    got = lex.words_with(*features)
    assert got == want and len(got) > 1000


def test_a_comment_line_in_a_list_is_no_word(tmp_path):
    import shutil

    src = tmp_path / "lists"
    shutil.copytree(Path(__file__).resolve().parents[2] / LISTS, src)
    drugs = src / "drugs.txt"
    drugs.write_text("# a comment\n\nzzqdrugzz\n" + drugs.read_text(encoding="utf-8"), encoding="utf-8")
    lex = Lexicon(src)
    assert "zzqdrugzz" in lex.words_with("drug")
    assert not any(w.startswith("#") for w in lex.words_with("drug")) and "" not in lex.codes


def test_lists_are_checked_against_the_recorded_checksums(lex: Lexicon, tmp_path):
    import shutil

    for f in Lexicon.files():
        shutil.copyfile(lex.dir / f, tmp_path / f"lex_{f}")
    spec = {**Lexicon.default_spec(lex.dir), "prefix": "lex_"}
    assert Lexicon(tmp_path, spec).features_of("John") == lex.features_of("John")
    with (tmp_path / "lex_drugs.txt").open("a", encoding="utf-8") as fh:
        fh.write("john\n")
    with pytest.raises(ValueError, match="sha256"):
        Lexicon(tmp_path, spec)
    with pytest.raises(ValueError, match="feature set"):
        Lexicon(lex.dir, {**Lexicon.default_spec(lex.dir), "names": ["given_name"]})
