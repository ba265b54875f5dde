"""Single-pass note assembly: plain pieces and PHI pieces are appended in order,
and every PHI piece records its own offsets at the moment it is appended."""
import re

LABELS = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID',
    'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}
TYPES = sorted(LABELS)

_PH = re.compile(r'\{(\w+)\}')


def P(text, typ):
    """A PHI piece."""
    return (text, typ)


class Note:
    def __init__(self):
        self._buf = []
        self._pos = 0
        self._spans = []

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._buf.append(it)
                self._pos += len(it)
            elif isinstance(it, tuple):
                val, typ = it
                if typ is None:
                    self.add(val)
                    continue
                assert typ in LABELS, typ
                assert val and val == val.strip(), repr(val)
                start = self._pos
                self._buf.append(val)
                self._pos += len(val)
                self._spans.append((start, self._pos, typ))
            elif isinstance(it, list):
                self.add(*it)
            else:
                raise TypeError(repr(it))
        return self

    def f(self, tmpl, **kw):
        parts = _PH.split(tmpl)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                if part:
                    self.add(part)
            else:
                self.add(kw[part])
        return self

    def ln(self, tmpl='', **kw):
        self.f(tmpl, **kw)
        self.add('\n')
        return self

    def finish(self, lower=False):
        text = ''.join(self._buf)
        end = len(text.rstrip())
        if self._spans:
            assert self._spans[-1][1] <= end
        text = text[:end]
        if lower:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        spans = []
        for s, e, t in self._spans:
            spans.append({'start': s, 'end': e, 'label': LABELS[t], 'type': t,
                          'text': text[s:e]})
        return text, spans
