"""Note assembly with single-pass offset recording.

Every piece of a note is appended in order; PHI pieces record their start and
end at the moment they are appended.  Nothing ever searches the finished text.
"""
import string

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

# misspellings clinicians and clerks really type; applied to plain text only
TYPOS = [
    ("patient", "pateint"), ("received", "recieved"), ("occasional", "occassional"),
    ("separate", "seperate"), ("breathlessness", "breathlesness"),
    ("palpitations", "palpitatons"), ("regurgitation", "regurgitaion"),
    ("tolerated", "tollerated"), ("significant", "signficant"),
    ("discussed", "disucssed"), ("appointment", "appointmnet"),
    ("arrhythmia", "arrythmia"), ("definitely", "definately"),
    ("exercise", "excercise"), ("which", "whcih"), (" the ", " teh "),
    (" and ", " adn "), (" with ", " wiht "), ("because", "becuase"),
    ("anticoagulation", "anticoagualtion"), ("medication", "medicaiton"),
    ("saturations", "saturatoins"), ("symptoms", "symtoms"),
    ("pulmonary", "pulmonry"), ("ventricle", "ventricel"),
    ("reviewed", "reveiwed"), ("assessment", "assesment"),
    ("dilatation", "dilation"), ("necessary", "neccessary"),
    ("function", "fucntion"), ("further", "furhter"), ("advised", "advsied"),
]


class P(object):
    """A PHI value waiting to be written: value text and fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        if t not in LABEL:
            raise ValueError("unknown type %r" % t)
        self.v = v
        self.t = t

    def __repr__(self):
        return "P(%r, %r)" % (self.v, self.t)


class Doc(object):
    def __init__(self, rng, lower=False, typo_rate=0.035):
        self.rng = rng
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0
        self.typo_rate = typo_rate
        self.typos = 0

    # -- plain text -------------------------------------------------------
    def _plain(self, s):
        if not s:
            return
        if self.typo_rate and len(s) > 30 and self.rng.random() < self.typo_rate:
            hits = [(a, b) for (a, b) in TYPOS if a in s]
            if hits:
                a, b = self.rng.choice(hits)
                s = s.replace(a, b, 1)
                self.typos += 1
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    # -- PHI --------------------------------------------------------------
    def _phi(self, p):
        v = p.v.lower() if self.lower else p.v
        start = self.pos
        self.parts.append(v)
        self.pos += len(v)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[p.t],
                           "type": p.t, "text": v})

    def w(self, *items):
        """Write items in order: str is plain text, P is PHI, list/tuple is flattened."""
        for it in items:
            if it is None:
                continue
            if isinstance(it, P):
                self._phi(it)
            elif isinstance(it, (list, tuple)):
                self.w(*it)
            else:
                self._plain(str(it))
        return self

    def f(self, template, *args, **kw):
        """Format-like writing: '{0}' / '{name}' fields take str, P or lists."""
        auto = 0
        for literal, field, _spec, _conv in string.Formatter().parse(template):
            if literal:
                self._plain(literal)
            if field is None:
                continue
            if field == "":
                val = args[auto]
                auto += 1
            elif field.isdigit():
                val = args[int(field)]
            else:
                val = kw[field]
            self.w(val)
        return self

    def ln(self, *items):
        self.w(*items)
        self._plain("\n")
        return self

    def nl(self, n=1):
        self._plain("\n" * n)
        return self

    def text(self):
        return "".join(self.parts)

    def result(self):
        return self.text(), list(self.spans)
