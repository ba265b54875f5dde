"""Note builder: text is assembled piece by piece and span offsets are
recorded at the moment each PHI piece is appended (single pass)."""
import re
import sys

sys.dont_write_bytecode = True

LABEL_OF = {
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
TYPES = sorted(LABEL_OF)


def _mk(typ):
    def f(value):
        return (value, typ)
    return f


PAT = _mk("PATIENT")
DOC = _mk("DOCTOR")
FAM = _mk("FAMILY")
USER = _mk("USERNAME")
AGE = _mk("AGE")
DATE = _mk("DATE")
STREET = _mk("STREET")
CITY = _mk("CITY")
STATE = _mk("STATE")
ZIP = _mk("ZIP")
CTRY = _mk("COUNTRY")
HOSP = _mk("HOSPITAL")
ORG = _mk("ORGANIZATION")
LOCO = _mk("LOCATION_OTHER")
MRN = _mk("MRN")
SSN = _mk("SSN")
HPLAN = _mk("HEALTHPLAN")
ACCT = _mk("ACCOUNT")
LIC = _mk("LICENSE")
DEV = _mk("DEVICE")
VEH = _mk("VEHICLE")
BIO = _mk("BIOID")
IDN = _mk("IDNUM")
PHONE = _mk("PHONE")
FAX = _mk("FAX")
EMAIL = _mk("EMAIL")
URL = _mk("URL")
IP = _mk("IPADDR")
PROF = _mk("PROFESSION")

_WORD = re.compile(r"\b[a-z]{6,}\b")


def typo(rng, s, p):
    """Occasionally damage one ordinary lower-case word of a plain segment."""
    if len(s) < 30 or rng.random() >= p:
        return s
    words = [m for m in _WORD.finditer(s)]
    if not words:
        return s
    m = words[rng.randrange(len(words))]
    w = m.group(0)
    i = rng.randrange(1, len(w) - 2)
    kind = rng.randrange(3)
    if kind == 0:
        w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
    elif kind == 1:
        w2 = w[:i] + w[i + 1:]
    else:
        w2 = w[:i] + w[i] + w[i:]
    return s[:m.start()] + w2 + s[m.end():]


class Note:
    def __init__(self, rng, typo_rate=0.0):
        self.rng = rng
        self.buf = []
        self.n = 0
        self.spans = []
        self.typo_rate = typo_rate

    def _plain(self, s, prose):
        if prose and self.typo_rate:
            s = typo(self.rng, s, self.typo_rate)
        self.buf.append(s)
        self.n += len(s)

    def _span(self, value, typ):
        if typ not in LABEL_OF:
            raise ValueError(typ)
        if not value or value != value.strip():
            raise ValueError("bad span value %r" % (value,))
        self.spans.append({"start": self.n, "end": self.n + len(value),
                           "label": LABEL_OF[typ], "type": typ, "text": value})
        self.buf.append(value)
        self.n += len(value)

    def _add(self, p, prose):
        if p is None:
            return
        if isinstance(p, list):
            for q in p:
                self._add(q, prose)
        elif isinstance(p, tuple):
            self._span(p[0], p[1])
        else:
            self._plain(p, prose)

    def add(self, *parts):
        """Append parts verbatim; tuples (value, TYPE) become spans."""
        for p in parts:
            self._add(p, False)
        return self

    def say(self, *parts):
        """Like add, but plain prose may receive a rare typo."""
        for p in parts:
            self._add(p, True)
        return self

    def finish(self, lower):
        text = "".join(self.buf)
        spans = [dict(s) for s in self.spans]
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            for s in spans:
                s["text"] = s["text"].lower()
                if low[s["start"]:s["end"]] != s["text"]:
                    raise ValueError("lower() moved a span")
            text = low
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise ValueError("offset mismatch")
        return text, spans
