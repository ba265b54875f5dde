"""Core note builder: text is appended piece by piece and PHI offsets are
recorded at the moment each PHI piece is appended (single pass, no searching).
"""
import phi as H
import pools as P

LABELS = {
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


class Note:
    def __init__(self, rng, country, site, sites):
        self.rng = rng
        self.country = country
        self.site = site
        self.sites = sites
        self.buf = []
        self.n = 0
        self.spans = []
        self.ds = rng.choice(H.US_DATE_STYLES if country == "US" else H.UK_DATE_STYLES)
        self.ref = H.rand_date(rng)
        H.CUR_YEAR[0] = self.ref.year

    # ----------------------------------------------------------- primitives
    def t(self, s):
        if s:
            self.buf.append(s)
            self.n += len(s)

    def p(self, v, typ):
        if typ not in LABELS:
            raise ValueError(typ)
        if not v or v != v.strip():
            raise ValueError("bad span value %r" % v)
        self.spans.append((self.n, self.n + len(v), typ, v))
        self.t(v)

    def w(self, *parts):
        for x in parts:
            if isinstance(x, tuple):
                self.p(x[0], x[1])
            elif isinstance(x, list):
                self.w(*x)
            elif x:
                self.t(x)

    def ln(self, *parts):
        self.w(*parts)
        self.t("\n")

    def cell(self, v, typ, width, sep="  "):
        if typ:
            self.p(v, typ)
        else:
            self.t(v)
        self.t(" " * max(1, width - len(v)) if width else "")
        if not width:
            self.t(sep)

    def text(self):
        return "".join(self.buf)

    # ------------------------------------------------------------- helpers
    def other_site(self):
        for _ in range(20):
            s = self.rng.choice(self.sites[self.country])
            if s is not self.site:
                return s
        return self.site

    def d(self, date, style=None):
        self.p(H.fmt_date(date, style or self.ds), "DATE")

    def dstr(self, date, style=None):
        return (H.fmt_date(date, style or self.ds), "DATE")

    def tm(self, style=None):
        return H.time_str(self.rng, style)

    def times(self, k, start_h, span_h=8):
        """k sorted clock times inside a shift starting at start_h."""
        mins = sorted(self.rng.randrange(span_h * 60) for _ in range(k))
        return ["%02d:%02d" % (((start_h * 60 + m) // 60) % 24, m % 60) for m in mins]

    def pt_name(self, pt, style=None, title=False):
        rng = self.rng
        if style is None:
            style = rng.choice(H.PT_STYLES_US if self.country == "US" else H.PT_STYLES_UK)
        if title and pt["age"] >= 16:
            tt = ("Mr" if pt["sex"] == "M" else rng.choice(("Mrs", "Ms", "Miss")))
            if self.country == "US" and tt != "Miss":
                tt += "."
            self.t(tt + " ")
        self.p(pt["p"].r(style), "PATIENT")

    def pt_ref(self, pt):
        """Short in-text reference to the patient."""
        rng = self.rng
        r = rng.randrange(5)
        if r == 0:
            self.t("the patient")
        elif r == 1:
            self.pt_name(pt, "L", title=True)
        elif r == 2:
            self.pt_name(pt, "fl")
        elif r == 3:
            self.t("Pt ")
            self.pt_name(pt, "ini")
        else:
            self.pt_name(pt, "f")

    def rel(self, pt, style=None):
        style = style or self.rng.choice(("fl", "f", "fl", "L"))
        if style == "L":
            self.t(("Mr" if pt["rel"].sex == "M" else "Mrs") + " ")
        if style == "f" and self.rng.random() < 0.3:
            style = "nick"
        self.p(pt["rel"].r(style), "FAMILY")

    def prof(self, pt, mode=None):
        """Occupation phrase; only the occupation itself is the span."""
        rng = self.rng
        x = pt["prof"]
        art = "an " if x[0] in "aeiou" else "a "
        if mode is None:
            opts = ["works as " + art, "occupation: ", "", "employed as " + art]
            if pt["age"] >= 60:
                opts += ["retired ", "retired ", "former ", "ex-"]
            mode = rng.choice(opts)
        self.w(mode, (x, "PROFESSION"))

    def staff(self, c, mode=None, typ="DOCTOR"):
        """Clinician or staff name with title/credential variants."""
        rng = self.rng
        p = c["p"]
        if mode is None:
            opts = ("dr_l", "dr_fl", "fl_cred", "fml_cred", "dr_fl", "Lf", "fL") if \
                c["role"] == "doctor" else ("fl_cred", "fl", "fL", "Lfi", "fl_cred", "f_l")
            mode = rng.choice(opts)
        if mode == "dr_l":
            self.t(rng.choice(("Dr. ", "Dr ")) if self.country == "US" else "Dr ")
            self.p(p.r("L"), typ)
        elif mode == "dr_fl":
            self.t(rng.choice(("Dr. ", "Dr ")) if self.country == "US" else "Dr ")
            self.p(p.r(rng.choice(("fl", "fL", "fml"))), typ)
        elif mode == "fl_cred":
            self.p(p.r("fl"), typ)
            self.t(rng.choice((", ", " ")) + c["cred"])
        elif mode == "fml_cred":
            self.p(p.r("fml"), typ)
            self.t(", " + c["cred"])
        elif mode == "Lf":
            self.p(p.r(rng.choice(("Lf", "LF"))), typ)
        elif mode == "fL":
            self.p(p.r("fL"), typ)
        elif mode == "Lfi":
            self.p(p.r("Lfi"), typ)
        elif mode == "f_l":
            self.p("%s %s." % (p.first, p.last[0]), typ)
        elif mode == "fl":
            self.p(p.r("fl"), typ)
        elif mode == "L":
            self.p(p.r("L"), typ)
        elif mode == "ini":
            self.p(p.r(rng.choice(("INI", "ini3", "lini"))), typ)
        else:
            raise ValueError(mode)

    def age(self, age, sex=None, mode=None):
        rng = self.rng
        a = str(age)
        sx = sex or "M"
        mode = mode or rng.choice(("yo", "yo", "yr", "year", "y/o", "agesex", "sexage", "aged",
                                   "Y"))
        if mode == "yo":
            self.w((a, "AGE"), rng.choice((" yo", "yo", " y.o.")))
        elif mode == "yr":
            self.w((a, "AGE"), rng.choice((" yrs", " years", "y", " yr")))
        elif mode == "year":
            self.w((a, "AGE"), "-year-old")
        elif mode == "y/o":
            self.w((a, "AGE"), " y/o")
        elif mode == "agesex":
            self.w((a, "AGE"), rng.choice(("", " ")) + (sx if rng.random() < 0.6 else
                                                       ("M" if sx == "M" else "F")))
        elif mode == "sexage":
            self.w(sx + rng.choice(("/", " ")), (a, "AGE"))
        elif mode == "aged":
            self.w("aged ", (a, "AGE"))
        elif mode == "Y":
            self.w((a, "AGE"), "Y")
        elif mode == "bare":
            self.p(a, "AGE")
        else:
            raise ValueError(mode)

    def addr(self, a, mode=None, sep=", "):
        """Address split into parts; mode one/multi."""
        rng = self.rng
        mode = mode or rng.choice(("one", "one", "multi"))
        if mode == "one":
            self.w((a["street"], "STREET"), sep, (a["city"], "CITY"), sep)
            if self.country == "US":
                st = a["state"] if rng.random() < 0.85 else a["state_full"]
                self.w((st, "STATE"), " ", (a["zip"], "ZIP"))
            else:
                if rng.random() < 0.6:
                    self.w((a["state"], "CITY"), sep)
                self.p(a["zip"], "ZIP")
        else:
            self.ln((a["street"], "STREET"))
            if self.country == "US":
                self.ln((a["city"], "CITY"), ", ", (a["state"], "STATE"), " ", (a["zip"], "ZIP"))
            else:
                self.ln((a["city"], "CITY"))
                if rng.random() < 0.5:
                    self.ln((a["state"], "CITY"))
                self.p(a["zip"], "ZIP")

    def hosp(self, site=None, short=False):
        site = site or self.site
        if short and site["short"]:
            self.p(site["short"], "HOSPITAL")
        else:
            self.p(site["name"], "HOSPITAL")

    def ward(self):
        rng = self.rng
        if self.country == "UK":
            self.p(rng.choice(P.UK_WARDS), "HOSPITAL")
        else:
            self.p(rng.choice(P.US_UNITS), "HOSPITAL")

    def room(self):
        rng = self.rng
        if self.country == "UK":
            r = rng.randrange(3)
            if r == 0:
                self.w("Bay ", (str(rng.randrange(1, 8)), "LOCATION_OTHER"), " Bed ",
                       (str(rng.randrange(1, 7)), "LOCATION_OTHER"))
            elif r == 1:
                self.w("side room ", (str(rng.randrange(1, 12)), "LOCATION_OTHER"))
            else:
                self.w("Bed ", (str(rng.randrange(1, 30)), "LOCATION_OTHER"))
        else:
            r = rng.randrange(3)
            v = "%d%02d%s" % (rng.randrange(2, 9), rng.randrange(1, 40), rng.choice(("", "", "A",
                                                                                     "B")))
            if r == 0:
                self.w("Rm ", (v, "LOCATION_OTHER"))
            elif r == 1:
                self.w("room ", (v, "LOCATION_OTHER"), ", bed ", (rng.choice("12"),
                                                                   "LOCATION_OTHER"))
            else:
                self.w("Room ", (v, "LOCATION_OTHER"))

    def pid_block(self, pt, layout="kv", dob_label=None, extra=()):
        """Patient identification header in several layouts."""
        rng = self.rng
        us = self.country == "US"
        idl = "MRN" if us else rng.choice(("Hosp No", "Hospital No.", "MRN", "Unit No"))
        dob_label = dob_label or rng.choice(("DOB", "D.O.B.", "Date of Birth", "DOB"))
        if layout == "kv":
            self.ln("Patient: ", (pt["p"].r(rng.choice(("LFM", "LF", "fl", "Lf"))), "PATIENT"))
            self.ln(idl + ": ", (pt["mrn"], "MRN"))
            if not us and rng.random() < 0.8:
                self.ln("NHS No: ", (pt["nhs"], "MRN"))
            self.w(dob_label + ": ", self.dstr(pt["dob"]))
            self.t(rng.choice(("   Age: ", "  (", "\nAge: ")))
            if "(" in self.buf[-1]:
                self.age(pt["age"], mode=rng.choice(("yr", "Y", "y/o")))
                self.t(")")
            else:
                self.age(pt["age"], mode="bare")
            self.ln("   Sex: " + pt["sex"])
        elif layout == "line":
            self.w((pt["p"].r(rng.choice(("LF", "LFM"))), "PATIENT"), " | ", idl, " ",
                   (pt["mrn"], "MRN"), " | ", dob_label, " ", self.dstr(pt["dob"]), " | ")
            self.age(pt["age"], pt["sex"], mode=rng.choice(("agesex", "yr", "Y")))
            self.t("\n")
        else:
            self.w("NAME: ", (pt["p"].r("LF"), "PATIENT"), "    ", idl.upper(), ": ",
                   (pt["mrn"], "MRN"), "\n")
            self.w("DOB: ", self.dstr(pt["dob"]), "    AGE/SEX: ")
            self.age(pt["age"], pt["sex"], mode=rng.choice(("agesex", "sexage")))
            if not us and rng.random() < 0.7:
                self.w("    NHS: ", (pt["nhs"], "MRN"))
            self.t("\n")
        for e in extra:
            if e == "acct":
                self.ln(rng.choice(("Acct: ", "Encounter: ", "Visit No: ", "FIN: ")),
                        (pt["acct"], "ACCOUNT"))

    def finish(self, idx, genre, lowercase):
        text = self.text().rstrip()
        spans = []
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
        for s, e, typ, v in self.spans:
            if lowercase:
                v = v.lower()
            if text[s:e] != v:
                raise ValueError("offset mismatch")
            spans.append({"start": s, "end": e, "label": LABELS[typ], "type": typ, "text": v})
        return {"id": "dev168-%04d" % idx, "text": text, "spans": spans,
                "meta": {"source": "dev168-en", "genre": genre, "lowercase": lowercase,
                         "country": self.country}}
