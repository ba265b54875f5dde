"""Note assembly with single-pass offset recording.

A Doc collects text pieces left to right.  Plain pieces go through t(),
PHI pieces through p(); the span offsets are taken from the running
position at the moment the piece is appended, never by searching the
finished text.  Lower-case notes are lower-cased piece by piece (all
text is ASCII, so lower() never changes a length).
"""
import re

LABELS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TYPES = sorted(LABELS)

# {TYPE:key} -> PHI value ctx[key]; {key} -> plain value ctx[key]
_PH = re.compile(r"\{([A-Z_]+):([A-Za-z0-9_]+)\}|\{([A-Za-z0-9_]+)\}")

# occasional misspellings of the kind seen in dictated / typed notes
TYPOS = {
    "patient": "pateint", "received": "recieved", "bilateral": "bilatreal",
    "discussed": "dicussed", "weakness": "weakenss", "separate": "seperate",
    "definitely": "definately", "examination": "examinaton",
    "occasional": "occassional", "which": "whcih", "the": "teh",
    "with": "wiht", "symptoms": "symtoms", "surgery": "sugery",
    "paraesthesia": "parasthesia", "sensation": "sensaton",
    "decompression": "decompresion", "neurological": "neurologial",
    "tolerating": "tolerting", "mobilising": "mobilsing",
    "radiculopathy": "radiculopthy", "appointment": "appointmnet",
    "anaesthetic": "anaesthtic", "significant": "signficant",
    "because": "becuase", "little": "litle", "until": "untill",
}
_TYPO_RE = re.compile(r"\b(" + "|".join(sorted(TYPOS, key=lambda w: (-len(w), w))) + r")\b")
# North American spelling for plain text of US notes (PHI never touched)
US_SPELL = [(re.compile(a), b) for a, b in [
    (r"naesth", "nesth"), (r"oedema", "edema"), (r"aemat", "emat"),
    (r"aemorrh", "emorrh"), (r"aemoglob", "emoglob"), (r"aemost", "emost"), (r"mobilis", "mobiliz"),
    (r"Mobilis", "Mobiliz"), (r"rthopaed", "rthoped"),
    (r"\bcentre\b", "center"), (r"\bCentre\b", "Center"), (r"\bcolour", "color"),
    (r"\bbehaviour", "behavior"), (r"isation", "ization"), (r"\btumour", "tumor"),
    (r"\bprogramme", "program"), (r"\bfaeca", "feca"), (r"\bpaediatric", "pediatric"),
    (r"\bphysiotherapy\b", "physical therapy"), (r"\bPhysiotherapy\b", "Physical Therapy"),
    (r"\bphysiotherapist\b", "physical therapist"), (r"\bPhysiotherapist\b", "Physical Therapist"),
    (r"\bFit note\b", "Work note"), (r"\bSpinal clinic\b", "Spine clinic"),
]]
_ASCII = re.compile(r"^[\x0a\x20-\x7e]*$")


class Doc:
    def __init__(self, rng, lower=False, typo_rate=0.0, us_spelling=False):
        self.rng = rng
        self.lower = lower
        self.typo_rate = typo_rate
        self.us = us_spelling
        self.parts = []
        self.pos = 0
        self.spans = []

    def _typo(self, s):
        rng = self.rng

        def sub(m):
            if rng.random() < self.typo_rate:
                return TYPOS[m.group(1)]
            return m.group(1)
        return _TYPO_RE.sub(sub, s)

    def t(self, s):
        """Append plain (non-PHI) text."""
        if not s:
            return
        if not _ASCII.match(s):
            raise ValueError("non-ASCII text: %r" % s)
        if self.us:
            for pat, rep in US_SPELL:
                s = pat.sub(rep, s)
        if self.typo_rate:
            s = self._typo(s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        """Append one PHI value and record its span at the running offset."""
        if typ not in LABELS:
            raise ValueError("unknown type %s" % typ)
        if not s or s != s.strip() or not _ASCII.match(s):
            raise ValueError("bad PHI value %r (%s)" % (s, typ))
        if self.lower:
            s = s.lower()
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos,
                           "label": LABELS[typ], "type": typ, "text": s})

    def f(self, tpl, ctx):
        """Render a template: {TYPE:key} is PHI, {key} is plain text."""
        last = 0
        for m in _PH.finditer(tpl):
            self.t(tpl[last:m.start()])
            if m.group(1):
                if m.group(1) not in LABELS:
                    raise KeyError("bad type in template: " + m.group(0))
                self.p(ctx[m.group(2)], m.group(1))
            else:
                self.t(ctx[m.group(3)])
            last = m.end()
        self.t(tpl[last:])

    def fl(self, lines, ctx):
        """Render several template lines, one per output line."""
        for ln in lines:
            self.f(ln + "\n", ctx)

    def text(self):
        return "".join(self.parts)
