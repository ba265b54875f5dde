"""Table and list layout helpers that keep PHI items intact (single pass)."""


def flat(items):
    out = []
    for it in items:
        if isinstance(it, list):
            out.extend(flat(it))
        else:
            out.append(it)
    return out


def ilen(items):
    n = 0
    for it in flat(items):
        n += len(it) if isinstance(it, str) else len(it[0])
    return n


def itext(items):
    return "".join(it if isinstance(it, str) else it[0] for it in flat(items))


def as_cell(c):
    if isinstance(c, list):
        return flat(c)
    if isinstance(c, tuple):
        return [c]
    return [c]


def table(n, header, rows, style, indent=""):
    """Emit a table. header: list of str; rows: list of cells (str | tuple | list of items).

    style: pipe | md | space | csv | tsv | semi
    """
    rows = [[as_cell(c) for c in row] for row in rows]
    hdr = [[h] for h in header]
    if style in ("pipe", "md", "space"):
        widths = [ilen(h) for h in hdr]
        for row in rows:
            for i, c in enumerate(row):
                widths[i] = max(widths[i], ilen(c))
        if style == "space":
            gap = "  "
            allr = [hdr] + rows
            for k, row in enumerate(allr):
                n.t(indent)
                for i, c in enumerate(row):
                    n.add(*c)
                    if i < len(row) - 1:
                        n.t(" " * (widths[i] - ilen(c)) + gap)
                n.t("\n")
                if k == 0:
                    n.t(indent + "-" * (sum(widths) + len(gap) * (len(widths) - 1)) + "\n")
            return
        allr = [hdr] + rows
        for k, row in enumerate(allr):
            n.t(indent + "| ")
            for i, c in enumerate(row):
                n.add(*c)
                n.t(" " * (widths[i] - ilen(c)))
                n.t(" | " if i < len(row) - 1 else " |")
            n.t("\n")
            if k == 0:
                if style == "md":
                    n.t(indent + "|" + "|".join("-" * (w + 2) for w in widths) + "|\n")
                else:
                    n.t(indent + "+" + "+".join("-" * (w + 2) for w in widths) + "+\n")
        return
    sep = {"csv": ",", "tsv": "\t", "semi": ";"}[style]
    n.t(sep.join(header) + "\n")
    for row in rows:
        for i, c in enumerate(row):
            txt = itext(c)
            q = sep in txt or '"' in txt
            if q:
                n.t('"')
            n.add(*c)
            if q:
                n.t('"')
            if i < len(row) - 1:
                n.t(sep)
        n.t("\n")


def kv(n, pairs, style="colon", width=None):
    """Key/value header block. pairs: list of (key, items)."""
    if width is None:
        width = max(len(k) for k, _ in pairs) + 2
    for k, v in pairs:
        if style == "colon":
            n.t(k + ": ")
        elif style == "aligned":
            n.t((k + ":").ljust(width))
        elif style == "dots":
            n.t(k + " " + "." * max(2, width - len(k)) + " ")
        elif style == "pipe":
            n.t(k + " | ")
        n.add(*as_cell(v))
        n.t("\n")


def kv_inline(n, pairs, sep="  "):
    for i, (k, v) in enumerate(pairs):
        if i:
            n.t(sep)
        n.t(k + ": " if k else "")
        n.add(*as_cell(v))
    n.t("\n")
