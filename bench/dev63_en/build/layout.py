"""Layout writer: renders headings, field lists, paragraphs and tables in one of six
author styles.  Everything it writes goes through Doc.add, keeping markers intact."""
from phi import S, Seg, lower_names, plen, J, text_of

LAYOUTS = ["prose", "fields", "table", "aligned", "terse", "bullets"]


class W:
    def __init__(self, doc, sty, g):
        self.d, self.sty, self.g = doc, sty, g
        self.lc = sty == "terse" and g.chance(0.7)
        self.bul = g.ch(["- ", "• ", "* ", "- "])
        self.hform = g.r.randint(0, 2)
        self.prose_bul = g.ch(["- ", "", "- ", "* "])
        self.kvsep = g.ch([": ", ": ", " - ", ":  "]) if sty in ("fields", "bullets") else ": "

    def _p(self, x):
        x = S(x) if not isinstance(x, Seg) else x
        return lower_names(x) if self.lc else x

    def out(self, *xs):
        for x in xs:
            self.d.add(self._p(x))

    def line(self, *xs):
        self.out(*xs)
        self.d.add("\n")

    def blank(self):
        self.d.add("\n")

    # headings ------------------------------------------------------------------
    def heading(self, t):
        s, f = self.sty, self.hform
        if s == "terse":
            h = t.lower() + (":" if f else " -")
        elif s == "fields":
            h = t.upper() + ":" if f else t + ":"
        elif s == "aligned":
            h = t.upper() + "\n" + ("-" if f else "=") * len(t)
        elif s == "table":
            h = ["## " + t, "[" + t.upper() + "]", "### " + t][f]
        elif s == "bullets":
            h = [t + ":", t.upper(), "*" + t + "*"][f]
        else:
            h = [t, t + ":", t.upper()][f]
        self.d.add(h + "\n")

    # field lists -----------------------------------------------------------------
    def kv(self, pairs):
        pairs = [(k, v) for k, v in pairs if v is not None]
        if not pairs:
            return
        s = self.sty
        if s == "aligned":
            wd = max(len(k) for k, _ in pairs) + self.g.ch([2, 3, 4])
            for k, v in pairs:
                lab = (k + " ").ljust(wd, ".") + " " if self.hform == 2 else k.ljust(wd)
                self.line(lab, v)
        elif s == "table":
            self.d.add(self.g.ch(["| Field | Value |\n|---|---|\n", "| Item | Detail |\n|------|--------|\n",
                                  "|  |  |\n|---|---|\n"]))
            for k, v in pairs:
                self.line("| " + k + " | ", v, " |")
            self.d.add("\n")
        elif s == "bullets":
            for k, v in pairs:
                self.line(self.bul + k + self.kvsep, v)
        elif s == "terse":
            sep = self.g.ch(["  ", " / ", "; ", ", "])
            n = self.g.ch([2, 3, 4])
            for i in range(0, len(pairs), n):
                chunk = pairs[i:i + n]
                self.line(J(sep, [S(k.lower() + " ", v) for k, v in chunk]))
        else:  # prose, fields
            for k, v in pairs:
                self.line(k + self.kvsep, v)

    # paragraphs -------------------------------------------------------------------
    def para(self, sents):
        sents = [x for x in sents if x is not None]
        if not sents:
            return
        s = self.sty
        if s == "bullets":
            for x in sents:
                self.line(self.bul, x)
        elif s == "terse":
            sep = self.g.ch(["; ", ". ", ", "])
            out = Seg()
            for i, x in enumerate(sents):
                if i:
                    prev = text_of(sents[i - 1]).rstrip()
                    out.append(" " if prev.endswith((".", ";", ",")) else sep)
                out.append(x)
            self.line(out)
        else:
            out = Seg()
            for i, x in enumerate(sents):
                if i:
                    prev = text_of(sents[i - 1]).rstrip()
                    out.append(" " if prev.endswith((".", ";", ":", "!", "?")) else ". ")
                out.append(x)
            if not text_of(sents[-1]).rstrip().endswith((".", ")", "!", "?")):
                out.append(".")
            self.line(out)

    def items(self, sents):
        """Always a list (bullets for most styles, lines for terse)."""
        sents = [x for x in sents if x is not None]
        for x in sents:
            if self.sty == "terse":
                self.line(x)
            elif self.sty in ("prose",):
                self.line(self.prose_bul, x)
            else:
                self.line(self.bul if self.sty == "bullets" else "- ", x)

    # tables -----------------------------------------------------------------------
    def table(self, headers, rows):
        s = self.sty
        rows = [[S(c) if not isinstance(c, Seg) else c for c in r] for r in rows]
        if s == "table":
            self.d.add("| " + " | ".join(headers) + " |\n")
            self.d.add("|" + "|".join("---" for _ in headers) + "|\n")
            for r in rows:
                self.line("| ", J(" | ", r), " |")
        elif s == "aligned":
            wd = [max([len(h)] + [plen(r[i]) for r in rows]) + 2 for i, h in enumerate(headers)]
            self.d.add("".join(h.ljust(wd[i]) for i, h in enumerate(headers)).rstrip() + "\n")
            for r in rows:
                segs = []
                for i, c in enumerate(r):
                    pad = "" if i == len(r) - 1 else " " * (wd[i] - plen(c))
                    segs.append(S(c, pad))
                self.line(*segs)
        elif s == "terse":
            for r in rows:
                self.line(J(" ", r))
        elif s == "bullets":
            for r in rows:
                self.line(self.bul, J(", ", r))
        elif s == "fields":
            for r in rows:
                self.line(J(" | ", r))
        else:
            for r in rows:
                self.line(J(", ", r))
