"""Span-tracking text builder, locale formatters and per-note context for dev19_en."""
import datetime as dt
import re

import pools

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_FIELD = re.compile(r"\{(\w+)\}")


class Doc:
    """Append-only text with gold spans. Items: str = plain, (text, TYPE) = PHI, list = sequence."""

    def __init__(self):
        self.buf, self.n, self.spans = [], 0, []

    def _t(self, s):
        self.buf.append(s)
        self.n += len(s)

    def _p(self, s, typ):
        assert s and s == s.strip(), repr(s)
        assert typ in TYPE2LABEL, typ
        self.spans.append({"start": self.n, "end": self.n + len(s), "label": TYPE2LABEL[typ], "type": typ, "text": s})
        self._t(s)

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._t(it)
            elif isinstance(it, tuple):
                self._p(it[0], it[1])
            else:
                self.add(*it)
        return self

    def f(self, tmpl, **kw):
        pos = 0
        for m in _FIELD.finditer(tmpl):
            self._t(tmpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        self._t(tmpl[pos:])
        return self

    def ln(self, tmpl="", **kw):
        self.f(tmpl, **kw)
        self._t("\n")
        return self

    def text(self):
        return "".join(self.buf)


def flat(item):
    if item is None:
        return ""
    if isinstance(item, str):
        return item
    if isinstance(item, tuple):
        return item[0]
    return "".join(flat(x) for x in item)


def table(doc, rows, style="pipe", header=True):
    """rows: list of lists of cells (cells are items). style: pipe | space | tab."""
    ncol = max(len(r) for r in rows)
    rows = [list(r) + [""] * (ncol - len(r)) for r in rows]
    widths = [max(len(flat(r[i])) for r in rows) for i in range(ncol)]
    for ri, r in enumerate(rows):
        if style == "pipe":
            doc._t("| ")
            for i, c in enumerate(r):
                doc.add(c)
                doc._t(" " * (widths[i] - len(flat(c))))
                doc._t(" | " if i < ncol - 1 else " |")
            doc._t("\n")
            if header and ri == 0:
                doc._t("|" + "|".join("-" * (w + 2) for w in widths) + "|\n")
        elif style == "tab":
            for i, c in enumerate(r):
                doc.add(c)
                if i < ncol - 1:
                    doc._t("\t")
            doc._t("\n")
        else:
            for i, c in enumerate(r):
                doc.add(c)
                if i < ncol - 1:
                    doc._t(" " * (widths[i] - len(flat(c)) + 2))
            doc._t("\n")
            if header and ri == 0:
                doc._t("-" * (sum(widths) + 2 * (ncol - 1)) + "\n")


# ---------------------------------------------------------------- persons
class Person:
    def __init__(self, rng, sex=None):
        self.sex = sex or rng.choice("MF")
        self.first = rng.choice(pools.GIVEN_M if self.sex == "M" else pools.GIVEN_F)
        self.last = rng.choice(pools.SURNAMES)
        self.mi = rng.choice(pools.MIDDLE_INITIALS)
        self.nick = None

    @property
    def full(self):
        return f"{self.first} {self.last}"

    def initials(self, dots=False):
        a, b = self.first[0].upper(), self.last.replace("'", "").replace(" ", "")[0].upper()
        if self.last[:2] in ("Ní", "Ó ") or self.last.startswith(("van ", "de ")):
            b = self.last.split()[-1][0].upper()
        return f"{a}.{b}." if dots else f"{a}{b}"


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


class Loc:
    """Locale-specific surface forms. code in US UK CA AU IE IN."""

    def __init__(self, code, rng):
        self.code, self.r = code, rng
        self.short_style = rng.choice({"US": ["md", "md", "md0"], "CA": ["iso", "mon"]}.get(code, ["dm0", "dm", "dm0"]))

    # dates ------------------------------------------------------------
    def date(self, d, style=None):
        r, c = self.r, self.code
        if style is None:
            style = r.choice({"US": ["mdy", "mdy", "mdy1", "mdy2", "long", "iso", "dmon"],
                              "CA": ["iso", "iso", "long", "dmy", "dmon"],
                              "IN": ["dmy-", "dmy", "dmy", "dlong", "dmon"]}.get(c, ["dmy", "dmy", "dmy1", "dlong", "dmon", "dmy."]))
        if style == "mdy":
            return f"{d.month:02d}/{d.day:02d}/{d.year}"
        if style == "mdy1":
            return f"{d.month}/{d.day}/{d.year}"
        if style == "mdy2":
            return f"{d.month}/{d.day}/{d.year % 100:02d}"
        if style == "long":
            return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
        if style == "iso":
            return d.isoformat()
        if style == "dmon":
            return f"{d.day:02d}-{MONTHS[d.month - 1][:3]}-{d.year}"
        if style == "dmy":
            return f"{d.day:02d}/{d.month:02d}/{d.year}"
        if style == "dmy1":
            return f"{d.day}/{d.month}/{d.year % 100:02d}"
        if style == "dmy-":
            return f"{d.day:02d}-{d.month:02d}-{d.year}"
        if style == "dmy.":
            return f"{d.day:02d}.{d.month:02d}.{d.year}"
        if style == "dlong":
            return f"{d.day} {MONTHS[d.month - 1]} {d.year}"
        raise ValueError(style)

    def short(self, d):
        """Partial date without year, as used in flowsheet columns."""
        st = self.short_style
        if st == "md":
            return f"{d.month}/{d.day}"
        if st == "md0":
            return f"{d.month:02d}/{d.day:02d}"
        if st == "iso":
            return f"{d.month:02d}-{d.day:02d}"
        if st == "mon":
            return f"{MONTHS[d.month - 1][:3]} {d.day}"
        if st == "dm0":
            return f"{d.day:02d}/{d.month:02d}"
        return f"{d.day}/{d.month}"

    def wshort(self, d):
        w = WD[d.weekday()][:3]
        if self.code == "US":
            return f"{w} {d.month}/{d.day}"
        if self.code == "CA":
            return f"{w} {MONTHS[d.month - 1][:3]} {d.day}"
        return f"{w} {d.day}/{d.month}"

    def monthyear(self, d):
        return self.r.choice([f"{MONTHS[d.month - 1]} {d.year}", f"{MONTHS[d.month - 1][:3]} {d.year}",
                              f"{d.month}/{d.year}" if self.code == "US" else f"{d.month:02d}/{d.year}"])

    # contacts -----------------------------------------------------------
    def phone(self, ext=False):
        r, c = self.r, self.code
        n = r.randint(0, 99)
        if c in ("US", "CA"):
            area = r.choice(["617", "614", "412", "716", "512", "206", "303", "919", "813", "802"] if c == "US"
                            else ["613", "416", "902", "306", "604", "403", "709", "204"])
            s = r.choice([f"({area}) 555-01{n:02d}", f"{area}-555-01{n:02d}", f"{area}.555.01{n:02d}",
                          f"+1 {area} 555 01{n:02d}", f"1-{area}-555-01{n:02d}"])
        elif c == "UK":
            s = r.choice([f"07700 900{r.randint(0, 999):03d}", f"01632 960{r.randint(0, 999):03d}",
                          f"0113 496 0{r.randint(0, 999):03d}", f"020 7946 0{r.randint(0, 999):03d}",
                          f"+44 7700 900{r.randint(0, 999):03d}"])
        elif c == "AU":
            s = r.choice([f"(02) 5550 {r.randint(0, 9999):04d}", f"(03) 7010 {r.randint(0, 9999):04d}",
                          f"0491 570 {r.randint(0, 999):03d}", f"0491 571 {r.randint(0, 999):03d}",
                          f"+61 491 570 {r.randint(0, 999):03d}"])
        elif c == "IE":
            s = r.choice([f"(01) 555 0{r.randint(0, 999):03d}", f"087 900 0{r.randint(0, 999):03d}",
                          f"021 490 0{r.randint(0, 999):03d}", f"+353 87 900 0{r.randint(0, 999):03d}"])
        else:
            s = r.choice([f"+91 98{r.randint(100, 999)} 0{r.randint(1000, 9999)}", f"080-2555 0{r.randint(100, 999)}",
                          f"044 2555 0{r.randint(100, 999)}", f"98450 0{r.randint(1000, 9999)}"])
        if ext:
            s += r.choice([f" ext. {r.randint(10, 9999)}", f" x{r.randint(100, 9999)}", f" ext {r.randint(100, 999)}"])
        return s

    def pager(self):
        r = self.r
        if self.code in ("UK", "IE"):
            return ("bleep", str(r.randint(1000, 8999)))
        return (r.choice(["pager", "pgr", "pager #", "p."]), r.choice([f"{r.randint(2, 8)}-{r.randint(1000, 9999)}",
                                                                      str(r.randint(10000, 99999))]))

    def extn(self):
        return str(self.r.randint(2000, 7999))

    # places -------------------------------------------------------------
    def place(self):
        r, c = self.r, self.code
        if c == "US":
            t, ab, full = r.choice(pools.US_PLACES)
            return t, r.choice([ab, ab, ab, full])
        if c == "CA":
            t, ab, full = r.choice(pools.CA_PLACES)
            return t, r.choice([ab, ab, full])
        if c == "AU":
            t, ab, full = r.choice(pools.AU_PLACES)
            return t, r.choice([ab, ab, ab, full])
        if c == "UK":
            return r.choice(pools.UK_PLACES)
        if c == "IE":
            return r.choice(pools.IE_PLACES)
        return r.choice(pools.IN_PLACES)

    def postcode(self):
        r, c = self.r, self.code
        L = "ABCDEFGHJKLMNPRSTUWXY"
        if c == "US":
            z = f"{r.randint(1, 99):02d}{r.randint(0, 999):03d}"
            return z + (f"-{r.randint(0, 9999):04d}" if r.random() < 0.15 else "")
        if c == "UK":
            return f"{r.choice(L)}{r.choice(L + '  ').strip()}{r.randint(1, 29)} {r.randint(0, 9)}{r.choice(L)}{r.choice(L)}".replace("  ", " ")
        if c == "CA":
            return f"{r.choice('ABCEGHJKLMNPRSTVXY')}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
        if c == "AU":
            return str(r.randint(2000, 7999))
        if c == "IE":
            return f"{r.choice('ADFHKNPRTVWXY')}{r.randint(10, 99)} {r.choice(L)}{r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
        return f"{r.randint(110, 695)}{r.randint(0, 999):03d}"

    def street(self):
        r, c = self.r, self.code
        nm = r.choice(pools.STREET_NAMES)
        if c == "US":
            s = f"{r.randint(2, 9899)} {nm} {r.choice(pools.STREET_SUFFIX_US)}"
            if r.random() < 0.3:
                s += r.choice([f", Apt {r.randint(1, 40)}{r.choice('ABCD')}", f" Unit {r.randint(1, 300)}", f", #{r.randint(1, 99)}"])
        elif c == "CA":
            s = f"{r.randint(2, 4999)} {nm} {r.choice(pools.STREET_SUFFIX_US)}"
            if r.random() < 0.3:
                s = f"{r.randint(101, 1804)}-" + s
        elif c == "AU":
            s = f"{r.randint(1, 299)} {nm} {r.choice(pools.STREET_SUFFIX_AU)}"
            if r.random() < 0.3:
                s = f"Unit {r.randint(1, 40)}/" + s
        elif c == "IN":
            s = r.choice([f"No. {r.randint(1, 999)}, {r.randint(1, 18)}th {r.choice(pools.STREET_SUFFIX_IN)}",
                          f"Flat {r.randint(101, 904)}, {nm} {r.choice(pools.STREET_SUFFIX_IN)}",
                          f"H.No. {r.randint(1, 40)}-{r.randint(1, 300)}, {nm} {r.choice(pools.STREET_SUFFIX_IN)}"])
        elif c == "IE":
            s = r.choice([f"{r.randint(1, 120)} {nm} {r.choice(['Road', 'Avenue', 'Park', 'Terrace', 'Lawn'])}",
                          f"{r.randint(1, 60)} {nm} {r.choice(['Park', 'Court', 'Grove'])}"])
        else:
            s = r.choice([f"{r.randint(1, 220)} {nm} {r.choice(pools.STREET_SUFFIX_UK)}",
                          f"Flat {r.randint(1, 30)}, {r.randint(1, 90)} {nm} {r.choice(pools.STREET_SUFFIX_UK)}"])
        return s

    def address_items(self, street=None, town=None, region=None, pc=None, country=False):
        """Return list of items for a one-line postal address."""
        c = self.code
        street = street or self.street()
        if town is None:
            town, region = self.place()
        pc = pc or self.postcode()
        items = [(street, "STREET"), ", ", (town, "CITY")]
        if c in ("US", "CA", "AU"):
            items += [", " if self.r.random() < 0.6 else " ", (region, "STATE"), " " if c != "CA" else "  ", (pc, "ZIP")]
        elif c == "UK":
            if self.r.random() < 0.4:
                items += [", ", (region, "CITY")]
            items += [", " if self.r.random() < 0.5 else " ", (pc, "ZIP")]
        elif c == "IE":
            items += [", Co. ", (region, "CITY"), ", ", (pc, "ZIP")]
        else:
            items += [", ", (region, "STATE"), " - " if self.r.random() < 0.5 else " ", (pc, "ZIP")]
        if country:
            items += [", ", ({"US": "USA", "UK": "United Kingdom", "CA": "Canada", "AU": "Australia", "IE": "Ireland",
                              "IN": "India"}[c], "COUNTRY")]
        return items

    # identifiers --------------------------------------------------------
    def mrn(self):
        r, c = self.r, self.code
        if c == "US":
            return (r.choice(["MRN", "MRN:", "MR#", "Med Rec #"]), r.choice([f"{r.randint(0, 99999999):08d}",
                                                                             f"{r.randint(1000000, 9999999)}",
                                                                             f"M{r.randint(100000, 999999)}"]))
        if c == "UK":
            return (r.choice(["Hospital No:", "Hosp No", "Unit No."]), r.choice([f"K{r.randint(1000000, 9999999)}",
                                                                                 f"RXH{r.randint(0, 9999999):07d}"]))
        if c == "CA":
            return (r.choice(["MRN", "Chart #", "MRN:"]), f"{r.randint(1000000, 9999999)}")
        if c == "AU":
            return (r.choice(["UR", "URN", "UR No."]), f"{r.randint(100000, 9999999)}")
        if c == "IE":
            return (r.choice(["MRN", "Hosp. No.", "Chart No."]), f"{r.randint(100000, 999999)}")
        return (r.choice(["UHID", "UHID No.", "MRD No."]), r.choice([f"SRM{r.randint(100000, 999999)}",
                                                                    f"{r.randint(10, 25)}/{r.randint(10000, 99999)}"]))

    def natid(self):
        r, c = self.r, self.code
        if c == "US":
            return ("SSN", f"{r.randint(900, 999)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}")
        if c == "UK":
            return ("NI No.", f"QQ {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.choice('ABCD')}")
        if c == "CA":
            return ("SIN", f"{r.randint(900, 999)} {r.randint(100, 999)} {r.randint(100, 999)}")
        if c == "AU":
            return ("TFN", f"{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}")
        if c == "IE":
            return ("PPSN", f"{r.randint(1000000, 9999999)}{r.choice('ABCDEFTW')}{r.choice(['', 'A', 'H'])}")
        return ("Aadhaar", f"{r.randint(2000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}")

    def healthplan(self):
        r, c = self.r, self.code
        if c == "US":
            return (r.choice(["Member ID", "Policy #", "Subscriber ID", "Medicare MBI"]),
                    r.choice([f"{r.choice('XWZ')}{r.choice('KLMN')}{r.choice('ABZ')}{r.randint(100000000, 999999999)}",
                              f"{r.randint(1, 9)}EG{r.randint(1, 9)}-TE{r.randint(1, 9)}-MK{r.randint(10, 99)}",
                              f"H{r.randint(10000000, 99999999)}"]))
        if c == "UK":
            return ("NHS No.", f"{r.randint(400, 499)} {r.randint(100, 999)} {r.randint(1000, 9999)}")
        if c == "CA":
            return (r.choice(["OHIP", "Health Card", "PHN"]), f"{r.randint(1000, 9999)}-{r.randint(100, 999)}-{r.randint(100, 999)}-{r.choice(['AB', 'KT', 'XZ', 'MN'])}")
        if c == "AU":
            return ("Medicare No.", f"{r.randint(2000, 6999)} {r.randint(10000, 99999)} {r.randint(1, 9)}")
        if c == "IE":
            return (r.choice(["Medical Card No.", "GMS No.", "VHI Member No."]), f"{r.randint(1000000, 9999999)}{r.choice('ABCK')}")
        return (r.choice(["PM-JAY ID", "Policy No.", "CGHS Card No."]), r.choice([f"PMJ{r.randint(10000000, 99999999)}",
                                                                                   f"P/{r.randint(100000, 999999)}/01/{r.randint(2019, 2025)}/{r.randint(1000, 9999)}"]))

    def account(self):
        r, c = self.r, self.code
        lab = r.choice({"US": ["Acct #", "Encounter #", "CSN", "FIN", "Visit #", "Acct:"], "UK": ["Episode No.", "Spell ID", "Attendance No."],
                        "CA": ["Visit #", "Encounter #", "Acct #"], "AU": ["Episode No.", "Admission No."],
                        "IE": ["Episode No.", "Visit No."], "IN": ["IP No.", "Bill No.", "Admission No."]}[c])
        val = r.choice([f"{r.randint(10000000, 99999999)}", f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                        f"E{r.randint(100000000, 999999999)}", f"{r.randint(100000000000, 999999999999)}"])
        if c == "IN" and lab == "IP No.":
            val = f"IP/{r.randint(2019, 2025)}/{r.randint(10000, 99999)}"
        return (lab, val)

    def license(self):
        r, c = self.r, self.code
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        if c == "US":
            return r.choice([("NPI", f"1{r.randint(100000000, 999999999)}"),
                             ("DEA", f"{r.choice('ABFM')}{r.choice(L)}{r.randint(1000000, 9999999)}"),
                             ("Lic #", f"{r.choice(['MD', 'RN', 'PH', 'DO'])}{r.randint(10000, 999999)}")])
        if c == "UK":
            return r.choice([("GMC", f"{r.randint(6000000, 7999999)}"), ("NMC PIN", f"{r.randint(70, 99)}{r.choice('ABCDEFGHIJ')}{r.randint(1000, 9999)}{r.choice('EOSW')}"),
                             ("GPhC", f"{r.randint(2000000, 2299999)}")])
        if c == "CA":
            return r.choice([("CPSO #", f"{r.randint(10000, 139999)}"), ("Licence No.", f"{r.randint(10000, 99999)}")])
        if c == "AU":
            return ("AHPRA", f"{r.choice(['MED', 'NMW', 'PHA'])}{r.randint(1000000000, 9999999999)}")
        if c == "IE":
            return (r.choice(["MCRN", "NMBI PIN"]), f"{r.randint(100000, 499999)}")
        return (r.choice(["Reg. No.", "KMC Reg.", "MCI Reg. No."]), f"{r.choice(['KMC', 'TNMC', 'MMC', ''])}{r.randint(10000, 99999)}")

    def plate(self):
        r, c = self.r, self.code
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        if c == "US":
            return f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100, 999)}"
        if c == "UK":
            return f"{r.choice(L)}{r.choice(L)}{r.randint(10, 74)} {r.choice(L)}{r.choice(L)}{r.choice(L)}"
        if c == "CA":
            return f"{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.choice(L)} {r.randint(100, 999)}"
        if c == "AU":
            return f"{r.choice(L)}{r.choice(L)}{r.randint(10, 99)}{r.choice(L)}{r.choice(L)}"
        if c == "IE":
            return f"{r.randint(141, 242)}-{r.choice(['D', 'C', 'G', 'KY', 'TS', 'MH'])}-{r.randint(100, 99999)}"
        return f"{r.choice(['KA', 'TN', 'MH', 'UP', 'KL'])} {r.randint(1, 70):02d} {r.choice(L)}{r.choice(L)} {r.randint(1000, 9999)}"

    def vin(self):
        r = self.r
        chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(r.choice(chars) for _ in range(17))


def ipaddr(r):
    return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                     f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"])


def device_sn(r):
    return r.choice([f"{r.choice(['PJN', 'RZX', 'BKA', 'SN'])}{r.randint(100000, 999999)}{r.choice(['', 'H', 'S'])}",
                     f"{r.randint(10, 99)}{r.choice('ABCDEFGH')}{r.randint(100000, 999999)}",
                     f"{r.choice(['AL', 'SG', 'FX', 'PM'])}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}"])


def idnum(r, kind):
    y = r.randint(19, 25)
    return {
        "acc": r.choice([f"S{y}-{r.randint(100, 99999)}", f"{y}-MB-{r.randint(10000, 99999)}", f"A{r.randint(10000000, 99999999)}",
                         f"CH{y}{r.randint(100000, 999999)}"]),
        "order": r.choice([f"ORD-{r.randint(10000000, 99999999)}", f"{r.randint(100000000, 999999999)}", f"RX{r.randint(1000000, 9999999)}"]),
        "spec": r.choice([f"BC-{y}-{r.randint(10000, 99999)}", f"M{y}-{r.randint(1000, 9999)}", f"{r.choice('LMH')}{r.randint(1000000, 9999999)}"]),
        "unit": f"W{r.randint(1000, 9999)} {y} {r.randint(100000, 999999)}",
        "req": f"REQ{r.randint(100000, 999999)}",
        "case": r.choice([f"RRT-{y}-{r.randint(100, 999)}", f"IR{r.randint(100000, 999999)}", f"CB{y}-{r.randint(1000, 9999)}"]),
        "study": f"{r.choice(['CATH', 'ECHO', 'EC', 'CL'])}{y}-{r.randint(1000, 9999)}",
    }[kind]


def username(r, p):
    f, l = p.first.lower().replace("-", ""), p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
    l = l.replace("í", "i").replace("ó", "o")
    return r.choice([f"{f[0]}{l}", f"{f[0]}{l}{r.randint(1, 9)}", f"{l}{f[0]}", f"{f}.{l}", f"{l[:5]}{f[:2]}"])


def email(r, p, domain=None):
    f, l = p.first.lower().replace("-", ""), p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
    l = l.replace("í", "i").replace("ó", "o")
    dom = domain or r.choice(pools.EMAIL_DOMAINS)
    return r.choice([f"{f}.{l}@{dom}", f"{f[0]}{l}@{dom}", f"{f}{r.randint(1, 99)}@{dom}", f"{l}.{f[0]}@{dom}"])


def hosp_domain(h):
    base = re.sub(r"[^a-z]", "", h.lower().replace("hospital", "").replace("medical center", "mc").replace("st.", "st"))
    return base[:18] + ".example.org"


# ---------------------------------------------------------------- context
class Ctx:
    def __init__(self, rng, locale):
        r = self.r = rng
        self.code = locale
        self.L = Loc(locale, rng)
        self.pt = Person(r)
        self.age = r.choice([r.randint(19, 45), r.randint(45, 89), r.randint(55, 85), r.randint(60, 96)])
        self.adm = dt.date(r.randint(2019, 2025), r.randint(1, 12), r.randint(1, 28))
        self.los = r.randint(1, 12)
        self.today = self.adm + dt.timedelta(days=self.los)
        self.dob = dt.date(self.adm.year - self.age, r.randint(1, 12), r.randint(1, 28))
        if (self.dob.month, self.dob.day) > (self.today.month, self.today.day):
            self.dob = self.dob.replace(year=self.dob.year - 1)
        hl = pools.HOSPITALS[locale]
        main = [h for h in hl if re.search(r"Hospital|Medical Center|Infirmary|Health Service|Institute|Health Centre|Medical College", h)
                and not re.search(r"Hospice|Rehabilitation|Nursing|Renal|Kidney|Dialysis", h)]
        self.hosp = r.choice(main)
        self.other_hosp = r.choice([h for h in hl if h != self.hosp])
        self.other_main = r.choice([h for h in main if h != self.hosp])
        self.ward = r.choice(pools.WARDS)
        self.room = r.choice([f"{r.randint(2, 9)}{r.randint(1, 40):02d}", f"{r.randint(2, 9)}{r.randint(1, 40):02d}{r.choice('AB')}",
                              f"{r.choice(['E', 'W', 'N'])}-{r.randint(100, 460)}"])
        self.bed = str(r.randint(1, 28))
        self.attending = Person(r)
        self.resident = Person(r)
        self.nurses = [Person(r) for _ in range(3)]
        self.pharm = Person(r)
        self.consultant = Person(r)
        self.fam_rel = r.choice(["wife", "husband", "daughter", "son", "sister", "brother", "mother", "partner", "niece", "grandson"])
        fsex = {"wife": "F", "daughter": "F", "sister": "F", "mother": "F", "niece": "F", "husband": "M", "son": "M",
                "brother": "M", "grandson": "M"}.get(self.fam_rel)
        self.fam = Person(r, fsex)
        while self.fam.first == self.pt.first:
            self.fam = Person(r, fsex)
        self.fam.last = self.pt.last if r.random() < 0.6 else self.fam.last
        self.prof = r.choice(pools.PROFESSIONS)
        self.mrn = self.L.mrn()
        self.acct = self.L.account()
        self.hp = self.L.healthplan()
        self.natid = self.L.natid()
        self.town, self.region = self.L.place()
        self.street = self.L.street()
        self.pc = self.L.postcode()
        self.htown, self.hregion = self.L.place()

    def d(self, day_offset=0, style=None):
        return (self.L.date(self.adm + dt.timedelta(days=day_offset), style), "DATE")

    def day(self, off):
        return self.adm + dt.timedelta(days=off)

    # names -------------------------------------------------------------
    def ptname(self, style=None):
        r, p = self.r, self.pt
        style = style or r.choice(["full", "full", "LF", "title", "title", "first", "fmi", "Lf", "init", "fl."])
        title = {"M": r.choice(["Mr", "Mr."]), "F": r.choice(["Mrs", "Ms", "Ms.", "Mrs."])}[p.sex]
        if style == "full":
            return [(p.full, "PATIENT")]
        if style == "fmi":
            return [(f"{p.first} {p.mi}. {p.last}", "PATIENT")]
        if style == "LF":
            return [(f"{p.last.upper()}, {p.first.upper()}" + (f" {p.mi}" if r.random() < 0.5 else ""), "PATIENT")]
        if style == "Lf":
            return [(f"{p.last}, {p.first}", "PATIENT")]
        if style == "title":
            return [title + " ", (p.last, "PATIENT")]
        if style == "first":
            return [(p.first, "PATIENT")]
        if style == "init":
            return [(p.initials(dots=r.random() < 0.5), "PATIENT")]
        if style == "fl.":
            return [(f"{p.first} {p.last[0]}.", "PATIENT")]
        if style == "last":
            return [(p.last, "PATIENT")]
        raise ValueError(style)

    def ref(self, cap=False):
        """A short in-text reference to the patient (or a pronoun-like generic)."""
        r = self.r
        x = r.random()
        if x < 0.35:
            return self.ptname("title")
        if x < 0.6:
            return self.ptname("first")
        if x < 0.72:
            return ["Pt ", (self.pt.initials(dots=r.random() < 0.5), "PATIENT")]
        return [r.choice(["the patient", "patient", "pt"] if not cap else ["The patient", "Patient", "Pt"])]

    def doc(self, p, role="md", style=None):
        """Clinician reference with title/credential outside the span."""
        r = self.r
        cred = {"md": r.choice(["MD", "MD", "DO", "MBBS", "FRCP", "MRCP"] if self.code != "US" else ["MD", "MD", "DO"]),
                "rn": "RN", "pharm": r.choice(["PharmD", "RPh", "BCPS"]), "np": r.choice(["NP", "PA-C", "ANP"]),
                "rt": "RRT", "ot": "OTR", "wcn": r.choice(["RN, CWOCN", "RN, WOCN", "CNS"])}[role]
        if self.code in ("UK", "IE", "AU", "IN") and role == "md":
            cred = r.choice(["MBBS", "MRCP", "FRCA", "FRACP", "MD"])
        style = style or r.choice(["dr", "dr", "full_cred", "full_cred", "fmi_cred", "i_last", "lastcomma"])
        if role != "md" and style in ("dr",):
            style = "full_cred"
        if style == "dr":
            return [r.choice(["Dr. ", "Dr ", "Dr. ", "Dr ", "Dr. ", "Dr ", "Prof ", "Prof. "] if self.code != "US" else
                             ["Dr. ", "Dr. ", "Dr ", "Dr. ", "Dr. ", "Dr. ", "Dr. ", "Prof. "]), (r.choice([p.last, p.last, p.full]), "DOCTOR")]
        if style == "full_cred":
            return [(p.full, "DOCTOR"), r.choice([", ", " "]) + cred]
        if style == "fmi_cred":
            return [(f"{p.first} {p.mi}. {p.last}", "DOCTOR"), ", " + cred]
        if style == "i_last":
            return [(f"{p.first[0]}. {p.last}", "DOCTOR"), (", " + cred) if r.random() < 0.6 else ""]
        if style == "lastcomma":
            return [(f"{p.last}, {p.first}", "DOCTOR"), " " + cred]
        if style == "first":
            return [(p.first, "DOCTOR")]
        if style == "plain":
            return [(p.full, "DOCTOR")]
        raise ValueError(style)

    def famname(self, style=None):
        r, f = self.r, self.fam
        style = style or r.choice(["first", "full", "first", "title"])
        if style == "first":
            return [(f.first, "FAMILY")]
        if style == "full":
            return [(f.full, "FAMILY")]
        return [{"M": "Mr ", "F": r.choice(["Mrs ", "Ms "])}[f.sex], (f.last, "FAMILY")]

    def age_items(self, age=None):
        r = self.r
        a = str(self.age if age is None else age)
        sx = self.pt.sex
        st = r.choice(["yo", "yo_", "yof", "year", "y/o", "sexletter", "aged", "yrs"])
        if r.random() < 0.08:
            w = num_words(int(a))
            if r.random() < 0.5:
                return ["aged ", (w, "AGE")]
            return [("an " if w[0] in "aeio" else "a "), (w, "AGE"), "-year-old " + ("man" if sx == "M" else "woman")]
        if st == "yo":
            return [(a, "AGE"), " yo " + ("man" if sx == "M" else "woman")]
        if st == "yo_":
            return [(a, "AGE"), "yo " + sx]
        if st == "yof":
            return [(a, "AGE"), "-year-old " + ("male" if sx == "M" else "female")]
        if st == "year":
            return [(a, "AGE"), " year old " + ("gentleman" if sx == "M" else "lady")]
        if st == "y/o":
            return [(a, "AGE"), " y/o " + sx]
        if st == "sexletter":
            return [(a, "AGE"), " " + sx]
        if st == "aged":
            return ["aged ", (a, "AGE")]
        return [(a, "AGE"), " yrs, " + ("male" if sx == "M" else "female")]


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + num_words(n - 100))
