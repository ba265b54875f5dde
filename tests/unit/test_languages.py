"""Language records (workers/languages/<code>/): complete, the only place that knows a language, and a clear error
for a language without one."""

from __future__ import annotations

import ast
import importlib
import re
import string
from pathlib import Path

import pytest
from deidq.workers.core.labels import FINE_TYPES, MEDDOCAN_TYPES
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.languages import (
    HOW_TO_ADD,
    Language,
    UnknownLanguage,
    all_languages,
    get_language,
    language_codes,
    normalise_code,
)
from deidq.workers.merge.ensemble import MergePolicy
from deidq.workers.merge.policy_env import merge_policy_for
from deidq.workers.registry import DetectorUnavailable, build_detector
from deidq.workers.rules.packs import available_packs, supported_languages
from deidq.workers.surrogates import dates as D
from deidq.workers.surrogates.surrogator import Surrogator

REPO = Path(__file__).resolve().parents[2]
LANG_DIR = REPO / "workers" / "languages"
KNOWN_TYPES = set(FINE_TYPES) | set(MEDDOCAN_TYPES)
FOLDERS = sorted(p.name for p in LANG_DIR.iterdir() if (p / "__init__.py").is_file())


def test_every_language_folder_is_registered_in_code_order() -> None:
    assert FOLDERS == ["en", "es"]
    assert language_codes() == tuple(FOLDERS)
    assert supported_languages() == FOLDERS  # every language has rule packs where its record says


@pytest.mark.parametrize("code", FOLDERS)
def test_each_folder_yields_a_complete_record(code: str) -> None:
    rec = get_language(code)
    assert isinstance(rec, Language) and rec.code == code and rec.name
    assert rec.date_order in ("month-first", "day-first")
    cal = rec.calendar
    assert (len(cal.months), len(cal.months_abbr), len(cal.weekdays), len(cal.weekdays_abbr)) == (12, 12, 7, 7)
    assert all(n == n.lower() and n for n in (*cal.months, *cal.months_abbr, *cal.weekdays, *cal.weekdays_abbr))
    assert cal.connectors and cal.ordinal_suffixes
    assert all(1 <= m <= 12 for m in cal.month_aliases.values())
    assert cal.kept_month_spellings <= set(cal.month_aliases)
    assert set(rec.also_parse_months_of) <= set(FOLDERS) - {code}
    # data folders the record names exist and hold what the rules read
    rules = rec.rules
    assert (rules.data_dir / "name_stop.txt").is_file() and (rules.data_dir / "place_stop.txt").is_file()
    assert available_packs(code) == sorted(rules.packs_dir.glob("*.toml")) != []
    assert (rec.model_dir / "manifest.json").is_file()
    assert set(rules.gazetteer_types) == {"city", "state", "country", "profession"}
    assert {"name", "id", "date", "phone"} <= set(rules.known_phi_types)
    types = {*rules.gazetteer_types.values(), *rules.known_phi_types.values(), rules.given_name_type,
             rules.default_name_type}  # fmt: skip
    assert types <= KNOWN_TYPES
    assert rules.titles and rules.eponym_before and rules.name_particles
    # surrogates: pools load, templates only use the fields the surrogator fills
    sur = rec.surrogates
    for provider in ("person", "address", "job"):
        importlib.import_module(f"faker.providers.{provider}.{sur.faker_locale}")
    fields = {"city", "saint", "first", "last", "last2"}
    for t in (*sur.hospital_templates, *sur.centre_templates, *sur.org_templates):
        assert {f for _, f, _, _ in string.Formatter().parse(t) if f} <= fields, t
    assert {f for _, f, _, _ in string.Formatter().parse(sur.street_format) if f} == {"type", "name", "number"}
    assert sur.saints and sur.street_types and sur.handle_words and sur.country_code.isupper()
    assert re.fullmatch(r"\[\w+\]", sur.other_placeholder) and re.fullmatch(r"\[\w+\]", sur.sex_placeholder)
    re.compile(sur.phone_trunk_prefix)
    merge_types = {t.partition(":")[2] for t in rec.merge.trusted_types} | set(rec.merge.final_stop_types)
    assert merge_types <= KNOWN_TYPES


def test_the_records_hold_the_language_differences() -> None:
    en, es = get_language("en"), get_language("es")
    assert (en.day_first, es.day_first) == (False, True)
    assert (en.surrogates.other_placeholder, es.surrogates.other_placeholder) == ("[OTHER]", "[OTRO]")
    assert (en.surrogates.sex_placeholder, es.surrogates.sex_placeholder) == ("[SEX]", "[SEXO]")
    assert es.merge.trusted_types == {"rules:PAIS"} and not en.merge.trusted_types
    assert "TERRITORIO" in es.merge.final_stop_types and en.merge.final_stop_types == {"HOSPITAL"}
    assert (en.rules.gazetteer_types["country"], es.rules.gazetteer_types["country"]) == ("COUNTRY", "PAIS")
    with pytest.raises(TypeError):  # read-only: one caller cannot change a shared record for all
        es.rules.known_phi_types["name"] = "PATIENT"  # type: ignore[index]


@pytest.mark.parametrize(("raw", "code"), [("en", "en"), ("en-US", "en"), ("EN", "en"), ("es_ES", "es"),
                                           ("es-419", "es"), ("Es", "es")])  # fmt: skip
def test_codes_normalise_as_before(raw: str, code: str) -> None:
    assert normalise_code(raw) == code
    assert get_language(raw) is all_languages()[code]


@pytest.mark.parametrize("raw", ["fr", "", None, "english", "xx-ES"])
def test_an_unknown_language_is_a_clear_error(raw: str | None) -> None:
    with pytest.raises(UnknownLanguage) as exc:
        get_language(raw)
    msg = str(exc.value)
    assert repr(raw) in msg and "supported languages: en, es" in msg and HOW_TO_ADD in msg
    assert isinstance(exc.value, DetectorUnavailable)  # the CLI's exit 2, a stored note's fail-closed path


@pytest.mark.parametrize("role", ["rules", "model"])
def test_detectors_refuse_an_unknown_language_with_the_language_error(role: str) -> None:
    with pytest.raises(UnknownLanguage, match="workers/languages/<code>/"):
        build_detector(role, "fr")


def test_surrogates_do_not_fall_back_to_english() -> None:
    s = Surrogator(b"k" * 32)
    span = Span(0, 5, "OTHER", "OTHER", "t", 1.0)
    assert s.surrogate(Note("n", "raza mestiza", "es-ES"), span, "raza mestiza") == "[OTRO]"
    with pytest.raises(UnknownLanguage):
        s.surrogate(Note("n", "raza mestiza", "fr"), span, "raza mestiza")


def test_merge_defaults_come_from_the_language() -> None:
    assert MergePolicy().final_stop_types == frozenset() and MergePolicy().trusted_types == frozenset()
    base = MergePolicy(mode="vote", min_votes=3, weights={"model": 2.0}, final_stop_types=frozenset({"X"}))
    es = merge_policy_for("es-ES", base)
    assert es.trusted_types == {"rules:PAIS"}
    assert es.final_stop_types == get_language("es").merge.final_stop_types | {"X"}  # the caller's types stay
    assert (es.mode, es.min_votes, dict(es.weights)) == ("vote", 3, {"model": 2.0})
    en = merge_policy_for("en", MergePolicy())
    assert en.final_stop_types == {"HOSPITAL"} and en.trusted_types == frozenset()
    with pytest.raises(UnknownLanguage):
        merge_policy_for("fr", MergePolicy())


@pytest.mark.parametrize(
    ("text", "lang", "month", "names_lang"),
    [("14 de marzo de 2019", "en", 3, "es"), ("March 14, 2019", "es", 3, "en"),
     ("lunes 4 de marzo de 2019", "es", 3, "es"), ("3 setiembre 2019", "en", 9, "es")],
)  # fmt: skip
def test_dates_also_parse_the_months_of_the_languages_the_record_names(
    text: str, lang: str, month: int, names_lang: str
) -> None:
    assert names_lang in (lang, *get_language(lang).also_parse_months_of)
    parsed = D.parse_date(text, lang)
    assert parsed is not None and parsed.month == month
    assert {t.lang for t in parsed.spec.toks if t.role in ("monthname", "weekday")} == {names_lang}


def test_date_order_follows_the_record() -> None:
    en, es = D.parse_date("03/04/2019", "en"), D.parse_date("03/04/2019", "es")
    assert en is not None and es is not None
    assert (en.month, en.day) == (3, 4) and (es.month, es.day) == (4, 3)


# ---- no language code literals outside workers/languages/ -------------------------------------------------------

SCANNED = ("workers", "deidq", "scheduler", "db", "models")
# (path, expression): places that name a language for something other than language knowledge
ALLOWED = {
    ("deidq/evaluation/bench.py", 'language == "es"'),  # which shared corpus benchmarks a language by default
    ("deidq/synth/fake.py", 'locale.startswith("es")'),  # a Faker locale of the English synthetic corpus
    ("models/bilstm_crf/export.py", 'lang.startswith("es")'),  # training-data note in an exported manifest
}


def _is_code(node: ast.AST, codes: set[str]) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.strip().lower() in codes


def language_literals(source: str, codes: set[str]) -> list[str]:
    """Expressions that branch on a language code: comparisons (``==``, ``in (...)``), dict keys,
    subscripts, and ``.startswith`` / ``.endswith`` / ``.get`` with a code."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            hit = any(
                _is_code(o, codes) or (isinstance(o, ast.Tuple | ast.List | ast.Set) and
                                       any(_is_code(e, codes) for e in o.elts))
                for o in operands
            )  # fmt: skip
        elif isinstance(node, ast.Dict):
            hit = any(k is not None and _is_code(k, codes) for k in node.keys)
        elif isinstance(node, ast.Subscript):
            hit = _is_code(node.slice, codes)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            hit = node.func.attr in ("startswith", "endswith", "get") and any(_is_code(a, codes) for a in node.args[:1])
        else:
            hit = False
        if hit:
            found.append(ast.get_source_segment(source, node) or "")
    return found


def test_the_scan_finds_language_branches() -> None:
    src = 'a = x == "es"\nb = {"en": 1}\nc = T["es"]\nd = y in ("en", "es")\ne = z.startswith("es")\nf = "es" + x\n'
    assert language_literals(src, {"en", "es"}) == [
        'x == "es"', '{"en": 1}', 'T["es"]', 'y in ("en", "es")', 'z.startswith("es")'
    ]  # fmt: skip


def test_no_module_outside_the_language_folders_branches_on_a_language_code() -> None:
    codes = set(language_codes())
    offenders = []
    for folder in SCANNED:
        for path in sorted((REPO / folder).rglob("*.py")):
            rel = path.relative_to(REPO).as_posix()
            if rel.startswith("workers/languages/") or "/migrations/versions/" in rel:
                continue
            for expr in language_literals(path.read_text(encoding="utf-8"), codes):
                if (rel, expr) not in ALLOWED:
                    offenders.append(f"{rel}: {expr}")
    assert offenders == [], "language knowledge belongs in workers/languages/<code>/: " + "; ".join(offenders)


@pytest.mark.parametrize("lang", FOLDERS)
def test_known_dates_are_found_under_every_languages_month_names(lang: str) -> None:
    from deidq.workers.rules.known_phi import KnownPhiDetector

    text = "Nació el 14 de marzo de 2019; seen March 14, 2019, 14-Sept-2019 no, 03/14/19 and 14/03/2019."
    det = KnownPhiDetector(lang)
    spans = det.detect(Note("n", text, lang, meta={"known_phi": {"dob": "2019-03-14"}}))
    found = [text[s.start : s.end] for s in spans]
    assert found == ["14 de marzo de 2019", "March 14, 2019", "03/14/19", "14/03/2019"]
    assert {s.type for s in spans} == {get_language(lang).rules.known_phi_types["dob"]}
