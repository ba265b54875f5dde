"""Core: the note builder that records span offsets while text is appended, tables, and finishing."""

TYPE2LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION', 'COUNTRY': 'LOCATION',
    'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}


class Note:
    """Text is appended piece by piece; a PHI piece records its offsets as it is appended."""

    def __init__(self):
        self.buf = []
        self.spans = []
        self.pos = 0

    def t(self, *pieces):
        for s in pieces:
            if s:
                self.buf.append(s)
                self.pos += len(s)
        return self

    def p(self, s, typ):
        if typ not in TYPE2LABEL:
            raise ValueError(typ)
        if not s or s != s.strip():
            raise ValueError('bad span text %r' % s)
        self.spans.append((self.pos, self.pos + len(s), typ, s))
        self.buf.append(s)
        self.pos += len(s)
        return self

    def x(self, item):
        """Append a segment: str (plain), (str, TYPE) (PHI), or a list of segments."""
        if item is None:
            return self
        if isinstance(item, str):
            return self.t(item)
        if isinstance(item, tuple):
            return self.p(item[0], item[1])
        for it in item:
            self.x(it)
        return self

    def line(self, *items):
        for it in items:
            self.x(it)
        return self.t('\n')

    def text(self):
        return ''.join(self.buf)


def flat(item):
    if item is None:
        return ''
    if isinstance(item, str):
        return item
    if isinstance(item, tuple):
        return item[0]
    return ''.join(flat(i) for i in item)


def table(n, headers, rows, style, indent=''):
    """Emit a table. headers: list of str; rows: list of lists of segments.
    style: csv | tsv | pipe | fixed | semi | bars"""
    if style in ('csv', 'semi', 'tsv'):
        sep = {'csv': ',', 'semi': ';', 'tsv': '\t'}[style]

        def emit(cells):
            for i, c in enumerate(cells):
                if i:
                    n.t(sep)
                ft = flat(c)
                if style != 'tsv' and (sep in ft or '"' in ft):
                    n.t('"')
                    n.x(c)
                    n.t('"')
                else:
                    n.x(c)
            n.t('\n')
        if headers:
            emit(headers)
        for r in rows:
            emit(r)
        return
    widths = [len(h) for h in headers] if headers else [0] * len(rows[0])
    for r in rows:
        for i, c in enumerate(r):
            widths[i] = max(widths[i], len(flat(c)))
    if style == 'pipe':
        def emit(cells):
            n.t(indent + '|')
            for i, c in enumerate(cells):
                n.t(' ')
                n.x(c)
                n.t(' ' * (widths[i] - len(flat(c))) + ' |')
            n.t('\n')
        if headers:
            emit(headers)
            n.t(indent + '|' + '|'.join('-' * (w + 2) for w in widths) + '|\n')
        for r in rows:
            emit(r)
    elif style == 'bars':
        def emit(cells):
            n.t(indent)
            for i, c in enumerate(cells):
                if i:
                    n.t(' | ')
                n.x(c)
            n.t('\n')
        if headers:
            emit(headers)
        for r in rows:
            emit(r)
    else:  # fixed width, space aligned
        def emit(cells):
            n.t(indent)
            last = len(cells) - 1
            for i, c in enumerate(cells):
                n.x(c)
                if i < last:
                    n.t(' ' * (widths[i] - len(flat(c)) + 2))
            n.t('\n')
        if headers:
            emit(headers)
            n.t(indent + '  '.join('-' * w for w in widths) + '\n')
        for r in rows:
            emit(r)


def finish(n, nid, genre, country, lower):
    text = n.text().rstrip()
    if lower:
        low = text.lower()
        if len(low) != len(text):
            raise ValueError('lower() changed length in ' + nid)
        text = low
    spans = []
    last_end = -1
    for s, e, typ, val in sorted(n.spans):
        v = val.lower() if lower else val
        if text[s:e] != v:
            raise ValueError('offset mismatch in %s: %r vs %r' % (nid, text[s:e], v))
        if s < last_end:
            raise ValueError('overlap in ' + nid)
        last_end = e
        spans.append({'start': s, 'end': e, 'label': TYPE2LABEL[typ], 'type': typ, 'text': v})
    return {'id': nid, 'text': text, 'spans': spans,
            'meta': {'source': 'dev161-en', 'genre': genre, 'lowercase': bool(lower), 'country': country}}
