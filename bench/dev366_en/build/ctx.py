"""Per-note context: invented people, places, identifiers and the formatting
helpers that turn them into pieces for doc.Doc. All randomness comes from the
single random.Random passed in by make.py."""
import datetime as dt

import country as CO
import pools as PO
from doc import P

MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
FOREIGN = ["Portugal", "India", "the Philippines", "Poland", "Nigeria", "Vietnam", "Italy",
           "Greece", "Samoa", "Tonga", "Sri Lanka", "Lebanon", "Scotland", "South Africa",
           "Malaysia", "China", "Pakistan", "Ghana", "Jamaica", "Chile", "Iran", "Turkey",
           "Ukraine", "Fiji", "Zimbabwe", "Netherlands", "Canada", "Australia", "Ireland",
           "New Zealand", "England", "Wales", "Mexico", "Brazil", "Kenya", "Japan"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def slug(s):
    return "".join(c for c in s.lower() if c.isalnum())


class Person:
    def __init__(self, first, middle, last, sex, origin):
        self.first, self.middle, self.last = first, middle, last
        self.sex, self.origin = sex, origin
        self.nick = None


class Obj:
    def __init__(self, **kw):
        self.__dict__.update(kw)


class Ctx:
    def __init__(self, rng, cc):
        self.rng = rng
        self.cc = cc
        self.C = CO.C[cc]
        self.us = self.C.us
        self.used_names = set()

    # ------------------------------------------------------------- basics
    def ch(self, seq):
        return self.rng.choice(seq)

    def chance(self, p):
        return self.rng.random() < p

    def ri(self, a, b):
        return self.rng.randint(a, b)

    def dg(self, n, first=None):
        return CO.dg(self.rng, n, first)

    def lt(self, n):
        return CO.lt(self.rng, n)

    # ------------------------------------------------------------- people
    def origin(self):
        ws = PO.ORIGIN_WEIGHTS[self.cc]
        tot = sum(w for _, w in ws)
        x = self.rng.random() * tot
        for o, w in ws:
            x -= w
            if x < 0:
                return o
        return ws[-1][0]

    def person(self, sex=None, origin=None):
        for _ in range(50):
            o = origin or self.origin()
            fem, mal, sur = PO.NAMES[o]
            s = sex or self.ch("FM")
            first = self.ch(fem if s == "F" else mal)
            if self.chance(0.15):
                last = self.ch(PO.NAMES[self.origin()][2])
            else:
                last = self.ch(sur)
            key = (first, last)
            if key not in self.used_names:
                break
        self.used_names.add(key)
        mid = None
        if self.chance(0.4):
            mid = self.ch(PO.NAMES[o][0] if s == "F" else PO.NAMES[o][1])
            if mid == first:
                mid = None
        p = Person(first, mid, last, s, o)
        if first in PO.NICKNAMES and self.chance(0.4):
            p.nick = PO.NICKNAMES[first]
        return p

    def title(self, p):
        if p.sex == "M":
            t = "Mr"
        else:
            t = self.ch(["Mrs", "Ms", "Ms", "Miss"])
        return t + ("." if self.C.title_dot else "")

    def dr(self):
        return "Dr." if self.C.title_dot and self.chance(0.7) else "Dr"

    def name(self, p, typ, style=None):
        """Pieces for a person's name; titles stay outside the span."""
        st = style or self.ch(["full", "full", "fl", "lf", "LF", "tl", "il", "fml"])
        mi = (p.middle[0] + ".") if p.middle else None
        if st == "full":
            return P(typ, "%s %s" % (p.first, p.last))
        if st == "fml":
            return P(typ, "%s %s %s" % (p.first, mi, p.last) if mi else
                     "%s %s" % (p.first, p.last))
        if st == "fl":
            return P(typ, "%s %s" % (p.first, p.last))
        if st == "lf":
            return P(typ, "%s, %s" % (p.last, p.first))
        if st == "LF":
            s = "%s, %s" % (p.last.upper(), p.first.upper())
            if mi and self.chance(0.5):
                s += " " + mi[0]
            return P(typ, s)
        if st == "tl":
            return [self.title(p) + " ", P(typ, p.last)]
        if st == "il":
            return P(typ, "%s. %s" % (p.first[0], p.last) if self.chance(0.5) else
                     "%s %s" % (p.first[0], p.last))
        if st == "last":
            return P(typ, p.last)
        if st == "first":
            return P(typ, p.first)
        if st == "ini":
            ini = p.first[0] + (p.middle[0] if p.middle and self.chance(0.4) else "") + \
                p.last[0].upper()
            return P(typ, ".".join(ini) + "." if self.chance(0.5) else ini)
        if st == "LFc":
            return P(typ, "%s %s" % (p.last.upper(), p.first))
        raise ValueError(st)

    def pt(self, style=None):
        return self.name(self.pat.p, "PATIENT", style)

    def doc(self, s, style=None, cred=True):
        """Clinician name with title/credential outside the span."""
        st = style or self.ch(["dr_last", "dr_full", "full_cred", "dr_il", "full",
                               "dr_full"])
        p = s.p
        isdr = s.role in ("consultant", "fellow", "registrar", "anaesthetist", "gp",
                          "referrer")
        if st in ("dr_last", "dr_full", "dr_il") and not isdr:
            st = "full_cred"
        if st == "dr_last":
            return [self.dr() + " ", P("DOCTOR", p.last)]
        if st == "dr_full":
            return [self.dr() + " ", P("DOCTOR", "%s %s" % (p.first, p.last))]
        if st == "dr_il":
            return [self.dr() + " ", P("DOCTOR", "%s %s" % (p.first[0], p.last))]
        if st == "full_cred":
            return [P("DOCTOR", "%s %s" % (p.first, p.last)),
                    (", " + s.cred) if cred and s.cred else ""]
        if st == "full":
            return P("DOCTOR", "%s %s" % (p.first, p.last))
        if st == "il":
            return P("DOCTOR", "%s %s" % (p.first[0], p.last))
        if st == "LF":
            return P("DOCTOR", "%s, %s" % (p.last.upper(), p.first[0]))
        if st == "ini":
            return P("DOCTOR", (p.first[0] + p.last[0]).upper())
        if st == "last":
            return P("DOCTOR", p.last)
        raise ValueError(st)

    # ------------------------------------------------------------- dates
    def rand_date(self, y0=2019, y1=2025):
        a = dt.date(y0, 1, 1).toordinal()
        b = dt.date(y1, 6, 30).toordinal()
        return dt.date.fromordinal(self.ri(a, b))

    def fd(self, d, style=None):
        us = self.us
        st = style or self.ch(["num", "num", "num", "short", "iso", "dmon", "long", "abbr"])
        if st == "num":
            return ("%02d/%02d/%d" % (d.month, d.day, d.year) if us else
                    "%02d/%02d/%d" % (d.day, d.month, d.year))
        if st == "short":
            return ("%d/%d/%02d" % (d.month, d.day, d.year % 100) if us else
                    "%d/%d/%02d" % (d.day, d.month, d.year % 100))
        if st == "iso":
            return d.isoformat()
        if st == "dmon":
            return "%02d-%s-%d" % (d.day, MON[d.month - 1][:3], d.year)
        if st == "DMON":
            return "%02d%s%d" % (d.day, MON[d.month - 1][:3].upper(), d.year)
        if st == "long":
            return ("%s %d, %d" % (MON[d.month - 1], d.day, d.year) if us else
                    "%d %s %d" % (d.day, MON[d.month - 1], d.year))
        if st == "abbr":
            return ("%s %d, %d" % (MON[d.month - 1][:3], d.day, d.year) if us else
                    "%d %s %d" % (d.day, MON[d.month - 1][:3], d.year))
        if st == "wd":
            w = WD[d.weekday()][:3]
            return ("%s %d/%d" % (w, d.month, d.day) if us else "%s %d/%d" % (w, d.day, d.month))
        if st == "wdlong":
            w = WD[d.weekday()]
            return ("%s, %s %d, %d" % (w, MON[d.month - 1], d.day, d.year) if us else
                    "%s %d %s %d" % (w, d.day, MON[d.month - 1], d.year))
        if st == "ord":
            return ("%s %s" % (MON[d.month - 1], ordinal(d.day)) if us else
                    "%s %s %d" % (ordinal(d.day), MON[d.month - 1], d.year))
        if st == "my":
            return self.ch(["%s %d" % (MON[d.month - 1], d.year),
                            "%s %d" % (MON[d.month - 1][:3], d.year),
                            "%02d/%d" % (d.month, d.year)])
        if st == "year":
            return str(d.year)
        if st == "dm":
            return ("%d/%d" % (d.month, d.day) if us else "%d/%d" % (d.day, d.month))
        if st == "dot":
            return "%02d.%02d.%d" % (d.day, d.month, d.year)
        if st == "compact":
            return d.strftime("%Y%m%d")
        if st == "dmy2":
            return ("%02d/%02d/%02d" % (d.month, d.day, d.year % 100) if us else
                    "%02d/%02d/%02d" % (d.day, d.month, d.year % 100))
        raise ValueError(st)

    def D(self, d, style=None):
        return P("DATE", self.fd(d, style))

    def time(self):
        h, m = self.ri(7, 19), self.ch([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55])
        return self.ch(["%02d:%02d" % (h, m), "%02d%02d" % (h, m), "%02d:%02d" % (h, m)])

    def age_of(self, dob, on):
        return on.year - dob.year - ((on.month, on.day) < (dob.month, dob.day))

    def age(self, style=None):
        """Pieces for the patient's age."""
        a = self.pat.age
        sx = self.pat.p.sex
        st = style or self.ch(["yo", "y/o", "yr", "sexcomp", "year-old", "aged", "yrs",
                               "sp"])
        if st == "yo":
            return [P("AGE", str(a)), self.ch(["yo", " yo", "yo "[:2]])]
        if st == "y/o":
            return [P("AGE", str(a)), self.ch([" y/o", "y/o", " y.o."])]
        if st == "yr":
            return [P("AGE", str(a)), self.ch([" yr old", "-yr-old", " years old"])]
        if st == "sexcomp":
            return [P("AGE", str(a)), sx]
        if st == "sp":
            return [P("AGE", str(a)), " " + sx]
        if st == "year-old":
            return [P("AGE", str(a)), "-year-old"]
        if st == "aged":
            return ["aged ", P("AGE", str(a))]
        if st == "yrs":
            return [P("AGE", str(a)), self.ch([" yrs", "yrs", "y"])]
        raise ValueError(st)

    # ------------------------------------------------------------- places
    def town(self):
        """Mostly towns from the note's home state/region; sometimes anywhere."""
        home = getattr(self, "home", None)
        if home and self.chance(0.75):
            near = [t for t in self.C.towns if t[1] == home[1]]
            return self.ch(near) if self.chance(0.5) else home
        return self.ch(self.C.towns)

    def street(self, simple=False):
        base = self.ch(PO.STREET_BASES)
        sfx = self.ch(PO.STREET_SUFFIX[self.cc])
        n = str(self.ri(1, 240))
        if simple:
            return "%s %s %s" % (n, base, sfx)
        if self.cc in ("Australia", "New Zealand") and self.chance(0.25):
            return "%d/%s %s %s" % (self.ri(1, 12), n, base, sfx)
        if self.cc == "USA" and self.chance(0.2):
            return "%s %s %s, %s" % (n, base, sfx, self.ch(["Apt 3B", "Apt 12", "Unit 4",
                                                            "Apt 207", "# 5"]))
        if self.cc == "UK" and self.chance(0.2):
            return "%s %s, %s %s" % (self.ch(["Flat 2,", "Flat 14,", "Flat 3"]).rstrip(","),
                                     self.ch(["Harcourt House", "Linden Court", "Mill View"]),
                                     n, base + " " + sfx)
        if self.cc == "Canada" and self.chance(0.2):
            return "%d-%s %s %s" % (self.ri(101, 1905), n, base, sfx)
        if self.cc == "Ireland" and self.chance(0.3):
            return "%s %s %s" % (n, base, sfx)
        return "%s %s %s" % (n, base, sfx)

    def address(self, simple=False):
        t = self.town()
        st = t[2] or (t[1] if self.cc == "New Zealand" else None)
        z = self.C.postcode(self.rng, t[2])
        if t[0].startswith("Dublin"):
            z = "D08" + z[3:]
        return Obj(street=self.street(simple), city=t[0], region=t[1], abbr=t[2], state=st,
                   zip=z)

    def addr(self, a, style=None, sep=", "):
        """Address pieces split into parts."""
        st = style or self.ch(["line", "line", "block"])
        out = [P("STREET", a.street)]
        br = "\n" if st == "block" else sep
        if self.cc in ("USA", "Canada", "Australia"):
            stname = a.abbr if self.chance(0.8) else a.region
            if self.cc == "Australia" and self.chance(0.5):
                out += [br, P("CITY", a.city.upper() if st == "block" else a.city), " ",
                        P("STATE", stname), " ", P("ZIP", a.zip)]
            else:
                out += [br, P("CITY", a.city), ", ", P("STATE", stname), " ", P("ZIP", a.zip)]
        elif self.cc in ("UK", "Ireland"):
            out += [br, P("CITY", a.city)]
            if self.chance(0.6) and not a.city.startswith("Dublin"):
                out += [br if st == "block" else ", ", P("CITY", a.region)]
            out += [br if st == "block" else ", " if self.chance(0.5) else "  ",
                    P("ZIP", a.zip)]
        else:
            out += [br, P("CITY", a.city)]
            if self.chance(0.4):
                out += [", ", P("STATE", a.region)]
            out += [" ", P("ZIP", a.zip)]
        return out

    # ------------------------------------------------------------- contacts
    def phone(self, mobile=False):
        return self.C.phone(self.rng, "mob" if mobile else "any")

    def land(self):
        """Switchboard-style number for hospitals, practices and offices."""
        return self.C.phone(self.rng, "land")

    def ext(self):
        return self.land() + self.ch([" ext. %s" % self.dg(4), " x%s" % self.dg(4),
                                       " ext %s" % self.dg(3), ""])

    def bleep(self):
        return CO.bleep(self.rng)

    def ip(self):
        k = self.ri(0, 2)
        if k == 0:
            return "10.%d.%d.%d" % (self.ri(0, 254), self.ri(0, 254), self.ri(1, 254))
        if k == 1:
            return "172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 254), self.ri(1, 254))
        return "192.168.%d.%d" % (self.ri(0, 254), self.ri(1, 254))

    def email_for(self, p, dom=None):
        dom = dom or self.ch(["example.com", "example.net", "example.org", "mail.example.com"])
        f, l = slug(p.first), slug(p.last)
        u = self.ch(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l, self.ri(1, 99)),
                     "%s.%s%d" % (l, f[0], self.ri(1, 9))])
        return "%s@%s" % (u, dom)

    def username(self, p):
        f, l = slug(p.first), slug(p.last)
        u = self.ch(["%s%s" % (f[0], l[:7]), "%s.%s" % (f, l), "%s%s%d" % (f[0], l[:6],
                     self.ri(1, 9)), (l[:6] + f[0]).upper(), "%s_%s" % (f[:3], l[:4])])
        return u

    def profp(self, pat=None):
        """Occupation pieces; 'retired' stays outside the span."""
        pat = pat or self.pat
        if pat.retired:
            return ["retired ", P("PROFESSION", pat.prof)]
        return P("PROFESSION", pat.prof)

    def works(self, pat=None):
        pat = pat or self.pat
        if pat.retired:
            return [self.ch(["is a retired ", "retired ", "previously worked as a "]),
                    P("PROFESSION", pat.prof)]
        return [self.ch(["works as a ", "works as ", "employed as a ", "is a "]),
                P("PROFESSION", pat.prof)]

    # ------------------------------------------------------------- ids
    def bioid(self):
        return self.ch(["FP-%s" % self.dg(5), "PV-%s" % self.dg(7),
                        "%s-%s" % (self.lt(2) + self.dg(2), self.dg(4)),
                        "BIO%s" % self.dg(6), "IRIS-%s" % self.dg(6)])

    def accession(self):
        y = self.pdate.year % 100
        return self.ch(["CL%02d-%s" % (y, self.dg(6)), "ACC%s" % self.dg(9),
                        "XA%02d%s" % (y, self.dg(6)), "CATH-%d-%s" % (self.pdate.year,
                                                                       self.dg(5))])

    def uid(self):
        return "1.2.826.0.1.3680043.9.%s.%s.%s" % (self.dg(4), self.dg(8), self.dg(6))

    def serial(self, kind="pacer"):
        if kind == "pacer":
            return self.ch([self.lt(3) + self.dg(6), "SN" + self.dg(7),
                            self.lt(3) + self.dg(6) + self.lt(1), self.dg(9)])
        if kind == "lead":
            return self.ch([self.lt(3) + self.dg(6) + "V", self.lt(2) + self.dg(7),
                            "LF" + self.dg(8)])
        if kind == "lot":
            return self.ch([self.dg(10, "0"), "L%02d%s%s" % (self.pdate.year % 100,
                            self.lt(1), self.dg(4)), self.dg(8), self.lt(1) + self.dg(7)])
        if kind == "udi":
            return "(01)0%s(17)%02d%02d%02d(10)%s" % (
                self.dg(13), (self.pdate.year + 2) % 100, self.ri(1, 12), self.ri(1, 28),
                self.lt(1) + self.dg(6))
        if kind == "tx":
            return self.ch(["TX" + self.dg(8), self.lt(2) + self.dg(7), self.dg(10)])
        raise ValueError(kind)

    def ref(self, prefix):
        y = self.pdate.year
        return self.ch(["%s-%d-%s" % (prefix, y, self.dg(4)), "%s%s" % (prefix, self.dg(7)),
                        "%s/%02d/%s" % (prefix, y % 100, self.dg(5))])

    # ------------------------------------------------------------- entities
    def hospital_urls(self, h):
        s = slug(h)[:14]
        return Obj(dom="%s.example.org" % s,
                   url=self.ch(["www.%s.example.org" % s,
                                "https://www.%s.example.org/cardiology" % s,
                                "%s.example.org/heart" % s]))

    def new_patient(self, when):
        p = self.person()
        age = int(self.rng.triangular(36, 93, 69)) if self.chance(0.96) else self.ri(94, 101)
        dob = dt.date.fromordinal(when.toordinal() - int(age * 365.25) - self.ri(1, 360))
        a = self.age_of(dob, when)
        ins = self.ch(self.C.insurers)
        pat = Obj(p=p, dob=dob, age=a, addr=self.address(), phone=self.phone(),
                  mobile=self.phone(mobile=True), mrn=CO.mrn(self.rng, self.cc),
                  natid=CO.natid(self.rng, self.cc), acct=CO.account(self.rng, self.cc),
                  insurer=ins, hp=CO.healthplan(self.rng, self.cc, ins),
                  ssn=CO.ssn(self.rng, self.cc), prof=self.ch(PO.PROFESSIONS),
                  employer=self.ch(PO.EMPLOYERS), born=self.ch(FOREIGN),
                  plate=CO.plate(self.rng, self.cc))
        pat.email = self.email_for(p)
        # one hospital-number style per note (lists with several patients)
        if getattr(self, "mrn_label", None) is None:
            self.mrn_label = pat.mrn[0]
        while pat.mrn[0] != self.mrn_label:
            pat.mrn = CO.mrn(self.rng, self.cc)
        pat.retired = pat.prof.startswith("retired ") or (a >= 68 and self.chance(0.75))
        pat.prof = pat.prof.replace("retired ", "")
        if pat.retired:
            pat.employer = None
        nk = self.person(origin=p.origin if self.chance(0.8) else None)
        while nk.first == p.first:
            nk = self.person()
        if self.chance(0.5) and nk.sex != p.sex:
            nk.last = p.last
        rel = {"F": ["wife", "daughter", "sister", "partner", "niece", "mother"],
               "M": ["husband", "son", "brother", "partner", "nephew", "son-in-law"]}
        pat.nok = Obj(p=nk, rel=self.ch(rel[nk.sex]), phone=self.phone(mobile=True),
                      prof=self.ch(PO.PROFESSIONS))
        return pat

    def new_staff(self, role):
        cc = self.cc
        p = self.person()
        creds = {
            "consultant": {"USA": "MD, FACC", "Canada": "MD, FRCPC", "UK": "FRCP",
                           "Australia": "FRACP", "New Zealand": "FRACP", "Ireland": "FRCPI"},
            "fellow": {"USA": "MD", "Canada": "MD", "UK": "MRCP", "Australia": "MBBS",
                       "New Zealand": "MBChB", "Ireland": "MRCPI"},
            "nurse": {"USA": "RN", "Canada": "RN", "UK": "RGN", "Australia": "RN",
                      "New Zealand": "RN", "Ireland": "RGN"},
            "radiographer": {"USA": "RT(R)(CV)", "Canada": "MRT(R)", "UK": "BSc",
                             "Australia": "MIT", "New Zealand": "MRT", "Ireland": "BSc"},
            "physiologist": {"USA": "RCIS", "Canada": "RCVT", "UK": "CCP",
                             "Australia": "CEPIA", "New Zealand": "CP", "Ireland": "CP"},
        }
        role_key = {"registrar": "fellow", "anaesthetist": "consultant", "gp": "consultant",
                    "referrer": "fellow", "clerk": None, "pharmacist": None}.get(role, role)
        cred = creds.get(role_key, {}).get(cc) if role_key else None
        if role == "gp":
            cred = {"USA": "MD", "Canada": "MD, CCFP", "UK": "MRCGP", "Australia": "FRACGP",
                    "New Zealand": "FRNZCGP", "Ireland": "MICGP"}[cc]
        if role == "pharmacist":
            cred = "PharmD" if cc == "USA" else "MPharm"
        lic = CO.licence(self.rng, cc, role)
        s = Obj(p=p, role=role, cred=cred, lic=lic, user=self.username(p),
                bleep=self.bleep(), email=None)
        return s

    def gp_practice(self):
        t = self.town()
        nm = self.ch([t[0], self.ch(PO.STREET_BASES) + self.ch([" Road", " Park", " Street",
                                                                  "field", " Lane"])])
        return Obj(name="%s %s" % (nm, self.ch(self.C.practice_sfx)),
                   addr=self.address(simple=True), phone=self.land(), fax=self.land())

    def setup(self, when=None):
        """Populate the common cast for a single-patient note."""
        self.pdate = when or self.rand_date()
        self.home = self.ch(self.C.towns)
        self.pat = self.new_patient(self.pdate)
        self.centre = self.ch(self.C.centres)
        self.district = self.ch(self.C.district)
        self.web = self.hospital_urls(self.centre)
        self.cons = self.new_staff("consultant")
        self.fellow = self.new_staff("fellow")
        self.nurse = self.new_staff("nurse")
        self.nurse2 = self.new_staff("nurse")
        self.rad = self.new_staff("radiographer")
        self.phys = self.new_staff("physiologist")
        self.gp = self.new_staff("gp")
        self.practice = self.gp_practice()
        self.ward = self.ch(self.C.wards)
        self.lab = str(self.ri(1, 5))
        for s in (self.cons, self.fellow, self.nurse, self.nurse2, self.rad, self.phys):
            s.email = self.email_for(s.p, self.web.dom if self.chance(0.7) else None)
        return self
