"""Note assembly with single-pass offset bookkeeping.

Every piece of text is appended in order; a PHI piece records its own
start/end at the moment it is appended.  Nothing is ever searched for
in the finished text.
"""
import re
from string import Formatter

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

# misspellings that clinicians and clerks really type (non-PHI wording only)
TYPOS = {
    "received": "recieved", "patient": "pateint", "the": "teh", "with": "wiht",
    "tolerating": "tolerting", "discussed": "dicussed", "reviewed": "reveiwed",
    "separate": "seperate", "occurred": "occured", "definitely": "definately",
    "administered": "adminstered", "infusion": "infusoin", "dressing": "dresing",
    "temperature": "temprature", "appointment": "appointmnet", "advised": "advsied",
    "antibiotics": "antibiotcs", "complete": "compelte", "continue": "contine",
    "weekly": "weelky", "before": "befor", "pharmacy": "pharamcy", "noted": "notd",
    "which": "whcih", "because": "becuase", "bloods": "bloos", "planned": "planed",
    "referral": "referal", "assessment": "assesment", "necessary": "neccessary",
    "and": "adn", "monitoring": "monitering", "swelling": "sweling", "receive": "recieve",
    "immediately": "immediatly", "occasionally": "occasionaly", "tomorrow": "tommorow", "until": "untill",
    "since": "sinse", "there": "ther", "about": "abuot", "catheter": "cathetre", "request": "reqeust",
    "collection": "colection", "from": "form", "further": "furhter", "changed": "chnaged", "flushed": "flusehd", "daily": "dialy", "review": "reveiw",
}
_TYPO_RE = re.compile(r"\b(" + "|".join(sorted(TYPOS, key=lambda w: (-len(w), w))) + r")\b")


def typoize(rng, s, rate):
    if rate <= 0:
        return s

    def sub(m):
        if rng.random() < rate:
            return TYPOS[m.group(1)]
        return m.group(1)
    return _TYPO_RE.sub(sub, s)


class Doc:
    def __init__(self, rng, lower=False, typo_rate=0.05):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.parts = []
        self.spans = []
        self.n = 0

    # plain (non-PHI) text
    def t(self, s, typo=True):
        if not s:
            return
        if typo:
            s = typoize(self.rng, s, self.typo_rate)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.n += len(s)

    # one PHI piece; its offsets are recorded as it lands
    def p(self, typ, s):
        if typ not in TYPE2LABEL:
            raise ValueError("unknown type %r" % typ)
        if not s or s != s.strip():
            raise ValueError("bad span value %r" % s)
        if self.lower:
            s = s.lower()
        self.spans.append({"start": self.n, "end": self.n + len(s),
                           "label": TYPE2LABEL[typ], "type": typ, "text": s})
        self.parts.append(s)
        self.n += len(s)

    # a value: str (plain, untouched), (type, value) tuple, or list of values
    def v(self, x):
        if x is None:
            return
        if isinstance(x, str):
            self.t(x, typo=False)
        elif isinstance(x, tuple):
            self.p(x[0], x[1])
        elif isinstance(x, list):
            for y in x:
                self.v(y)
        else:
            raise TypeError(repr(x))

    # template: literal text gets typos, {key} resolves to a value
    def w(self, fmt, ctx=None, **kw):
        for literal, field, _spec, _conv in Formatter().parse(fmt):
            if literal:
                self.t(literal)
            if field is not None:
                if field in kw:
                    self.v(kw[field])
                else:
                    self.v(ctx[field])

    def text(self):
        return "".join(self.parts)
