"""Core note builder for dev313_en.

A note is written piece by piece. Plain strings are appended as they are;
PHI pieces (class P) are appended and their offsets recorded at the moment
they are written.  Nothing is ever searched for afterwards.
"""

TYPE2LABEL = {
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


class P:
    """A PHI piece: its surface text and its fine type."""
    __slots__ = ("text", "type")

    def __init__(self, text, type_):
        if type_ not in TYPE2LABEL:
            raise ValueError("unknown type %r" % type_)
        if not text or text != text.strip():
            raise ValueError("bad PHI text %r" % text)
        self.text = text
        self.type = type_

    def __repr__(self):
        return "P(%r, %r)" % (self.text, self.type)


class Note:
    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                if it:
                    self.buf.append(it)
                    self.n += len(it)
            elif isinstance(it, P):
                start = self.n
                self.buf.append(it.text)
                self.n += len(it.text)
                self.spans.append((start, self.n, it.type))
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            else:
                raise TypeError("cannot add %r" % (it,))
        return self

    def w(self, fmt, **kw):
        """Write fmt; each {key} is replaced by kw[key] (str, P or list)."""
        i = 0
        L = len(fmt)
        while i < L:
            j = fmt.find("{", i)
            if j < 0:
                self.add(fmt[i:])
                break
            self.add(fmt[i:j])
            k = fmt.index("}", j)
            self.add(kw[fmt[j + 1:k]])
            i = k + 1
        return self

    def nl(self, k=1):
        return self.add("\n" * k)

    def finish(self, lowercase=False):
        text = "".join(self.buf)
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed the length")
            text = low
        spans = []
        last = -1
        for s, e, t in self.spans:
            if s < last:
                raise ValueError("overlap")
            last = e
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[t],
                          "type": t, "text": text[s:e]})
        return text, spans


def seq(items, sep=", ", last=" and "):
    """Join a list of pieces (each str/P/list) into one list of pieces."""
    out = []
    n = len(items)
    for i, it in enumerate(items):
        if i:
            out.append(last if i == n - 1 else sep)
        out.append(it)
    return out


def pick(r, seq_):
    return seq_[r.randrange(len(seq_))]


def chance(r, p):
    return r.random() < p
