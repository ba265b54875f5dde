"""Pattern packs: regex rules as data (TOML), one file per detector per language.

File layout (``workers/rules/packs/<lang>/<detector>.toml``, the folder its Language record names)::

    [pack]
    name = "dates"            # detector name; spans get source rules.<lang>.<name>@<version>
    version = "1.0.0"
    language = "en"

    [defs]                    # reusable fragments, referenced as {{name}} in regexes (and in defs)
    month = '''(?:jan(?:uary)?|feb(?:ruary)?|...)'''

    [[pattern]]
    id = "en.date.numeric"    # unique id
    type = "DATE"             # fine type (FINE_TYPES for en, MEDDOCAN types for es)
    regex = '''...'''         # `regex` syntax; a group named `phi` narrows the span
    score = 0.85              # base confidence
    context = ["dob", "date"] # words near the match (before, within context_window chars)
    context_window = 40
    context_required = false  # true: no context word => no span
    context_boost = 0.1       # added to score when a context word is present
    validators = ["date"]     # names from deidq.workers.rules.validators.VALIDATORS
    version = "1.0.0"         # optional; defaults to the pack version
    post = "name"             # optional post-processing hook: "name" (trim names at stop words),
                              # "surname_first" (as "name", and no span when the first word is an
                              # upper-case abbreviation that no name lexicon knows: "GERD, Barrett"),
                              # "trim_period" (drop one trailing full stop), "trim_plus" (drop a
                              # leading "+" of an international number) or "postal_prefix" (take a
                              # country prefix "E-" before a postal code into the span)
    single_line = true        # optional: cut the span at its first line break (default: true for
                              # LOCATION-labelled patterns, false otherwise)
    over_common_words = true  # optional: the context says the value is a name ("prefers Boy"), so the
                              # common-word veto (workers/rules/common_words.py) does not take it out
    triggers = ["dob", "date"] # optional prefilter: lower-case literals, at least one of which every match
                              # contains; the regex then runs only in windows around their occurrences
    trigger_regex = '\\d{5}' # optional: a cheap regex (starting with a literal or a simple class) whose
                              # matches are triggers too
    trigger_window = [80, 80] # optional: chars searched before / after each trigger occurrence
    trigger_also = ["edad"]   # optional: lower-case literals, one of which every match also contains;
                              # windows without one are not searched

    [[negative]]              # hard negatives: a candidate lying inside a match is dropped
    id = "en.neg.bp"
    regex = '''...'''
    labels = ["DATE"]         # optional: only drop candidates of these labels
    triggers = ["bp"]         # optional, as for patterns

    [[negative]]              # a veto: the match is never (part of) a span of these fine types, whichever
    id = "es.neg.x"           # detector found it; the rules detector returns it as a veto marker that the
    regex = '''...'''         # merger honours (see workers/core/vetoes.py). Spans of other types are
    veto_types = ["HOSPITAL"] # untouched; `labels` and `veto_types` are exclusive. `veto_labels = ["NAME",
                              # "LOCATION"]` vetoes every fine type of those coarse labels with one marker;
                              # `veto_inside = true` makes that marker drop only spans wholly inside the
                              # match ("Home Care" alone, not "Elmwood Home Care").

Triggers are a speed device only: a match whose window edge is touched makes the detector re-run that
regex over the whole note, and ``tests/unit/test_rules_speed.py`` checks on corpus samples that the
prefiltered detector returns exactly the spans of the unfiltered one.
"""

from __future__ import annotations

import functools
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import regex
from deidq.workers.core.labels import FINE_TYPES, LABELS, MEDDOCAN_TYPES, label_of
from deidq.workers.languages import get_language, language_codes
from deidq.workers.rules.compiled_cache import CompiledRegexCache
from deidq.workers.rules.post_hooks import SPAN_HOOKS
from deidq.workers.rules.validators import VALIDATORS

_REF = regex.compile(r"\{\{(\w+)\}\}")


class PackError(ValueError):
    """A pattern pack is malformed. Messages name the pack file and pattern id only."""


POST_HOOKS = frozenset({"", "name", "surname_first", *SPAN_HOOKS})
_KNOWN_TYPES = frozenset(FINE_TYPES) | frozenset(MEDDOCAN_TYPES)


@dataclass(slots=True)
class Pattern:
    id: str
    type: str
    label: str
    compiled: regex.Pattern[str]
    score: float = 0.85
    context: tuple[str, ...] = ()
    context_re: regex.Pattern[str] | None = None
    context_window: int = 40
    context_required: bool = False
    context_boost: float = 0.1
    validators: tuple[str, ...] = ()
    version: str = "1.0.0"
    post: str = ""
    triggers: tuple[str, ...] = ()
    window: tuple[int, int] = (80, 80)
    trigger_re: regex.Pattern[str] | re.Pattern[str] | None = None
    trigger_also: tuple[str, ...] = ()
    single_line: bool = False
    over_common_words: bool = False  # the context says the value is a name: the common-word veto spares it


@dataclass(slots=True)
class Negative:
    id: str
    compiled: regex.Pattern[str]
    labels: frozenset[str] = frozenset()
    triggers: tuple[str, ...] = ()
    window: tuple[int, int] = (80, 80)
    trigger_re: regex.Pattern[str] | re.Pattern[str] | None = None
    trigger_also: tuple[str, ...] = ()
    veto_types: frozenset[str] = frozenset()
    veto_labels: frozenset[str] = frozenset()  # every fine type of these labels, one marker per match
    veto_inside: bool = False  # the label marker drops only spans lying wholly inside the match

    @property
    def is_veto(self) -> bool:
        return bool(self.veto_types or self.veto_labels)


@dataclass(slots=True)
class Pack:
    name: str
    version: str
    language: str
    patterns: list[Pattern] = field(default_factory=list)
    negatives: list[Negative] = field(default_factory=list)
    path: str = ""


def _expand(text: str, defs: dict[str, str], where: str, depth: int = 0) -> str:
    if depth > 10:
        raise PackError(f"{where}: defs nest too deep")

    def sub(m: regex.Match[str]) -> str:
        key = m.group(1)
        if key not in defs:
            raise PackError(f"{where}: unknown def {key!r}")
        return _expand(defs[key], defs, where, depth + 1)

    return _REF.sub(sub, text)


def context_regex(words: tuple[str, ...]) -> regex.Pattern[str] | None:
    if not words:
        return None
    alts = sorted({w.casefold() for w in words}, key=len, reverse=True)
    body = "|".join(regex.escape(w) for w in alts)
    return regex.compile(rf"(?i)(?<![\p{{L}}\p{{N}}])(?:{body})(?![\p{{L}}\p{{N}}])")


def _trigger_re(entry: dict[str, Any], defs: dict[str, str], where: str,
                cache: CompiledRegexCache | None) -> regex.Pattern[str] | re.Pattern[str] | None:  # fmt: skip
    src = entry.get("trigger_regex")
    if not src:
        return None
    try:
        expanded = _expand(str(src), defs, where)
        compiled = _compile_cached(expanded, cache)  # checks the syntax as every pattern is checked
    except regex.error as e:
        raise PackError(f"{where}: bad trigger_regex ({e})") from None
    return _plain_re(expanded) or compiled


# A trigger regex written only with ASCII literals, groups, alternation, quantifiers, lookaheads and ASCII
# classes means the same to the standard library's `re`. Where such a pattern starts with a literal, `re` scans a
# note 1.2-2.7x faster than `regex` (on the ACI notes; where it starts with a digit or a range class, 2-10x
# slower), and triggers scan every note, so those run on `re`. Anything else stays on `regex`.
_PLAIN = re.compile(r"(?:[A-Za-z0-9 ,'/#%&:;=<>!_\-]|\\[d.\-t/()]|[()|?*+.{}\[\]])*")
_OTHER_GROUP = re.compile(r"\(\?(?![:=!])")  # (?i, (?<, (?P, ...
_LITERAL_START = re.compile(r"[A-Za-z,/:;#%&=<>!_' ]|\\\(|\(\?:[A-Za-z, ]|\[[^\]\-\\]*\]")


@functools.cache
def _plain_re(src: str) -> re.Pattern[str] | None:
    """``src`` compiled by ``re`` where that is the same pattern and the faster scan; else None."""
    plain = _PLAIN.fullmatch(src) is not None and not _OTHER_GROUP.search(src) and _LITERAL_START.match(src)
    return re.compile(src) if plain else None


_COMPILED: dict[str, regex.Pattern[str]] = {}


def _compile_cached(src: str, cache: CompiledRegexCache | None) -> regex.Pattern[str]:
    got = _COMPILED.get(src)
    if got is None:
        got = _COMPILED[src] = _compile(src, regex.V0, cache)
    return got


def _compile(src: str, flags: int, cache: CompiledRegexCache | None) -> regex.Pattern[str]:
    return cache.compile(src, flags) if cache is not None else regex.compile(src, flags)


def _literals(entry: dict[str, Any], key: str, where: str) -> tuple[str, ...]:
    trig = entry.get(key) or ()
    if isinstance(trig, str) or not all(isinstance(t, str) and t for t in trig):
        raise PackError(f"{where}: {key} must be a list of non-empty strings")
    if any(t != t.lower() for t in trig):
        raise PackError(f"{where}: {key} must be lower-case")
    return tuple(dict.fromkeys(trig))


def _triggers(entry: dict[str, Any], where: str) -> tuple[tuple[str, ...], tuple[int, int]]:
    trig = _literals(entry, "triggers", where)
    win = entry.get("trigger_window", 80)
    if isinstance(win, int):
        win = [win, win]
    if not (isinstance(win, list) and len(win) == 2 and all(isinstance(w, int) and w >= 0 for w in win)):
        raise PackError(f"{where}: trigger_window must be an int or [before, after]")
    return trig, (win[0], win[1])


def _read_pack(path: Path) -> tuple[dict[str, Any], dict[str, str]]:
    """A pack file's table and its ``[defs]``."""
    try:
        data: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise PackError(f"{path.name}: invalid TOML ({e})") from None
    return data, {k: str(v) for k, v in (data.get("defs") or {}).items()}


def load_pack(path: Path, cache: CompiledRegexCache | None = None) -> Pack:
    """Parse and check one pack file; ``cache`` serves compiled patterns from disk (see compiled_cache)."""
    data, defs = _read_pack(path)
    meta = data.get("pack") or {}
    name = meta.get("name") or path.stem
    version = str(meta.get("version", "1.0.0"))
    language = meta.get("language") or path.parent.name
    pack = Pack(name=name, version=version, language=language, path=str(path))
    seen: set[str] = set()
    for i, p in enumerate(data.get("pattern") or []):
        pid = p.get("id") or f"{name}.{i}"
        where = f"{path.name}:{pid}"
        if pid in seen:
            raise PackError(f"{where}: duplicate pattern id")
        seen.add(pid)
        if "type" not in p or "regex" not in p:
            raise PackError(f"{where}: pattern needs type and regex")
        vals = tuple(p.get("validators") or ())
        for v in vals:
            if v not in VALIDATORS:
                raise PackError(f"{where}: unknown validator {v!r}")
        try:
            compiled = _compile(_expand(p["regex"], defs, where), regex.V0, cache)
        except regex.error as e:
            raise PackError(f"{where}: bad regex ({e})") from None
        ctx = tuple(p.get("context") or ())
        trig, win = _triggers(p, where)
        label = p.get("label") or label_of(p["type"])
        post = str(p.get("post", ""))
        if post not in POST_HOOKS:
            raise PackError(f"{where}: unknown post hook {post!r} (use one of {sorted(POST_HOOKS)})")
        single = p.get("single_line", label == "LOCATION")
        if not isinstance(single, bool):
            raise PackError(f"{where}: single_line must be true or false")
        pack.patterns.append(
            Pattern(
                id=pid,
                type=p["type"],
                label=label,
                compiled=compiled,
                score=float(p.get("score", 0.85)),
                context=ctx,
                context_re=context_regex(ctx),
                context_window=int(p.get("context_window", 40)),
                context_required=bool(p.get("context_required", False)),
                context_boost=float(p.get("context_boost", 0.1)),
                validators=vals,
                version=str(p.get("version", version)),
                post=post,
                triggers=trig,
                window=win,
                trigger_re=_trigger_re(p, defs, where, cache),
                trigger_also=_literals(p, "trigger_also", where),
                single_line=single,
                over_common_words=bool(p.get("over_common_words", False)),
            )
        )
    for i, n in enumerate(data.get("negative") or []):
        nid = n.get("id") or f"{name}.neg{i}"
        where = f"{path.name}:{nid}"
        if nid in seen:  # one id space per pack: a veto's id names it in provenance and in docs
            raise PackError(f"{where}: duplicate id")
        seen.add(nid)
        try:
            compiled = _compile(_expand(n["regex"], defs, where), 0, cache)
        except (regex.error, KeyError) as e:
            raise PackError(f"{where}: bad negative ({type(e).__name__})") from None
        trig, win = _triggers(n, where)
        tre = _trigger_re(n, defs, where, cache)
        also = _literals(n, "trigger_also", where)
        vetoes = n.get("veto_types") or ()
        if isinstance(vetoes, str) or not all(isinstance(t, str) and t in _KNOWN_TYPES for t in vetoes):
            raise PackError(f"{where}: veto_types must be a list of known fine types")
        veto_labels = n.get("veto_labels") or ()
        if isinstance(veto_labels, str) or not all(isinstance(x, str) and x in LABELS for x in veto_labels):
            raise PackError(f"{where}: veto_labels must be a list of labels ({', '.join(LABELS)})")
        if (vetoes or veto_labels) and n.get("labels"):
            raise PackError(f"{where}: a negative has labels or veto_types/veto_labels, not both")
        inside = n.get("veto_inside", False)
        if not isinstance(inside, bool) or (inside and not veto_labels):
            raise PackError(f"{where}: veto_inside must be true or false, and needs veto_labels")
        labels = frozenset(n.get("labels") or ())
        vetoed = (frozenset(vetoes), frozenset(veto_labels), inside)
        pack.negatives.append(Negative(nid, compiled, labels, trig, win, tre, also, *vetoed))
    return pack


@functools.cache
def pack_def(language: str, pack: str, name: str) -> str:
    """One ``[defs]`` entry of a language's pack, expanded: for code that must read a fragment the way the
    pack does (validators), so the fragment is written once."""
    path = get_language(language).rules.packs_dir / f"{pack}.toml"
    _, defs = _read_pack(path)
    if name not in defs:
        raise PackError(f"{path.name}: no def {name!r}")
    return _expand(defs[name], defs, path.name)


def available_packs(language: str) -> list[Path]:
    d = get_language(language).rules.packs_dir  # the language record names its pack folder
    return sorted(d.glob("*.toml")) if d.is_dir() else []


def supported_languages() -> list[str]:
    """Languages with a record and at least one pack."""
    return [code for code in language_codes() if available_packs(code)]
