"""People, places, dates and identifiers for one note (the note context)."""
import datetime as dt

import pools as P
from doc import V
from ids import IdMixin, digits, letters

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
         "Sunday"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
        "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Person:
    def __init__(self, rng, sex=None, last=None):
        self.sex = sex or rng.choice("MF")
        self.first = rng.choice(P.FIRST_M if self.sex == "M" else P.FIRST_F)
        self.last = last or rng.choice(P.SURNAMES)
        self.mid = rng.choice(P.INITIALS) if rng.random() < 0.35 else None
        self.nick = P.NICK.get(self.first)
        self.title = "Mr" if self.sex == "M" else rng.choice(["Mrs", "Ms", "Miss", "Ms"])
        self.he, self.his, self.him = (("he", "his", "him") if self.sex == "M"
                                       else ("she", "her", "her"))

    def s(self, form):
        f, l, m = self.first, self.last, self.mid
        if form == "full":
            return f + " " + l
        if form == "fullm":
            return "%s %s. %s" % (f, m, l) if m else f + " " + l
        if form == "lf":
            return l + ", " + f
        if form == "LF":
            return l.upper() + ", " + f
        if form == "LFU":
            return l.upper() + ", " + f.upper() + (" " + m if m else "")
        if form == "first":
            return f
        if form == "last":
            return l
        if form == "LAST":
            return l.upper()
        if form == "fl":
            return f[0] + ". " + l
        if form == "fl2":
            return f[0] + " " + l
        if form == "ini":
            return f[0] + "." + l[0] + "."
        if form == "ini2":
            return f[0] + l[0]
        if form == "inim":
            return f[0] + (m or "") + l[0]
        if form == "nick":
            return self.nick or f
        if form == "user":
            return (f[0] + "".join(c for c in l if c.isalpha())).lower()
        raise ValueError(form)

    def v(self, form, t):
        return V(self.s(form), t)


# role key -> per-country (role name, title prefix, credential)
ROLES = {
    "so": {"UK": ("Security Officer", "SO", ""), "US": ("Public Safety Officer", "Officer", ""),
           "AU": ("Security Officer", "SO", ""), "CA": ("Protection Services Officer", "PSO", ""),
           "IE": ("Security Officer", "SO", "")},
    "sup": {"UK": ("Security Supervisor", "", ""), "US": ("Public Safety Sergeant", "Sgt.", ""),
            "AU": ("Security Team Leader", "", ""), "CA": ("Protection Services Supervisor", "", ""),
            "IE": ("Security Supervisor", "", "")},
    "rn": {"UK": ("Staff Nurse", "SN", "RMN"), "US": ("Staff Nurse", "", "RN"),
           "AU": ("Registered Nurse", "", "RN"), "CA": ("Registered Nurse", "", "RN"),
           "IE": ("Staff Nurse", "SN", "RPN")},
    "nic": {"UK": ("Nurse in Charge", "", "RN"), "US": ("Charge Nurse", "", "RN"),
            "AU": ("Nurse Unit Manager", "", "RN"), "CA": ("Charge Nurse", "", "RN"),
            "IE": ("CNM2", "", "RPN")},
    "hca": {"UK": ("Healthcare Assistant", "HCA", ""), "US": ("Patient Care Technician", "PCT", ""),
            "AU": ("Assistant in Nursing", "AIN", ""), "CA": ("Personal Support Worker", "PSW", ""),
            "IE": ("Healthcare Assistant", "HCA", "")},
    "dr": {"UK": ("Consultant Psychiatrist", "Dr", "MRCPsych"), "US": ("Attending Physician", "Dr.", "MD"),
           "AU": ("Emergency Registrar", "Dr", "MBBS"), "CA": ("Emergency Physician", "Dr.", "MD"),
           "IE": ("Consultant Psychiatrist", "Dr", "MRCPsych")},
    "mgr": {"UK": ("Ward Manager", "", ""), "US": ("Nurse Manager", "", "RN"),
            "AU": ("Clinical Nurse Consultant", "", "RN"), "CA": ("Patient Care Manager", "", ""),
            "IE": ("Clinical Nurse Manager 3", "", "")},
    "vrl": {"UK": ("Violence Reduction Lead", "", ""), "US": ("Workplace Violence Prevention Coordinator", "", ""),
            "AU": ("Occupational Violence Lead", "", ""), "CA": ("Workplace Violence Prevention Lead", "", ""),
            "IE": ("Violence and Aggression Lead", "", "")},
    "ig": {"UK": ("Information Governance Officer", "", ""), "US": ("Privacy Officer", "", ""),
           "AU": ("Health Information Manager", "", ""), "CA": ("Privacy Officer", "", ""),
           "IE": ("Data Protection Officer", "", "")},
    "sg": {"UK": ("Named Nurse for Safeguarding", "", "RN"), "US": ("Social Worker", "", "LCSW"),
           "AU": ("Social Worker", "", ""), "CA": ("Social Worker", "", "MSW"),
           "IE": ("Medical Social Worker", "", "")},
    "secmgr": {"UK": ("Security Manager", "", ""), "US": ("Director of Public Safety", "", ""),
               "AU": ("Security Services Manager", "", ""), "CA": ("Manager, Protection Services", "", ""),
               "IE": ("Security Manager", "", "")},
    "porter": {"UK": ("Porter", "", ""), "US": ("Transport Aide", "", ""), "AU": ("Wardsperson", "", ""),
               "CA": ("Porter", "", ""), "IE": ("Porter", "", "")},
    "recep": {"UK": ("Receptionist", "", ""), "US": ("Registration Clerk", "", ""),
              "AU": ("Ward Clerk", "", ""), "CA": ("Unit Clerk", "", ""), "IE": ("Receptionist", "", "")},
    "pe": {"UK": ("Patient Experience Manager", "", ""), "US": ("Patient Relations Manager", "", ""),
           "AU": ("Consumer Liaison Officer", "", ""), "CA": ("Patient Relations Specialist", "", ""),
           "IE": ("Patient Liaison Officer", "", "")},
}


class Staff(Person):
    def __init__(self, rng, ctx, role):
        Person.__init__(self, rng)
        self.role_key = role
        self.role, self.prefix, self.cred = ROLES[role][ctx.c]
        if role == "dr" and ctx.dot:
            self.prefix = "Dr."

    def ref(self, rng, style=None):
        """A staff reference as pieces; type DOCTOR (all staff)."""
        styles = ["full", "full", "pre_last", "full_role", "fl", "first", "full_cred"]
        st = style or rng.choice(styles)
        if st == "pre_last" and not self.prefix:
            st = "full"
        if st == "full_cred" and not self.cred:
            st = "full_role"
        if st == "full":
            return [self.v("full", "DOCTOR")]
        if st == "pre_last":
            return [self.prefix + " ", self.v("last", "DOCTOR")]
        if st == "pre_full":
            if not self.prefix:
                return [self.v("full", "DOCTOR")]
            return [self.prefix + " ", self.v("full", "DOCTOR")]
        if st == "full_role":
            return [self.v("full", "DOCTOR"), " (" + self.role + ")"]
        if st == "full_cred":
            return [self.v("full", "DOCTOR"), ", " + self.cred]
        if st == "fl":
            return [self.v("fl", "DOCTOR")]
        if st == "first":
            return [self.v("first", "DOCTOR")]
        if st == "ini":
            return [self.v("ini2", "DOCTOR")]
        raise ValueError(st)


RANKS = {
    "UK": [("PC", "collar no."), ("DC", "collar no."), ("PS", "collar no."), ("Sgt", "shoulder no.")],
    "US": [("Officer", "badge #"), ("Ofc.", "badge #"), ("Det.", "badge #"), ("Deputy", "badge #")],
    "AU": [("Constable", "reg. no."), ("Senior Constable", "reg. no."), ("Sgt", "reg. no."),
           ("Det Sen Const", "reg. no.")],
    "CA": [("Cst.", "badge"), ("Const.", "badge"), ("Det.", "badge"), ("Sgt.", "badge")],
    "IE": [("Garda", "reg. no."), ("Sergeant", "reg. no."), ("Detective Garda", "reg. no.")],
}


class Police(Person):
    def __init__(self, rng, ctx):
        Person.__init__(self, rng)
        self.rank, self.badge_label = rng.choice(RANKS[ctx.c])
        c = ctx.c
        if c == "UK":
            self.badge = digits(rng, 4)
        elif c == "US":
            self.badge = str(rng.randint(120, 4899))
        elif c == "AU":
            self.badge = digits(rng, 5)
        elif c == "CA":
            self.badge = str(rng.randint(1000, 9999))
        else:
            self.badge = digits(rng, 5) + rng.choice("ABCDEFGHJK")

    def ref(self, rng, with_badge=None):
        """Police officers are 'any other person' -> FAMILY."""
        form = rng.choice(["full", "last", "last", "fl"])
        out = [self.rank + " ", self.v(form, "FAMILY")]
        if with_badge or (with_badge is None and rng.random() < 0.5):
            out += [" (" + self.badge_label + " ", V(self.badge, "IDNUM"), ")"]
        return out


class Ctx(IdMixin):
    def __init__(self, rng, country):
        self.rng = rng
        self.c = country
        self.dot = country in ("US", "CA") or rng.random() < 0.15
        if country == "US":
            self.order = "MDY"
        elif country == "CA":
            self.order = rng.choice(["ISO", "MDY", "DMY"])
        else:
            self.order = "DMY"
        self.tstyle = rng.choice(["colon", "colon", "hhmm", "hrs", "ampm"] if country in ("US", "CA")
                                 else ["colon", "colon", "hhmm", "hrs", "dot"])
        start = dt.date(2021, 1, 4)
        self.date = start + dt.timedelta(days=rng.randint(0, 1640))
        self.home_state = rng.choice(P.STATES[country]) if country in P.STATES else None
        self.hosp = self.make_hospital()
        self.pt = Person(rng)
        self.age = rng.choice([rng.randint(16, 45), rng.randint(18, 65), rng.randint(30, 92)])
        self.dob = self.date - dt.timedelta(days=int(self.age * 365.25) + rng.randint(20, 340))
        self.addr = self.address()
        self.mrn = self.make_mrn()
        self.hp = self.make_hp()
        self.police_org = self.make_police_org()

    def set_age(self, age):
        self.age = age
        self.dob = self.date - dt.timedelta(days=int(age * 365.25) + self.rng.randint(20, 340))

    # ---------------- people ----------------
    def staff(self, role):
        return Staff(self.rng, self, role)

    def police(self):
        return Police(self.rng, self)

    def title(self, p):
        return p.title + ("." if self.dot else "")

    def pt_ref(self, style=None, p=None, cap=False):
        """Patient reference pieces (type PATIENT)."""
        out = self._pt_ref(style, p)
        if cap and isinstance(out[0], str):
            out[0] = out[0][0].upper() + out[0][1:]
        return out

    def _pt_ref(self, style=None, p=None):
        p = p or self.pt
        rng = self.rng
        st = style or rng.choice(["tl", "tl", "tl", "first", "full", "ini", "pron", "the"])
        if st == "tl":
            return [self.title(p) + " ", p.v("last", "PATIENT")]
        if st == "first":
            return [p.v("first", "PATIENT")]
        if st == "full":
            return [p.v("full", "PATIENT")]
        if st == "ini":
            return [p.v(rng.choice(["ini", "ini2"]), "PATIENT")]
        if st == "pron":
            return [p.he]
        return [rng.choice(["the patient", "the pt", "the patient"])]

    # ---------------- places ----------------
    def street(self):
        rng = self.rng
        c = self.c
        base = "%d %s %s" % (rng.randint(1, 240), rng.choice(P.STREET_WORDS), rng.choice(P.SUFFIX[c]))
        r = rng.random()
        if r < 0.25:
            if c == "UK":
                return "Flat %d, %s" % (rng.randint(1, 24), base)
            if c == "US":
                return "%s, Apt %d%s" % (base, rng.randint(1, 30), rng.choice(["", "A", "B", "C"]))
            if c == "AU":
                return "Unit %d/%s" % (rng.randint(1, 18), base)
            if c == "CA":
                return "Unit %d, %s" % (rng.randint(101, 1909), base)
            return "Apt %d, %s" % (rng.randint(1, 40), base)
        return base

    def postcode(self, state=None):
        rng = self.rng
        c = self.c
        if c == "UK":
            return "%s%d %d%s" % (letters(rng, 2, "BDEFHKLMNRSTWY"), rng.randint(1, 29),
                                  rng.randint(1, 9), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        if c == "US":
            return digits(self.rng, 5)
        if c == "AU":
            return P.AU_POST.get(state, "3") + digits(rng, 3)
        if c == "CA":
            fl = rng.choice(P.CA_POST.get(state, "K"))
            return "%s%d%s %d%s%d" % (fl, rng.randint(0, 9), letters(rng, 1), rng.randint(0, 9),
                                      letters(rng, 1), rng.randint(0, 9))
        return "%s%02d %s" % (rng.choice("ACDEFHKNPRTVWXY"), rng.randint(1, 99),
                              letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1) +
                              letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1))

    def address(self, town=None):
        rng = self.rng
        a = {"street": self.street(), "city": town or rng.choice(P.TOWNS[self.c])}
        if self.c in P.STATES:
            a["state"], a["st"] = self.home_state if rng.random() < 0.85 else rng.choice(P.STATES[self.c])
        if self.c in ("UK", "IE"):
            a["county"] = rng.choice(P.COUNTIES[self.c])
        a["zip"] = self.postcode(a.get("st"))
        return a

    def addr_inline(self, a, county=None):
        c = self.c
        out = [V(a["street"], "STREET"), ", ", V(a["city"], "CITY")]
        if c == "UK":
            if county or (county is None and self.rng.random() < 0.25):
                out += [", ", V(a["county"], "CITY")]
            out += [" ", V(a["zip"], "ZIP")]
        elif c == "US":
            out += [", ", V(a["st"], "STATE"), " ", V(a["zip"], "ZIP")]
        elif c == "AU":
            out += [" ", V(a["st"], "STATE"), " ", V(a["zip"], "ZIP")]
        elif c == "CA":
            out += [", ", V(a["st"], "STATE"), " ", V(a["zip"], "ZIP")]
        else:
            out += [", Co. ", V(a["county"], "CITY"), ", ", V(a["zip"], "ZIP")]
        return out

    def addr_lines(self, a, country_line=False):
        c = self.c
        lines = [[V(a["street"], "STREET")]]
        if c == "UK":
            lines.append([V(a["city"], "CITY")])
            if self.rng.random() < 0.4:
                lines.append([V(a["county"], "CITY")])
            lines.append([V(a["zip"], "ZIP")])
        elif c in ("US", "CA"):
            lines.append([V(a["city"], "CITY"), ", ", V(a["st"], "STATE"), " ", V(a["zip"], "ZIP")])
        elif c == "AU":
            lines.append([V(a["city"], "CITY"), " ", V(a["st"], "STATE"), " ", V(a["zip"], "ZIP")])
        else:
            lines.append([V(a["city"], "CITY")])
            lines.append(["Co. ", V(a["county"], "CITY")])
            lines.append([V(a["zip"], "ZIP")])
        if country_line:
            lines.append([V(self.rng.choice(P.HOME_COUNTRY[c]), "COUNTRY")])
        return lines

    def make_hospital(self):
        rng = self.rng
        c = self.c
        town = rng.choice(P.TOWNS[c])
        if rng.random() < 0.3:
            name = rng.choice(P.SAINTS) + " " + rng.choice(["Hospital", "Hospital", "University Hospital"])
        else:
            name = town + " " + rng.choice(P.HOSP_SUFFIX[c])
        words_ = [w for w in name.replace("-", " ").split() if w not in ("St",)]
        short = "".join(w[0] for w in words_ if w[0].isupper())
        if name.startswith("St "):
            short = "S" + short
        wards = []
        pool = list(P.WARD_WORDS)
        rng.shuffle(pool)
        for i in range(7):
            w = pool[i]
            if c == "UK":
                f = rng.choice(["%s Ward" % w, "%s Ward" % w, "Ward %d%s" % (rng.randint(2, 34), rng.choice("ABCD"))])
            elif c == "US":
                f = rng.choice(["%d %s" % (rng.randint(2, 12), rng.choice(["West", "North", "East", "South"])),
                                "%s Unit" % w, "%s Pavilion" % w])
            elif c == "AU":
                f = rng.choice(["Ward %d%s" % (rng.randint(1, 9), rng.choice("ABCDE")), "%s Ward" % w, "%s Unit" % w])
            elif c == "CA":
                f = rng.choice(["%d %s" % (rng.randint(2, 11), rng.choice(["West", "North", "East", "South"])),
                                "%s Unit" % w])
            else:
                f = rng.choice(["%s Ward" % w, "St %s Ward" % rng.choice(["Brigid's", "Enda's", "Declan's", "Kevin's", "Attracta's"]),
                                "%s Unit" % w])
            if f not in wards:
                wards.append(f)
        a = self.address(town)
        host = short.lower() + rng.choice([".example.org", ".example.org", "-health.example.net", ".example.com"])
        return {"name": name, "short": short, "town": town, "addr": a, "wards": wards,
                "host": host, "phone": self.phone("land"), "fax": self.phone("land"),
                "building": rng.choice(P.BUILDINGS), "carpark": rng.choice(P.CAR_PARKS)}

    def H(self, short=None):
        """Hospital name V (full or short)."""
        h = self.hosp
        if short or (short is None and self.rng.random() < 0.3):
            return V(h["short"], "HOSPITAL")
        return V(h["name"], "HOSPITAL")

    def ward(self, i=0):
        return V(self.hosp["wards"][i], "HOSPITAL")

    def make_police_org(self):
        rng = self.rng
        c = self.c
        t = rng.choice(P.TOWNS[c])
        if c == "UK":
            return rng.choice(P.COUNTIES["UK"]) + rng.choice([" Police", " Constabulary"])
        if c == "US":
            return t + rng.choice([" Police Department", " Police Department", " PD"])
        if c == "AU":
            return t + " Police Station"
        if c == "CA":
            return t + " Police Service"
        return t + " Garda Station"

    def org(self, pool):
        return V(self.rng.choice(pool), "ORGANIZATION")

    # ---------------- dates and times ----------------
    def fdate(self, d, style):
        o = self.order
        mon, m3 = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
        wd, wd3 = WDAYS[d.weekday()], WDAYS[d.weekday()][:3]
        if style == "num":
            if o == "MDY":
                return "%02d/%02d/%d" % (d.month, d.day, d.year) if self.dot else "%d/%d/%d" % (d.month, d.day, d.year)
            if o == "ISO":
                return d.isoformat()
            return "%02d/%02d/%d" % (d.day, d.month, d.year)
        if style == "num2":
            if o == "MDY":
                return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
            return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
        if style == "dot":
            if o == "MDY":
                return "%d-%d-%d" % (d.month, d.day, d.year)
            return "%02d.%02d.%d" % (d.day, d.month, d.year)
        if style == "long":
            return ("%s %d, %d" % (mon, d.day, d.year)) if o != "DMY" else "%d %s %d" % (d.day, mon, d.year)
        if style == "ord":
            return ("%s %s, %d" % (mon, ordinal(d.day), d.year)) if o != "DMY" else "%s %s %d" % (ordinal(d.day), mon, d.year)
        if style == "abbr":
            return ("%s %d, %d" % (m3, d.day, d.year)) if o != "DMY" else "%d %s %d" % (d.day, m3, d.year)
        if style == "wdlong":
            return ("%s, %s %d, %d" % (wd, mon, d.day, d.year)) if o != "DMY" else "%s %d %s %d" % (wd, d.day, mon, d.year)
        if style == "wdshort":
            return ("%s %d/%d" % (wd3, d.month, d.day)) if o != "DMY" else "%s %02d/%02d" % (wd3, d.day, d.month)
        if style == "wdnum":
            return "%s %s" % (wd3, self.fdate(d, "num"))
        if style == "short":
            return ("%d/%d" % (d.month, d.day)) if o != "DMY" else "%02d/%02d" % (d.day, d.month)
        if style == "dm":
            return ("%s %d" % (mon, d.day)) if o != "DMY" else "%d %s" % (d.day, mon)
        if style == "dmo":
            return ("%s %s" % (m3, ordinal(d.day))) if o != "DMY" else "%s %s" % (ordinal(d.day), m3)
        if style == "my":
            return "%s %d" % (mon, d.year)
        if style == "y":
            return str(d.year)
        if style == "wd":
            return wd
        if style == "iso":
            return d.isoformat()
        raise ValueError(style)

    def D(self, d=None, style=None, styles=None):
        d = d or self.date
        if style is None:
            style = self.rng.choice(styles or ["num", "num", "long", "abbr", "num2", "wdlong", "ord", "wdnum"])
        return V(self.fdate(d, style), "DATE")

    def plus(self, days, d=None):
        return (d or self.date) + dt.timedelta(days=days)

    def T(self, h, m):
        st = self.tstyle
        if st == "colon":
            return "%02d:%02d" % (h, m)
        if st == "hhmm":
            return "%02d%02d" % (h, m)
        if st == "hrs":
            return "%02d%02dhrs" % (h, m)
        if st == "dot":
            return "%02d.%02d" % (h, m)
        ap = "am" if h < 12 else "pm"
        return "%d:%02d %s" % ((h % 12) or 12, m, ap)

    # ---------------- ages ----------------
    def A(self, age=None, form=None, sex=None):
        a = self.age if age is None else age
        sx = sex or self.pt.sex
        f = form or self.rng.choice(["yo", "yo", "yo2", "yo3", "sx", "aged", "yrs", "yoa"])
        if f == "yo":
            return [V(str(a), "AGE"), "-year-old"]
        if f == "yo2":
            return [V(str(a), "AGE"), " yo"]
        if f == "yo3":
            return [V(str(a), "AGE"), "yo"]
        if f == "yoa":
            return [V(str(a), "AGE"), " y/o"]
        if f == "sx":
            return [V(str(a), "AGE"), self.rng.choice(["", " "]) + sx]
        if f == "aged":
            return ["aged ", V(str(a), "AGE")]
        if f == "yrs":
            return [V(str(a), "AGE"), " yrs"]
        if f == "words":
            return ["aged ", V(words(a), "AGE")]
        if f == "bare":
            return [V(str(a), "AGE")]
        raise ValueError(f)

