"""Per-note context: the patient, relatives, staff, places, identifiers and
dates, plus the surface forms used to refer to them."""
import datetime

import pools
from core import P, fmt_date, add_days, digits, letters, age_phrase

ROLES = {
    # role key: (title or '', credential pool per country group, typ)
    "hfsn": ("", {"UK": ["RGN", "RN", "BSc RN", "NMP"], "IE": ["RGN", "RANP", "CNS"],
                  "US": ["RN", "BSN, RN", "MSN, NP", "APRN"], "AU": ["RN", "CNC", "NP"],
                  "CA": ["RN", "BScN, RN", "NP"]}),
    "crn": ("", {"UK": ["RGN", "RN"], "IE": ["RGN", "CNS"], "US": ["RN", "BSN, RN"],
                 "AU": ["RN", "CNS"], "CA": ["RN", "BScN"]}),
    "physio": ("", {"UK": ["MCSP", "BSc Physio"], "IE": ["MISCP"], "US": ["PT, DPT"],
                    "AU": ["APAM"], "CA": ["PT"]}),
    "ep": ("", {"UK": ["BSc", "MSc"], "IE": ["BSc"], "US": ["MS, ACSM-CEP"],
                "AU": ["AEP"], "CA": ["CEP"]}),
    "cardiologist": ("Dr", {"UK": ["MRCP", "FRCP"], "IE": ["MRCPI", "FRCPI"], "US": ["MD", "MD, FACC"],
                            "AU": ["FRACP"], "CA": ["MD, FRCPC"]}),
    "registrar": ("Dr", {"UK": ["MRCP"], "IE": ["MRCPI"], "US": ["MD", "DO"], "AU": ["MBBS"],
                         "CA": ["MD"]}),
    "gp": ("Dr", {"UK": ["MRCGP"], "IE": ["MICGP"], "US": ["MD", "DO"], "AU": ["FRACGP"],
                  "CA": ["MD, CCFP"]}),
    "dietitian": ("", {"UK": ["RD"], "IE": ["RD"], "US": ["RDN"], "AU": ["APD"], "CA": ["RD"]}),
    "psych": ("Dr", {"UK": ["DClinPsy"], "IE": ["DPsychSc"], "US": ["PhD"], "AU": ["MPsych"],
                     "CA": ["PhD, C.Psych"]}),
    "pharmacist": ("", {"UK": ["MPharm"], "IE": ["MPSI"], "US": ["PharmD"], "AU": ["BPharm"],
                        "CA": ["RPh"]}),
    "physiologist": ("", {"UK": ["BSc"], "IE": ["BSc"], "US": ["RCES"], "AU": ["BSc"],
                          "CA": ["RCT"]}),
    "hca": ("", {"UK": ["HCA"], "IE": ["HCA"], "US": ["CNA"], "AU": ["AIN"], "CA": ["PSW"]}),
    "admin": ("", {"UK": [""], "IE": [""], "US": [""], "AU": [""], "CA": [""]}),
    "ot": ("", {"UK": ["HCPC"], "IE": ["OT"], "US": ["OTR/L"], "AU": ["OT"], "CA": ["OT Reg."]}),
}

ROLE_TITLE = {
    "UK": {"hfsn": "Heart Failure Specialist Nurse", "crn": "Cardiac Rehabilitation Nurse Specialist",
           "physio": "Cardiac Physiotherapist", "ep": "Clinical Exercise Physiologist",
           "cardiologist": "Consultant Cardiologist", "registrar": "Cardiology Registrar",
           "gp": "General Practitioner", "dietitian": "Specialist Dietitian",
           "psych": "Clinical Psychologist", "pharmacist": "Cardiology Pharmacist",
           "physiologist": "Cardiac Physiologist", "hca": "Healthcare Assistant",
           "admin": "Rehab Administrator", "ot": "Occupational Therapist"},
    "US": {"hfsn": "Heart Failure Nurse Navigator", "crn": "Cardiac Rehab RN",
           "physio": "Physical Therapist", "ep": "Clinical Exercise Physiologist",
           "cardiologist": "Attending Cardiologist", "registrar": "Cardiology Fellow",
           "gp": "Primary Care Physician", "dietitian": "Registered Dietitian",
           "psych": "Health Psychologist", "pharmacist": "Clinical Pharmacist",
           "physiologist": "Stress Lab Technologist", "hca": "Rehab Aide",
           "admin": "Program Coordinator", "ot": "Occupational Therapist"},
}
ROLE_TITLE["IE"] = dict(ROLE_TITLE["UK"], hfsn="Clinical Nurse Specialist, Heart Failure",
                        crn="Cardiac Rehabilitation Co-ordinator", registrar="Cardiology SpR")
ROLE_TITLE["AU"] = dict(ROLE_TITLE["UK"], hfsn="Heart Failure Clinical Nurse Consultant",
                        crn="Cardiac Rehab Clinical Nurse", registrar="Cardiology Advanced Trainee",
                        ep="Accredited Exercise Physiologist", hca="Assistant in Nursing")
ROLE_TITLE["CA"] = dict(ROLE_TITLE["US"], hfsn="Heart Function Clinic Nurse",
                        gp="Family Physician", registrar="Cardiology Resident",
                        hca="Personal Support Worker")

US_LIKE = ("US", "CA")


def _group(country):
    return country


class Ctx:
    def __init__(self, r, country):
        self.r = r
        self.c = country
        self.today = datetime.date(2021, 6, 1) + datetime.timedelta(days=r.randint(0, 1460))
        while self.today.weekday() >= 5:
            self.today += datetime.timedelta(days=1)
        self.sex = r.choice(["M", "M", "M", "F", "F"])
        self.pat = self.new_person("PATIENT", self.sex)
        self.pat["title"] = ("Mr" if self.sex == "M" else r.choice(["Mrs", "Ms", "Mrs", "Miss"]))
        self.age = r.choice([r.randint(41, 64), r.randint(60, 79), r.randint(60, 79),
                             r.randint(70, 89), r.randint(88, 96)])
        self.dob = datetime.date(self.today.year - self.age, r.randint(1, 12), r.randint(1, 28))
        if self.dob > add_days(self.today, -365 * self.age):
            self.dob = datetime.date(self.dob.year - 1, self.dob.month, self.dob.day)
        towns = pools.TOWNS[country]
        self.ca_dm = r.random() < 0.3
        self.lb = country == "US" and r.random() < 0.7
        self.ue = {"US": "BMP", "CA": "lytes/creatinine"}.get(country, "U&E")
        self.mrn_fmt = r.randint(0, 2)
        self.mrn_letter = letters(r, 1)
        self.town = r.choice(towns)
        self.town2 = r.choice([t for t in towns if t != self.town])
        st = pools.STATES[country]
        self.state = r.choice(st) if st else None
        self._staff = {}
        self._fam = {}
        self.hosp = self._hospital(self.town2 if r.random() < 0.6 else self.town)
        self.hosp2 = self._hospital(r.choice(towns))
        self.ward = r.choice(pools.WARDS)
        self.gp_practice = self._gp()
        self.pharmacy = r.choice(pools.PHARMACY_PATTERNS).replace("{N}", r.choice(pools.GP_N)).replace(
            "{S}", r.choice(pools.SURNAMES)).replace("{T}", self.town)
        self.venue = r.choice(pools.VENUE_PATTERNS).replace("{T}", self.town).replace(
            "{N}", r.choice(pools.GP_N))
        self.building = r.choice(pools.BUILDINGS)
        self.employer = r.choice(pools.EMPLOYERS)
        self.club = r.choice(pools.CLUBS).replace("{T}", self.town).replace(
            "{S}", r.choice(pools.SAINTS)).replace("{N}", r.choice(pools.GP_N))
        prof = r.choice(pools.PROFESSIONS)
        if country in US_LIKE:
            prof = pools.PROF_US.get(prof, prof)
        elif country == "AU" and r.random() < 0.5:
            prof = pools.PROF_AU.get(prof, prof)
        self.profession = prof
        self.retired = self.age >= 66 or r.random() < 0.15
        self.street = self.make_street()
        self.zip = self.make_zip()
        self.home_phone = self.phone("land")
        self.mob_phone = self.phone("mob")
        self.mrn = self.make_mrn()
        self.nhs = "%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 4))
        self.acct = self.make_acct()
        self.email = self.make_email(self.pat)
        self.username = self.make_username(self.pat)

    # ------------------------------------------------------------ people
    def new_person(self, typ, sex=None):
        r = self.r
        sex = sex or r.choice(["M", "F"])
        first = r.choice(pools.MALE if sex == "M" else pools.FEMALE)
        return {"first": first, "last": r.choice(pools.SURNAMES), "sex": sex,
                "mid": r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.5 else "",
                "typ": typ, "title": ("Mr" if sex == "M" else r.choice(["Mrs", "Ms"]))}

    def staff(self, role):
        if role not in self._staff:
            p = self.new_person("DOCTOR")
            title, creds = ROLES[role]
            p["title"] = title or ""
            p["cred"] = self.r.choice(creds[self.c])
            p["role"] = ROLE_TITLE[self.c][role]
            p["lic"] = self.make_licence(role)
            self._staff[role] = p
        return self._staff[role]

    def fam(self, rel):
        if rel not in self._fam:
            sex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M",
                   "sister": "F", "brother": "M", "partner": None, "neighbour": None,
                   "granddaughter": "F", "grandson": "M", "niece": "F", "friend": None}[rel]
            if rel == "partner":
                sex = "F" if self.sex == "M" else "M"
            p = self.new_person("FAMILY", sex)
            if rel in ("wife", "husband", "son", "daughter", "grandson", "granddaughter") and self.r.random() < 0.7:
                p["last"] = self.pat["last"]
            if rel in ("wife", "husband", "partner"):
                p["age"] = max(30, self.age + self.r.randint(-8, 5))
            elif rel in ("son", "daughter"):
                p["age"] = max(18, self.age - self.r.randint(22, 38))
            else:
                p["age"] = self.r.randint(20, 80)
            prof = self.r.choice(pools.PROFESSIONS + ["nurse", "teacher", "paramedic"])
            if self.c in US_LIKE:
                prof = pools.PROF_US.get(prof, prof)
            p["prof"] = prof
            self._fam[rel] = p
        return self._fam[rel]

    def spouse_rel(self):
        if self.r.random() < 0.15:
            return "partner"
        return "wife" if self.sex == "M" else "husband"

    def other_patient(self):
        p = self.new_person("PATIENT")
        p["age"] = self.r.randint(44, 91)
        p["mrn"] = self.make_mrn()
        return p

    # ------------------------------------------------------------ name forms
    def dot(self):
        if self.c in US_LIKE:
            return "." if self.r.random() < 0.8 else ""
        return "." if self.r.random() < 0.15 else ""

    def nm(self, p, form=None):
        """A reference to person p; titles and credentials stay outside the span."""
        r = self.r
        t = p["typ"]
        first = p["first"]
        if form is None:
            form = r.choice(["full", "tlast", "tlast", "ilast", "lastfirst", "first"])
        if form == "tlast" and not p.get("title"):
            form = "full"
        if form == "full":
            if p["mid"] and r.random() < 0.3:
                s = "%s %s%s %s" % (first, p["mid"], "." if r.random() < 0.7 else "", p["last"])
            else:
                s = "%s %s" % (first, p["last"])
            return P(t, s)
        if form == "tlast":
            return [p["title"] + self.dot() + " ", P(t, p["last"])]
        if form == "tfull":
            ti = p.get("title") or ("Mr" if p["sex"] == "M" else "Ms")
            return [ti + self.dot() + " ", P(t, "%s %s" % (first, p["last"]))]
        if form == "lastfirst":
            k = r.random()
            if k < 0.4:
                return P(t, "%s, %s" % (p["last"].upper(), first.upper()))
            if k < 0.7 and p["mid"]:
                return P(t, "%s, %s %s" % (p["last"], first, p["mid"]))
            return P(t, "%s, %s" % (p["last"], first))
        if form == "init":
            a, b = first[0], p["last"].replace("O'", "")[0]
            k = r.random()
            if k < 0.5:
                return P(t, "%s.%s." % (a, b))
            if k < 0.8:
                return P(t, a + b)
            return P(t, "%s.%s.%s." % (a, p["mid"] or "J", b))
        if form == "linit":
            return P(t, (first[0] + p["last"].replace("O'", "")[0]).lower())
        if form == "first":
            if t == "PATIENT" and first in pools.NICK and r.random() < 0.4:
                return P(t, pools.NICK[first])
            return P(t, first)
        if form == "ilast":
            return P(t, "%s%s %s" % (first[0], "." if r.random() < 0.6 else "", p["last"]))
        if form == "caps":
            return P(t, "%s %s" % (first.upper(), p["last"].upper()))
        if form == "last":
            return P(t, p["last"])
        if form == "firsti":
            return P(t, "%s %s." % (first, p["last"][0]))
        raise ValueError(form)

    def pt(self, form=None):
        if form is None:
            form = self.r.choice(["tlast", "tlast", "tlast", "full", "first", "tlast"])
        return self.nm(self.pat, form)

    def s(self, role, form=None):
        p = self.staff(role)
        if form is None:
            if p["title"]:
                form = self.r.choice(["tlast", "tlast", "tfull", "full_cred"])
            else:
                form = self.r.choice(["full", "full_cred", "ilast", "first"])
        if form == "full_cred":
            sep = ", " if self.r.random() < 0.7 else " "
            if not p["cred"]:
                return self.nm(p, "full")
            return [self.nm(p, "full"), sep + p["cred"]]
        if form == "tfull" and not p["title"]:
            form = "full"
        return self.nm(p, form)

    def sig(self, w, role, lines=True):
        p = self.staff(role)
        r = self.r
        if p["title"] and r.random() < 0.5:
            w.add(p["title"] + self.dot() + " ", P("DOCTOR", "%s %s" % (p["first"], p["last"])))
        else:
            w.add(P("DOCTOR", "%s %s" % (p["first"], p["last"])))
        if p["cred"]:
            w.add(", " + p["cred"])
        w.add("\n", p["role"], "\n")
        if lines and r.random() < 0.5:
            w.add(self.lic_label(role), P("LICENSE", p["lic"]), "\n")

    # ------------------------------------------------------------ places
    def _hospital(self, town):
        r = self.r
        return r.choice(pools.HOSP_PATTERNS[self.c]).replace("{T}", town).replace(
            "{S}", r.choice(pools.SAINTS))

    def _gp(self):
        r = self.r
        return r.choice(pools.GP_PATTERNS[self.c]).replace("{N}", r.choice(pools.GP_N)).replace(
            "{T}", self.town)

    def make_street(self):
        r = self.r
        name = "%s %s" % (r.choice(pools.STREET_NAMES), r.choice(pools.STREET_SUFFIX[self.c]))
        if self.c in US_LIKE:
            num = str(r.choice([r.randint(1, 250), r.randint(100, 9800), r.randint(100, 9800)]))
        else:
            num = str(r.choice([r.randint(1, 40), r.randint(1, 120), r.randint(1, 12)]))
        if self.c == "US" and r.random() < 0.25:
            return "%s %s, Apt %s" % (num, name, r.choice(["2B", "4", "11C", "305", "1A"]))
        if self.c == "AU" and r.random() < 0.25:
            return "%d/%s %s" % (r.randint(1, 14), num, name)
        if self.c in ("UK", "IE") and r.random() < 0.15:
            return "Flat %d, %s %s" % (r.randint(1, 20), num, name)
        if self.c == "IE" and r.random() < 0.3:
            return "%s %s" % (num, name)
        return "%s %s" % (num, name)

    def make_zip(self):
        r = self.r
        if self.c == "UK":
            out = letters(r, 2) + str(r.randint(1, 19))
            return "%s %d%s" % (out, r.randint(0, 9), letters(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        if self.c == "IE":
            return "%s%s%s %s" % (r.choice("ACDEFHKNPRTVWXY"), digits(r, 1), str(r.randint(1, 9)),
                                  letters(r, 1, "ACDEFHKNPRTVWXY") + digits(r, 1) + letters(r, 1, "ACDEFHKNPRTVWXY") + digits(r, 1))
        if self.c == "US":
            return str(r.randint(10000, 99899)).zfill(5)
        if self.c == "AU":
            return str(r.randint(2000, 7499))
        a = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (r.choice(a), r.randint(0, 9), r.choice(a), r.randint(0, 9),
                                  r.choice(a), r.randint(0, 9))

    def addr(self, sep=", ", state_form=None, with_country=False):
        """Address pieces for the patient's home."""
        out = [P("STREET", self.street), sep, P("CITY", self.town)]
        if self.c == "IE" and self.state:
            out += [sep, P("CITY", self.state[1])]
        elif self.state:
            stv = self.state[1] if (state_form or self.r.choice(["abbr", "abbr", "name"])) == "abbr" else self.state[0]
            out += [", " if self.c == "US" else sep, P("STATE", stv)]
        out += [" " if self.c in ("US", "AU", "CA") or sep == ", " else sep, P("ZIP", self.zip)]
        if with_country:
            out += [sep, P("COUNTRY", pools.COUNTRY_NAME[self.c])]
        return out

    def site_addr(self, sep=", "):
        r = self.r
        street = "%d %s %s" % (r.randint(1, 400), r.choice(pools.STREET_NAMES),
                               r.choice(pools.STREET_SUFFIX[self.c]))
        out = [P("STREET", street), sep, P("CITY", self.town2 if r.random() < 0.6 else self.town)]
        if self.state and self.c != "IE":
            out += [", ", P("STATE", self.state[1])]
        out += [" ", P("ZIP", self.make_zip())]
        return out

    # ------------------------------------------------------------ contacts
    def phone(self, kind="land", ext=False):
        r = self.r
        c = self.c
        if c == "UK":
            if kind == "mob":
                s = "07%s 555%s" % (digits(r, 3), digits(r, 3))
                if r.random() < 0.15:
                    s = "+44 7%s 555%s" % (digits(r, 3), digits(r, 3))
            else:
                s = r.choice(["01%s 555%s" % (digits(r, 3), digits(r, 3)),
                              "01%d1 555 %s" % (r.randint(1, 9), digits(r, 4)),
                              "0%d0 555%s %s" % (r.choice([2, 3]), digits(r, 1), digits(r, 4))])
        elif c == "IE":
            if kind == "mob":
                s = r.choice(["08%s 555 %s" % (r.choice("35679"), digits(r, 4)),
                              "+353 8%s 555 %s" % (r.choice("35679"), digits(r, 4))])
            else:
                s = r.choice(["(0%s) 555 %s" % (r.choice(["21", "61", "91", "66", "71", "74", "53"]), digits(r, 4)),
                              "0%s 555%s" % (r.choice(["21", "61", "91", "66"]), digits(r, 4))])
        elif c == "AU":
            if kind == "mob":
                s = "04%s 555 %s" % (digits(r, 2), digits(r, 3))
            else:
                s = r.choice(["(0%d) 5550 %s" % (r.choice([2, 3, 7, 8]), digits(r, 4)),
                              "0%d 5550 %s" % (r.choice([2, 3, 7, 8]), digits(r, 4))])
        else:
            area = "%d%s" % (r.randint(2, 9), digits(r, 2))
            line = "01" + digits(r, 2) if r.random() < 0.7 else digits(r, 4)
            s = r.choice(["(%s) 555-%s" % (area, line), "%s-555-%s" % (area, line),
                          "%s.555.%s" % (area, line), "(%s) 555-%s" % (area, line)])
        if ext:
            s += r.choice([" ext. %s" % digits(r, 4), " ext %s" % digits(r, 3),
                           " x%s" % digits(r, 4)])
        return s

    def bleep(self):
        r = self.r
        if self.c in US_LIKE:
            return r.choice(["555-%s" % digits(r, 4), "4-555%s" % digits(r, 1)])
        return r.choice(["555%s" % digits(r, 1), "%s555" % digits(r, 1)])

    def make_email(self, p, team=None):
        r = self.r
        dom = r.choice(["example.com", "example.org", "example.net"])
        if team:
            return "%s@%s" % (team, dom)
        f, l = p["first"].lower(), p["last"].lower().replace("'", "").replace(" ", "")
        return r.choice(["%s.%s" % (f, l), "%s%s%s" % (f[0], l, digits(r, 2)),
                         "%s_%s" % (f, l[:4]), "%s.%s%d" % (f, l, r.randint(1, 99))]) + "@" + dom

    def make_username(self, p):
        r = self.r
        f, l = p["first"].lower(), p["last"].lower().replace("'", "").replace("-", "")
        return r.choice(["%s%s%s" % (f[0], l, digits(r, 2)), "%s.%s" % (f, l[:5]),
                         "%s%s" % (l[:6], f[0]), "%s_%s%d" % (f[:3], l[:3], r.randint(1, 99))])

    def url(self, path=None):
        r = self.r
        host = r.choice(["www.example.org", "www.example.net", "portal.example.com",
                         "heart.example.org", "rehab.example.net", "example.com"])
        path = path or r.choice(["/heart-failure/self-care", "/cardiac-rehab/home-exercise",
                                 "/hf/daily-weights", "/rehab/videos", "/telehealth/login",
                                 "/patients/low-salt-diet", "/rehab/%s" % self.town.lower().replace(" ", "-")])
        pre = r.choice(["https://", "https://", "", "http://"])
        if pre == "" and not host.startswith("www"):
            pre = "https://"
        return pre + host + path

    def ip(self):
        r = self.r
        k = r.random()
        if k < 0.4:
            return "192.168.%d.%d" % (r.randint(0, 20), r.randint(2, 254))
        if k < 0.75:
            return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254))

    # ------------------------------------------------------------ identifiers
    def make_mrn(self):
        r = self.r
        c = self.c
        k = self.mrn_fmt
        if c == "UK":
            return ["RX%s" % digits(r, 7), "%s%s" % (self.mrn_letter, digits(r, 6)), "K%s" % digits(r, 7)][k]
        if c == "IE":
            return [digits(r, 7), "%s%s" % (self.mrn_letter, digits(r, 6)), digits(r, 7)][k]
        if c == "US":
            return ["00%s" % digits(r, 6), digits(r, 8), "%s-%s" % (digits(r, 3), digits(r, 5))][k]
        if c == "AU":
            return [digits(r, 7), "%s%s" % (r.choice("12345"), digits(r, 6)), digits(r, 7)][k]
        return ["M%s" % digits(r, 7), digits(r, 9), "M%s" % digits(r, 7)][k]

    def mrn_label(self):
        return self.r.choice({"UK": ["Hospital No: ", "Hosp No. ", "Unit No: ", "Hospital number "],
                              "IE": ["MRN: ", "Hospital No. ", "Chart No: "],
                              "US": ["MRN: ", "MRN ", "Med Rec #: ", "MR# "],
                              "AU": ["UR: ", "URN ", "MRN: ", "UR No. "],
                              "CA": ["MRN: ", "Chart #: ", "MRN "]}[self.c])

    def make_acct(self):
        r = self.r
        return r.choice(["%s" % digits(r, 9), "V%s" % digits(r, 8), "ENC%s" % digits(r, 7),
                         "%s-%s" % (digits(r, 4), digits(r, 4))])

    def hplan(self):
        """(label, value) for the insurance / beneficiary number, or None."""
        r = self.r
        c = self.c
        if c == "US":
            return r.choice([("Member ID: ", "%s%s" % (letters(r, 3), digits(r, 9))),
                             ("Medicare MBI: ", "%d%s%d%s%d%s%s" % (r.randint(1, 9), letters(r, 1), r.randint(0, 9), letters(r, 2), r.randint(0, 9), letters(r, 2), digits(r, 2))),
                             ("Policy #: ", "%s-%s" % (letters(r, 2), digits(r, 8)))])
        if c == "AU":
            return ("Medicare No: ", "%d%s %s %d" % (r.randint(2, 6), digits(r, 3), digits(r, 5), r.randint(1, 5)))
        if c == "CA":
            return r.choice([("Health card: ", "%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))),
                             ("PHN: ", "9%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 3)))])
        if c == "IE":
            return ("Medical card no. ", "%s%s" % (digits(r, 7), letters(r, 1)))
        return None

    def ssn(self):
        r = self.r
        c = self.c
        if c == "US":
            if r.random() < 0.8:
                return ("SSN: ", "9%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 4)))
            return ("SSN: ", "000-%s-%s" % (digits(r, 2), digits(r, 4)))
        if c == "CA":
            return ("SIN: ", "9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3)))
        if c == "IE":
            return ("PPSN: ", "9%s%s" % (digits(r, 6), letters(r, r.choice([1, 2]))))
        if c == "AU":
            return ("TFN: ", "9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3)))
        return None

    def make_licence(self, role):
        r = self.r
        c = self.c
        doc = role in ("cardiologist", "registrar", "gp", "psych")
        if c == "UK":
            if doc and role != "psych":
                return digits(r, 7)
            if role in ("hfsn", "crn", "hca"):
                return "%s%s%s%s" % (digits(r, 2), letters(r, 1), digits(r, 4), letters(r, 1))
            return "%s%s" % (r.choice(["PH", "CS", "DT", "PYL", "OT"]), digits(r, 6))
        if c == "IE":
            return digits(r, 6)
        if c == "US":
            return "1" + digits(r, 9)
        if c == "AU":
            return "%s%s" % (r.choice(["MED", "NMW", "PHY", "PHA", "PSY"]), digits(r, 10))
        return digits(r, 5) if doc else digits(r, 8)

    def lic_label(self, role):
        c = self.c
        doc = role in ("cardiologist", "registrar", "gp")
        return {"UK": "GMC " if doc else ("NMC PIN " if role in ("hfsn", "crn", "hca") else "HCPC "),
                "IE": "MCRN " if doc else "NMBI PIN ",
                "US": "NPI ", "AU": "AHPRA ", "CA": "CPSO # " if doc else "Reg # "}[c]

    def driving_licence(self):
        r = self.r
        c = self.c
        p = self.pat
        if c == "UK":
            l5 = (p["last"].upper().replace("'", "").replace("-", "") + "99999")[:5]
            return "%s%d%02d%d%d%s%s9%s" % (l5, self.dob.year // 10 % 10, self.dob.month + (50 if self.sex == "F" else 0),
                                           self.dob.day // 10, self.dob.day % 10, str(self.dob.year % 10),
                                           p["first"][0] + (p["mid"] or "9"), letters(r, 2))
        if c == "US":
            return "%s%s" % (p["last"][0], digits(r, 12))
        if c == "AU":
            return digits(r, 8)
        if c == "CA":
            return "%s%s-%s-%s" % (p["last"][0], digits(r, 4), digits(r, 5), digits(r, 5))
        return "%s%s" % (digits(r, 3), digits(r, 6))

    def vehicle(self):
        r = self.r
        c = self.c
        if c == "UK":
            return "%s%02d %s" % (letters(r, 2), r.choice([17, 19, 21, 68, 70, 71, 22, 23]), letters(r, 3))
        if c == "IE":
            return "%d-%s-%s" % (r.choice([151, 162, 171, 182, 191, 201, 212, 221]), r.choice(["C", "KY", "G", "MO", "L", "D", "WX"]), digits(r, r.choice([3, 4])))
        if c == "US":
            return "%d%s%s" % (r.randint(1, 9), letters(r, 3), digits(r, 3))
        if c == "AU":
            return r.choice(["%s-%s" % (letters(r, 3), digits(r, 3)), "%d%s%s" % (r.randint(1, 9), letters(r, 2), digits(r, 1) + letters(r, 2))])
        return "%s %s" % (letters(r, 4), digits(r, 3))

    def device_sn(self, kind="icd"):
        r = self.r
        if kind == "icd":
            return r.choice(["%s%s%s" % (letters(r, 3), digits(r, 6), letters(r, 1)),
                             digits(r, 8), "%s%s" % (letters(r, 2), digits(r, 7))])
        if kind == "lead":
            return "%s%s%s" % (letters(r, 3), digits(r, 6), letters(r, 1))
        if kind == "hub":
            return "%s-%s-%s" % (r.choice(["HUB", "TH", "GW"]), letters(r, 2) + digits(r, 2), digits(r, 4))
        if kind == "scale":
            return r.choice(["SC%s" % digits(r, 8), "%s%s" % (digits(r, 4), letters(r, 4)), "WS-%s" % digits(r, 7)])
        return r.choice(["%s%s" % (letters(r, 2), digits(r, 8)), digits(r, 10), "%s-%s" % (letters(r, 3), digits(r, 6))])

    def bioid(self):
        r = self.r
        return [("fingerprint template ID", "FP-%s" % digits(r, 5)),
                ("voiceprint ID", "VP-%s%s" % (digits(r, 4), letters(r, 1))),
                ("palm-vein template", "PV-%s-%s" % (digits(r, 4), letters(r, 1))),
                ("biometric login ID", "BIO%s" % digits(r, 6))][r.randint(0, 3)]

    def idnum(self, kind="ref"):
        r = self.r
        pre = {"ref": ["CR-", "REF", "RF", "CRR-"], "ett": ["ETT", "EX-", "ST"],
               "order": ["ORD", "RX-", "OE"], "mdt": ["HF-MDT-", "MDT", "CASE-"],
               "lab": ["L", "S", "BLD-"], "alert": ["AL-", "TM", "ALRT-"]}[kind]
        return r.choice(pre) + r.choice([digits(r, 6), "%s-%s" % (digits(r, 2), digits(r, 5)), digits(r, 7)])

    # ------------------------------------------------------------ misc
    def next_weekday(self, d, n):
        d = add_days(d, n)
        while d.weekday() >= 5:
            d = add_days(d, 1)
        return d

    def D(self, d, style=None):
        return fmt_date(self.r, d, self.c, style, dm=self.ca_dm if self.c == "CA" else None)

    def age_ph(self, style=None, age=None, sex=None):
        return age_phrase(self.r, age if age is not None else self.age, sex or self.sex, style)

    def holiday(self):
        h = self.r.choice(pools.HOLIDAYS[self.c])
        if h.startswith("the "):
            return ["the ", P("DATE", h[4:])]
        return [P("DATE", h)]

    def country_ref(self, name=None):
        n = name or self.r.choice(pools.COUNTRIES)
        if n.startswith("the "):
            return ["the ", P("COUNTRY", n[4:])]
        return [P("COUNTRY", n)]

    def prof(self, name=None):
        return P("PROFESSION", name or self.profession)
