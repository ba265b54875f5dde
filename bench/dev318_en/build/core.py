"""Core helpers for the dev318_en generator: a single-pass note builder that
records span offsets while text is appended, plus small random helpers."""

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

# rare, harmless misspellings a busy clinician or clerk might leave in
TYPOS = [
    ("cholesterol", "cholestrol"), ("received", "recieved"), ("the patient", "teh patient"),
    ("appointment", "appointmnet"), ("tolerated", "tollerated"), ("separate", "seperate"),
    ("definitely", "definately"), ("with", "wiht"), ("occurred", "occured"),
    ("arrange", "arange"), ("their", "thier"), ("family", "famliy"),
]


class NB:
    """Note builder. add() takes plain strings, (TYPE, value) tuples, None, or
    nested lists of those; offsets are recorded as each piece is appended."""

    def __init__(self, lower=False, typo=None):
        self.buf = []
        self.spans = []
        self.n = 0
        self.lower = lower
        self.typo = typo  # (right, wrong) or None; applied once to plain text

    def add(self, *pieces):
        for pc in pieces:
            if pc is None or pc == "":
                continue
            if isinstance(pc, list):
                self.add(*pc)
                continue
            if isinstance(pc, tuple):
                typ, val = pc
                val = str(val)
                if self.lower:
                    val = val.lower()
                if typ not in LABEL_OF:
                    raise ValueError("bad type " + typ)
                if not val or val != val.strip():
                    raise ValueError("bad span value %r" % val)
                self.spans.append({"start": self.n, "end": self.n + len(val),
                                   "label": LABEL_OF[typ], "type": typ, "text": val})
            else:
                val = pc
                if self.typo and self.typo[0] in val:
                    val = val.replace(self.typo[0], self.typo[1], 1)
                    self.typo = None
                if self.lower:
                    val = val.lower()
            self.buf.append(val)
            self.n += len(val)
        return self

    def line(self, *pieces):
        self.add(*pieces)
        self.add("\n")
        return self

    def text(self):
        return "".join(self.buf)


def S(typ, val):
    return (typ, val)


class R:
    """Thin wrapper around one random.Random with helpers."""

    def __init__(self, rnd):
        self.r = rnd

    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    def chance(self, p):
        return self.r.random() < p

    def int(self, a, b):
        return self.r.randint(a, b)

    def uni(self, a, b):
        return self.r.uniform(a, b)

    def digits(self, n):
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def letters(self, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(alpha[self.r.randrange(len(alpha))] for _ in range(n))

    def sample(self, seq, k):
        return self.r.sample(list(seq), k)

    def shuffle(self, seq):
        self.r.shuffle(seq)

    def weighted(self, pairs):
        total = sum(w for _, w in pairs)
        x = self.r.random() * total
        for item, w in pairs:
            x -= w
            if x < 0:
                return item
        return pairs[-1][0]


def ascii_slug(s):
    out = []
    table = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ō": "o", "ā": "a",
             "ë": "e", "è": "e", "ç": "c", "ñ": "n", "ü": "u", "ö": "o", "ø": "o",
             "å": "a", "ä": "a", "Ó": "o", "Á": "a", "É": "e"}
    for ch in s:
        ch = table.get(ch, ch)
        if ch.isalnum() and ch.isascii():
            out.append(ch.lower())
    return "".join(out)


class Person:
    def __init__(self, first, last, sex, middle=None):
        self.first = first
        self.last = last
        self.sex = sex
        self.middle = middle

    def fl(self):
        return self.first + " " + self.last

    def full(self):
        if self.middle:
            return self.first + " " + self.middle[0] + ". " + self.last
        return self.fl()

    def lf(self):
        return self.last + ", " + self.first

    def LF(self):
        s = self.last.upper() + ", " + self.first.upper()
        if self.middle:
            s += " " + self.middle[0].upper()
        return s

    def init_last(self):
        return self.first[0] + ". " + self.last

    def initials(self):
        parts = [self.first[0]]
        if self.middle:
            parts.append(self.middle[0])
        parts.append(self.last[0].upper())
        return "".join(parts).upper()

    def title(self, usdot=False, child=False):
        if child:
            t = "Master" if self.sex == "M" else "Miss"
            return t
        if self.sex == "M":
            t = "Mr"
        else:
            t = "Mrs" if len(self.last) % 2 else "Ms"
        return t + "." if usdot else t

    def pron(self):
        return ("he", "his", "him") if self.sex == "M" else ("she", "her", "her")
