"""Note assembler: pieces are appended in order and PHI offsets are recorded as they land."""

TYPES = {
    'PAT': 'PATIENT', 'DOC': 'DOCTOR', 'FAM': 'FAMILY', 'USR': 'USERNAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'ST': 'STREET', 'CITY': 'CITY', 'STATE': 'STATE', 'ZIP': 'ZIP', 'CTRY': 'COUNTRY',
    'HOSP': 'HOSPITAL', 'ORG': 'ORGANIZATION', 'LOC': 'LOCATION_OTHER',
    'MRN': 'MRN', 'SSN': 'SSN', 'HP': 'HEALTHPLAN', 'ACCT': 'ACCOUNT', 'LIC': 'LICENSE',
    'DEV': 'DEVICE', 'VEH': 'VEHICLE', 'BIO': 'BIOID', 'IDN': 'IDNUM',
    'PH': 'PHONE', 'FAX': 'FAX', 'EM': 'EMAIL', 'URL': 'URL', 'IP': 'IPADDR',
    'PROF': 'PROFESSION',
}

LABEL_OF = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION',
    'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID',
    'DEVICE': 'ID', 'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT',
    'IPADDR': 'CONTACT', 'PROFESSION': 'PROFESSION',
}


class Doc:
    """Collects text pieces; a tuple (code, value) is a PHI piece."""

    def __init__(self, lower=False):
        self.parts = []
        self.n = 0
        self.spans = []
        self.lower = lower

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, (list, tuple)) and it and isinstance(it[0], (list, tuple)):
                self.add(*it)
                continue
            if isinstance(it, str):
                code, s = None, it
            else:
                code, s = it
            if self.lower:
                s = s.lower()
            if code is not None:
                if s != s.strip() or not s:
                    raise ValueError('bad PHI piece %r' % (s,))
                typ = TYPES[code]
                self.spans.append({'start': self.n, 'end': self.n + len(s),
                                   'label': LABEL_OF[typ], 'type': typ, 'text': s})
            self.parts.append(s)
            self.n += len(s)
        return self

    def ln(self, *items):
        self.add(*items)
        self.add('\n')
        return self

    def text(self):
        return ''.join(self.parts)
