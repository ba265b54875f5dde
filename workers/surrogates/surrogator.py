"""Keyed, consistent surrogates: the same patient and original value give the same fake value in
every note and every run, with no database; different patients (or keys) give unrelated values.

Every choice comes from HMAC-SHA256(key, scope | kind | normalised value). The scope is the
patient (``note.patient_id``, falling back to ``note.note_id``), or the deployment for clinicians
(configurable). See ``docs/surrogates.md``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Collection
from dataclasses import dataclass

from deidq.workers.core.labels import FINE_TYPES, MEDDOCAN_TYPES
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.languages import get_language
from deidq.workers.surrogates import dates as D
from deidq.workers.surrogates import formats as F
from deidq.workers.surrogates import names as N
from deidq.workers.surrogates import pools as P
from deidq.workers.surrogates.keyed import Draw, alnum, keyed_hex, normalise

log = logging.getLogger(__name__)


class UnfitValue(ValueError):
    """The span's text is not a value of its kind (a name a detector typed DATE or AGE): it is redacted whole,
    since a surrogate of the kind would keep the words it does not understand."""


DEPLOYMENT_SCOPE = "\x00deployment"
NAME_KINDS = frozenset({"person", "clinician", "relative", "clinician-id"})  # keyed alike: one person, one surrogate

# Fine type (either vocabulary) → surrogate kind.
KINDS: dict[str, str] = {
    "PATIENT": "person", "NAME": "person", "NOMBRE_SUJETO_ASISTENCIA": "person",
    "FAMILY": "relative", "FAMILIARES_SUJETO_ASISTENCIA": "relative",
    "DOCTOR": "clinician", "NOMBRE_PERSONAL_SANITARIO": "clinician",
    "USERNAME": "id",
    "DATE": "date", "FECHAS": "date",
    "AGE": "age", "EDAD_SUJETO_ASISTENCIA": "age",
    "STREET": "street", "CALLE": "street",
    "CITY": "city", "TERRITORIO": "territory", "LOCATION_OTHER": "territory",
    "STATE": "state", "ZIP": "zip", "COUNTRY": "country", "PAIS": "country",
    "HOSPITAL": "hospital", "CENTRO_SALUD": "centre", "ORGANIZATION": "org", "INSTITUCION": "org",
    "SSN": "ssn",
    "ID_TITULACION_PERSONAL_SANITARIO": "clinician-id", "ID_EMPLEO_PERSONAL_SANITARIO": "clinician-id",
    "PHONE": "phone", "FAX": "phone", "NUMERO_TELEFONO": "phone", "NUMERO_FAX": "phone",
    "EMAIL": "email", "CORREO_ELECTRONICO": "email",
    "URL": "url", "URL_WEB": "url", "IPADDR": "ip", "DIREC_PROT_INTERNET": "ip",
    "PROFESSION": "profession", "PROFESION": "profession",
    "SEX": "sex", "SEXO_SUJETO_ASISTENCIA": "sex",
    "OTHER": "other", "OTROS_SUJETO_ASISTENCIA": "other",
}  # fmt: skip
LABEL_KINDS = {"NAME": "person", "AGE": "age", "DATE": "date", "LOCATION": "territory", "ID": "id",
               "CONTACT": "contact", "PROFESSION": "profession", "OTHER": "other"}  # fmt: skip

_TIME_SUFFIX = re.compile(
    r"(?:[ T,]+|\s+a\s+las\s+|\s+at\s+)\d{1,2}[:.h]\d{2}(?::\d{2})?(?:\s?[aApP]\.?[mM]\.?|\s?h)?$"
)
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+$")
_URLISH = re.compile(r"^(?:[a-z][a-z0-9+.-]*://|www\.)", re.I)
_IPISH = re.compile(r"^(?:\d{1,3}\.){3}\d{1,3}$|^[0-9a-fA-F:]+:[0-9a-fA-F:]+$")
_AGE_NUM = re.compile(r"\d+")
_AGE_OVER = re.compile(r"\b(?:noventa|ninety|cien|ciento|hundred)\b", re.I)
# kinds whose surrogate is drawn again (a few times) when it would write one of the note's PHI strings
_REDRAWN = frozenset({"person", "clinician", "relative", "id", "ssn", "clinician-id", "phone", "zip", "email", "url",
                      "ip", "street", "city", "state", "country", "hospital", "centre", "org"})  # fmt: skip
_REDRAWS = 8
_AGE_UNIT_SMALL = re.compile(r"\b(?:mes|meses|month|months|semana|semanas|week|weeks|d[ií]as?|days?)\b", re.I)


@dataclass(frozen=True, slots=True)
class SurrogateRecord:
    """One produced pair, for the ``surrogates`` table. Keyed hashes only: no original in clear."""

    scope_hash: str
    kind: str
    value_hash: str
    surrogate: str


class Surrogator:
    """Consistent, format-preserving surrogates keyed by a secret.

    ``Surrogator(key, *, date_shift_days=(-365, 365), name_scope="deployment", age_cap=89,
    sex="keep", date_fallback="scramble")``; ``surrogate(note, span, original) -> str``.
    """

    def __init__(
        self,
        key: bytes,
        *,
        date_shift_days: tuple[int, int] = (-365, 365),
        name_scope: str = "deployment",
        age_cap: int | None = 89,
        sex: str = "keep",
        date_fallback: str = "scramble",
    ) -> None:
        if not isinstance(key, bytes | bytearray) or len(key) < 16:
            raise ValueError("Surrogator needs a secret key of at least 16 bytes (see workers.surrogates.keys)")
        lo, hi = date_shift_days
        if lo > hi or (lo == 0 and hi == 0):
            raise ValueError("date_shift_days must be a (low, high) range containing a non-zero day")
        if name_scope not in ("deployment", "patient"):
            raise ValueError("name_scope must be 'deployment' or 'patient'")
        if sex not in ("keep", "redact"):
            raise ValueError("sex must be 'keep' or 'redact'")
        if date_fallback not in ("scramble", "redact"):
            raise ValueError("date_fallback must be 'scramble' or 'redact'")
        self._key = bytes(key)
        self.date_shift_days = (int(lo), int(hi))
        self.name_scope = name_scope
        self.age_cap = age_cap
        self.sex = sex
        self.date_fallback = date_fallback
        self._records: list[SurrogateRecord] = []
        self._seen: set[tuple[str, str, str]] = set()
        self._avoid_for: tuple[str, int, frozenset[str]] = ("", -1, frozenset())

    # ---- keyed primitives -------------------------------------------------------------
    def _hash(self, *parts: str) -> str:
        return keyed_hex(self._key, *parts)

    def _draw(self, scope: str, kind: str, value: str) -> Draw:
        return Draw(self._key, "v1", scope, kind, value)

    @staticmethod
    def patient_scope(note: Note) -> str:
        return "patient:" + (note.patient_id if note.patient_id not in (None, "") else "note:" + note.note_id)

    def scope_for(self, note: Note, kind: str) -> str:
        """Every name kind (patient, clinician, relative) and clinician IDs share one scope, so a person tagged
        PATIENT in one note and DOCTOR or FAMILY in another keeps one surrogate: ``deployment`` (the value alone
        decides, the same everywhere) or ``patient`` (the value within the patient)."""
        if kind in NAME_KINDS and self.name_scope == "deployment":
            return DEPLOYMENT_SCOPE
        return self.patient_scope(note)

    def date_shift(self, note: Note) -> int:
        """The patient's day shift (never 0 when the range allows it)."""
        lo, hi = self.date_shift_days
        d = self._draw(self.patient_scope(note), "date-shift", "")
        candidates = hi - lo + 1 - (1 if lo <= 0 <= hi else 0)
        v = lo + d.below(candidates)
        if lo <= 0 <= hi and v >= 0:
            v += 1
        return v

    def year_shift(self, note: Note) -> int:
        """Whole-year shift for years written alone: the day shift rounded to years, or ±1."""
        days = self.date_shift(note)
        years = round(days / 365.25)
        return years if years else (1 if days > 0 else -1)

    def note_words(self, note: Note) -> frozenset[str]:
        """Normalised words of the note (cached for the last note): surrogates avoid them."""
        if self._avoid_for[0] != note.note_id or self._avoid_for[1] != hash(note.text):
            words = frozenset(normalise(w) for w in re.findall(r"[^\W\d_]+", note.text))
            self._avoid_for = (note.note_id, hash(note.text), words)
        return self._avoid_for[2]

    # ---- records ------------------------------------------------------------------------
    @property
    def records(self) -> list[SurrogateRecord]:
        return list(self._records)

    def drain_records(self) -> list[SurrogateRecord]:
        out, self._records = self._records, []
        self._seen.clear()
        return out

    def _record(self, scope: str, kind: str, norm: str, surrogate: str) -> None:
        k = (scope, kind, norm)
        if k in self._seen:
            return
        self._seen.add(k)
        self._records.append(
            SurrogateRecord(self._hash("scope", scope)[:32], kind, self._hash("value", scope, kind, norm), surrogate)
        )

    # ---- entry point --------------------------------------------------------------------
    def kind_of(self, span: Span, original: str) -> str:
        coarse = FINE_TYPES.get(span.type) or MEDDOCAN_TYPES.get(span.type) or span.label
        kind = KINDS.get(span.type) or LABEL_KINDS.get(coarse, "other")
        if kind == "territory":
            kind = "zip" if re.fullmatch(r"[\d\s-]+", original.strip()) else "city"
        if kind == "contact":
            s = original.strip()
            kind = "email" if _EMAIL.match(s) else "url" if _URLISH.match(s) else "ip" if _IPISH.match(s) else "phone"
        return kind

    def surrogate(self, note: Note, span: Span, original: str, protect: Collection[str] = ()) -> str:
        """The surrogate of ``original``. ``protect``: the note's PHI strings (``render.protected_strings``); a
        surrogate holding one of them is drawn again under a redraw key, so the choice stays keyed and repeatable."""
        if not original.strip():
            return original
        lang = get_language(note.language).code  # UnknownLanguage: the note fails closed, no fallback
        kind = self.kind_of(span, original)
        scope = self.scope_for(note, kind)
        try:
            out = self._generate(note, kind, scope, original, lang)
            if protect and kind in _REDRAWN:
                for n in range(1, _REDRAWS):
                    if not any(p in out for p in protect):
                        break
                    out = self._generate(note, kind, f"{scope}\x00redraw{n}", original, lang)
        except UnfitValue:
            out = f"[{span.label}]"
        except Exception as e:  # never let one odd value break a note; never log the value
            log.warning(
                "surrogate generation failed (kind=%s, length=%d, error=%s); redacted",
                kind,
                len(original),
                type(e).__name__,
            )
            out = f"[{span.label}]"
        norm = alnum(original) if kind in ("id", "ssn", "clinician-id", "phone", "zip") else normalise(original)
        self._record(scope, kind, norm, out)
        return out

    # ---- per kind -----------------------------------------------------------------------
    def _generate(self, note: Note, kind: str, scope: str, original: str, lang: str) -> str:
        def draw_for(sub: str, value: str) -> Draw:
            return self._draw(scope, sub, value)

        if kind in ("person", "clinician"):
            return N.surrogate_name(original, draw_for, lang, avoid=self.note_words(note))
        if kind == "relative":
            named = N.surrogate_name(original, draw_for, lang, relatives=True, avoid=self.note_words(note))
            return self._age_in_text(named)
        if kind == "date":
            return self._date(note, original, lang)
        if kind == "age":
            return self._age(original, lang)
        if kind in ("id", "ssn", "clinician-id"):
            return F.scramble_id(original, draw_for("id", alnum(original)), ssn=kind == "ssn")
        if kind == "phone":
            return F.scramble_phone(original, draw_for("phone", alnum(original)), lang)
        if kind == "zip":
            return F.scramble_zip(original, draw_for("zip", alnum(original)), lang)
        if kind == "email":
            words = P.handle_words(lang)
            return F.scramble_email(original, draw_for("email", normalise(original)), words, self.note_words(note))
        if kind == "url":
            words = P.handle_words(lang)
            return F.scramble_url(original, draw_for("url", normalise(original)), words, self.note_words(note))
        if kind == "ip":
            return F.scramble_ip(original, draw_for("ip", normalise(original)))
        if kind == "street":
            return self._street(original, draw_for, lang, self.note_words(note))
        if kind in ("city", "state", "country"):
            pool = {"city": P.cities, "state": P.states, "country": P.countries}[kind](lang)
            return self._pick(pool, original, draw_for(kind, normalise(original)), self.note_words(note))
        if kind in ("hospital", "centre", "org"):
            return self._institution(kind, original, draw_for(kind, normalise(original)), lang, self.note_words(note))
        if kind == "profession":
            return self._pick(P.jobs(lang), original, draw_for("profession", normalise(original)))
        if kind == "sex":
            return original if self.sex == "keep" else get_language(lang).surrogates.sex_placeholder
        return get_language(lang).surrogates.other_placeholder

    @staticmethod
    def _pick(pool, original: str, draw: Draw, avoid: frozenset[str] = frozenset()) -> str:
        key = normalise(original)
        cand = pool[0]
        for _ in range(32):
            cand = draw.choice(pool)
            k = normalise(cand)
            if k != key and not (k in avoid or set(k.split()) & avoid):
                break
        shape = N.case_shape(original)
        return cand.upper() if shape == "upper" else cand.lower() if shape == "lower" else cand

    # dates ----------------------------------------------------------------------------------
    def _date(self, note: Note, original: str, lang: str) -> str:
        text, suffix = original, ""
        m = _TIME_SUFFIX.search(original)
        if m and m.start() > 0:
            text, suffix = original[: m.start()], original[m.start() :]
        parsed = D.parse_date(text, lang)
        if parsed is None:
            if not D.only_date_words(original, lang):
                raise UnfitValue("date span with words that are not a date's")
            return self._date_fallback(note, original)
        y, mo, d = D.shift(parsed, self.date_shift(note), self.year_shift(note))
        return D.render_date(parsed.spec, y, mo, d) + suffix

    def _date_fallback(self, note: Note, original: str) -> str:
        """Unparseable date: ``redact`` → ``[DATE]``; ``scramble`` → 4-digit years (1800-2199)
        shift by the patient's year shift, every other digit is replaced by a keyed digit and
        words are kept (``Navidad de 2015`` → ``Navidad de 2016``; ``hace 3 días`` → ``hace 7 días``)."""
        if self.date_fallback == "redact" or not any(c.isdigit() for c in original):
            return "[DATE]" if not any(c.isdigit() for c in original) or self.date_fallback == "redact" else original
        years = self.year_shift(note)
        draw = self._draw(self.patient_scope(note), "date-fallback", normalise(original))

        def sub(m: re.Match[str]) -> str:
            s = m.group(0)
            if len(s) == 4 and 1800 <= int(s) <= 2199:
                return str(int(s) + years)
            return F.scramble_id(s, draw)

        return re.sub(r"\d+", sub, original)

    # ages -------------------------------------------------------------------------------------
    def _age(self, original: str, lang: str) -> str:
        words = get_language(lang).surrogates.age_words
        if any(not re.fullmatch(words, normalise(w)) for w in re.findall(r"[^\W\d_]+", original)):
            raise UnfitValue("age span with words that are not an age's")
        if self.age_cap is None or _AGE_UNIT_SMALL.search(original):
            return original
        over = f"{self.age_cap + 1}+"
        if _AGE_OVER.search(original) and not _AGE_NUM.search(original):
            unit = re.search(r"\b(años|año|years?|yrs?|y/o|a)\b\.?", original, re.I)
            return f"{over} {unit.group(0)}" if unit else over
        return self._age_in_text(original)

    def _age_in_text(self, text: str) -> str:
        if self.age_cap is None:
            return text
        cap = self.age_cap
        return _AGE_NUM.sub(lambda m: f"{cap + 1}+" if int(m.group(0)) > cap else m.group(0), text)

    # locations -------------------------------------------------------------------------------
    _STREET_KEEP = frozenset(
        {
            "calle", "c", "avenida", "av", "avda", "avd", "paseo", "pso", "plaza", "pza", "pl", "ronda",
            "camino", "carretera", "ctra", "travesia", "glorieta", "rambla", "via", "urbanizacion", "urb",
            "apartado", "correos", "bajo", "piso", "puerta", "pta", "escalera", "esc", "izq", "izquierda",
            "dcha", "derecha", "bis", "portal", "boulevard", "bulevar", "de", "del", "la", "las", "los", "el",
            "street", "st", "avenue", "ave", "road", "rd", "drive", "dr", "lane", "ln", "blvd", "court", "ct",
            "way", "place", "apt", "apartment", "suite", "ste", "unit", "floor", "fl", "po", "box",
            "n", "s", "e", "w", "north", "south", "east", "west", "ne", "nw", "se", "sw", "no", "num", "nº",
            "kalea", "pasealekua", "etorbidea",
        }
    )  # fmt: skip

    def _street(self, original: str, draw_for, lang: str, avoid: frozenset[str] = frozenset()) -> str:
        """Street address: street-type words, unit words and single letters kept, every run of
        other words (the street's name) → a keyed surname-like name, numbers → keyed numbers."""
        draw = draw_for("street", normalise(original))
        out = []
        toks = re.findall(r"[^\W\d_]+\.?|\d+|[^\w]+|_", original)
        name_pending = False
        for tok in toks:
            word = tok.rstrip(".")
            if tok.isdigit():
                out.append(F.scramble_id(tok, draw) if tok != "0" else tok)
                name_pending = False
            elif tok[0].isalpha():
                k = normalise(word)
                if k in self._STREET_KEEP or len(word) == 1:
                    out.append(tok)
                    name_pending = False
                elif name_pending:
                    out.append("")  # a multi-word name collapses into the one replacement
                else:
                    pool = P.last_names(lang) if draw.below(3) else P.first_names(lang, "f" if draw.below(2) else "m")
                    new = N.apply_shape(self._pick(pool, word, draw, avoid), N.case_shape(word))
                    out.append(new + ("." if tok.endswith(".") else ""))
                    name_pending = True
            else:
                if name_pending and out and out[-1] == "" and tok.strip() == "":
                    continue  # drop the blank between collapsed words
                out.append(tok)
                if tok.strip():
                    name_pending = False
        res = re.sub(r"\s+([,.;:])", r"\1", "".join(out))
        res = re.sub(r"\s{2,}", " ", res).strip()
        if normalise(res) == normalise(original) or not res:
            stype = draw.choice(P.street_types(lang))
            name = draw.choice(P.last_names(lang))
            num = draw.between(1, 199)
            res = get_language(lang).surrogates.street_format.format(type=stype, name=name, number=num)
        return res

    def _institution(self, kind: str, original: str, draw: Draw, lang: str,
                     avoid: frozenset[str] = frozenset()) -> str:  # fmt: skip
        """A templated institution name whose drawn parts (names, city) are words the note does not hold: a
        drawn surname that is also a person's name in the note would put it back in the text."""
        pools = get_language(lang).surrogates
        templates = {"hospital": pools.hospital_templates, "centre": pools.centre_templates,
                     "org": pools.org_templates}[kind]  # fmt: skip
        for _ in range(16):
            t = draw.choice(templates)
            # drawn in the order of earlier releases, so a value whose parts do not collide keeps its surrogate
            fields = {"last": draw.choice(P.last_names(lang)), "last2": draw.choice(P.last_names(lang)),
                      "city": draw.choice(P.cities(lang)),
                      "first": draw.choice(P.first_names(lang, "f" if draw.below(2) else "m"))}  # fmt: skip
            res = t.format(saint=draw.choice(pools.saints), **fields)
            used = {w for f, v in fields.items() if "{" + f + "}" in t for w in normalise(v).split()}
            if normalise(res) != normalise(original) and not used & avoid:
                break
        shape = N.case_shape(original)
        return res.upper() if shape == "upper" else res.lower() if shape == "lower" else res
