"""Segment/marker machinery for dev65_en.

A note is built by appending segments to a Doc.  Literal segments are plain
text; PHI segments are P(text, type) objects.  The Doc records the start and
end offset of every PHI segment at the moment it is appended, so gold spans
come from the generator itself and never from searching the finished text.

Templates use a tiny brace language:
  {slot}        value from the context (str, P, Seq/list, or a callable
                returning one of these; callables are re-evaluated per use)
  {~a|b|c}      one alternative chosen with the note's RNG (may nest slots)
  {#Header}     a section header rendered in the note's layout style
"""
import re

CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

# In the lower-case shorthand layout these categories are typed in lower case
# too; identifiers and contact strings are treated as pasted and keep case.
LOWERED_CATEGORIES = {"NAME", "LOCATION", "DATE", "PROFESSION", "AGE"}


class P:
    """One PHI value with its fine type."""
    __slots__ = ("text", "type")

    def __init__(self, text, type_):
        if type_ not in CATEGORY:
            raise ValueError("unknown fine type %r" % type_)
        if text != text.strip() or not text:
            raise ValueError("PHI value with edge whitespace: %r" % text)
        self.text = text
        self.type = type_

    def __repr__(self):
        return "P(%r,%s)" % (self.text, self.type)


class Seq(list):
    """A composite value: a list of str and P pieces written in order."""


# shorthand used by the fast lower-case typists (applied to literal text only)
SHORTHAND = [
    (r"\bpatient\b", ["pt"]), (r"\bpatients\b", ["pts"]),
    (r"\bwith\b", ["w/", "w", "with"]), (r"\bwithout\b", ["w/o"]),
    (r"\bhistory of\b", ["hx of", "h/o"]), (r"\bhistory\b", ["hx"]),
    (r"\bbecause\b", ["b/c"]), (r"\bcontinue\b", ["cont", "c/w"]),
    (r"\bdischarge\b", ["d/c", "dc"]), (r"\bfollow[- ]up\b", ["f/u", "fu"]),
    (r"\bevaluation\b", ["eval"]), (r"\bincreased?\b", ["incr", "^"]),
    (r"\bdecreased?\b", ["decr"]), (r"\band\b", ["&", "and", "+"]),
    (r"\bbilateral\b", ["b/l"]), (r"\bsecondary to\b", ["2/2"]),
    (r"\bnormal\b", ["nl", "wnl"]), (r"\bsymptoms\b", ["sx"]),
    (r"\btreatment\b", ["tx"]), (r"\bdiagnosis\b", ["dx"]),
    (r"\bprescription\b", ["rx"]), (r"\bthe\b", ["the", "", "the"]),
    (r"\bplease\b", ["pls"]), (r"\bneeds\b", ["needs", "nds"]),
    (r"\bappointment\b", ["appt"]), (r"\bphysical therapy\b", ["pt/ot", "pt"]),
    (r"\bmedications\b", ["meds"]), (r"\bapproximately\b", ["~", "approx"]),
    (r"\bhours\b", ["hrs", "h"]), (r"\bminutes\b", ["min"]),
    (r"\byesterday\b", ["yest", "yday"]), (r"\btonight\b", ["tonite"]),
    (r"\bthrough\b", ["thru"]), (r"\bmorning\b", ["am"]),
    (r"\bassessment\b", ["assess"]), (r"\bcomplains of\b", ["c/o"]),
    (r"\bnegative\b", ["neg"]), (r"\bpositive\b", ["pos", "+"]),
    (r"\bdaughter\b", ["dtr"]), (r"\bhusband\b", ["hus"]), (r"\bwife\b", ["wf"]),
    (r"\bsister\b", ["sis"]), (r"\bbrother\b", ["bro"]), (r"\bneighbor\b", ["nbr"]),
    (r"\bgranddaughter\b", ["gdtr"]), (r"\bgrandson\b", ["gson"]),
]
_SH = [(re.compile(a), b) for a, b in SHORTHAND]


def shorthand(s, rng):
    for rx, alts in _SH:
        s = rx.sub(lambda m: rng.choice(alts), s)
    s = re.sub(r"  +", " ", s)
    return s


def _match_brace(t, i):
    depth = 0
    for j in range(i, len(t)):
        if t[j] == "{":
            depth += 1
        elif t[j] == "}":
            depth -= 1
            if depth == 0:
                return j
    raise ValueError("unbalanced brace in template: %r" % t[i:i + 60])


def _split_top(s, sep="|"):
    out, depth, cur = [], 0, []
    for ch in s:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == sep and depth == 0:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    out.append("".join(cur))
    return out


class Doc:
    def __init__(self, rng, style):
        assert style in ("mixed", "caps", "lower")
        self.rng = rng
        self.style = style
        self.parts = []
        self.spans = []
        self.n = 0

    # -- low level ---------------------------------------------------------
    def _append(self, s):
        self.parts.append(s)
        self.n += len(s)

    def lit(self, s):
        if not s:
            return
        if self.style == "lower":
            s = shorthand(s.lower(), self.rng)
        self._append(s)

    def phi(self, p):
        t = p.text
        if self.style == "lower" and CATEGORY[p.type] in LOWERED_CATEGORIES:
            t = t.lower()
        start = self.n
        self._append(t)
        self.spans.append({"start": start, "end": self.n, "label": CATEGORY[p.type],
                           "type": p.type, "text": t})

    def header(self, h):
        if self.style == "caps":
            self._append(h.upper())
        elif self.style == "lower":
            self.lit(h)
        else:
            self._append(h)

    def put(self, v):
        if v is None:
            return
        if callable(v) and not isinstance(v, (P, str, list)):
            v = v()
            return self.put(v)
        if isinstance(v, P):
            self.phi(v)
        elif isinstance(v, str):
            self.lit(v)
        elif isinstance(v, (list, tuple)):
            for x in v:
                self.put(x)
        else:
            raise TypeError(repr(v))

    # -- templates ---------------------------------------------------------
    def render(self, tpl, ctx):
        buf = []
        i = 0
        while i < len(tpl):
            c = tpl[i]
            if c == "{":
                j = _match_brace(tpl, i)
                inner = tpl[i + 1:j]
                if buf:
                    self.lit("".join(buf))
                    buf = []
                if inner.startswith("~"):
                    self.render(self.rng.choice(_split_top(inner[1:])), ctx)
                elif inner.startswith("#"):
                    h = re.sub(r"\{(\w+)\}", lambda m: ctx[m.group(1)], inner[1:])
                    self.header(h)
                else:
                    if inner not in ctx:
                        raise KeyError("template slot %r missing" % inner)
                    self.put(ctx[inner])
                i = j + 1
            else:
                buf.append(c)
                i += 1
        if buf:
            self.lit("".join(buf))

    def text(self):
        return "".join(self.parts)

    def finish(self):
        text = self.text()
        # tidy: the shorthand pass may leave doubled spaces inside literals;
        # spans were computed on the exact appended strings, so text is final.
        for s in self.spans:
            assert text[s["start"]:s["end"]] == s["text"]
        return text, list(self.spans)
