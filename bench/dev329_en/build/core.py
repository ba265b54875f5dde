"""Core helpers for the dev329_en generator: note builder, random helpers, people.

Offsets are recorded in a single pass while text pieces are appended; nothing is
ever located by searching the finished text.
"""

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

UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ"
LOWER = "abcdefghijkmnpqrstuvwxyz"


class Note:
    """Append-only text buffer that records PHI spans as pieces are written.

    w() takes any mix of: plain str, (text, TYPE) tuples, None (skipped) and
    nested lists of those.  A tuple whose TYPE is None is written as plain text.
    """

    spell = None  # optional plain-text spelling hook (set per note by make.py), never applied to spans

    def __init__(self):
        self.buf = []
        self.spans = []
        self.n = 0

    def _t(self, s):
        self.buf.append(s)
        self.n += len(s)

    def _plain(self, s):
        if Note.spell is not None:
            s = Note.spell(s)
        self._t(s)

    def w(self, *pieces):
        for p in pieces:
            if p is None or p == "":
                continue
            if isinstance(p, list):
                self.w(*p)
            elif isinstance(p, tuple):
                s, typ = p
                if typ is None:
                    self._plain(s)
                    continue
                if typ not in TYPE2LABEL:
                    raise ValueError("bad type " + repr(typ))
                if not s or s != s.strip():
                    raise ValueError("bad span text " + repr(s))
                self.spans.append((self.n, self.n + len(s), typ, s))
                self._t(s)
            else:
                self._plain(p)
        return self

    def ln(self, *pieces):
        self.w(*pieces)
        self._t("\n")
        return self

    def text(self):
        return "".join(self.buf)


US_SPELL = [("anaesth", "anesth"), ("haemo", "hemo"), ("haema", "hema"), ("behaviour", "behavior"),
            ("colour", "color"), ("paediatric", "pediatric"), ("programme", "program"), ("favourite", "favorite"),
            ("labelled", "labeled"), ("organis", "organiz"), ("minimis", "minimiz"), ("centre", "center"),
            ("ischaem", "ischem"), ("oedema", "edema"), ("acclimatis", "acclimatiz"), ("familiaris", "familiariz"),
            ("desensitis", "desensitiz"), ("flavour", "flavor"), ("stabilis", "stabiliz")]


def us_spell(s):
    for a, b in US_SPELL:
        if a in s.lower():
            s = s.replace(a, b).replace(a.capitalize(), b.capitalize()).replace(a.upper(), b.upper())
    return s


# ---------------------------------------------------------------- random helpers

def chance(rng, p):
    return rng.random() < p


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def wpick(rng, pairs):
    total = sum(w for _, w in pairs)
    x = rng.random() * total
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def digits(rng, n, first_nonzero=False):
    out = []
    for i in range(n):
        if i == 0 and first_nonzero:
            out.append(str(rng.randrange(1, 10)))
        else:
            out.append(str(rng.randrange(10)))
    return "".join(out)


def letters(rng, n, alpha=UPPER):
    return "".join(alpha[rng.randrange(len(alpha))] for _ in range(n))


def sample(rng, seq, k):
    k = min(k, len(seq))
    return rng.sample(list(seq), k)


def typo(rng, s, p=0.04):
    """Rarely swap two adjacent inner letters of one word (clinician typos)."""
    if not chance(rng, p):
        return s
    words = s.split(" ")
    cand = [i for i, wd in enumerate(words) if len(wd) > 5 and wd.isalpha()]
    if not cand:
        return s
    i = pick(rng, cand)
    wd = words[i]
    j = rng.randrange(1, len(wd) - 2)
    words[i] = wd[:j] + wd[j + 1] + wd[j] + wd[j + 2:]
    return " ".join(words)


# ---------------------------------------------------------------- people

class Person:
    def __init__(self, first, last, sex, middle="", title="", nick=""):
        self.first = first
        self.last = last
        self.sex = sex
        self.middle = middle
        self.title = title
        self.nick = nick

    @property
    def full(self):
        return self.first + " " + self.last

    def initials(self, dots=True):
        parts = self.first.replace("-", " ").split() + self.last.replace("-", " ").split()
        parts = [p for p in parts if p[0].isupper()]
        if dots:
            return ".".join(p[0] for p in parts) + "."
        return "".join(p[0] for p in parts)

    def he(self):
        return {"F": "she", "M": "he"}.get(self.sex, "they")

    def his(self):
        return {"F": "her", "M": "his"}.get(self.sex, "their")

    def him(self):
        return {"F": "her", "M": "him"}.get(self.sex, "them")

    def name(self, style, typ):
        """Return note pieces naming this person; titles stay outside the span."""
        f, l = self.first, self.last
        if style == "full":
            return [(f + " " + l, typ)]
        if style == "fml":
            if self.middle:
                return [(f + " " + self.middle[0] + ". " + l, typ)]
            return [(f + " " + l, typ)]
        if style == "fmiddle":
            if self.middle:
                return [(f + " " + self.middle + " " + l, typ)]
            return [(f + " " + l, typ)]
        if style == "title_last":
            return [self.title + " ", (l, typ)] if self.title else [(f + " " + l, typ)]
        if style == "title_full":
            return [self.title + " ", (f + " " + l, typ)] if self.title else [(f + " " + l, typ)]
        if style == "first":
            return [(f, typ)]
        if style == "last":
            return [(l, typ)]
        if style == "LF":
            s = l.upper() + ", " + f.upper()
            if self.middle:
                s += " " + self.middle[0].upper()
            return [(s, typ)]
        if style == "Lf":
            return [(l + ", " + f, typ)]
        if style == "init":
            return [(self.initials(True), typ)]
        if style == "init_nodot":
            return [(self.initials(False), typ)]
        if style == "finit_last":
            return [(f[0] + ". " + l, typ)]
        if style == "finit_last_nodot":
            return [(f[0] + " " + l, typ)]
        if style == "first_linit":
            return [(f + " " + l[0] + ".", typ)]
        if style == "caps":
            return [((f + " " + l).upper(), typ)]
        if style == "nick":
            return [(self.nick or f, typ)]
        raise ValueError(style)


class Staff:
    """A clinician or other staff member: person, role text, credentials, registration."""

    def __init__(self, person, role, creds="", reg_label="", reg="", phone="", email=""):
        self.p = person
        self.role = role
        self.creds = creds
        self.reg_label = reg_label
        self.reg = reg
        self.phone = phone
        self.email = email

    def name(self, style="title_full"):
        return self.p.name(style, "DOCTOR")

    def signoff(self, rng, n, with_reg=True, style=None):
        if style is None:
            style = pick(rng, ["full", "full", "title_full", "fml"])
        n.w(self.name(style))
        if self.creds:
            n.w(" " + self.creds)
        n.w("\n" + self.role + "\n")
        if with_reg and self.reg:
            n.w(self.reg_label + " ", (self.reg, "LICENSE"), "\n")
