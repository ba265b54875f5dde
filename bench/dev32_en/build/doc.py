"""A tiny document builder that tracks PHI spans by construction.

Text is appended piecewise; a piece is either a plain ``str`` (not PHI), a
``Phi`` (annotated value) or a list/tuple of pieces.  Offsets are therefore
always exact Python ``str`` offsets.
"""
import string

LABEL_OF = {
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


class Phi:
    __slots__ = ("text", "type")

    def __init__(self, text, type_):
        if type_ not in LABEL_OF:
            raise ValueError("unknown type %r" % type_)
        if not text or text != text.strip():
            raise ValueError("bad PHI text %r" % text)
        self.text = text
        self.type = type_

    def __repr__(self):
        return "Phi(%r, %s)" % (self.text, self.type)

    def lower(self):
        return Phi(self.text.lower(), self.type)

    def upper(self):
        return Phi(self.text.upper(), self.type)


_FMT = string.Formatter()


def plain(x):
    """Surface text of a piece (for length estimates etc.)."""
    if x is None:
        return ""
    if isinstance(x, str):
        return x
    if isinstance(x, Phi):
        return x.text
    return "".join(plain(y) for y in x)


class Doc:
    def __init__(self):
        self.parts = []
        self.spans = []
        self.n = 0

    # -- appending -----------------------------------------------------------
    def _add(self, x):
        if x is None:
            return
        if isinstance(x, str):
            if x:
                self.parts.append(x)
                self.n += len(x)
        elif isinstance(x, Phi):
            self.spans.append((self.n, self.n + len(x.text), x.type, x.text))
            self.parts.append(x.text)
            self.n += len(x.text)
        elif isinstance(x, (list, tuple)):
            for y in x:
                self._add(y)
        else:
            raise TypeError("cannot add %r" % (x,))

    def add(self, *xs):
        for x in xs:
            self._add(x)
        return self

    def f(self, tpl, *envs, **kw):
        env = {}
        for e in envs:
            env.update(e)
        env.update(kw)
        for lit, field, _spec, _conv in _FMT.parse(tpl):
            if lit:
                self._add(lit)
            if field is not None:
                if field not in env:
                    raise KeyError("template field %r missing" % field)
                self._add(env[field])
        return self

    def ln(self, tpl="", *envs, **kw):
        self.f(tpl, *envs, **kw)
        self._add("\n")
        return self

    def nl(self, k=1):
        self._add("\n" * k)
        return self

    # -- result ----------------------------------------------------------------
    def result(self):
        """Return (text, spans) after whitespace tidying.

        Removes trailing blanks at line ends, runs of more than one empty
        line, and leading/trailing blank space of the whole note; span
        offsets are remapped accordingly.
        """
        text = "".join(self.parts)
        n = len(text)
        keep = [True] * n
        # trailing spaces/tabs before a newline or the end
        i = n - 1
        at_eol = True
        while i >= 0:
            ch = text[i]
            if ch == "\n":
                at_eol = True
            elif ch in " \t" and at_eol:
                keep[i] = False
            else:
                at_eol = False
            i -= 1
        # collapse newline runs (ignoring removed chars) to at most 2
        run = 0
        for i in range(n):
            if not keep[i]:
                continue
            if text[i] == "\n":
                run += 1
                if run > 2:
                    keep[i] = False
            else:
                run = 0
        # leading / trailing whitespace of the note
        for i in range(n):
            if text[i].isspace():
                keep[i] = False
            else:
                break
        for i in range(n - 1, -1, -1):
            if text[i].isspace():
                keep[i] = False
            else:
                break
        mapping = [0] * (n + 1)
        j = 0
        out = []
        for i in range(n):
            mapping[i] = j
            if keep[i]:
                out.append(text[i])
                j += 1
        mapping[n] = j
        new = "".join(out)
        res = []
        for (s, e, t, v) in self.spans:
            if not all(keep[s:e]):
                raise AssertionError("span %r lost characters" % v)
            ns, ne = mapping[s], mapping[s] + (e - s)
            if new[ns:ne] != v:
                raise AssertionError("span drift %r vs %r" % (new[ns:ne], v))
            res.append({"start": ns, "end": ne, "label": LABEL_OF[t],
                        "type": t, "text": v})
        res.sort(key=lambda x: (x["start"], x["end"]))
        return new, res
