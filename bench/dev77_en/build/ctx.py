"""Per-note context: one invented patient, encounter, care team and family, plus helpers
that return marked strings (values wrapped by common.P) in many surface forms."""
import datetime as dt

import pools
from common import (P, MS, MSEP, ME, Person, make_person, fmt_date, num_words, age_on, us_phone, with_ext, pager,
                    uk_phone, au_phone, intl_phone, email_for, private_ip, letters, digits, us_ssn, uk_ni,
                    nhs_number, vin, plate, holiday_marked, HOLIDAYS_US, HOLIDAYS_CA, DATE_FORMATS_US,
                    DATE_FORMATS_CA, LABS, lab_value, MEDS, ICD10, CPT, EPONYM_SIGNS, EPONYM_DEVICES,
                    EPONYM_DISEASES, SCORES, NAMEWORD_SENTENCES, ROLE_NEGATIVES)

D = dt.timedelta
NEURO_SIGNS = ["Babinski sign absent bilaterally", "Romberg negative", "Hoffmann sign negative", "Kernig and Brudzinski signs negative",
               "no Trendelenburg gait", "Chvostek sign absent", "Phalen's and Tinel's negative at the wrist"]


class Ctx:
    def __init__(self, r, genre, locale, lower):
        self.r = r
        self.genre = genre
        self.locale = locale
        self.ca = locale == "CA"
        self.lower = lower
        self.sex = r.choice("FM")
        self.pt = make_person(r, self.sex)
        self.base = dt.date(2019, 1, 7) + D(days=r.randint(0, 2840))
        x = r.random()
        if x < 0.26:
            target = r.randint(90, 104)
        elif x < 0.38:
            target = r.randint(19, 39)
        elif x < 0.68:
            target = r.randint(40, 69)
        else:
            target = r.randint(70, 89)
        self.dob = self.base - D(days=int(target * 365.25) + r.randint(1, 360))
        self.age = age_on(self.dob, self.base)
        self.admit = self.base
        self.los = r.randint(1, 9)
        self.disch = self.base + D(days=self.los)
        # address
        if self.ca:
            self.city = r.choice(pools.TOWNS_CA)
            self.state, self.st = r.choice(pools.CA_PROVS)
            self.zip = "%s%d%s %d%s%d" % (r.choice("ABCEGHJKLMNPRSTVXY"), r.randint(0, 9), r.choice("ABCEGHJKLMNPRSTVWXYZ"),
                                         r.randint(0, 9), r.choice("ABCEGHJKLMNPRSTVWXYZ"), r.randint(0, 9))
            self.area = r.choice(pools.CA_AREA)
            self.country_home = "Canada"
        else:
            self.city = r.choice(pools.TOWNS_US)
            self.state, self.st = r.choice(pools.US_STATES)
            self.zip = "%05d" % r.randint(1001, 99950)
            if r.random() < 0.2:
                self.zip += "-%04d" % r.randint(1, 9999)
            self.area = r.choice(pools.US_AREA)
            self.country_home = "USA"
        num = r.randint(2, 9870)
        street = "%d %s %s" % (num, r.choice(pools.STREET_NAMES), r.choice(pools.STREET_SUFFIX))
        if r.random() < 0.3:
            street += ", " + r.choice(pools.UNITS).format(n=r.randint(1, 48))
        self.street = street
        self.home_phone = us_phone(r, self.area)
        self.cell = us_phone(r, self.area)
        self.email = email_for(r, self.pt)
        # identifiers (formats invented)
        fmt = r.randint(0, 5)
        self.mrn = ["%08d" % r.randint(100000, 99999999), "%s-%07d" % (letters(r, 2), r.randint(0, 9999999)),
                    "E%07d" % r.randint(0, 9999999), "%d-%03d-%03d" % (r.randint(1, 9), r.randint(0, 999), r.randint(0, 999)),
                    "%09d" % r.randint(0, 999999999), "MR%06d" % r.randint(0, 999999)][fmt]
        self.acct = r.choice(["%04d-%04d" % (r.randint(1000, 9999), r.randint(0, 9999)), "%010d" % r.randint(0, 9999999999),
                              "V%08d" % r.randint(0, 99999999), "%d%07d" % (self.base.year % 100, r.randint(0, 9999999))])
        self.csn = "%010d" % r.randint(1000000000, 9999999999)
        if self.ca:
            self.member = r.choice(["%04d %03d %03d %s" % (r.randint(1000, 9999), r.randint(0, 999), r.randint(0, 999), letters(r, 2)),
                                    "%d %03d %03d %03d" % (r.randint(1, 9), r.randint(0, 999), r.randint(0, 999), r.randint(0, 999)),
                                    "%s%09d" % (letters(r, 1), r.randint(0, 999999999))])
            self.insurer = "provincial plan"
        else:
            self.member = r.choice(["%s%06d" % (letters(r, 3), r.randint(0, 999999)), "%d%s%d-%s%d-%s%s%d%d" % (
                r.randint(1, 9), letters(r, 2), r.randint(0, 9), letters(r, 2), r.randint(0, 9), letters(r, 1), letters(r, 1),
                r.randint(0, 9), r.randint(0, 9)), "W%09d" % r.randint(0, 999999999), "%s-%05d-%02d" % (letters(r, 3), r.randint(0, 99999), r.randint(0, 99))])
            self.insurer = r.choice(pools.INSURERS)
        self.group = "%05d-%s" % (r.randint(0, 99999), r.choice("ABCDEFG"))
        self.ssn = us_ssn(r)
        # care sites
        self.hosp = r.choice(pools.HOSPITALS_CA if self.ca else pools.HOSPITALS_US)
        self.hosp2 = r.choice([h for h in (pools.HOSPITALS_CA if self.ca else pools.HOSPITALS_US) if h != self.hosp])
        self.clinic = r.choice(pools.CLINICS_CA if self.ca and r.random() < 0.6 else
                               [x for x in pools.CLINICS if self.sex == "F" or "Women" not in x])
        self.pharmacy = r.choice(pools.PHARMACIES)
        self.carehome = r.choice(pools.CARE_HOMES)
        self.unit = r.choice(pools.UNITS_NAMED)
        self.room = r.choice(["%d%02d" % (r.randint(2, 9), r.randint(1, 40)), "%d%02d%s" % (r.randint(2, 9), r.randint(1, 40), r.choice("AB")),
                              "%d-%03d" % (r.randint(2, 9), r.randint(1, 250))])
        self.bed = str(r.randint(1, 4)) if r.random() < 0.6 else r.choice("ABCD")
        self.building = r.choice(pools.BUILDINGS)
        # people
        self.attending = make_person(r)
        self.resident = make_person(r)
        self.pcp = make_person(r)
        self.consultant = make_person(r)
        self._staff = {}
        self.profession = r.choice(pools.PROFESSIONS)
        self.retired = self.age >= 66 and r.random() < 0.7
        self.employer = r.choice(pools.EMPLOYERS)
        self.church = r.choice(pools.CHURCHES)
        self.agency = r.choice(pools.AGENCIES)
        self.school = r.choice(pools.SCHOOLS)
        cs = pools.COUNTRY_FOR_ORIGIN.get(self.pt.origin)
        self.birth_country = r.choice(cs) if cs and r.random() < 0.75 else None
        if self.pt.origin == "anglo" and r.random() < 0.25:
            self.birth_country = "England"
        # family
        self.spouse = None
        if self.age > 24 and r.random() < 0.65:
            ssex = "M" if self.sex == "F" else "F"
            if r.random() < 0.08:
                ssex = self.sex
            self.spouse = make_person(r, ssex, origin=self.pt.origin if r.random() < 0.7 else None,
                                      last=self.pt.last if r.random() < 0.6 else None)
            self.spouse_rel = {"F": "wife", "M": "husband"}[ssex] if r.random() < 0.85 else "partner"
        self.child = None
        if self.age > 40:
            csex = r.choice("FM")
            self.child = make_person(r, csex, origin=self.pt.origin, last=self.pt.last if r.random() < 0.6 else None)
            self.child_rel = "daughter" if csex == "F" else "son"
            self.child_age = max(18, self.age - r.randint(20, 38))
        self.friend = make_person(r)
        self.friend_rel = r.choice(["friend", "neighbor", "neighbour", "roommate", "landlord", "caregiver",
                                    "family friend", "boyfriend", "girlfriend", "church friend"])
        self.nok = self.spouse or self.child or self.friend
        self.nok_rel = self.spouse_rel if self.spouse else (self.child_rel if self.child else self.friend_rel)
        self.nok_phone = us_phone(r, self.area)
        self.nok_abroad = r.random() < 0.25

    # ------------------------------------------------------------ small helpers
    def c(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    @property
    def he(self):
        return "she" if self.sex == "F" else "he"

    @property
    def his(self):
        return "her" if self.sex == "F" else "his"

    @property
    def him(self):
        return "her" if self.sex == "F" else "him"

    @property
    def sexword(self):
        return self.c(["woman", "female", "lady"]) if self.sex == "F" else self.c(["man", "male", "gentleman"])

    def title(self, p=None):
        p = p or self.pt
        if p is self.pt and self.profession == "history professor" and self.chance(0.5):
            return self.c(["Prof.", "Prof"])
        if p.sex == "M":
            t = "Mr"
        else:
            t = self.c(["Mrs", "Ms", "Ms", "Miss"]) if p is not self.pt else getattr(self, "_pt_title", None)
            if t is None:
                t = self._pt_title = self.c(["Mrs", "Ms", "Ms"])
        return t + ("." if self.chance(0.6) else "")

    # ------------------------------------------------------------ names
    def ptn(self, form=None):
        p = self.pt
        forms = ["full", "full", "full_mi", "title_last", "title_last", "title_last", "first", "first_init", "first_init",
                 "initials", "title_full", "Last_First", "LAST_FIRST", "nick"]
        if form is None:
            form = self.c(forms)
        if form == "nick" and not p.nick:
            form = "first"
        if form in ("full_mi", "LAST_FIRST", "Last_First_M") and not p.middle:
            form = {"full_mi": "full", "LAST_FIRST": "LAST_FIRST0", "Last_First_M": "Last_First"}[form]
        if form == "full":
            return P("PATIENT", p.full)
        if form == "full_mi":
            return P("PATIENT", "%s %s. %s" % (p.first, p.mi, p.last))
        if form == "full_mid":
            return P("PATIENT", "%s %s %s" % (p.first, p.middle, p.last)) if p.middle else P("PATIENT", p.full)
        if form == "title_last":
            return self.title() + " " + P("PATIENT", p.last)
        if form == "title_full":
            return self.title() + " " + P("PATIENT", p.full)
        if form == "first":
            return P("PATIENT", p.first)
        if form == "last":
            return P("PATIENT", p.last)
        if form == "first_init":
            return P("PATIENT", "%s %s." % (p.first, p.last[0] if not p.last.startswith(("de la ", "Te ", "Ni ")) else p.last.split()[-1][0]))
        if form == "initials":
            return P("PATIENT", p.initials(dots=self.chance(0.6)))
        if form == "LAST_FIRST":
            return P("PATIENT", "%s, %s %s" % (p.last.upper(), p.first.upper(), p.mi))
        if form == "LAST_FIRST0":
            return P("PATIENT", "%s, %s" % (p.last.upper(), p.first.upper()))
        if form == "Last_First":
            return P("PATIENT", "%s, %s" % (p.last, p.first))
        if form == "Last_First_M":
            return P("PATIENT", "%s, %s %s." % (p.last, p.first, p.mi))
        if form == "nick":
            return P("PATIENT", p.nick)
        raise ValueError(form)

    def ptname_header(self):
        return self.ptn(self.c(["LAST_FIRST", "Last_First", "Last_First_M", "full", "full_mi", "LAST_FIRST"]))

    def staff(self, role):
        if role not in self._staff:
            self._staff[role] = make_person(self.r)
        return self._staff[role]

    def doc(self, d=None, form=None, cred=None):
        d = d or self.attending
        cred = cred or self.c(["MD", "MD", "MD", "DO", "MBBS", "MD, PhD", "MD, FACP"])
        form = form or self.c(["dr_last", "dr_last", "dr_full", "full_cred", "full_cred", "dr_first_init", "full_mi_cred",
                               "last_first_cred", "dr_last_nodot", "prof_last"])
        dr = "Dr." if self.chance(0.65) else "Dr"
        if form == "dr_last":
            return dr + " " + P("DOCTOR", d.last)
        if form == "prof_last":
            return self.c(["Prof. ", "Prof ", "Professor "]) + P("DOCTOR", d.last)
        if form == "dr_last_nodot":
            return "Dr " + P("DOCTOR", d.last)
        if form == "dr_full":
            return dr + " " + P("DOCTOR", d.full)
        if form == "full_cred":
            return P("DOCTOR", d.full) + self.c([", ", " "]) + cred
        if form == "full_mi_cred":
            if d.middle:
                return P("DOCTOR", "%s %s. %s" % (d.first, d.mi, d.last)) + ", " + cred
            return P("DOCTOR", d.full) + ", " + cred
        if form == "dr_first_init":
            return dr + " " + P("DOCTOR", "%s %s." % (d.nick or d.first, d.last[0]))
        if form == "last_first_cred":
            return P("DOCTOR", "%s, %s" % (d.last.upper(), d.first.upper())) + " " + cred.split(",")[0]
        if form == "full":
            return P("DOCTOR", d.full)
        if form == "last":
            return P("DOCTOR", d.last)
        if form == "first":
            return P("DOCTOR", d.first)
        if form == "first_init":
            return P("DOCTOR", "%s %s." % (d.first, d.last[0]))
        if form == "initials":
            return P("DOCTOR", d.initials(dots=False))
        raise ValueError(form)

    def staff_ref(self, role, form=None):
        """A named staff member with a role word: 'Kelly Tran, RN', 'nurse Kelly', 'PT Sam Hall'."""
        p = self.staff(role)
        role = role.rstrip("0123456789")
        cred = {"nurse": "RN", "rn": "RN", "lpn": "LPN", "pt": "PT, DPT", "ot": "OTR/L", "sw": "LCSW", "rt": "RRT",
                "pharm": "PharmD", "diet": "RD", "cm": "RN, CCM", "scribe": "", "trans": "", "cna": "CNA",
                "interp": "", "chaplain": "MDiv", "clerk": "", "np": "NP", "pa": "PA-C"}.get(role, "")
        word = {"nurse": "nurse", "rn": "RN", "lpn": "LPN", "pt": "PT", "ot": "OT", "sw": "SW", "rt": "RT",
                "pharm": "pharmacist", "diet": "dietitian", "cm": "case manager", "scribe": "scribe",
                "trans": "transcriptionist", "cna": "CNA", "interp": "interpreter", "chaplain": "chaplain",
                "clerk": "unit clerk", "np": "NP", "pa": "PA"}.get(role, role)
        forms = ["word_first", "word_full", "full_cred", "first_init_cred"] if cred else ["word_first", "word_full", "word_first_init"]
        form = form or self.c(forms)
        if form == "word_first":
            return word + " " + P("DOCTOR", p.first)
        if form == "word_full":
            return word + " " + P("DOCTOR", p.full)
        if form == "word_first_init":
            return word + " " + P("DOCTOR", "%s %s." % (p.first, p.last[0]))
        if form == "full_cred":
            return P("DOCTOR", p.full) + ", " + cred
        if form == "first_init_cred":
            return P("DOCTOR", "%s %s." % (p.first, p.last[0])) + " " + cred
        if form == "full":
            return P("DOCTOR", p.full)
        if form == "first":
            return P("DOCTOR", p.first)
        raise ValueError(form)

    def fam(self, who=None, form=None):
        """'his wife Ana', 'daughter Beth Lowe', 'her neighbor'. Returns marked string."""
        if who is None:
            who = self.c([w for w in ("spouse", "child", "friend") if getattr(self, w) is not None])
        p = getattr(self, who)
        rel = {"spouse": getattr(self, "spouse_rel", "partner"), "child": getattr(self, "child_rel", "son"),
               "friend": self.friend_rel}[who]
        form = form or self.c(["rel_first", "rel_full", "rel_first", "rel_only", "rel_title", "name_rel"])
        pos = self.c([self.his + " ", "", "pt's "])
        if form == "rel_first":
            return pos + rel + " " + P("FAMILY", p.first)
        if form == "rel_full":
            return pos + rel + " " + P("FAMILY", p.full)
        if form == "rel_only":
            return pos + rel
        if form == "rel_title":
            return pos + rel + " " + self.title(p) + " " + P("FAMILY", p.last)
        if form == "name_rel":
            return P("FAMILY", p.full) + " (" + rel + ")"
        if form == "first":
            return P("FAMILY", p.first)
        if form == "full":
            return P("FAMILY", p.full)
        raise ValueError(form)

    # ------------------------------------------------------------ dates and ages
    def dfmt(self):
        return self.c(DATE_FORMATS_CA if self.ca else DATE_FORMATS_US)

    def d(self, day, fmt=None):
        return P("DATE", fmt_date(day, fmt or self.dfmt()))

    def rel(self, days, fmt=None):
        return self.d(self.base + D(days=days), fmt)

    def drange(self, a, b, fmt=None):
        f = fmt or self.c(["md", "mdy", "md", "mdy2"] if not self.ca else ["iso", "mon_day", "dmy_abbr"])
        da, db = self.base + D(days=a), self.base + D(days=b)
        sep = self.c(["-", " - ", " to ", "-"]) if f == "md" else self.c([" - ", " to ", " through "])
        return P("DATE", fmt_date(da, f)) + sep + P("DATE", fmt_date(db, f))

    def past_year(self, lo=1, hi=30):
        y = self.base.year - self.r.randint(lo, hi)
        y = max(y, self.dob.year + 1)
        return P("DATE", str(y))

    def past_month_year(self, lo=60, hi=3000):
        day = self.base - D(days=self.r.randint(lo, hi))
        return P("DATE", fmt_date(day, self.c(["month_year", "mon_year", "mm_yyyy"])))

    def holiday(self):
        return holiday_marked(self.c(HOLIDAYS_CA if self.ca else HOLIDAYS_US))

    def dob_str(self, fmt=None):
        if fmt == "mdy2" and self.age >= 75:
            fmt = "mdy_np"
        return self.d(self.dob, fmt or self.c(["mdy", "mdy", "mdy_np", "iso", "long", "dmy_abbr"] if not self.ca else ["iso", "dmy_abbr", "long"]))

    def age_sex(self, style=None):
        a = self.age
        sx = self.sex
        styles = ["yo_sex", "yo_nospace", "num_F", "num_sp_F", "year_old", "year_old", "words_year_old", "yslash",
                  "aged", "years_old"]
        style = style or self.c(styles)
        if style == "yo_sex":
            return P("AGE", a) + " yo " + self.c([sx, sx, self.sexword])
        if style == "yo_nospace":
            return P("AGE", a) + "yo " + self.c([sx, sx.lower(), self.sexword])
        if style == "num_F":
            return P("AGE", a) + sx
        if style == "num_sp_F":
            return P("AGE", a) + " " + sx
        if style == "year_old":
            return P("AGE", a) + "-year-old " + self.sexword
        if style == "words_year_old":
            return P("AGE", num_words(a)) + "-year-old " + self.sexword
        if style == "yslash":
            return P("AGE", a) + " y/o " + sx
        if style == "aged":
            return self.sexword + " aged " + P("AGE", self.c([str(a), num_words(a)]))
        if style == "years_old":
            return self.sexword + " " + P("AGE", a) + " years of age"
        raise ValueError(style)

    def a_age_sex(self, style=None):
        """age_sex() with the right indefinite article in front ('an 83F', 'a 64-year-old')."""
        ph = self.age_sex(style)
        if ph.startswith(MS):
            val = ph[ph.index(MSEP) + 1:ph.index(ME)]
            an = (val[0] in "aeiou" and not val.startswith("one")) or (val.isdigit() and (val[0] == "8" or val in ("11", "18")))
        else:
            an = ph[0] in "aeiou"
        return ("an " if an else "a ") + ph

    def age_plain(self):
        a = self.age
        return self.c([P("AGE", a), P("AGE", a) + " years", P("AGE", a) + " yrs", P("AGE", a) + "y"])

    # ------------------------------------------------------------ places and contacts
    def addr_lines(self, one_line=None):
        one = self.chance(0.5) if one_line is None else one_line
        st = self.c([self.st, self.st, self.state])
        tail = P("CITY", self.city) + ", " + P("STATE", st) + " " + P("ZIP", self.zip)
        if self.ca and self.chance(0.3):
            tail += ", " + P("COUNTRY", "Canada")
        if one:
            return P("STREET", self.street) + ", " + tail
        return P("STREET", self.street) + "\n" + tail

    def city_state(self):
        return P("CITY", self.city) + ", " + P("STATE", self.c([self.st, self.state]))

    def phone(self, which="home"):
        return P("PHONE", self.home_phone if which == "home" else self.cell)

    def hospital(self, which=1, short=False):
        h = self.hosp if which == 1 else self.hosp2
        if short:
            words = h.split()
            if len(words) > 2 and words[-1] in ("Hospital", "Center", "Centre", "Regional", "General", "Memorial"):
                h = " ".join(words[:-1]) if self.chance(0.6) else h
        return P("HOSPITAL", h)

    def fax(self, area=None):
        return P("FAX", us_phone(self.r, area or self.area, self.c(["paren", "dash", "dot"])))

    def ophone(self, ext=False):
        s = us_phone(self.r, self.area, self.c(["paren", "dash", "dot"]))
        if ext:
            s = with_ext(self.r, s)
        return P("PHONE", s)

    def pager(self):
        return P("PHONE", pager(self.r))

    def room_bed(self):
        c = self.r.randint(0, 3)
        if c == 0:
            return "Room " + P("LOCATION_OTHER", self.room)
        if c == 1:
            return "Rm " + P("LOCATION_OTHER", self.room) + ", bed " + P("LOCATION_OTHER", self.bed)
        if c == 2:
            return "room " + P("LOCATION_OTHER", self.room)
        return "Bed " + P("LOCATION_OTHER", self.bed)

    def abroad_contact(self):
        """A relative abroad with a country and a fictional number for it."""
        r = self.r
        country = self.birth_country or self.c(["England", "Ireland", "Portugal", "Ghana", "Philippines", "Poland"])
        if country in ("England", "Scotland"):
            num = uk_phone(r)
        elif country == "New Zealand" or self.chance(0.15):
            country = self.c([country, "Australia"]) if country != "New Zealand" else country
            num = au_phone(r) if country == "Australia" else intl_phone(r, country)
        else:
            num = intl_phone(r, country)
        return country, num

    # ------------------------------------------------------------ identifiers
    def accession(self, prefix=None):
        r = self.r
        y = self.base.year % 100
        return self.c(["%s%02d-%05d" % (prefix or self.c(["S", "SP", "C", "CY"]), y, r.randint(1, 99999)),
                       "%s-%02d-%07d" % (prefix or "RAD", y, r.randint(0, 9999999)),
                       "%010d" % r.randint(0, 9999999999), "%s%08d" % (prefix or "A", r.randint(0, 99999999))])

    def order_no(self):
        return self.c(["ORD%07d" % self.r.randint(0, 9999999), "%08d" % self.r.randint(0, 99999999), "RQ-%06d" % self.r.randint(0, 999999)])

    def npi(self):
        return "%d%09d" % (self.r.choice([1, 2]), self.r.randint(0, 999999999))

    def dea(self, d):
        return "%s%s%07d" % (self.c("ABFGM"), d.last[0].upper(), self.r.randint(0, 9999999))

    def med_license(self):
        return self.c(["MD%06d" % self.r.randint(0, 999999), "%s-%05d" % (self.c(["LIC", "ML", "DO"]), self.r.randint(0, 99999)),
                       "%d%s%05d" % (self.r.randint(10, 99), letters(self.r, 2), self.r.randint(0, 99999))])

    def drivers_license(self):
        r = self.r
        return self.c(["%s%03d-%04d-%04d" % (letters(r, 1), r.randint(0, 999), r.randint(0, 9999), r.randint(0, 9999)),
                       "%s%07d" % (letters(r, 1), r.randint(0, 9999999)), "%09d" % r.randint(0, 999999999)])

    def device_sn(self):
        r = self.r
        return self.c(["%s%06d" % (letters(r, 3), r.randint(0, 999999)), "%04d-%s-%05d" % (r.randint(0, 9999), letters(r, 2), r.randint(0, 99999)),
                       "SN%08d" % r.randint(0, 99999999), "%s%s%05d%s" % (letters(r, 2), digits(r, 2), r.randint(0, 99999), letters(r, 1))])

    def bioid(self):
        r = self.r
        return self.c(["FP-%05d" % r.randint(0, 99999), "PV-%06d" % r.randint(0, 999999), "IR-%05d" % r.randint(0, 99999),
                       "VP%07d" % r.randint(0, 9999999), "BIO-%s-%04d" % (letters(r, 2), r.randint(0, 9999))])

    def vehicle(self):
        return vin(self.r) if self.chance(0.3) else plate(self.r, self.ca)

    def vehicle_ref(self):
        """'plate 7KTR552' / 'VIN ...' with the label matching the value."""
        if self.chance(0.3):
            return self.c(["VIN ", "VIN# ", "vin "]) + P("VEHICLE", vin(self.r))
        return self.c(["plate ", "license plate ", "tag ", "lic "]) + P("VEHICLE", plate(self.r, self.ca))

    def life_year(self, min_age=15, window=35):
        lo = max(self.dob.year + min_age, self.base.year - window)
        hi = self.base.year - 1
        if lo > hi:
            lo = hi
        return P("DATE", str(self.r.randint(lo, hi)))

    def health_card(self):
        if self.ca:
            return P("HEALTHPLAN", self.member)
        return P("HEALTHPLAN", self.member)

    def ssn_str(self):
        return P("SSN", self.ssn)

    # ------------------------------------------------------------ hard-negative blocks
    def vitals(self, style=None):
        r = self.r
        t = r.uniform(36.2, 39.4)
        tf = t * 9 / 5 + 32
        hr, sbp, dbp, rr, sat = r.randint(54, 128), r.randint(88, 182), r.randint(48, 102), r.randint(12, 30), r.randint(86, 100)
        wt = r.uniform(44, 131)
        o2 = self.c(["RA", "room air", "2 L NC", "4 L NC", "40% FiO2", "RA"])
        style = style or self.c(["inline", "prose", "pipe", "table"])
        if style == "inline":
            return "T %.1f C  HR %d  BP %d/%d  RR %d  SpO2 %d%% %s  Wt %.1f kg" % (t, hr, sbp, dbp, rr, sat, o2, wt)
        if style == "prose":
            return "Temp %.1f F, pulse %d, BP %d/%d, respirations %d, saturating %d%% on %s." % (tf, hr, sbp, dbp, rr, sat, o2)
        if style == "pipe":
            return "BP %d/%d | P %d | R %d | T %.1f | SpO2 %d%% | pain %d/10" % (sbp, dbp, hr, rr, t, sat, r.randint(0, 9))
        rows = ["Time    Temp   HR    BP        RR   SpO2"]
        for hh in sorted(r.sample([0, 4, 8, 12, 16, 20], 3)):
            rows.append("%02d:00   %.1f   %-4d  %d/%-5d  %-3d  %d%%" % (hh, r.uniform(36.3, 38.9), r.randint(56, 125), r.randint(92, 178), r.randint(50, 98), r.randint(12, 28), r.randint(88, 100)))
        return "\n".join(rows)

    def lab_panel(self, panels=None, style=None, day=None, accession=True):
        r = self.r
        panels = panels or r.sample(["BMP", "CBC", "LFT", "COAG", "OTHER"], r.randint(2, 3))
        style = style or self.c(["table", "inline", "fishbone"])
        day = self.base if day is None else day
        head = "Collected " + self.d(day, self.c(["mdy", "mdy_np", "iso", "dmy_abbr"])) + " %02d:%02d" % (r.randint(0, 23), r.randint(0, 59))
        if accession and self.chance(0.7):
            head += ", accession " + P("IDNUM", self.accession(self.c(["L", "H", "CH"])))
        lines = [head]
        if style == "table":
            lines.append("%-18s %-9s %-9s %s" % ("Test", "Result", "Units", "Ref range"))
            for pn in panels:
                items = LABS[pn] if pn != "OTHER" else r.sample(LABS[pn], 3)
                for name, ab, rng_, unit, ref, dec in items:
                    v = lab_value(r, rng_, dec)
                    flag = self.c(["", "", "", " H", " L"])
                    lines.append("%-18s %-9s %-9s %s" % (name, v + flag, unit, ref))
        elif style == "inline":
            for pn in panels:
                items = LABS[pn] if pn != "OTHER" else r.sample(LABS[pn], 3)
                lines.append(pn + ": " + ", ".join("%s %s" % (ab, lab_value(r, rng_, dec)) for _, ab, rng_, unit, ref, dec in items))
        else:
            na, k, cl, co2, bun, cr, glu = (lab_value(r, LABS["BMP"][i][2], LABS["BMP"][i][5]) for i in range(7))
            lines.append("%s | %s | %s /" % (na, cl, bun))
            lines.append("----+----+----< %s" % glu)
            lines.append("%s | %s | %s \\" % (k, co2, cr))
            lines.append("WBC %s > Hgb %s / Hct %s < Plt %s" % tuple(lab_value(r, LABS["CBC"][i][2], LABS["CBC"][i][5]) for i in range(4)))
        return "\n".join(lines)

    def med_lines(self, n=None, style=None):
        r = self.r
        ms = r.sample(MEDS, n or r.randint(4, 9))
        style = style or self.c(["dash", "num", "plain"])
        out = []
        for i, (name, dose, sig) in enumerate(ms):
            s = "%s %s %s" % (name, dose, sig)
            out.append(("- " + s) if style == "dash" else ("%d. %s" % (i + 1, s)) if style == "num" else s)
        return "\n".join(out)

    def icd_lines(self, n=None, style=None):
        ms = self.r.sample(ICD10, n or self.r.randint(3, 7))
        style = style or self.c(["paren", "dash", "colon"])
        out = []
        for code, desc in ms:
            out.append({"paren": "%s (%s)" % (desc, code), "dash": "%s - %s" % (code, desc), "colon": "%s: %s" % (code, desc)}[style])
        return out

    def exam_lines(self):
        r = self.r
        lines = [
            "GEN: " + self.c(["NAD, alert, conversant", "frail, chronically ill appearing", "uncomfortable, diaphoretic", "well appearing"]),
            "HEENT: " + self.c(["MMM, no JVD", "dry mucous membranes", "PERRL, EOMI, anicteric"]),
            "CV: " + self.c(["RRR, no m/r/g", "irregularly irregular, II/VI SEM at RUSB", "tachycardic, regular"]),
            "PULM: " + self.c(["CTAB", "bibasilar crackles", "diffuse expiratory wheeze", "decreased BS at R base"]),
            "ABD: soft, " + self.c(["NT/ND, +BS", "mild RUQ tenderness, " + self.c(EPONYM_SIGNS[1:2] + ["no rebound"]), "distended, tympanitic"]),
            "EXT: " + self.c(["no edema", "1+ pitting edema to mid-shin", "2+ bilateral LE edema", "warm, well perfused; " + EPONYM_SIGNS[2]]),
            "NEURO: " + self.c(["A&O x3, CN II-XII intact, ", "oriented to self only, ", "nonfocal, "]) + self.c(NEURO_SIGNS),
        ]
        return lines

    def nameword(self):
        return self.c(NAMEWORD_SENTENCES)

    def role_neg(self):
        return self.c(ROLE_NEGATIVES)

    def score(self):
        return self.c(SCORES)

    def eponym_dx(self):
        return self.c(EPONYM_DISEASES)

    def eponym_dev(self):
        return self.c(EPONYM_DEVICES)

    def cpt(self):
        return self.c(CPT)

    def clock(self):
        r = self.r
        return self.c(["%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)), "%d:%02d %s" % (r.randint(1, 12), r.randint(0, 59), self.c(["AM", "PM", "am", "pm"]))])

    def time(self):
        r = self.r
        return self.c(["%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)), "%04d" % (r.randint(0, 23) * 100 + r.randint(0, 59)),
                       "%d:%02d %s" % (r.randint(1, 12), r.randint(0, 59), self.c(["AM", "PM", "am", "pm"]))])

    # ------------------------------------------------------------ narrative blocks
    def social(self):
        """Social history with profession, employer, household, birthplace. Marked string."""
        r = self.r
        bits = []
        if self.retired:
            bits.append("Retired " + P("PROFESSION", self.profession) + self.c([
                " (worked at " + P("ORGANIZATION", self.employer) + " for %d years)" % r.randint(8, 40),
                ", formerly with " + P("ORGANIZATION", self.employer), ""]) + ".")
        else:
            bits.append(self.c(["Works as a ", "Employed as a ", "Is a ", "Works full time as a "]) + P("PROFESSION", self.profession) +
                        self.c([" at " + P("ORGANIZATION", self.employer), " for " + P("ORGANIZATION", self.employer), ""]) + ".")
        if self.spouse:
            bits.append("Lives with " + self.fam("spouse", self.c(["rel_first", "rel_only", "rel_first", "rel_title"])) +
                        self.c([" in " + P("CITY", self.city), " in a two-story house", " in an apartment", ""]) + ".")
        elif self.chance(0.5):
            bits.append("Lives alone in " + P("CITY", self.city) + "; " + self.fam("friend", self.c(["rel_first", "rel_only"])) + " checks in daily.")
        else:
            bits.append("Resides at " + P("HOSPITAL", self.carehome) + " for the past %d months." % r.randint(2, 30))
        if self.birth_country:
            bits.append(self.c(["Born in ", "Originally from ", "Emigrated from "]) + P("COUNTRY", self.birth_country) +
                        self.c([" in " + self.past_year(10, 50), ", moved to " + P("CITY", self.city) + " in " + self.past_year(3, 40), ""]) + ".")
        bits.append(self.c(["Former smoker, %d pack-years, quit %d years ago." % (r.randint(5, 60), r.randint(1, 30)),
                            "Never smoker.", "Smokes %d cigarettes/day." % r.randint(3, 20),
                            "Quit smoking in " + self.past_year(2, 30) + "."]))
        bits.append(self.c(["Alcohol: %d drinks/week." % r.randint(1, 21), "Denies alcohol or drug use.", "Occasional wine.",
                            "Remote heavy alcohol use, sober since " + self.past_month_year() + "."]))
        if self.chance(0.3):
            bits.append("Active in " + P("ORGANIZATION", self.church) + ".")
        if self.child and self.chance(0.3):
            bits.append(self.c(["Grandson attends ", "Granddaughter attends "]) + P("ORGANIZATION", self.school) + ".")
        return " ".join(bits)

    def family_hx(self):
        r = self.r
        bits = []
        bits.append("Mother " + self.c(["died at " + P("AGE", r.randint(48, 97)) + " of " + self.c(["stroke", "breast cancer", "MI", "COPD"]),
                                        ("alive at " + P("AGE", r.randint(self.age + 18, self.age + 36)) + " with " + self.eponym_dx()) if self.age < 68 else "died at " + P("AGE", r.randint(70, 99)),
                                        "with " + self.eponym_dx()]))
        bits.append("father " + self.c(["with " + self.eponym_dx() + ", deceased", "died at " + P("AGE", r.randint(40, 95)) + " (MI)",
                                        "unknown"]))
        if self.chance(0.5):
            sib = make_person(r, origin=self.pt.origin, last=self.pt.last)
            rel = "sister" if sib.sex == "F" else "brother"
            bits.append(rel + " " + self.c([P("FAMILY", sib.first) + ", ", ""]) + P("AGE", max(18, self.age + r.randint(-9, 9))) + ", with " +
                        self.c(["DM2", "HTN", "colon cancer at " + P("AGE", r.randint(40, 70)), self.eponym_dx()]))
        return "; ".join(bits) + "."
