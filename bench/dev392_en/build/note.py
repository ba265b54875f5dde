"""Note assembly with single-pass offset tracking (dev392_en).

A note is built by appending pieces.  A piece is
  * a str            -> plain text, never PHI
  * a tuple (s, typ) -> a PHI value of fine type typ
  * a list of pieces -> appended in order
Offsets are recorded while appending; the finished text is never searched.
"""
import re

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}

# natural slips clinicians make when typing fast (plain text only)
TYPOS = [
    ("patient", "pateint"), ("received", "recieved"), ("separate", "seperate"),
    ("alcohol", "alchohol"), ("definitely", "definately"), ("the", "teh"),
    ("with", "wiht"), ("assessment", "assesment"), ("occasionally", "occasionaly"),
    ("behaviour", "behaviuor"), ("tomorrow", "tommorow"), ("and", "adn"),
    ("medication", "medicaiton"), ("discharge", "dischagre"), ("reported", "reproted"),
    ("consultant", "consulant"), ("daughter", "daugther"), ("currently", "currenlty"),
    ("because", "becuase"), ("thoughts", "thougths"), ("which", "whcih"),
    ("psychiatric", "psychiatirc"), ("review", "reveiw"), ("should", "shoudl"),
]
_TYPO_RE = re.compile(r"\b(" + "|".join(w for w, _ in TYPOS) + r")\b")
_TYPO_MAP = dict(TYPOS)


def P(text, typ):
    """A PHI piece."""
    if typ not in TYPE_LABEL:
        raise ValueError("bad type " + typ)
    return (text, typ)


class Note:
    def __init__(self, rng, typo_rate=0.0):
        self.rng = rng
        self.buf = []
        self.pos = 0
        self.spans = []
        self.typo_rate = typo_rate

    # -- appending -------------------------------------------------------
    def add(self, *pieces):
        for x in pieces:
            if x is None:
                continue
            if isinstance(x, str):
                self._plain(x)
            elif isinstance(x, tuple):
                self._phi(x[0], x[1])
            elif isinstance(x, list):
                self.add(*x)
            else:
                raise TypeError(repr(x))

    def _plain(self, s):
        if self.typo_rate and len(s) > 25 and self.rng.random() < self.typo_rate:
            m = _TYPO_RE.search(s)
            if m:
                s = s[:m.start()] + _TYPO_MAP[m.group(1)] + s[m.end():]
        self.buf.append(s)
        self.pos += len(s)

    def _phi(self, s, typ):
        if not s or s != s.strip():
            raise ValueError("PHI piece with edge whitespace: %r" % s)
        self.spans.append((self.pos, self.pos + len(s), typ))
        self.buf.append(s)
        self.pos += len(s)

    _FIELD = re.compile(r"\{(\w+)\}")

    def f(self, tmpl, **kw):
        """Append a template; {key} is replaced by the piece kw[key]."""
        last = 0
        for m in self._FIELD.finditer(tmpl):
            if m.start() > last:
                self._plain(tmpl[last:m.start()])
            self.add(kw[m.group(1)])
            last = m.end()
        if last < len(tmpl):
            self._plain(tmpl[last:])

    # -- result ----------------------------------------------------------
    def finish(self, lower=False):
        text = "".join(self.buf)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        spans = []
        for s, e, typ in self.spans:
            spans.append({"start": s, "end": e, "label": TYPE_LABEL[typ],
                          "type": typ, "text": text[s:e]})
        return text, spans


class Person:
    """A person in a note; typ is PATIENT, DOCTOR or FAMILY."""

    def __init__(self, first, last, sex, typ, middle="", nick="", origin=""):
        self.first, self.last, self.sex, self.typ = first, last, sex, typ
        self.middle, self.nick, self.origin = middle, nick, origin
        self.title_dot = False
        self.dr = False

    def _p(self, s):
        return (s, self.typ)

    def full(self):
        return self._p(self.first + " " + self.last)

    def fml(self):
        if self.middle:
            return self._p("%s %s. %s" % (self.first, self.middle[0], self.last))
        return self.full()

    def first_(self):
        return self._p(self.first)

    def last_(self):
        return self._p(self.last)

    def upper_last_first(self):
        s = "%s, %s" % (self.last.upper(), self.first)
        if self.middle:
            s += " " + self.middle[0]
        return self._p(s)

    def last_first(self):
        return self._p("%s, %s" % (self.last, self.first))

    def initials(self, dots=False):
        a, b = self.first[0].upper(), self.last[0].upper()
        return self._p(a + "." + b + "." if dots else a + b)

    def init_last(self):
        return self._p("%s. %s" % (self.first[0], self.last))

    def nickname(self):
        return self._p(self.nick or self.first)

    def title(self):
        if self.dr:
            t = "Dr"
        elif self.sex == "M":
            t = "Mr"
        elif self.sex == "F":
            t = "Ms" if self.typ != "FAMILY" else "Mrs"
        else:
            t = "Mx"
        return t + ("." if self.title_dot else "")

    def titled(self):
        return [self.title() + " ", self.last_()]

    def titled_full(self):
        return [self.title() + " ", self.full()]

    def he(self):
        return {"M": "he", "F": "she"}.get(self.sex, "they")

    def him(self):
        return {"M": "him", "F": "her"}.get(self.sex, "them")

    def his(self):
        return {"M": "his", "F": "her"}.get(self.sex, "their")

    def any(self, rng):
        k = rng.randrange(10)
        if k < 3:
            return self.titled()
        if k < 6:
            return self.first_()
        if k < 8:
            return self.full()
        if k < 9:
            return self.initials()
        return self.last_()


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
         "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    return "one hundred" + (" and " + num_words(n - 100) if n > 100 else "")


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p
