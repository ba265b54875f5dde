"""Surrogates: keyed consistency, per-patient date shift, format preservation, keys, render modes."""

from __future__ import annotations

import datetime as dt
import os
import re
import stat

import pytest
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.languages import get_language
from deidq.workers.surrogates import dates as D
from deidq.workers.surrogates import formats as F
from deidq.workers.surrogates.keyed import Draw
from deidq.workers.surrogates.keys import MissingKeyError
from deidq.workers.surrogates.keys import load_key as _load_key
from deidq.workers.surrogates.render import render
from deidq.workers.surrogates.surrogator import Surrogator
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

KEY = b"0123456789abcdef0123456789abcdef"
KEY2 = b"fedcba9876543210fedcba9876543210"
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def note(pid: str = "p1", nid: str = "n1", lang: str = "en", text: str = "") -> Note:
    return Note(nid, text, language=lang, patient_id=pid)


def span(typ: str, label: str | None = None) -> Span:
    from deidq.workers.core.labels import label_of

    return Span(0, 1, label or label_of(typ), typ, "test")


def sur(s: Surrogator, typ: str, value: str, n: Note | None = None) -> str:
    return s.surrogate(n or note(), span(typ), value)


# ---- consistency ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("typ", "value"),
    [("PATIENT", "John Smith"), ("DATE", "03/14/2019"), ("MRN", "A123-4567"), ("PHONE", "(617) 555-0134"),
     ("EMAIL", "jsmith@example.org"), ("STREET", "12 Elm Street"), ("CITY", "Boston"), ("HOSPITAL", "Mass General"),
     ("ZIP", "02115"), ("SSN", "123-45-6789")],
)  # fmt: skip
def test_consistent_across_notes_and_runs(typ: str, value: str) -> None:
    a, b = Surrogator(KEY), Surrogator(KEY)  # two "runs"
    first = sur(a, typ, value, note("p1", "n1"))
    assert first != value
    assert sur(a, typ, value, note("p1", "n2")) == first
    assert sur(b, typ, value, note("p1", "n3")) == first
    assert sur(Surrogator(KEY2), typ, value, note("p1", "n1")) != first


def test_different_patients_unrelated() -> None:
    """Dates shift per patient; names are keyed per patient only with name_scope='patient' (by default a name is
    keyed by its value alone, see test_one_person_one_surrogate)."""
    s = Surrogator(KEY, name_scope="patient")
    outs = {sur(s, "PATIENT", "John Smith", note(f"p{i}")) for i in range(20)}
    assert len(outs) >= 15
    shifts = {Surrogator(KEY).date_shift(note(f"p{i}")) for i in range(20)}
    assert len(shifts) >= 15


@pytest.mark.parametrize("scope", ["deployment", "patient"])
def test_one_person_one_surrogate(scope: str) -> None:
    """A type confusion cannot split a person: the same name tagged PATIENT, DOCTOR or FAMILY (either vocabulary)
    gets one surrogate within a patient, and with the default scope everywhere."""
    s = Surrogator(KEY, name_scope=scope)
    outs = {sur(s, t, "Maria Keller", note("p1", f"n{i}")) for i, t in enumerate(("PATIENT", "DOCTOR", "FAMILY"))}
    assert len(outs) == 1 and "Keller" not in outs.pop()
    es = {sur(s, t, "Ana Gil", note("p1", lang="es")) for t in
          ("NOMBRE_SUJETO_ASISTENCIA", "NOMBRE_PERSONAL_SANITARIO", "FAMILIARES_SUJETO_ASISTENCIA")}  # fmt: skip
    assert len(es) == 1
    across = {sur(s, "PATIENT", "Maria Keller", note(f"p{i}")) for i in range(10)}
    assert (len(across) == 1) == (scope == "deployment")


def test_note_id_is_scope_without_patient() -> None:
    s = Surrogator(KEY)
    a = s.surrogate(Note("n1", ""), span("PATIENT"), "John Smith")
    assert a == s.surrogate(Note("n1", ""), span("PATIENT"), "John Smith")
    assert s.date_shift(Note("n1", "")) == s.date_shift(Note("n1", ""))


def test_name_scope() -> None:
    dep = Surrogator(KEY)
    assert sur(dep, "DOCTOR", "Dr. Gregory House", note("p1")) == sur(dep, "DOCTOR", "Dr. Gregory House", note("p2"))
    assert sur(dep, "NOMBRE_PERSONAL_SANITARIO", "Ana Gil", note("p1", lang="es")) == sur(
        dep, "NOMBRE_PERSONAL_SANITARIO", "Ana Gil", note("p9", lang="es")
    )
    per = Surrogator(KEY, name_scope="patient")
    outs = {sur(per, "DOCTOR", "Dr. Gregory House", note(f"p{i}")) for i in range(10)}
    assert len(outs) > 5


# ---- names -------------------------------------------------------------------------------
def test_name_parts_consistent_and_shapes() -> None:
    s = Surrogator(KEY)
    full = sur(s, "PATIENT", "John Smith")
    first, last = full.split()
    assert sur(s, "PATIENT", "Mr. Smith") == f"Mr. {last}"
    assert sur(s, "PATIENT", "SMITH, JOHN") == f"{last.upper()}, {first.upper()}"
    assert sur(s, "PATIENT", "smith") == last.lower()
    init = sur(s, "PATIENT", "J. Smith")
    assert re.fullmatch(rf"[A-Z]\. {last}", init) and not init.startswith("J.")
    assert sur(s, "PATIENT", "Jóhn Smith") == full  # accents stripped before hashing
    assert sur(s, "DOCTOR", "Dr. Smith").startswith("Dr. ")


def test_spanish_names_and_relatives() -> None:
    s = Surrogator(KEY)
    es = note(lang="es")
    out = sur(s, "NOMBRE_SUJETO_ASISTENCIA", "José García de la Fuente", es)
    assert " de la " in out and "García" not in out and "José" not in out
    assert sur(s, "NOMBRE_SUJETO_ASISTENCIA", "GARCÍA", es) == out.split()[1].upper()
    assert sur(s, "FAMILIARES_SUJETO_ASISTENCIA", "madre", es) == "madre"
    rel = sur(s, "FAMILIARES_SUJETO_ASISTENCIA", "su hermano Pedro", es)
    assert rel.startswith("su hermano ") and "Pedro" not in rel


def test_name_surrogate_avoids_words_of_the_note() -> None:
    s = Surrogator(KEY)
    base = sur(s, "PATIENT", "Smith", note())
    blocked = sur(s, "PATIENT", "Smith", note(text=f"{base} saw Smith"))
    assert blocked != base


def test_initials_get_initials_of_the_same_shape_that_are_no_one_elses_in_the_note() -> None:
    s = Surrogator(KEY)
    text = "0800 obs done -- NK\n1200 obs done -- PG\nStaff: NK Nimmi Khanna; PG Pradeep Goswami; tc"
    n = note(text=text)
    nk, pg, tc = (sur(s, "DOCTOR", v, n) for v in ("NK", "PG", "tc"))
    assert re.fullmatch(r"[A-Z]{2}", nk) and re.fullmatch(r"[A-Z]{2}", pg) and re.fullmatch(r"[a-z]{2}", tc)
    assert {nk, pg, tc.upper()}.isdisjoint({"NK", "PG", "TC"})  # never the note's own initials
    assert nk == sur(s, "DOCTOR", "NK", n) and nk != pg  # consistent, and two people stay two
    three = sur(s, "DOCTOR", "JKL", n)
    assert len(three) == 3 and "NK" not in three and "PG" not in three
    crowded = note(text=" ".join(a + b for a in "ABCDEFGHJKLM" for b in "ABCDEFGHJKLM"))  # its letter pairs
    assert not any(p in sur(s, "DOCTOR", "SPO", crowded) for p in crowded.text.split())
    from deidq.workers.surrogates.pools import name_index

    assert sur(s, "PATIENT", "JO", n).lower() in name_index()  # a known name in capitals stays a name


# ---- dates -------------------------------------------------------------------------------
EN_FORMATS = ["%m/%d/%Y", "%d/%m/%Y", "%Y-%m-%d", "%B %d, %Y", "%b %d, %Y", "%d %B %Y", "%A, %B %d, %Y",
              "%m/%d/%y", "%d-%b-%Y", "%Y%m%d", "%a %b %d %Y"]  # fmt: skip


def _strf(d: dt.date, fmt: str, lang: str) -> str:
    """strftime with the language record's (lower-case) month and weekday names, whatever the process locale."""
    cal = get_language(lang).calendar
    fmt = fmt.replace("%B", cal.months[d.month - 1]).replace("%A", cal.weekdays[d.weekday()])
    fmt = fmt.replace("%b", cal.months_abbr[d.month - 1]).replace("%a", cal.weekdays_abbr[d.weekday()])
    return d.strftime(fmt)


ES_FORMATS = ["%d/%m/%Y", "%d de %B de %Y", "%A %d de %B de %Y", "%d-%m-%y", "%d %b %Y", "%d.%m.%Y"]


@FAST
@given(
    d=st.dates(dt.date(1901, 1, 1), dt.date(2090, 12, 31)),
    fmt=st.sampled_from(EN_FORMATS),
    pid=st.text(min_size=1, max_size=6),
)
def test_en_date_shift_round_trip(d: dt.date, fmt: str, pid: str) -> None:
    s = Surrogator(KEY)
    n = note(pid)
    text = d.strftime(fmt)
    if fmt == "%d/%m/%Y" and d.day <= 12:
        return  # reads as m/d in English: covered by the m/d format
    if "%b" in fmt and d.month == 5:
        return  # "May" is both the full and the abbreviated name: rendered as the full name
    yy = 100 if "%y" in fmt else 10_000  # two-digit years compare modulo 100
    parsed = D.parse_date(text, "en")
    assert parsed is not None and (parsed.year % yy, parsed.month, parsed.day) == (d.year % yy, d.month, d.day)
    out = s.surrogate(n, span("DATE"), text)
    expect = d + dt.timedelta(days=s.date_shift(n))
    back = D.parse_with_spec(out, parsed.spec)
    assert back is not None and (back[0] % yy, *back[1:]) == (expect.year % yy, expect.month, expect.day)
    assert out == expect.strftime(fmt)  # same layout, recomputed weekday


@FAST
@given(d=st.dates(dt.date(1950, 1, 1), dt.date(2040, 12, 31)), fmt=st.sampled_from(ES_FORMATS))
def test_es_date_shift_round_trip(d: dt.date, fmt: str) -> None:
    s = Surrogator(KEY)
    n = note("p7", lang="es")
    text = _strf(d, fmt, "es")
    parsed = D.parse_date(text, "es")
    assert parsed is not None and (parsed.month, parsed.day) == (d.month, d.day), text
    out = s.surrogate(n, span("FECHAS"), text)
    expect = d + dt.timedelta(days=s.date_shift(n))
    assert D.parse_with_spec(out, parsed.spec)[1:] == (expect.month, expect.day), (text, out)
    assert out == _strf(expect, fmt, "es")


def test_intervals_preserved_across_formats() -> None:
    s = Surrogator(KEY)
    n = note("p42")
    a = s.surrogate(n, span("DATE"), "03/01/2019")
    b = s.surrogate(n, span("DATE"), "March 15, 2019")
    c = s.surrogate(Note("other-note", "", patient_id="p42"), span("DATE"), "2019-04-02")
    da = dt.datetime.strptime(a, "%m/%d/%Y").date()
    db = dt.datetime.strptime(b, "%B %d, %Y").date()
    dc = dt.date.fromisoformat(c)
    assert (db - da).days == 14 and (dc - da).days == 32


@pytest.mark.parametrize(
    ("text", "lang"),
    [("March 2019", "en"), ("marzo de 2019", "es"), ("14 de marzo de 2019", "es"), ("3/14", "en"),
     ("14/03", "es"), ("Mar 14th", "en"), ("3-14-19", "en"), ("03/2019", "en"), ("SEPT 3, 2011", "en"),
     ("lunes, 4 de marzo de 2019", "es"), ("14-mar-19", "es"), ("1º de mayo de 2010", "es"),
     ("2019-03-14 10:30", "en"), ("14/03/2019 a las 10:30", "es")],
)  # fmt: skip
def test_supported_layouts_round_trip(text: str, lang: str) -> None:
    s = Surrogator(KEY)
    n = note("p3", lang=lang)
    out = s.surrogate(n, span("DATE"), text)
    assert out != text
    core = re.split(r" a las | (?=\d\d:)", text)[0]
    parsed = D.parse_date(core, lang)
    assert parsed is not None, text
    back = D.parse_with_spec(re.split(r" a las | (?=\d\d:)", out)[0], parsed.spec)
    assert back is not None, (text, out)
    assert out.endswith(text[len(core) :])  # a time of day is kept


def test_year_alone_and_fallback() -> None:
    s = Surrogator(KEY, date_shift_days=(400, 400))
    n = note("p1", lang="es")
    assert s.year_shift(n) == 1
    assert sur(s, "FECHAS", "año 1996", n) == "año 1997"
    assert sur(s, "FECHAS", "2019", n) == "2020"
    fb = sur(s, "FECHAS", "Navidad de 2015", n)  # unparseable: years shifted, words kept
    assert fb == "Navidad de 2016"
    assert sur(s, "FECHAS", "ayer", n) == "[DATE]"
    assert sur(Surrogator(KEY, date_fallback="redact"), "DATE", "Christmas 2015", n) == "[DATE]"


def test_a_name_typed_date_or_age_is_redacted_whole() -> None:
    """A detector may type a name DATE or AGE; the date and age surrogates keep words they do not read
    (``Christmas 2015`` -> ``Christmas 2016``), so a span holding a word that is no date's or age's is
    redacted whole instead of passing the name through."""
    s = Surrogator(KEY, date_shift_days=(400, 400))
    n = note("p1")
    assert sur(s, "DATE", "Karim in May 2019", n) == "[DATE]"
    assert sur(s, "DATE", "Christmas 2015", n) == "Christmas 2016"  # a holiday is a date's word
    assert sur(s, "DATE", "early March 2015", n).startswith("early ")
    assert sur(s, "FECHAS", "Navidad de 2015", note("p1", lang="es")) == "Navidad de 2016"
    assert sur(s, "AGE", "Temitope", n) == "[AGE]"
    assert sur(s, "AGE", "Ana 45", n) == "[AGE]"
    assert sur(s, "AGE", "sixty-four", n) == "sixty-four"
    assert sur(s, "AGE", "64 yo", n) == "64 yo"
    assert sur(s, "AGE", "92", n) == "90+"
    assert sur(s, "EDAD_SUJETO_ASISTENCIA", "veintitrés años", note("p1", lang="es")) == "veintitrés años"
    assert sur(s, "EDAD_SUJETO_ASISTENCIA", "Lucía", note("p1", lang="es")) == "[AGE]"


def test_institution_and_street_surrogates_avoid_the_notes_words() -> None:
    """A drawn surname or city that is also a word of the note (a relative's name) would put it back."""
    from deidq.workers.surrogates import pools as P

    pool = list(P.last_names("en"))
    taken = pool[::2]  # half the pool's surnames are names in this note
    n = note("p1", text="Family present: " + ", ".join(taken) + ".")
    sd = get_language("en").surrogates
    fixed = " ".join((*sd.hospital_templates, *sd.org_templates, *sd.saints, *sd.street_types))
    words = {w.lower() for w in taken} - {w.lower() for w in re.findall(r"[A-Za-z]+", fixed)}
    for i in range(60):
        for typ, value in (("ORGANIZATION", f"Acme Freight {i}"), ("HOSPITAL", f"Lakeside General {i}"),
                           ("STREET", f"{i + 10} Oakmere Road")):  # fmt: skip
            out = sur(Surrogator(KEY), typ, value, n)
            assert not {w.lower() for w in re.findall(r"[A-Za-z]+", out)} & words, (value, out)


def test_institution_surrogates_stay_what_earlier_releases_wrote() -> None:
    """Surrogates are keyed so that every run writes the same fake value: a release that draws an institution's
    parts in another order would rename every hospital already released (values written by rules 0.11.0)."""
    s = Surrogator(b"k" * 32)
    n = Note("n", "short note", language="en", patient_id="p")
    got = [sur(s, typ, f"Lakeside {typ.title()} {i}", n) for i in range(2) for typ in ("HOSPITAL", "ORGANIZATION")]
    assert got == ["Waldorf Community Hospital", "Fields & Rush LLC", "Woodlawn Regional Medical Center",
                   "Boone Institute"]  # fmt: skip


def test_shift_range_never_zero() -> None:
    s = Surrogator(KEY, date_shift_days=(-1, 1))
    assert {s.date_shift(note(f"p{i}")) for i in range(40)} == {-1, 1}
    s = Surrogator(KEY, date_shift_days=(-30, 30))
    assert all(-30 <= s.date_shift(note(f"p{i}")) <= 30 and s.date_shift(note(f"p{i}")) for i in range(100))
    with pytest.raises(ValueError):
        Surrogator(KEY, date_shift_days=(0, 0))


def test_ages() -> None:
    s = Surrogator(KEY)
    assert sur(s, "AGE", "45") == "45"
    assert sur(s, "AGE", "92") == "90+"
    assert sur(s, "EDAD_SUJETO_ASISTENCIA", "93 años", note(lang="es")) == "90+ años"
    assert sur(s, "EDAD_SUJETO_ASISTENCIA", "noventa y dos años", note(lang="es")) == "90+ años"
    assert sur(s, "EDAD_SUJETO_ASISTENCIA", "95 meses", note(lang="es")) == "95 meses"
    assert sur(Surrogator(KEY, age_cap=79), "AGE", "85 yo") == "80+ yo"


# ---- identifiers and contact details -----------------------------------------------------
def _shape(s: str) -> str:
    return "".join("9" if c.isdigit() else "A" if c.isupper() else "a" if c.isalpha() else c for c in s)


ID_TEXT = st.text(alphabet="0123456789ABCXYZabcxyz -/.", min_size=1, max_size=24).filter(
    lambda t: any(c.isalnum() for c in t)
)


@FAST
@given(value=ID_TEXT, pid=st.sampled_from(["p1", "p2", "p3"]))
def test_id_format_preserving(value: str, pid: str) -> None:
    s = Surrogator(KEY)
    out = sur(s, "MRN", value, note(pid))
    assert len(out) == len(value) and _shape(out) == _shape(value)
    assert out.casefold() != value.casefold()
    assert sur(Surrogator(KEY), "MRN", value, note(pid)) == out


PHONES = st.from_regex(r"\A(\+34 |\([0-9]{3}\) |[0-9]{3}-)?[0-9]{3}[ -][0-9]{2,4}[ -]?[0-9]{2,4}\Z", fullmatch=True)


@FAST
@given(value=PHONES, lang=st.sampled_from(["en", "es"]))
def test_phone_format_preserving(value: str, lang: str) -> None:
    s = Surrogator(KEY)
    out = sur(s, "PHONE", value, note(lang=lang))
    assert _shape(out) == _shape(value) and out != value
    if value.startswith("+34 "):
        assert out.startswith("+34 ")


@FAST
@given(n=st.integers(0, 99_999_999))
def test_dni_letter_valid(n: int) -> None:
    dni = f"{n:08d}{F.DNI_LETTERS[n % 23]}"
    out = sur(Surrogator(KEY), "ID_SUJETO_ASISTENCIA", dni, note(lang="es"))
    assert re.fullmatch(r"\d{8}[A-Z]", out) and F.DNI_LETTERS[int(out[:8]) % 23] == out[8] and out != dni


def test_check_digits() -> None:
    s = Surrogator(KEY)
    card = sur(s, "ACCOUNT", "4111 1111 1111 1111")
    assert F.luhn_ok(card.replace(" ", "")) and _shape(card) == "9999 9999 9999 9999"
    nie = sur(s, "ID_SUJETO_ASISTENCIA", "X1234567" + F.DNI_LETTERS[1234567 % 23], note(lang="es"))
    assert nie[0] in "XYZ" and F.DNI_LETTERS[int(str("XYZ".index(nie[0])) + nie[1:8]) % 23] == nie[8]
    nss = sur(s, "ID_ASEGURAMIENTO", f"28 12345678 {2812345678 % 97:02d}", note(lang="es"))
    d = nss.replace(" ", "")
    assert int(d[:10]) % 97 == int(d[10:])
    for i in range(200):
        ssn = sur(s, "SSN", f"{100 + i:03d}-45-6789", note(f"p{i}"))
        area, group, serial = ssn.split("-")
        assert area not in ("000", "666") and not area.startswith("9") and group != "00" and serial != "0000"


def test_contact_kinds() -> None:
    s = Surrogator(KEY)
    mail = sur(s, "EMAIL", "john.smith77@gmail.com")
    assert re.fullmatch(r"[a-z]+\.[a-z]+\d\d@gmail\.com", mail) and "smith" not in mail
    upper = sur(s, "EMAIL", "JOHN.SMITH77@GMAIL.COM")
    assert upper.casefold() == mail and upper.isupper()  # case-insensitive key, case shape kept
    inst = sur(s, "EMAIL", "jdoe@partners.org")
    assert inst.endswith(".org") and "partners" not in inst and "jdoe" not in inst
    url = sur(s, "URL", "https://www.smithclinic.com/patients/12345")
    assert url.startswith("https://www.") and "smithclinic" not in url and "12345" not in url
    ip = sur(s, "IPADDR", "192.168.1.20")
    assert ip.startswith("192.168.") and ip != "192.168.1.20" and all(0 <= int(o) <= 255 for o in ip.split("."))
    assert re.fullmatch(r"\d{5}-\d{4}", sur(s, "ZIP", "02115-1234"))
    cp = sur(s, "TERRITORIO", "28035", note(lang="es"))
    assert re.fullmatch(r"\d{5}", cp) and 1 <= int(cp[:2]) <= 52 and cp != "28035"
    # CONTACT label with an unknown fine type is routed by shape.
    assert "@" in Surrogator(KEY).surrogate(note(), Span(0, 1, "CONTACT", "X", "t"), "a.b@c.com")


def test_locations_and_others() -> None:
    s = Surrogator(KEY)
    es = note(lang="es")
    city = sur(s, "TERRITORIO", "Madrid", es)
    assert city != "Madrid" and city[0].isupper()
    assert sur(s, "CITY", "BOSTON").isupper()
    street = sur(s, "CALLE", "C/ Vitruvio, 2, 3B", es)
    assert street.startswith("C/ ") and "Vitruvio" not in street and re.search(r", \d, \dB$", street)
    hosp = sur(s, "HOSPITAL", "Hospital Universitario La Paz", es)
    assert hosp != "Hospital Universitario La Paz" and hosp
    assert sur(s, "PAIS", "España", es) != "España"
    assert sur(s, "PROFESION", "carpintero", es) != "carpintero"
    assert sur(s, "SEXO_SUJETO_ASISTENCIA", "varón", es) == "varón"  # kept by default (documented)
    assert sur(Surrogator(KEY, sex="redact"), "SEXO_SUJETO_ASISTENCIA", "varón", es) == "[SEXO]"
    assert sur(s, "OTROS_SUJETO_ASISTENCIA", "raza mestiza", es) == "[OTRO]"


# ---- records, keys, render -------------------------------------------------------------
def test_records_hold_no_originals() -> None:
    s = Surrogator(KEY)
    for v in ("John Smith", "Mr. Smith", "John Smith"):
        sur(s, "PATIENT", v)
    sur(s, "PHONE", "617-555-0134")
    recs = s.records
    assert len(recs) == 3  # duplicates recorded once
    blob = repr(recs)
    assert "Smith" not in blob and "617-555" not in blob and "5550134" not in blob
    assert all(len(r.value_hash) == 64 and len(r.scope_hash) == 32 for r in recs)
    assert s.drain_records() == recs and s.records == []


def test_load_key(tmp_path, monkeypatch) -> None:
    from deidq.config import Settings

    def load_key(**kw):  # as the callers do: the key settings, read from the environment at the point of use
        s = Settings.from_env()
        return _load_key(secret=s.secret_key, key_file=s.secret_key_file, **kw)

    monkeypatch.delenv("DEIDQ_SECRET_KEY", raising=False)
    monkeypatch.delenv("DEIDQ_SECRET_KEY_FILE", raising=False)
    with pytest.raises(MissingKeyError, match="DEIDQ_SECRET_KEY or DEIDQ_SECRET_KEY_FILE"):
        load_key()
    monkeypatch.setenv("DEIDQ_SECRET_KEY", "ab" * 32)
    assert load_key() == bytes([0xAB] * 32)
    monkeypatch.setenv("DEIDQ_SECRET_KEY", "s3cr3tval")
    with pytest.raises(MissingKeyError) as e:
        load_key()
    assert "s3cr3tval" not in str(e.value)
    monkeypatch.delenv("DEIDQ_SECRET_KEY")
    kf = tmp_path / "k"
    kf.write_text("a passphrase that is long enough\n")
    monkeypatch.setenv("DEIDQ_SECRET_KEY_FILE", str(kf))
    assert load_key() == b"a passphrase that is long enough"
    monkeypatch.setenv("DEIDQ_SECRET_KEY_FILE", str(tmp_path / "missing"))
    with pytest.raises(MissingKeyError):
        load_key()
    monkeypatch.delenv("DEIDQ_SECRET_KEY_FILE")
    gen = tmp_path / "demo" / "secret.key"
    k1 = load_key(allow_generate_at=gen)
    assert len(k1) == 32 and stat.S_IMODE(os.stat(gen).st_mode) == 0o600
    assert load_key(allow_generate_at=gen) == k1


def test_surrogator_rejects_weak_key() -> None:
    with pytest.raises(ValueError):
        Surrogator(b"short")


def test_render_modes() -> None:
    text = "John Smith seen 03/14/2019, MRN 1234567."
    spans = [Span(0, 10, "NAME", "PATIENT", "t"), Span(16, 26, "DATE", "DATE", "t"), Span(32, 39, "ID", "MRN", "t")]
    n = Note("n1", text, patient_id="p1")
    red, _ = render(n, spans, "redact")
    assert red == "[NAME] seen [DATE], MRN [ID]."
    tag, reps = render(n, spans, "tag")
    assert '<PHI label="NAME" type="PATIENT">John Smith</PHI>' in tag and reps == [None] * 3
    out, reps = render(n, spans, "surrogate", Surrogator(KEY))
    assert "John" not in out and "Smith" not in out and "1234567" not in out and "03/14/2019" not in out
    assert all(r and r in out for r in reps)
    with pytest.raises(ValueError):
        render(n, spans, "surrogate")


def test_draw_uniform_and_stable() -> None:
    d = Draw(KEY, "x")
    vals = [d.below(10) for _ in range(2000)]
    assert set(vals) == set(range(10)) and max(vals.count(i) for i in range(10)) < 260
    assert [Draw(KEY, "x").below(1000) for _ in range(3)] == [Draw(KEY, "x").below(1000)] * 3


def test_known_names_map_injectively_within_a_patient() -> None:
    from deidq.workers.surrogates.pools import first_names

    s = Surrogator(KEY)
    es = note("p5", lang="es")
    names = list(first_names("es", "m")[:200])
    outs = [sur(s, "NOMBRE_SUJETO_ASISTENCIA", n, es) for n in names]
    assert len(set(outs)) == len(outs)
    assert all(o != n for o, n in zip(outs, names, strict=True))


def test_failure_falls_back_without_logging_phi(caplog, monkeypatch) -> None:
    s = Surrogator(KEY)

    def boom(*a, **k):
        raise RuntimeError("boom")

    monkeypatch.setattr(s, "_street", boom)
    with caplog.at_level("WARNING"):
        out = sur(s, "STREET", "221B Baker Street")
    assert out == "[LOCATION]" and "Baker" not in caplog.text and "kind=street" in caplog.text


def test_a_key_file_readable_by_others_is_warned_about(tmp_path, caplog) -> None:
    import logging

    from deidq.workers.surrogates.keys import generate_key, load_key, write_key_file

    path = tmp_path / "deidq.key"
    write_key_file(path, generate_key())  # 0600
    with caplog.at_level(logging.WARNING, logger="deidq.keys"):
        key = load_key(key_file=path)
        assert not caplog.records
        path.chmod(0o644)
        assert load_key(key_file=path) == key
    (rec,) = caplog.records
    assert rec.getMessage() == "secret_key_file_readable_by_others" and "644" in rec.code
    assert key.hex() not in rec.code and str(path) == rec.path


# ---- a surrogate never keeps the original ------------------------------------------------
@pytest.mark.parametrize("value", ["E. Le", "al  DT", "Le", "Le Van", "van  Lu"])
def test_particles_are_kept_only_between_replaced_words(value: str) -> None:
    """``e``, ``le``, ``al``, ``van`` are particles between names but name parts or initials on their own: a name made
    only of such words must not come back unchanged."""
    out = sur(Surrogator(KEY), "DOCTOR", value)

    def words(s: str) -> set[str]:
        return {w.casefold() for w in re.findall(r"[^\W\d_]+", s)}

    assert not words(value) & words(out), (value, out)


@pytest.mark.parametrize(("value", "particles"), [("María de la Cruz", ["de", "la"]), ("Omar al Rashid", ["al"]),
                                                  ("Ludwig van Beethoven", ["van"])])  # fmt: skip
def test_particles_between_names_stay(value: str, particles: list[str]) -> None:
    out = sur(Surrogator(KEY), "PATIENT", value).split()
    assert out[1 : 1 + len(particles)] == particles and out[0] != value.split()[0] and out[-1] != value.split()[-1]


@pytest.mark.parametrize(("value", "kept"), [("Sr. de la Fuente", "Sr. de la "), ("van Dijk", "van "),
                                             ("Dr de Souza", "Dr de ")])  # fmt: skip
def test_particles_leading_their_surname_stay(value: str, kept: str) -> None:
    out = sur(Surrogator(KEY), "DOCTOR", value)
    assert out.startswith(kept) and out.split()[-1] != value.split()[-1]


@pytest.mark.parametrize("seed", range(20))
def test_email_and_url_surrogates_spell_no_word_of_the_note(seed: int) -> None:
    """Handle words come from name pools: a drawn word equal to a word of the note would put the patient's name back."""
    pool, avoid = ["carmen", "melnyk", "owlbox", "zed", "quill"], frozenset({"carmen", "melnyk", "owlbox"})
    draw = Draw(KEY, f"email|{seed}")
    outs = [F.scramble_email("melnyk.carmen@owlbox.com", draw, pool, avoid),
            F.scramble_url("https://owlbox.com/carmen", draw, pool, avoid)]  # fmt: skip
    for out in outs:
        assert not {w.casefold() for w in re.findall(r"[^\W\d_]+", out)} & avoid, out


def test_email_surrogate_avoids_the_notes_words() -> None:
    n = note(text="Contact Carmen Melnyk at melnyk.carmen@owlbox.com.")
    out = sur(Surrogator(KEY), "EMAIL", "melnyk.carmen@owlbox.com", n)
    assert not {w.casefold() for w in re.findall(r"[^\W\d_]+", out)} & {"carmen", "melnyk", "owlbox"}, out


def test_ip_span_with_letters_loses_them() -> None:
    """A span that took in a user name beside the address: letters that are not hex digits are replaced too."""
    out = sur(Surrogator(KEY), "IPADDR", "HUANGR @ 10.136.6.29")
    assert "HUANGR" not in out and "10.136.6.29" not in out and len(out) == len("HUANGR @ 10.136.6.29")


# ---- the note's own PHI strings --------------------------------------------------------------
@pytest.mark.parametrize(
    ("typ", "value"),
    [("PATIENT", "Walter Smith"), ("HOSPITAL", "Mass General"), ("MRN", "A123-4567"), ("CITY", "Boston")],
)
def test_a_surrogate_holding_a_protected_string_is_drawn_again(typ: str, value: str) -> None:
    s = Surrogator(KEY)
    first = sur(s, typ, value)
    bad = next(w for w in re.findall(r"\w{2,}", first))  # a piece the first draw wrote
    again = s.surrogate(note(), span(typ), value, frozenset({bad}))
    assert bad not in again and again != value
    assert again == Surrogator(KEY).surrogate(note(), span(typ), value, frozenset({bad}))  # still keyed


def test_protected_strings_are_the_notes_names_ids_contacts_and_places() -> None:
    from deidq.workers.surrogates.render import protected_strings

    text = "Dr. Walter Ng (AT) saw his wife Ann; MRN 1234, bed 7, on 03/04/2020, age 45."
    spans = [Span(text.index(v), text.index(v) + len(v), lab, typ, "t@1") for v, lab, typ in (
        ("Dr. Walter Ng", "NAME", "DOCTOR"), ("AT", "NAME", "DOCTOR"), ("wife Ann", "NAME", "FAMILY"),
        ("1234", "ID", "MRN"), ("7", "LOCATION", "LOCATION_OTHER"), ("03/04/2020", "DATE", "DATE"),
        ("45", "AGE", "AGE"))]  # fmt: skip
    got = protected_strings(text, spans)
    assert {"Dr. Walter Ng", "Walter", "AT", "wife Ann", "Ann", "1234"} <= got
    assert not got & {"Dr", "wife", "7", "03/04/2020", "45"}  # titles and relation words stay; no dates or ages


def test_render_passes_the_notes_phi_strings_to_the_surrogator() -> None:
    text = "Seen by AT. Signed Walter Ng."
    n = note(text=text)
    spans = [Span(8, 10, "NAME", "DOCTOR", "t@1"), Span(19, 28, "NAME", "DOCTOR", "t@1")]
    out, reps = render(n, spans, "surrogate", Surrogator(KEY))
    assert all(p not in r for r in reps if r for p in ("AT", "Walter", "Ng", "Walter Ng"))
    assert out == f"Seen by {reps[0]}. Signed {reps[1]}."


def test_don_is_a_given_name_in_english_and_a_title_in_spanish() -> None:
    s = Surrogator(KEY)
    assert not sur(s, "PATIENT", "Don Casey").startswith("Don ")
    assert sur(s, "PATIENT", "Don Casimiro López", note(lang="es")).startswith("Don ")
