"""Core note builder: text pieces are appended in order and span offsets are
recorded at the moment each PHI piece is appended (single pass)."""

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

# rare, realistic typing slips applied only to non-PHI template text
TYPOS = [
    ("received", "recieved"), ("separate", "seperate"), ("and ", "adn "),
    ("the ", "teh "), ("required", "requried"), ("parents", "parnets"),
    ("because", "becuase"), ("appointment", "appointmnet"), ("sample", "smaple"),
    ("message", "mesage"), ("following", "follwing"), ("discussed", "discused"),
]


class Note:
    def __init__(self, rng, genre, country):
        self.rng = rng
        self.genre = genre
        self.country = country
        self.buf = []
        self.n = 0
        self.spans = []
        self.typo_budget = 1 if rng.random() < 0.35 else 0

    def _t(self, s):
        if not s:
            return
        if self.typo_budget and len(s) > 25 and self.rng.random() < 0.05:
            for a, b in TYPOS:
                if a in s:
                    s = s.replace(a, b, 1)
                    self.typo_budget -= 1
                    break
        self.buf.append(s)
        self.n += len(s)

    def _p(self, typ, val):
        if typ not in TYPE2LABEL:
            raise ValueError("bad type %r" % typ)
        if not val or val != val.strip():
            raise ValueError("bad span value %r" % (val,))
        self.spans.append((self.n, self.n + len(val), typ))
        self.buf.append(val)
        self.n += len(val)

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._t(it)
            elif isinstance(it, list):
                self.add(*it)
            else:
                self._p(it[0], it[1])
        return self

    def line(self, *items):
        self.add(*items)
        self._t("\n")
        return self

    def text(self):
        return "".join(self.buf)


# short constructors for span pieces
def S(typ, val):
    return (typ, val)


def PAT(v): return ("PATIENT", v)
def DOC(v): return ("DOCTOR", v)
def FAM(v): return ("FAMILY", v)
def USR(v): return ("USERNAME", v)
def AGE(v): return ("AGE", str(v))
def DT(v): return ("DATE", v)
def STR(v): return ("STREET", v)
def CITY(v): return ("CITY", v)
def ST(v): return ("STATE", v)
def ZIP(v): return ("ZIP", v)
def CTRY(v): return ("COUNTRY", v)
def HOSP(v): return ("HOSPITAL", v)
def ORG(v): return ("ORGANIZATION", v)
def LOC(v): return ("LOCATION_OTHER", v)
def MRN(v): return ("MRN", v)
def SSN(v): return ("SSN", v)
def HP(v): return ("HEALTHPLAN", v)
def ACC(v): return ("ACCOUNT", v)
def LIC(v): return ("LICENSE", v)
def DEV(v): return ("DEVICE", v)
def VEH(v): return ("VEHICLE", v)
def BIO(v): return ("BIOID", v)
def IDN(v): return ("IDNUM", v)
def PH(v): return ("PHONE", v)
def FAX(v): return ("FAX", v)
def EM(v): return ("EMAIL", v)
def URL(v): return ("URL", v)
def IP(v): return ("IPADDR", v)
def PROF(v): return ("PROFESSION", v)


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def ascii_fold(s):
    import unicodedata
    out = unicodedata.normalize("NFKD", s)
    return "".join(c for c in out if ord(c) < 128)
