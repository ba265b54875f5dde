"""Note builder: text pieces are appended in order and span offsets are
recorded at the moment each PHI piece is appended (single pass, no search)."""

TYPE2LABEL = {
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


class NB:
    """Append-only note buffer. Items are plain strings (non-PHI text) or
    (value, TYPE) tuples (PHI spans)."""

    def __init__(self):
        self.parts = []
        self.spans = []
        self.n = 0

    def t(self, s):
        if s:
            self.parts.append(s)
            self.n += len(s)
        return self

    def p(self, s, typ):
        if typ not in TYPE2LABEL:
            raise ValueError("bad type %r" % (typ,))
        if not s or s != s.strip():
            raise ValueError("bad span value %r" % (s,))
        self.spans.append((self.n, self.n + len(s), typ))
        self.parts.append(s)
        self.n += len(s)
        return self

    def w(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, tuple):
                self.p(it[0], it[1])
            elif isinstance(it, list):
                self.w(*it)
            else:
                self.t(it)
        return self

    def text(self):
        return "".join(self.parts)


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
         "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


def art(x):
    """indefinite article for the word or number that follows"""
    x = str(x)
    if x[:1].isdigit():
        d = "".join(ch for ch in x if ch.isdigit())
        n = int(d[:2]) if len(d) >= 2 else int(d)
        return "an" if (d[0] == "8" or n in (11, 18) and len(d) == 2) else "a"
    lo = x.lower()
    if lo[:1] in "aeio" or (lo.startswith("u") and not lo.startswith("uni")):
        return "an"
    return "a"


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def to_record(nb, idx, genre, country, lower):
    text = nb.text()
    if lower:
        low = text.lower()
        if len(low) != len(text):
            raise ValueError("lower-casing changed length")
        text = low
    spans = []
    for s, e, typ in nb.spans:
        spans.append({"start": s, "end": e, "label": TYPE2LABEL[typ],
                      "type": typ, "text": text[s:e]})
    return {"id": "dev332-%04d" % idx, "text": text, "spans": spans,
            "meta": {"source": "dev332-en", "genre": genre,
                     "lowercase": bool(lower), "country": country}}
