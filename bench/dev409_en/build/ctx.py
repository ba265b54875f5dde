"""Per-note context: one patient, the people around them, places, IDs and dates."""
import datetime as dt

import clinical
import ids
import people
import pools_places as PP

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

STYLES = {
    "UK": ["dmy_slash", "dmy_slash", "dmy_long", "dmy_short", "dmy_dot"],
    "IE": ["dmy_slash", "dmy_long", "dmy_short"],
    "AU": ["dmy_slash", "dmy_slash", "dmy_long", "dmy_short"],
    "NZ": ["dmy_slash", "dmy_long", "dmy_short"],
    "US": ["mdy_slash", "mdy_slash", "mdy_long", "mdy_short2"],
    "CA": ["iso", "iso", "mdy_long", "dmy_long"],
}


def fdate(d, style):
    m = MONTHS[d.month - 1]
    if style == "dmy_slash":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "dmy_dot":
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "dmy_long":
        return "%d %s %d" % (d.day, m, d.year)
    if style == "dmy_short":
        return "%d %s %d" % (d.day, m[:3], d.year)
    if style == "dmy_dash":
        return "%02d-%s-%d" % (d.day, m[:3], d.year)
    if style == "mdy_slash":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    if style == "mdy_short2":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "mdy_long":
        return "%s %d, %d" % (m, d.day, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "dm":
        return "%d/%d" % (d.day, d.month)
    if style == "md":
        return "%d/%d" % (d.month, d.day)
    if style == "month_year":
        return "%s %d" % (m, d.year)
    if style == "wd_dmy":
        return "%s %d %s" % (WEEKDAYS[d.weekday()], d.day, m)
    if style == "wd_mdy":
        return "%s, %s %d" % (WEEKDAYS[d.weekday()], m, d.day)
    if style == "wd_short":
        return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], d.day, d.month)
    if style == "wd_short_us":
        return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], d.month, d.day)
    raise KeyError(style)


UNITS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return UNITS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + UNITS[u] if u else "")


class Ctx:
    def __init__(self, rng, cc, genre):
        self.rng = rng
        self.cc = cc
        self.genre = genre
        self.d = {}
        self.build()

    def get(self, k):
        return self.d[k]

    def __getitem__(self, k):
        return self.d[k]

    def __setitem__(self, k, v):
        self.d[k] = v

    # -- dates ----------------------------------------------------------
    def D(self, d, style=None):
        return (fdate(d, style or self.dstyle), "DATE")

    def Dwd(self, d):
        if self.cc in ("US", "CA"):
            return (fdate(d, self.rng.choice(["wd_mdy", "wd_short_us"])), "DATE")
        return (fdate(d, self.rng.choice(["wd_dmy", "wd_short"])), "DATE")

    def Dshort(self, d):
        return (fdate(d, "md" if self.cc in ("US", "CA") else "dm"), "DATE")

    # -- helpers --------------------------------------------------------
    def phi(self, v, t):
        return (v, t)

    def region(self, reg, long_ok=True):
        """A state/province/region (STATE) or a county (CITY for UK/IE)."""
        if self.cc in ("UK", "IE"):
            return (reg, "CITY")
        if long_ok and reg in PP.STATE_LONG and self.rng.random() < 0.2:
            return (PP.STATE_LONG[reg], "STATE")
        return (reg, "STATE")

    def street(self):
        rng, cc = self.rng, self.cc
        stems = PP.STREET_STEMS + PP.STREET_STEMS_CC[cc]
        name = "%s %s" % (rng.choice(stems), rng.choice(PP.STREET_SUFFIX[cc]))
        num = rng.randint(1, 240) if cc != "US" else rng.randint(100, 9899)
        r = rng.random()
        if cc == "AU" and r < 0.3:
            return "%d/%d %s" % (rng.randint(1, 12), num, name)
        if cc == "US" and r < 0.25:
            return "%d %s, Apt %d%s" % (num, name, rng.randint(1, 9), rng.choice("ABCD"))
        if cc == "CA" and r < 0.25:
            return "%d-%d %s" % (rng.randint(101, 1804), num, name)
        if cc in ("UK", "IE") and r < 0.2:
            return "Flat %d, %d %s" % (rng.randint(1, 24), num, name)
        if cc == "IE" and r < 0.35:
            return "%d %s" % (num, name)
        return "%d %s" % (num, name)

    def address(self, street, city, reg, zipc, sep=", "):
        cc = self.cc
        out = [(street, "STREET"), sep, (city, "CITY")]
        if cc in ("UK",):
            if self.rng.random() < 0.3:
                out += [sep, self.region(reg)]
            out += [" ", (zipc, "ZIP")]
        elif cc == "IE":
            out += [sep, self.region(reg), sep, (zipc, "ZIP")]
        elif cc == "NZ":
            if self.rng.random() < 0.35:
                out += [sep, self.region(reg)]
            out += [" ", (zipc, "ZIP")]
        elif cc == "AU":
            out = [(street, "STREET"), sep, (city, "CITY"), " ", self.region(reg, False), " ", (zipc, "ZIP")]
        else:
            out += [sep, self.region(reg), " ", (zipc, "ZIP")]
        return out

    def place(self):
        city, reg, key = self.rng.choice(PP.CITIES[self.cc])
        return city, reg, ids.postcode(self.rng, self.cc, key)

    def inst(self, suffixes):
        return "%s %s" % (self.rng.choice(PP.INST_STEMS), self.rng.choice(suffixes))

    def the(self, name, typ):
        """Names like 'the Clocktower': the article stays outside the span."""
        if name.startswith("the "):
            return ["the ", (name[4:], typ)]
        return [(name, typ)]

    def country_of(self, name):
        if name.startswith("the "):
            return ["the ", (name[4:], "COUNTRY")]
        return [(name, "COUNTRY")]

    # -- build ----------------------------------------------------------
    def build(self):
        rng, cc, d = self.rng, self.cc, self.d
        self.dstyle = rng.choice(STYLES[cc])
        self.us = cc in ("US",)
        # patient
        age = rng.randint(18, 91)
        if rng.random() < 0.35:
            age = rng.randint(45, 80)
        sex = rng.choice("MF")
        pt = people.Person(rng, cc, sex, "PATIENT")
        self.pt, self.age = pt, age
        self.pr = clinical.make_profile(rng, cc, age)
        # dates
        adm = dt.date(2019, 1, 7) + dt.timedelta(days=rng.randint(0, 2350))
        gap = rng.randint(7, 60) if self.pr["kind"] != "tbi" else rng.randint(14, 120)
        inj = adm - dt.timedelta(days=gap)
        note = adm + dt.timedelta(days=rng.randint(2, 55))
        dc = note + dt.timedelta(days=rng.randint(7, 42))
        fu = dc + dt.timedelta(days=rng.randint(28, 90))
        bm, bd = rng.randint(1, 12), rng.randint(1, 28)
        by = note.year - age - (1 if (bm, bd) > (note.month, note.day) else 0)
        dob = dt.date(by, bm, bd)
        self.dates = {"inj": inj, "adm": adm, "note": note, "dc": dc, "fu": fu, "dob": dob}
        for k in sorted(self.dates):
            d["d_" + k] = self.D(self.dates[k])
        d["dob"] = d["d_dob"]
        # pronouns
        m = sex == "M"
        d.update({"he": "he" if m else "she", "He": "He" if m else "She", "his": "his" if m else "her",
                  "His": "His" if m else "Her", "him": "him" if m else "her",
                  "himself": "himself" if m else "herself", "sex": "M" if m else "F",
                  "sexw": "male" if m else "female", "man": "man" if m else "woman",
                  "gent": "gentleman" if m else "lady"})
        # patient forms
        d.update({"pt_full": pt.full, "pt_rev": pt.rev, "pt_up": pt.upper, "pt_title": pt.titled,
                  "pt_first": pt.called, "pt_given": pt.given, "pt_ini": pt.ini, "pt_ini_dots": pt.ini_dots,
                  "pt_fullmid": pt.full_mid, "pt_revp": pt.rev_plain})
        d["pt"] = self.pt_mention
        d["age"] = (str(age), "AGE")
        d["age_yo"] = [(str(age), "AGE"), "-year-old"]
        d["age_any"] = self.age_any
        d["nick_line"] = ((["Known as: ", (pt.nick, "PATIENT")]) if pt.nick else "")
        # places
        city, reg, zipc = self.place()
        self.home = (self.street(), city, reg, zipc)
        d["street"] = (self.home[0], "STREET")
        d["city"] = (city, "CITY")
        d["region"] = self.region(reg, False)
        d["zip"] = (zipc, "ZIP")
        d["addr"] = self.address(*self.home)
        hcity, hreg, hzip = self.place()
        hstreet = self.street().replace("Flat ", "Unit ").split(", Apt")[0]
        self.hosp_place = (hstreet, hcity, hreg, hzip)
        d["hosp_addr"] = self.address(*self.hosp_place)
        d["hosp_city"] = (hcity, "CITY")
        hs = PP.REHAB_SUFFIX_US if cc == "US" else PP.REHAB_SUFFIX
        self.hosp = self.inst(hs)
        self.acute = self.inst(PP.ACUTE_SUFFIX)
        while self.acute.split()[0] == self.hosp.split()[0]:
            self.acute = self.inst(PP.ACUTE_SUFFIX)
        if cc != "US":
            self.acute = self.acute.replace("Medical Center", "Medical Centre")
        elif self.acute.endswith("Infirmary") or self.acute.endswith("Base Hospital"):
            self.acute = self.acute.replace("Infirmary", "Medical Center").replace("Base Hospital", "Memorial Hospital")
        d["hosp"] = (self.hosp, "HOSPITAL")
        d["hosp_up"] = (self.hosp.upper(), "HOSPITAL")
        d["acute"] = (self.acute, "HOSPITAL")
        self.ward = "%s %s" % (rng.choice(PP.WARD_STEMS), rng.choice(PP.WARD_SUFFIX))
        d["ward"] = (self.ward, "HOSPITAL")
        d["bed"] = (str(rng.randint(1, 28)), "LOCATION_OTHER")
        d["room"] = (rng.choice(["%d", "%dA", "%dB", "G.%02d", "1.%02d"]) % rng.randint(1, 30), "LOCATION_OTHER")
        d["bay"] = (str(rng.randint(1, 6)), "LOCATION_OTHER")
        d["mtg_room"] = (str(rng.randint(1, 5)), "LOCATION_OTHER")
        d["building"] = (rng.choice(PP.BUILDINGS), "LOCATION_OTHER")
        d["gp_prac"] = (self.inst(PP.PRACTICE_SUFFIX[cc]), "HOSPITAL")
        d["comm"] = ("%s %s" % (rng.choice(PP.INST_STEMS), rng.choice(PP.COMMUNITY_SUFFIX)), "HOSPITAL")
        d["agency"] = (rng.choice(PP.CARE_AGENCIES), "ORGANIZATION")
        d["carehome"] = (rng.choice(PP.CARE_HOMES), "HOSPITAL")
        d["landmark"] = self.the(rng.choice(PP.LANDMARKS), "LOCATION_OTHER")
        d["unit_phone"] = (ids.phone(rng, cc), "PHONE")
        d["unit_phone2"] = (ids.phone(rng, cc), "PHONE")
        d["unit_fax"] = (ids.phone(rng, cc), "FAX")
        slug = self.ward.split()[0].lower()
        self.dom = rng.choice(["example.org", "example.net", "example.com"])
        d["unit_email"] = ("%s.%s@%s" % (slug, rng.choice(["neurorehab", "rehab", "ward", "admin"]), self.dom), "EMAIL")
        d["hosp_url"] = ("%swww.%s/%s" % (rng.choice(["", "https://"]), self.dom,
                                         rng.choice(["neurorehab", "rehab/families", "patients/brain-injury",
                                                     "stroke-rehab/visiting"])), "URL")
        # ids
        d["mrn"] = (ids.mrn(rng, cc), "MRN")
        if cc == "UK":
            d["natid_label"], d["natid"] = "NHS No", (ids.nhs_number(rng), "MRN")
        elif cc == "NZ":
            d["natid_label"], d["natid"] = "NHI", (ids.mrn(rng, "NZ"), "MRN")
        elif cc == "AU":
            d["natid_label"], d["natid"] = "Medicare No", (ids.healthplan(rng, cc), "HEALTHPLAN")
        elif cc == "CA":
            d["natid_label"], d["natid"] = "Health Card No", (ids.healthplan(rng, cc), "HEALTHPLAN")
        elif cc == "IE":
            d["natid_label"], d["natid"] = "Medical Card No", (ids.healthplan(rng, cc), "HEALTHPLAN")
        else:
            d["natid_label"], d["natid"] = rng.choice(["Member ID", "Medicare ID", "Policy #"]), \
                (ids.healthplan(rng, cc), "HEALTHPLAN")
        s = ids.ssn(rng, cc)
        d["ssn_label"] = {"US": "SSN", "CA": "SIN", "IE": "PPSN"}.get(cc, "")
        d["ssn"] = (s, "SSN") if s else None
        d["plan"] = (ids.healthplan(rng, "US" if cc in ("UK", "US") else cc), "HEALTHPLAN")
        d["acct"] = (ids.account(rng, cc), "ACCOUNT")
        d["idnum"] = lambda: (ids.idnum(self.rng), "IDNUM")
        d["ip"] = lambda: (ids.private_ip(self.rng), "IPADDR")
        d["serial"] = lambda: (ids.device_serial(self.rng), "DEVICE")
        d["bioid"] = (ids.bioid(rng), "BIOID")
        d["plate"] = (ids.plate(rng, cc), "VEHICLE")
        d["pt_phone"] = (ids.phone(rng, cc, "mobile"), "PHONE")
        d["pt_home"] = (ids.phone(rng, cc), "PHONE")
        d["pt_email"] = (people.email(rng, pt, rng.choice(["example.com", "example.net"])), "EMAIL")
        # work and origins
        self.job = rng.choice(PP.OCCUPATIONS)
        d["job"] = (self.job, "PROFESSION")
        d["emp"] = (rng.choice(PP.EMPLOYERS), "ORGANIZATION")
        d["school"] = (rng.choice(PP.SCHOOLS), "ORGANIZATION")
        d["club"] = (rng.choice(PP.CHURCHES_CLUBS), "ORGANIZATION")
        born = rng.choice(PP.COUNTRIES_ABROAD)
        self.born = born
        d["born"] = self.country_of(born)
        self.lang = PP.LANG_OF.get(born)
        # family
        self.fam = people.make_family(rng, cc, pt, age)
        for i, key in enumerate(["nok", "rel2", "rel3", "rel4"]):
            f = self.fam[i] if i < len(self.fam) else self.fam[-1]
            self.family_keys(key, f)
        # staff
        self.staff = {}
        for key in sorted(people.STAFF_ROLES):
            p = people.make_staff(rng, cc, key, self.dom)
            self.staff[key] = p
            self.staff_keys(key, p)
        self.extra_staff("ref", "cons", rng.choice(["Consultant Stroke Physician", "Consultant Neurosurgeon",
                                                      "Consultant Neurologist", "Intensivist", "Neurosurgeon"]))
        self.extra_staff("nurse2", "nurse", rng.choice(["Staff Nurse", "Registered Nurse", "Enrolled Nurse"]))
        self.extra_staff("physio2", "physio", "Physiotherapist")
        self.extra_staff("ot2", "ot", "Occupational Therapist")

    def extra_staff(self, key, base, role):
        p = people.make_staff(self.rng, self.cc, base, self.dom)
        p.role = role
        self.staff[key] = p
        self.staff_keys(key, p)

    def after(self, base, days):
        return self.dates[base] + dt.timedelta(days=days)

    def family_keys(self, key, f):
        d = self.d
        rel = f.rel
        if self.cc == "US":
            rel = rel.replace("neighbour", "neighbor")
        d[key + "_rel"] = rel
        d[key + "_full"] = f.full
        d[key + "_first"] = f.given
        d[key + "_titled"] = f.titled
        d[key + "_phone"] = (f.phone, "PHONE")
        d[key + "_email"] = (f.email, "EMAIL")
        d[key + "_age"] = (str(f.age), "AGE") if f.age else (str(self.rng.randint(30, 70)), "AGE")
        d[key + "_job"] = (f.job, "PROFESSION") if f.job else None
        d[key + "_name"] = lambda: (f.full() if self.rng.random() < 0.5 else f.given())
        d[key + "_obj"] = f

    def staff_keys(self, key, p):
        d = self.d
        dr = p.kind == "doctor" or key == "psych"
        d[key + "_full"] = p.full
        d[key + "_dr"] = p.doc if dr else p.full
        d[key + "_name"] = p.doc_full if dr else p.full
        d[key + "_first"] = p.given
        d[key + "_ini"] = p.ini
        d[key + "_role"] = p.role
        d[key + "_cred"] = p.cred
        d[key + "_lic"] = (p.lic, "LICENSE") if p.lic else None
        d[key + "_liclabel"] = p.lic_label
        d[key + "_email"] = (p.email, "EMAIL")
        d[key + "_user"] = (p.user, "USERNAME")
        d[key + "_ext"] = (p.ext, "PHONE")
        d[key + "_bleep"] = (p.bleep, "PHONE")
        d[key + "_obj"] = p

    def age_any(self):
        r = self.rng.random()
        a = str(self.age)
        if r < 0.6:
            return [(a, "AGE"), "-year-old"]
        if r < 0.75:
            return [(age_words(self.age), "AGE"), "-year-old"]
        if r < 0.88:
            return [(a, "AGE"), " yo"]
        return [(a, "AGE"), "yo"]

    def pt_mention(self):
        r = self.rng.random()
        if r < 0.55:
            return self.pt.titled()
        if r < 0.85:
            return self.pt.called()
        return self.pt.full()
