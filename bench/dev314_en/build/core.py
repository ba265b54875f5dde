"""Core helpers for the dev314_en generator: one shared RNG and the note builder.

Offsets are recorded in a single pass while text pieces are appended; nothing is ever
located by searching the finished text.
"""
import random

R = random.Random(314)

TYPE_LABEL = {
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


# rare, realistic slips in free text (never inside PHI values)
TYPOS = [("received", "recieved"), ("separate", "seperate"), ("patient", "pateint"), ("review", "reveiw"), ("swelling", "sweling"),
         ("discussed", "dicussed"), (" with ", " wiht "), (" the ", " teh "), ("finger", "fnger"), (" and ", " adn "),
         ("tendon", "tendn"), ("advised", "adviced"), ("sensation", "sensaton")]


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def digits(k):
    return "".join(str(R.randrange(10)) for _ in range(k))


def letters(k, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(alphabet[R.randrange(len(alphabet))] for _ in range(k))


def sample(seq, k):
    return R.sample(list(seq), k)


def weighted(pairs):
    """pairs: list of (item, weight) in fixed order."""
    total = sum(w for _, w in pairs)
    x = R.random() * total
    acc = 0.0
    for item, w in pairs:
        acc += w
        if x < acc:
            return item
    return pairs[-1][0]


class Note:
    """Accumulates text pieces; a tuple (TYPE, value) is a PHI piece."""

    def __init__(self, genre, country):
        self.genre = genre
        self.country = country
        self.buf = []
        self.n = 0
        self.spans = []
        self.typos = 1 if R.random() < 0.25 else 0

    def w(self, *pieces):
        for p in pieces:
            if p is None:
                continue
            if isinstance(p, str):
                if self.typos and len(p) > 25 and R.random() < 0.05:
                    for a, b in TYPOS:
                        if a in p:
                            p = p.replace(a, b, 1)
                            self.typos -= 1
                            break
                self.buf.append(p)
                self.n += len(p)
            elif isinstance(p, list):
                self.w(*p)
            elif isinstance(p, tuple):
                typ, val = p
                if typ not in TYPE_LABEL:
                    raise ValueError("bad type %r" % (typ,))
                if not val or val != val.strip():
                    raise ValueError("bad span value %r" % (val,))
                self.spans.append({"start": self.n, "end": self.n + len(val),
                                   "label": TYPE_LABEL[typ], "type": typ, "text": val})
                self.buf.append(val)
                self.n += len(val)
            else:
                raise TypeError(repr(p))

    def ln(self, *pieces):
        self.w(*pieces)
        self.w("\n")

    def text(self):
        return "".join(self.buf)


def join_list(items, sep=", ", last=" and "):
    """items: list of piece-lists; returns one piece-list joined naturally."""
    out = []
    for i, it in enumerate(items):
        if i:
            out.append(last if i == len(items) - 1 else sep)
        out.append(it)
    return out
