"""Per-note context: invented people and places for one country; the
identifier and contact generators come from ids.IdMixin."""
import datetime as dt

import core
import pools as P
from ids import IdMixin

UC = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"
DAYFIRST = {"UK": True, "AU": True, "NZ": True, "US": False, "CA": False}
MAIN_STYLES = {
    "UK": ["dmy", "dmy", "d_mon_y", "d_month_y", "dth_month_y", "dmy2"],
    "US": ["mdy", "mdy", "mdy1", "month_d_y", "mon_d_y", "mdy2"],
    "CA": ["iso", "iso", "month_d_y", "mon_d_y", "d_month_y", "dd_mon_yyyy"],
    "AU": ["dmy", "dmy", "dmy1", "d_month_y", "d_mon_y", "dmy_dot"],
    "NZ": ["dmy", "dmy1", "d_month_y", "d_mon_y", "dmy", "dd_mon_yyyy"],
}


BAD_INITIALS = {"GP", "MD", "RN", "PA", "DO", "TB", "BP", "HR", "RR", "CT", "ID", "ED", "NP", "OT", "PT", "SW", "MO", "DR",
                "HB", "OD", "IV", "PO", "SE", "NA", "OK", "MS", "CR", "AF", "LF", "SR"}


class Person:
    def __init__(self, first, last, mid, sex, dob, group, cob):
        self.first, self.last, self.mid, self.sex = first, last, mid, sex
        self.dob, self.group, self.cob = dob, group, cob
        self.role = ""
        self.cred = ""

    def name(self, form):
        f, l, m = self.first, self.last, self.mid
        if form == "full":
            return "%s %s" % (f, l)
        if form == "fml":
            return "%s %s. %s" % (f, m, l) if m else "%s %s" % (f, l)
        if form == "fml_nd":
            return "%s %s %s" % (f, m, l) if m else "%s %s" % (f, l)
        if form == "last_first":
            return "%s, %s" % (l, f)
        if form == "LAST_FIRST":
            return "%s, %s" % (l.upper(), f.upper())
        if form == "LAST_FIRST_M":
            return "%s, %s %s" % (l.upper(), f.upper(), m) if m else "%s, %s" % (l.upper(), f.upper())
        if form == "LAST_first":
            return "%s, %s" % (l.upper(), f)
        if form == "init_last":
            return "%s. %s" % (f[0], l)
        if form == "init_last_nd":
            return "%s %s" % (f[0], l)
        if form == "initials":
            return "%s.%s." % (f[0], l[0])
        if form == "initials_nd":
            return "%s%s" % (f[0], l[0])
        if form == "initials3":
            return "%s%s%s" % (f[0], m or "", l[0])
        if form == "first":
            return f
        if form == "last":
            return l
        if form == "first_init":
            return "%s %s." % (f, l[0])
        if form == "FULLUP":
            return "%s %s" % (f.upper(), l.upper())
        raise KeyError(form)

    def title(self, dotted=False):
        t = "Mr" if self.sex == "M" else "Ms"
        return t + ("." if dotted else "")


class Addr:
    def __init__(self, street, town, state, zipc, county=None):
        self.street, self.town, self.state, self.zip, self.county = street, town, state, zipc, county


def slug(s):
    out = []
    for ch in s.lower():
        if ch.isalnum():
            out.append(ch)
    return "".join(out)


class Ctx(IdMixin):
    def __init__(self, rng, country, ref=None):
        self.r = rng
        self.c = country
        self.df = DAYFIRST[country]
        self.ds = rng.choice(MAIN_STYLES[country])
        self.ref = ref or core.rand_date(rng, 2019, 2025)
        self.town0 = rng.choice(P.TOWNS[country])
        self.state0 = rng.choice(P.STATES[country])
        self.county0 = rng.choice(P.COUNTIES)

    # ---------- small helpers
    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, x):
        return self.r.random() < x

    def digits(self, n):
        return "".join(self.r.choice(DIG) for _ in range(n))

    def letters(self, n):
        return "".join(self.r.choice(UC) for _ in range(n))

    # ---------- dates
    def d(self, date, style=None):
        return core.fmt_date(date, style or self.ds)

    def D(self, date, style=None):
        return (self.d(date, style), "DATE")

    def short_style(self):
        if self.df:
            return self.ch(["dm", "dm0", "wd_dm", "wd_dm0", "d_mon", "wd_d_mon"])
        return self.ch(["md", "wd_md", "mon_d", "md"])

    def long_wd_style(self):
        return "wd_long_us" if self.c in ("US", "CA") else self.ch(["wd_long_uk", "wd_long_comma"])

    def before(self, date, lo, hi):
        return core.add_days(date, -self.r.randint(lo, hi))

    def after(self, date, lo, hi):
        return core.add_days(date, self.r.randint(lo, hi))

    # ---------- people
    def group(self):
        w = P.GROUP_WEIGHTS[self.c]
        keys = sorted(w)
        return self.r.choices(keys, weights=[w[k] for k in keys])[0]

    def person(self, sex=None, amin=18, amax=80, group=None, surname=None):
        g = group or self.group()
        males, females, surnames, cobs = P.GROUPS[g]
        sex = sex or self.ch("MF")
        used = self.__dict__.setdefault("used_first", set())
        for _ in range(30):
            first = self.ch(males if sex == "M" else females)
            last = surname or self.ch(surnames)
            if first not in used:
                break
        used.add(first)
        mid = self.ch(UC) if self.p(0.35) else None
        age = self.r.randint(amin, amax)
        dob = dt.date(self.ref.year - age, self.r.randint(1, 12), self.r.randint(1, 28))
        if (dob.month, dob.day) > (self.ref.month, self.ref.day):
            dob = dt.date(dob.year - 1, dob.month, dob.day)
        if cobs and g != "local":
            cob = self.ch(cobs)
        else:
            cob = self.ch(P.COUNTRY_NAMES[self.c])
        p = Person(first, last, mid, sex, dob, g, cob)
        p.age = core.age_at(dob, self.ref)
        p.site = self.ch(["pulmonary", "pulmonary", "pulmonary (cavitatory)", "cervical lymph node", "pleural",
                          "pulmonary and pleural", "spinal", "abdominal", "miliary", "mediastinal lymph node"])
        return p

    def relative(self, p, sex=None, amin=1, amax=75, same_name=None):
        if same_name is None:
            same_name = self.p(0.6)
        return self.person(sex=sex, amin=amin, amax=amax, group=p.group,
                           surname=p.last if same_name else None)

    KIN_WORDS = {"spouse": ("husband", "wife"), "child": ("son", "daughter"), "sibling": ("brother", "sister"),
                 "parent": ("father", "mother"), "cousin": ("cousin", "cousin"), "grandchild": ("grandson", "granddaughter"),
                 "inlaw": ("brother-in-law", "sister-in-law"), "flatmate": ("flatmate", "flatmate"),
                 "lodger": ("lodger", "lodger"), "friend": ("friend", "friend"), "nibling": ("nephew", "niece")}

    def kin_rel(self, p):
        a = p.age
        opts = ["sibling", "cousin", "flatmate", "friend", "inlaw"]
        if a >= 20:
            opts += ["spouse", "spouse", "spouse"]
        if a >= 36:
            opts += ["child", "child", "child", "nibling"]
        if a < 55:
            opts += ["parent"]
        if a >= 58:
            opts += ["grandchild"]
        if a < 30:
            opts += ["lodger", "flatmate"]
        return self.ch(opts)

    def kin_list(self, p, n):
        """n relatives of p with at most one spouse and one of each parent."""
        out, seen = [], []
        for _ in range(n):
            rel = self.kin_rel(p)
            if rel in ("spouse", "parent") and rel in seen:
                rel = self.ch(["cousin", "sibling", "friend"])
            seen.append(rel)
            out.append(self.kin(p, rel))
        return out

    def kin(self, p, rel=None):
        """A person related to p; sets .rel to the relation word."""
        rel = rel or self.kin_rel(p)
        a, sex, same = p.age, None, True
        if rel == "spouse":
            sex = "F" if p.sex == "M" else "M"
            lo, hi, same = max(18, a - 8), min(95, a + 8), self.p(0.6)
        elif rel == "child":
            lo, hi = max(0, a - 45), max(0, a - 18)
        elif rel in ("sibling", "inlaw"):
            lo, hi, same = max(1, a - 10), min(95, a + 10), rel == "sibling"
        elif rel == "parent":
            lo, hi = min(92, a + 18), min(96, a + 40)
        elif rel in ("cousin", "nibling"):
            lo, hi, same = max(1, a - 15 if rel == "cousin" else a - 40), min(95, a + 15 if rel == "cousin" else a - 15), self.p(0.5)
            lo = min(lo, hi)
        elif rel == "grandchild":
            lo, hi, same = 0, max(0, a - 40), self.p(0.7)
            hi = min(hi, 25)
        else:
            lo, hi, same = 18, 70, False
        k = self.person(sex=sex, amin=lo, amax=max(lo, hi), group=p.group if rel not in ("flatmate", "friend", "lodger") or self.p(0.6) else None,
                        surname=p.last if same else None)
        k.rel = self.KIN_WORDS[rel][0 if k.sex == "M" else 1]
        return k

    def staff(self, role="", cred=""):
        sex = self.ch("MF")
        used = self.__dict__.setdefault("used_staff", set())
        for _ in range(30):
            first, last = self.ch(P.STAFF_FIRST), self.ch(P.STAFF_LAST)
            if first not in used and last not in used and first[0] + last[0] not in BAD_INITIALS:
                break
        used.add(first)
        used.add(last)
        p = Person(first, last, self.ch(UC) if self.p(0.2) else None, sex, None, "staff", None)
        p.role, p.cred = role, cred
        return p

    def lang(self, p):
        return self.ch(P.GROUP_LANGS[p.group])

    # ---------- places
    def town(self):
        return self.town0 if self.p(0.55) else self.ch(P.TOWNS[self.c])

    def street(self):
        num = self.r.randint(1, 240)
        w = self.ch(P.STREET_WORDS)
        sfx = self.ch(P.STREET_SUFFIX[self.c])
        c = self.c
        if c == "US" and sfx == "Rd" and self.p(0.3):
            num = self.r.randint(1000, 9999)
        base = "%d %s %s" % (num, w, sfx)
        if c == "CA" and sfx == "Rue":
            base = "%d rue %s" % (num, w)
        x = self.r.random()
        if c == "UK" and x < 0.25:
            return "Flat %d, %s" % (self.r.randint(1, 40), base)
        if c == "US" and x < 0.3:
            return base + self.ch([", Apt %d%s" % (self.r.randint(1, 30), self.ch("ABCD")), " #%d" % self.r.randint(2, 400),
                                   ", Unit %d" % self.r.randint(1, 60)])
        if c == "CA" and x < 0.25:
            return "%d-%s" % (self.r.randint(101, 1908), base)
        if c == "AU" and x < 0.3:
            return "Unit %d/%s" % (self.r.randint(1, 24), base)
        if c == "NZ" and x < 0.2:
            return "%d/%s" % (self.r.randint(1, 12), base)
        return base

    def zipc(self, state=None):
        c = self.c
        if c == "UK":
            area = self.ch(["BX", "QF", "HW", "KL", "DN", "WR", "TZ", "ML", "CV", "LS", "GX", "PN", "SR", "EH"])
            return "%s%d %d%s" % (area, self.r.randint(1, 19), self.r.randint(1, 9), self.letters(2))
        if c == "US":
            z = "%05d" % self.r.randint(1001, 99950)
            return z + ("-" + self.digits(4) if self.p(0.1) else "")
        if c == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return "%s%d%s %d%s%d" % (self.ch(L), self.r.randint(0, 9), self.ch(L), self.r.randint(0, 9),
                                      self.ch(L), self.r.randint(0, 9))
        if c == "AU":
            st = (state or self.state0)[1]
            first = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "NT": "08", "ACT": "26"}[st]
            return first + self.digits(4 - len(first))
        return "%04d" % self.r.randint(110, 9899)

    def address(self):
        st = self.state0 if self.p(0.8) else self.ch(P.STATES[self.c])
        return Addr(self.street(), self.town(), st, self.zipc(st), self.county0 if self.c == "US" and self.p(0.3) else None)

    def addr_items(self, a, style="line", full_state=None):
        c = self.c
        if full_state is None:
            full_state = self.p(0.25)
        stname = a.state[0] if full_state else a.state[1]
        S, T, Z = (a.street, "STREET"), (a.town, "CITY"), (a.zip, "ZIP")
        ST = (stname, "STATE")
        if style == "short":
            return [S, ", ", T]
        sep = "\n" if style == "multi" else ", "
        if c == "UK":
            return [S, sep, T, (sep if style == "multi" else " "), Z]
        if c == "NZ":
            return [S, sep, T, " ", Z]
        if c == "US":
            out = [S, sep, T, ", ", ST, " ", Z]
            return out
        if c == "CA":
            return [S, sep, T, ", ", ST, "  " if self.p(0.3) else " ", Z]
        return [S, sep, T, " ", ST, " ", Z]

    def state_items(self, full=None):
        full = self.p(0.5) if full is None else full
        return (self.state0[0] if full else self.state0[1], "STATE")

    def country_items(self, article=True):
        n = self.ch(P.COUNTRY_NAMES[self.c])
        if article and n in ("UK", "USA", "United Kingdom", "United States"):
            return ["the ", (n, "COUNTRY")]
        return [(n, "COUNTRY")]

    def _pat(self, pat):
        return pat.format(w=self.ch(P.STREET_WORDS), t=self.town(), c=self.county0)

    def hospital(self):
        if self.p(0.2):
            s = self.ch(P.SAINTS)
            return s + (" Hospital" if not s.endswith("Wellspring") else " Medical Center")
        return "%s %s" % (self.town(), self.ch(P.HOSP_SUFFIX[self.c]))

    def tbclinic(self):
        if self.c == "US" and self.p(0.4):
            return "%s %s" % (self.county0, self.ch(["TB Clinic", "Chest Clinic", "TB Control Clinic"]))
        return "%s %s" % (self.town0, self.ch(P.TB_CLINIC_SUFFIX))

    def gp(self):
        return self._pat(self.ch(P.GP_PATTERNS))

    def pharmacy(self):
        return self._pat(self.ch(P.PHARM_PATTERNS))

    def lab(self):
        return self._pat(self.ch(P.LAB_NAMES))

    def carehome(self):
        return self._pat(self.ch(P.CARE_HOMES))

    def ward(self):
        return self.ch(P.WARDS)

    def employer(self):
        return self.ch(P.EMPLOYERS)

    def school(self, age=None):
        if age is None:
            pats = P.SCHOOLS
        elif age < 5:
            pats = ["{w} Kindergarten", "{t} Early Learning Centre", "Little {w} Nursery"]
        elif age < 11:
            pats = ["{t} Primary School", "{w} Hill Elementary School", "St {w}'s Primary", "{t} School"]
        elif age < 18:
            pats = ["{w} High School", "{t} Academy", "{t} Middle School", "{t} Secondary College", "{w} Grammar School"]
        else:
            pats = ["{t} College of Further Education", "University of {t}", "{t} Institute of Technology", "{t} Community College"]
        return self._pat(self.ch(pats))

    def shelter(self):
        return self.ch(P.SHELTERS)

    def worship(self):
        return self._pat(self.ch(P.WORSHIP))

    def prison(self):
        return self._pat(self.ch(P.PRISONS[self.c]))

    def phorg(self):
        return self._pat(self.ch(P.PH_ORGS[self.c]))

    def agency(self):
        return P.NATIONAL_AGENCY[self.c]

    def cob_items(self, p):
        return (p.cob, "COUNTRY")

    def profession(self):
        return self.ch(P.PROFESSIONS)

    def holiday(self):
        return self.ch(P.HOLIDAYS + P.HOLIDAYS_C[self.c])

    def holiday_for(self, d):
        """A holiday name plausible for date d in this country, or None."""
        md = (d.month, d.day)
        fixed = {"Christmas": (12, 25), "Christmas Day": (12, 25), "Boxing Day": (12, 26), "New Year's Day": (1, 1)}
        cf = {"US": {"July 4th": (7, 4)}, "CA": {"Canada Day": (7, 1)}, "AU": {"Australia Day": (1, 26), "Anzac Day": (4, 25)},
              "NZ": {"Waitangi Day": (2, 6), "Anzac Day": (4, 25)}, "UK": {}}[self.c]
        opts = [k for k in sorted(fixed) if fixed[k] == md] + [k for k in sorted(cf) if cf[k] == md]
        windows = [("Easter Monday", (3, 23), (4, 26)), ("Good Friday", (3, 20), (4, 23)), ("Diwali", (10, 20), (11, 14)),
                   ("Lunar New Year", (1, 21), (2, 20)), ("Eid", (4, 9), (4, 22)), ("Eid", (3, 29), (4, 12)),
                   ("Eid", (5, 1), (5, 14)), ("Eid al-Adha", (6, 15), (7, 21))]
        if self.c == "US":
            windows += [("Thanksgiving", (11, 22), (11, 28)), ("Labor Day", (9, 1), (9, 7)), ("Memorial Day", (5, 25), (5, 31))]
        if self.c == "CA":
            windows += [("Thanksgiving", (10, 8), (10, 14)), ("Victoria Day", (5, 18), (5, 24))]
        if self.c == "UK":
            windows += [("the August bank holiday", (8, 25), (8, 31)), ("the early May bank holiday", (5, 1), (5, 7))]
        if self.c == "NZ":
            windows += [("Matariki", (6, 20), (7, 14)), ("Labour Day", (10, 22), (10, 28))]
        if self.c == "AU":
            windows += [("the King's Birthday holiday", (6, 8), (6, 14))]
        for name, lo, hi in windows:
            if lo <= md <= hi:
                opts.append(name)
        return self.ch(opts) if opts else None
