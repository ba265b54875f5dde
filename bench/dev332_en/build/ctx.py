"""Per-note context: invented people, sites, identifiers, and helpers that
emit their formatted values as span items for NB.w()."""
import datetime as dt
import unicodedata

import geo
import pools
from geo import dg, lt
from nb import words

BASE = dt.date(2019, 1, 7)


def asc(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


class P:
    def __init__(self, first, last, mid, sex):
        self.first, self.last, self.mid, self.sex = first, last, mid, sex

    def f(self, style):
        a, b, m = self.first, self.last, self.mid
        if style == "fl":
            return "%s %s" % (a, b)
        if style == "fml":
            return "%s %s. %s" % (a, m, b)
        if style == "lf":
            return "%s, %s" % (b, a)
        if style == "LF":
            return "%s, %s" % (b.upper(), a.upper())
        if style == "LFM":
            return "%s, %s %s" % (b.upper(), a.upper(), m)
        if style == "LFl":
            return "%s %s" % (b.upper(), a)
        if style == "l":
            return b
        if style == "f":
            return a
        if style == "il":
            return "%s. %s" % (a[0], b)
        if style == "ii":
            return a[0] + b[0]
        if style == "i.i.":
            return "%s.%s." % (a[0], b[0])
        if style == "iil":
            return (a[0] + b[0]).lower()
        if style == "user":
            u = (a[0] + b.replace(" ", "").replace("'", "").replace("-", "")).lower()[:10]
            return asc(u) or "user"
        raise ValueError(style)


ROLE_TITLES = {
    "urol": ["Consultant Urologist", "Consultant Urological Surgeon", "Reproductive Urologist",
             "Consultant Andrologist", "Urologist", "Attending Urologist"],
    "reg": ["Specialty Registrar (Urology)", "Urology Registrar", "Urology Fellow",
            "Clinical Fellow in Andrology", "Resident, Urology"],
    "nurse": ["Clinical Nurse Specialist", "Andrology Nurse Specialist", "Urology Nurse Practitioner",
              "Fertility Nurse", "Staff Nurse", "Registered Nurse"],
    "sci": ["Clinical Scientist (Andrology)", "Senior Biomedical Scientist", "Andrology Laboratory Manager",
            "Medical Laboratory Scientist", "Senior Embryologist", "Embryologist", "Biomedical Scientist"],
    "gp": ["General Practitioner", "GP", "Family Physician", "Primary Care Physician"],
    "endo": ["Consultant Endocrinologist", "Chemical Pathologist", "Clinical Biochemist",
             "Consultant in Chemical Pathology"],
    "admin": ["Medical Secretary", "Clinic Coordinator", "Receptionist", "Laboratory Assistant",
              "Medical Laboratory Assistant", "Patient Services Clerk"],
    "onc": ["Consultant Medical Oncologist", "Haematologist", "Paediatric Oncologist"],
}


class Ctx:
    def __init__(self, r, cc, age_range=(25, 50)):
        self.r = r
        self.cc = cc
        self.c = geo.COUNTRIES[cc]
        self.us = cc == "US"
        self.today = BASE + dt.timedelta(days=r.randint(0, 2350))
        self.age = r.randint(*age_range)
        self.dob = self.today - dt.timedelta(days=365 * self.age + r.randint(10, 350) +
                                             self.age // 4)
        if self.age_of(self.dob, self.today) != self.age:
            self.age = self.age_of(self.dob, self.today)
        self.ni, self.li, self.si = (r.randrange(len(self.c.num)), r.randrange(len(self.c.long)),
                                    r.randrange(len(self.c.sysd)))
        self.mix = sorted(pools.COUNTRY_MIX[cc].items())
        self.pt = self.person("M")
        self.addr = self.c.addr(r)
        self.home = self.c.phone(r, "land")
        self.mob = self.c.phone(r, "mobile")
        self.email = self.mail(self.pt)
        self.mrn = self.c.mrn(r)
        self.hp = self.c.hp(r)
        self.ssn = self.c.ssn(r, self.dob)
        self.partner = self.person("F")
        if r.random() < 0.3:
            self.partner.last = self.pt.last
        self.p_age = max(20, min(46, self.age + r.randint(-8, 3)))
        self.job = r.choice(pools.PROFESSIONS).replace("_", " ")
        self.p_job = r.choice(pools.PARTNER_PROFESSIONS).replace("_", " ")
        self._used = set()

    # ---------- dates ----------
    @staticmethod
    def age_of(b, d):
        return d.year - b.year - ((d.month, d.day) < (b.month, b.day))

    def D(self, d):
        return self.c.num[self.ni](d)

    def DL(self, d):
        return self.c.long[self.li](d)

    def DS(self, d):
        return self.c.sysd[self.si](d)

    def DW(self, d, short=True):
        w = geo.WD[d.weekday()]
        if self.us:
            return "%s %d/%d" % (w[:3], d.month, d.day) if short else "%s, %s" % (w, self.DL(d))
        return "%s %d/%d" % (w[:3], d.day, d.month) if short else "%s %s" % (w, self.DL(d))

    def back(self, lo, hi):
        return self.today - dt.timedelta(days=self.r.randint(lo, hi))

    def fwd(self, lo, hi):
        return self.today + dt.timedelta(days=self.r.randint(lo, hi))

    # ---------- people ----------
    def person(self, sex):
        r = self.r
        names = [n for n, _ in self.mix]
        wts = [w for _, w in self.mix]
        g1 = r.choices(names, wts)[0]
        g2 = g1 if r.random() < 0.8 else r.choices(names, wts)[0]
        m, f, s = pools.GROUPS[g1]
        first = r.choice(m if sex == "M" else f)
        last = r.choice(pools.GROUPS[g2][2])
        return P(first, last, r.choice("ABCDEFGHJKLMNPRSTW"), sex)

    def staff(self, role, sex=None):
        p = self.person(sex or self.r.choice("MF"))
        p.role = self.r.choice(ROLE_TITLES[role])
        if role in ("urol", "reg") and self.cc in ("UK", "IE") and "Consultant" in p.role:
            p.title = "Mr" if p.sex == "M" else self.r.choice(["Ms", "Miss"])
        elif role in ("nurse", "admin"):
            p.title = ""
        elif role == "sci":
            p.title = "Dr" if self.r.random() < 0.3 else ""
        else:
            p.title = "Dr"
        if self.us and p.title == "Dr":
            p.title = "Dr."
        p.lic = self.c.lic_nurse(self.r) if role == "nurse" else self.c.lic(self.r)
        p.cred = {"urol": "MD" if self.cc in ("US", "CA") else "FRCS (Urol)",
                  "reg": "MB BCh" if self.cc == "IE" else "MD" if self.cc in ("US", "CA") else "MBChB",
                  "nurse": "RN", "sci": "PhD" if p.title else "MSc", "gp": "MD" if self.cc in ("US", "CA") else "MB",
                  "endo": "FRCPath" if self.cc in ("UK", "IE") else "MD", "admin": "",
                  "onc": "MD" if self.cc in ("US", "CA") else "FRACP" if self.cc in ("AU", "NZ") else "MRCP"}[role]
        return p

    def tn(self, p, style="fl"):
        """title + name items"""
        t = getattr(p, "title", "")
        return [t + " " if t else "", (p.f(style), "DOCTOR")]

    def mail(self, p, org=False):
        r = self.r
        dom = r.choice(["example.com", "example.org", "example.net"])
        a = p.first.lower().replace(" ", "").replace("'", "")
        b = p.last.lower().replace(" ", "").replace("'", "")
        a = asc(a).replace("-", "") or "x"
        b = asc(b).replace("-", "") or "y"
        f = r.choice(["%s.%s", "%s%s", "%s_%s", "%s.%s%s"])
        if f.count("%s") == 3:
            loc = f % (a, b, r.randint(1, 99))
        else:
            loc = f % (a, b)
        if org:
            loc = "%s.%s" % (a[0], b)
        return loc + "@" + dom

    # ---------- sites ----------
    def site(self, kind):
        r = self.r
        us = self.us
        centre = "Center" if us else "Centre"
        kinds = {
            "hosp": ["University Hospital", "General Hospital", "Regional Hospital",
                     "Memorial Hospital", "Hospital", "Medical " + centre, "Private Hospital",
                     "Community Hospital"],
            "clinic": ["Men's Health Clinic", "Fertility " + centre, "Reproductive Medicine",
                       "Urology Associates", "Andrology Clinic", "Fertility Clinic",
                       "Reproductive Health " + centre, "Urology Group", "Male Fertility Clinic"],
            "lab": ["Andrology Laboratory", "Pathology", "Diagnostics", "Laboratory Services",
                    "Pathology Laboratories", "Andrology & Semen Bank", "Reproductive Laboratory"],
            "gp": {"UK": ["Surgery", "Medical Practice", "Health Centre", "Group Practice"],
                   "US": ["Family Medicine", "Primary Care", "Family Practice", "Internal Medicine"],
                   "IE": ["Medical Centre", "Family Practice", "Surgery"],
                   "CA": ["Family Health Team", "Medical Clinic", "Family Practice"],
                   "AU": ["Medical Centre", "Family Practice", "General Practice"],
                   "NZ": ["Medical Centre", "Health Centre", "Family Doctors"],
                   "ZA": ["Medical Centre", "Family Practice", "Medical Suites"]}[self.cc],
            "ivf": ["IVF", "Fertility " + centre, "Assisted Conception Unit", "IVF Clinic",
                    "Reproductive Centre" if not us else "Reproductive Center"],
        }[kind]
        k = r.random()
        if k < 0.45:
            pre = r.choice(self.c.towns)
        elif k < 0.8:
            pre = r.choice(pools.HOSP_DESCRIPTORS)
        else:
            pre = r.choice(pools.SAINTS) if kind in ("hosp", "clinic", "lab") else r.choice(
                pools.HOSP_DESCRIPTORS)
        if us:
            pre = pre.replace("St. ", "St. ").replace("Harbour", "Harbor")
        name = pre + " " + r.choice(kinds)
        a = self.c.addr(r)
        wds = [asc(w).lower().strip(".'") for w in name.replace("'s", "s").split()]
        wds = ["".join(ch for ch in w if ch.isalnum()) for w in wds]
        wds = [w for w in wds if w and w != "st"]
        dom = r.choice(["example.org", "example.com", "example.net"])
        k = r.random()
        if k < 0.3:
            url = "www.%s/%s" % (dom, wds[0])
        elif k < 0.55:
            url = "https://%s/%s-%s" % (dom, wds[0], wds[-1])
        elif k < 0.75:
            url = "https://%s.%s/%s" % (r.choice(["portal", "patients", "www"]), dom,
                                        r.choice(["andrology", "mens-health", "urology", "semen-analysis",
                                                  "vasectomy", "fertility"]))
        else:
            url = "%s/%s/%s" % (dom, wds[0], r.choice(["patient-info", "contact", "referrals", "leaflets"]))
        box = r.choice({"gp": ["reception", "admin", "info", "practice.manager", "appointments"],
                        "lab": ["andrology", "semenlab", "pathology", "results", "lab.enquiries"],
                        "ivf": ["ivf", "fertility", "nurses", "info"]}.get(
            kind, ["andrology", "urology", "mens.health", "referrals", "info", "clinic"]))
        return {"name": name, "addr": a, "phone": self.c.phone(r), "fax": self.c.phone(r),
                "email": box + "@" + dom,
                "url": url}

    def ward(self):
        r = self.r
        return "%s %s" % (r.choice(["Kingfisher", "Rowan", "Heron", "Larch", "Curlew", "Juniper", "Osprey",
                                    "Hawthorn", "Kestrel", "Willow", "Bramble", "Linnet"]),
                          r.choice(["Ward", "Day Unit", "Day Surgery Unit", "Unit", "Suite"]))

    def org(self):
        r = self.r
        n = r.choice(pools.COMPANY_A) + " " + r.choice(pools.COMPANY_B)
        suf = r.choice(pools.COMPANY_SUFFIX[self.cc])
        return n + (" " + suf if suf else "")

    def insurer(self):
        return self.r.choice(pools.INSURER_A) + " " + self.r.choice(pools.INSURER_B)

    # ---------- item builders ----------
    def addr_lines(self, a, full_state=False):
        return self.c.lines(a, full_state)

    def addr_block(self, a, sep="\n", full_state=False):
        out = []
        for i, ln in enumerate(self.c.lines(a, full_state)):
            if i:
                out.append(sep)
            out.extend(ln)
        return out

    def addr_inline(self, a):
        return self.addr_block(a, ", ")

    def letterhead(self, s, dept=None, web=True):
        r = self.r
        out = [(s["name"], "HOSPITAL"), "\n"]
        if dept:
            out += [dept, "\n"]
        out += self.addr_block(s["addr"], r.choice(["\n", ", "]))
        out += ["\n", r.choice(["Tel: ", "Tel ", "Phone: ", "T: "]), (s["phone"], "PHONE"),
                r.choice(["  |  ", "   ", "\n"]), r.choice(["Fax: ", "Fax ", "F: "]),
                (s["fax"], "FAX"), "\n"]
        if r.random() < 0.7:
            out += [r.choice(["Email: ", "E: ", "email "]), (s["email"], "EMAIL")]
            if web and r.random() < 0.6:
                out += [r.choice(["  ", "  |  ", "\n"]), r.choice(["", "Web: ", "W: "]),
                        (s["url"], "URL")]
            out.append("\n")
        return out

    def idv(self, prefix="", n=6, sep=""):
        return prefix + sep + dg(self.r, n)

    def lab_no(self):
        r = self.r
        y = self.today.year % 100
        return r.choice(["SA%02d-%05d" % (y, r.randint(1, 99999)),
                         "AND%s" % dg(r, 7), "%02dA%s" % (y, dg(r, 6)),
                         "S%02d-%04d" % (y, r.randint(1, 9999)),
                         "L%s-%s" % (dg(r, 4), dg(r, 4)), "%s%s" % (lt(r, 2), dg(r, 8))])

    def acct(self):
        r = self.r
        return r.choice([dg(r, 9), "%s-%s" % (dg(r, 4), dg(r, 4)), "V" + dg(r, 8),
                         "ENC" + dg(r, 7), "FIN " + dg(r, 8)[:8]]).strip()

    def age_items(self, n=None, style=None):
        n = self.age if n is None else n
        r = self.r
        style = style or r.choice(["-year-old", " year old", " yo", "yo", "-yr-old", " y/o",
                                   "-year-old", " yr old"])
        if style == "words":
            return [(words(n), "AGE"), "-year-old"]
        return [(str(n), "AGE"), style]

    def plate(self):
        r = self.r
        cc = self.cc
        if cc == "UK":
            return "%s%02d %s" % (lt(r, 2), r.randint(10, 74), lt(r, 3))
        if cc == "IE":
            return "%d-%s-%d" % (r.choice([151, 162, 171, 182, 191, 201, 212, 221, 231, 241]),
                                 r.choice(["D", "C", "G", "KY", "L", "WX", "MO", "KE"]),
                                 r.randint(10, 99999))
        if cc == "US":
            return r.choice(["%s%s" % (dg(r, 1), lt(r, 3)) + dg(r, 3), lt(r, 3) + "-" + dg(r, 4),
                             lt(r, 3) + " " + dg(r, 3)])
        if cc == "CA":
            return lt(r, 4) + " " + dg(r, 3)
        if cc == "AU":
            return r.choice([dg(r, 1) + lt(r, 3) + dg(r, 2), lt(r, 3) + "-" + dg(r, 3),
                             lt(r, 2) + dg(r, 2) + lt(r, 2)])
        if cc == "NZ":
            return lt(r, 3) + dg(r, 3)
        return lt(r, 2) + " " + dg(r, 2) + " " + lt(r, 2) + " " + r.choice(["GP", "WP", "ZN"])

    def ip(self):
        r = self.r
        k = r.random()
        if k < 0.4:
            return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))
        if k < 0.7:
            return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254))
        return "192.168.%d.%d" % (r.randint(0, 255), r.randint(2, 254))

    def bio(self):
        r = self.r
        return r.choice(["FP-%s" % dg(r, 5), "BIO%s" % dg(r, 7), "PV-%s-%s" % (lt(r, 2), dg(r, 4)),
                         "FPT%s" % dg(r, 6), "IRIS-%s" % dg(r, 6)])

    def serial(self, pre=None):
        r = self.r
        return r.choice(["SN%s" % dg(r, 7), "%s%s" % (lt(r, 3), dg(r, 6)),
                         "%s-%s-%s" % (lt(r, 2), dg(r, 4), dg(r, 3)), dg(r, 10),
                         "%s%s%s" % (lt(r, 1), dg(r, 5), lt(r, 2))]) if pre is None else pre + dg(r, 6)

    def room(self):
        r = self.r
        return r.choice(["%d" % r.randint(1, 12), "%d%s" % (r.randint(1, 40), r.choice("ABC")),
                         "G.%02d" % r.randint(1, 30), "%d.%02d" % (r.randint(1, 6), r.randint(1, 40)),
                         "B%d" % r.randint(1, 9)])

    def username(self, p):
        r = self.r
        u = p.f("user")
        v = (p.first[0] + p.last[:3]).lower().replace(" ", "").replace("'", "")
        v = asc(v) + dg(r, 2)
        return r.choice([u, u + str(r.randint(1, 9)), u.upper()[:8], v])
