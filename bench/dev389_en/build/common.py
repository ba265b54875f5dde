"""Note assembly with single-pass offsets, PHI values, dates, spelling."""
import datetime
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


class P:
    """A PHI value: text plus fine type."""
    __slots__ = ("text", "type")

    def __init__(self, text, typ):
        if typ not in TYPE_LABEL:
            raise ValueError(typ)
        if not text or text != text.strip():
            raise ValueError("bad PHI text %r" % text)
        self.text = text
        self.type = typ


TOKEN = re.compile(r"\{([A-Za-z0-9_]+)\}|\[\[(.*?)\]\]", re.S)

_US = [
    (r"\banaesthetist\b", "anesthesiologist"), (r"\bAnaesthetist\b", "Anesthesiologist"),
    (r"\banaesthetists\b", "anesthesiologists"), (r"\bANAESTHETIC\b", "ANESTHESIA"),
    (r"\bANAESTHESIA\b", "ANESTHESIA"), (r"naesth", "nesth"), (r"NAESTH", "NESTH"),
    (r"aemoglobin", "emoglobin"), (r"aematolog", "ematolog"), (r"\bhaem", "hem"),
    (r"oesophag", "esophag"), (r"Oesophag", "Esophag"), (r"isation", "ization"),
    (r"ISATION", "IZATION"), (r"\bpaediatric", "pediatric"), (r"\bcentre\b", "center"),
    (r"\bCentre\b", "Center"), (r"\bin theatre\b", "in the OR"), (r"\btheatre\b", "OR"),
    (r"\bTheatre\b", "OR"), (r"\bTHEATRE\b", "OR"), (r"\bparacetamol\b", "acetaminophen"),
    (r"\bParacetamol\b", "Acetaminophen"), (r"\badrenaline\b", "epinephrine"),
    (r"\bsalbutamol\b", "albuterol"), (r"\bSalbutamol\b", "Albuterol"),
    (r"\bGP\b", "PCP"), (r"\bGPs\b", "PCPs"), (r"\bFBC\b", "CBC"), (r"\bU&E\b", "BMP"),
    (r"\bU&Es\b", "BMP"), (r"\bG&S\b", "type & screen"), (r"\bmobile\b", "cell"),
    (r"\bMobile\b", "Cell"), (r"\bcolour", "color"), (r"\bfavour", "favor"),
    (r"\bmum\b", "mom"), (r"\bdiarrhoea\b", "diarrhea"), (r"\boedema\b", "edema"),
    (r"\bischaem", "ischem"), (r"\bISCHAEM", "ISCHEM"), (r"\bIschaem", "Ischem"),
    (r"naemi", "nemi"), (r"NAEMI", "NEMI"), (r"\bGORD\b", "GERD"), (r"orthopaed", "orthoped"),
    (r"\bpre-assessment\b", "pre-admission testing"),
    (r"\bPre-assessment\b", "Pre-admission testing"), (r"\bPRE-ASSESSMENT\b", "PRE-ADMISSION TESTING"),
    (r"\bfortnight\b", "two weeks"), (r"\bGlyceryl trinitrate\b", "Nitroglycerin"),
]
_CA = [x for x in _US if x[1] not in ("PCP", "PCPs", "mom", "cell", "Cell", "albuterol", "Albuterol")]
SUBS = {
    "US": [(re.compile(a), b) for a, b in _US],
    "CA": [(re.compile(a), b) for a, b in _CA],
}


def typo(rng, s):
    words = [m for m in re.finditer(r"[a-z]{7,}", s)]
    if not words:
        return s
    m = words[rng.randrange(len(words))]
    w = m.group(0)
    k = rng.randrange(1, len(w) - 2)
    kind = rng.randrange(3)
    if kind == 0:
        w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    elif kind == 1:
        w2 = w[:k] + w[k + 1:]
    else:
        w2 = w[:k] + w[k] + w[k:]
    return s[:m.start()] + w2 + s[m.end():]


class Note:
    """Appends literal and PHI pieces, recording PHI offsets as it goes."""

    def __init__(self, rng, ctx, lower=False, country="UK", typo_rate=0.0):
        self.rng = rng
        self.ctx = ctx
        self.lower = lower
        self.subs = SUBS.get(country, [])
        self.typo_rate = typo_rate
        self.parts = []
        self.pos = 0
        self.spans = []

    def _add(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return s

    def t(self, s):
        if not s:
            return
        for pat, rep in self.subs:
            s = pat.sub(rep, s)
        if self.typo_rate and len(s) > 40 and self.rng.random() < self.typo_rate:
            s = typo(self.rng, s)
        self._add(s)

    def p(self, s, typ):
        start = self.pos
        s = self._add(s)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE_LABEL[typ],
                           "type": typ, "text": s})

    def put(self, v):
        if v is None:
            return
        if isinstance(v, P):
            self.p(v.text, v.type)
        elif isinstance(v, str):
            if "{" in v or "[[" in v:
                self.w(v)
            else:
                self.t(v)
        elif isinstance(v, (list, tuple)):
            for x in v:
                self.put(x)
        elif callable(v):
            self.put(v())
        else:
            self.t(str(v))

    def w(self, tpl, **kw):
        """Write a template: {key} inserts a context value, [[a|b]] picks one."""
        pos = 0
        for m in TOKEN.finditer(tpl):
            self.t(tpl[pos:m.start()])
            if m.group(1) is not None:
                key = m.group(1)
                self.put(kw[key] if key in kw else self.ctx[key])
            else:
                opts = m.group(2).split("|")
                self.w(opts[self.rng.randrange(len(opts))], **kw)
            pos = m.end()
        self.t(tpl[pos:])

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

DATE_STYLES = {
    "UK": ["dmy/", "dmy/", "dMY", "dmy/", "d-M-Y", "dmy.", "dmy2/"],
    "IE": ["dmy/", "dMY", "dmy/", "d-M-Y", "dFY"],
    "AU": ["dmy/", "dmy/", "dMY", "dmy2/", "dFY"],
    "NZ": ["dmy/", "dMY", "dmy/", "dmy2/", "dFY"],
    "CA": ["ymd-", "ymd-", "FdY", "dMY", "ymd/"],
    "US": ["mdy/", "mdy/", "mdy2", "FdY", "MdY"],
}


def fmt_date(d, style):
    dd, mm, yy = d.day, d.month, d.year
    mon = MONTHS[mm - 1][:3]
    full = MONTHS[mm - 1]
    if style == "dmy/":
        return "%02d/%02d/%04d" % (dd, mm, yy)
    if style == "dmy2/":
        return "%02d/%02d/%02d" % (dd, mm, yy % 100)
    if style == "dmy.":
        return "%02d.%02d.%02d" % (dd, mm, yy % 100)
    if style == "dMY":
        return "%d %s %d" % (dd, mon, yy)
    if style == "dFY":
        return "%d %s %d" % (dd, full, yy)
    if style == "d-M-Y":
        return "%02d-%s-%d" % (dd, mon, yy)
    if style == "mdy/":
        return "%02d/%02d/%04d" % (mm, dd, yy)
    if style == "mdy2":
        return "%d/%d/%02d" % (mm, dd, yy % 100)
    if style == "FdY":
        return "%s %d, %d" % (full, dd, yy)
    if style == "MdY":
        return "%s %d, %d" % (mon, dd, yy)
    if style == "ymd-":
        return "%04d-%02d-%02d" % (yy, mm, dd)
    if style == "ymd/":
        return "%04d/%02d/%02d" % (yy, mm, dd)
    raise ValueError(style)


def fmt_short(d, country, rng):
    """Date without year, often with weekday: 'Tue 3/4', 'Thursday 14 March'."""
    wd = WEEKDAYS[d.weekday()]
    mon = MONTHS[d.month - 1]
    if country == "US":
        opts = ["%s %d/%d" % (wd[:3], d.month, d.day), "%s, %s %d" % (wd, mon, d.day),
                "%d/%d" % (d.month, d.day)]
    elif country == "CA":
        opts = ["%s, %s %d" % (wd, mon, d.day), "%s %d" % (mon[:3], d.day)]
    else:
        opts = ["%s %d %s" % (wd, d.day, mon), "%s %d/%d" % (wd[:3], d.day, d.month),
                "%d/%d" % (d.day, d.month), "%d %s" % (d.day, mon[:3])]
    return opts[rng.randrange(len(opts))]


def fmt_long(d, country):
    """Appointment style with weekday: 'Tuesday 19 March 2024'."""
    wd = WEEKDAYS[d.weekday()]
    if country in ("US", "CA"):
        return "%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year)
    return "%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year)


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(alphabet[rng.randrange(len(alphabet))] for _ in range(n))


def time_of_day(rng, lo=7, hi=18):
    return "%02d:%02d" % (rng.randrange(lo, hi), rng.randrange(0, 60, 5))
