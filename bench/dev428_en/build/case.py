"""A case: one patient with family, team, places and identifiers, consistent within a note."""
import dt
import geo
import ids
import names
import orgs
import clin
from nb import P

ROLES = {
    # role: (licence kind or None, UK text, US text, UK credential, US credential)
    "surgeon": ("doctor", "Consultant Cleft and Plastic Surgeon", "Pediatric Plastic Surgeon",
                "FRCS (Plast)", "MD, FACS"),
    "registrar": ("doctor", "Cleft Fellow", "Craniofacial Fellow", "MRCS", "MD"),
    "anaes": ("doctor", "Consultant Paediatric Anaesthetist", "Pediatric Anesthesiologist",
              "FRCA", "MD"),
    "cns": ("nurse", "Cleft Clinical Nurse Specialist", "Cleft Nurse Coordinator", "RN (Child)",
            "RN, BSN"),
    "slt": ("slt", "Specialist Speech and Language Therapist", "Speech-Language Pathologist",
            "MRCSLT", "MS, CCC-SLP"),
    "ortho": ("dental", "Consultant Orthodontist", "Orthodontist", "BDS MOrth FDS(Orth)",
              "DDS, MS"),
    "audio": ("audio", "Clinical Scientist (Audiology)", "Pediatric Audiologist", "MSc", "AuD, CCC-A"),
    "psych": ("psych", "Clinical Psychologist", "Pediatric Psychologist", "DClinPsy", "PhD"),
    "paed": ("doctor", "Consultant Paediatrician", "Pediatrician", "MRCPCH", "MD"),
    "ent": ("doctor", "Consultant ENT Surgeon", "Pediatric Otolaryngologist", "FRCS (ORL-HNS)", "MD"),
    "genetics": ("doctor", "Consultant Clinical Geneticist", "Medical Geneticist", "MRCP", "MD"),
    "fetal": ("doctor", "Consultant in Fetal Medicine", "Maternal-Fetal Medicine Specialist",
              "MRCOG", "MD"),
    "sono": (None, "Sonographer", "Sonographer", "", "RDMS"),
    "midwife": ("nurse", "Community Midwife", "Certified Nurse-Midwife", "RM", "CNM"),
    "hv": ("nurse", "Health Visitor", "Home Visiting Nurse", "RN SCPHN", "RN"),
    "gp": ("doctor", "General Practitioner", "Primary Care Pediatrician", "MRCGP", "MD"),
    "dentist": ("dental", "Specialist in Paediatric Dentistry", "Pediatric Dentist", "BDS", "DMD"),
    "scrub": ("nurse", "Scrub Practitioner", "Scrub Nurse", "", "RN"),
    "typist": (None, "Medical Secretary", "Medical Transcriptionist", "", ""),
    "clerk": (None, "Patient Services Clerk", "Patient Access Representative", "", ""),
    "sw": (None, "Paediatric Social Worker", "Medical Social Worker", "", "LCSW"),
    "pharm": (None, "Ward Pharmacist", "Clinical Pharmacist", "MPharm", "PharmD"),
    "ward_nurse": ("nurse", "Staff Nurse", "Registered Nurse", "RN", "RN"),
    "coord": (None, "Cleft Team Coordinator", "Team Coordinator", "", ""),
    "interp": (None, "Interpreter", "Interpreter", "", ""),
    "dietitian": (None, "Paediatric Dietitian", "Pediatric Dietitian", "RD", "RD, LDN"),
}
LANGS = ["Urdu", "Punjabi", "Bengali", "Polish", "Romanian", "Arabic", "Somali", "Tigrinya",
         "Portuguese", "Spanish", "Mandarin", "Cantonese", "Vietnamese", "Kurdish Sorani",
         "Lithuanian", "Tagalog", "Samoan", "Tongan", "Yoruba", "Twi", "Turkish", "Ukrainian"]
ORIGIN_COUNTRY = {
    "south_asian": ["Pakistan", "India", "Bangladesh", "Sri Lanka", "Nepal"],
    "east_asian": ["China", "Vietnam", "Hong Kong", "South Korea", "Japan", "Malaysia"],
    "west_african": ["Nigeria", "Ghana", "Sierra Leone", "Cameroon"],
    "east_african": ["Somalia", "Eritrea", "Ethiopia", "Kenya", "Sudan"],
    "arabic_turkish_kurdish": ["Syria", "Iraq", "Turkey", "Lebanon", "Egypt", "Jordan"],
    "east_european": ["Poland", "Romania", "Lithuania", "Ukraine", "Slovakia", "Latvia"],
    "southern_european_latino": ["Portugal", "Spain", "Italy", "Brazil", "Mexico", "Guatemala", "Greece"],
    "pacific_maori": ["Samoa", "Tonga", "Fiji", "Cook Islands"],
    "filipino": ["Philippines"],
    "jewish_european": ["Israel", "Netherlands", "Germany", "Denmark", "Sweden"],
    "french_canadian": ["France", "Belgium", "Haiti"],
    "afro_caribbean_us": ["Jamaica", "Trinidad and Tobago", "Barbados"],
    "english": ["South Africa", "Zimbabwe", "Australia", "New Zealand", "Canada"],
    "celtic": ["Scotland", "Wales", "Ireland"],
}


class Staff(names.Person):
    pass


class Case:
    def __init__(self, rng, country, min_days=0, max_days=365 * 3, antenatal=False, palate=0.0):
        self.rng = rng
        self.country = country
        orgs.set_country(country)
        self.us = country == "US"
        self.na = country in ("US", "CA")
        self.enc = dt.workday(dt.rand_date(rng, 2019, 2025))
        self.dstyle = rng.choice(dt.STYLES[country])
        self.home = geo.make_place(rng, country)
        self.nation = self.home.nation
        fam_origin = names.pick_origin(rng, country)
        self.origin = fam_origin
        age_days = rng.randint(min_days, max_days)
        self.dob = dt.add(self.enc, -age_days)
        self.mum = names.make_person(rng, country, "F", fam_origin, middle_p=0.1)
        share = rng.random() < 0.7
        self.dad = names.make_person(rng, country, "M", fam_origin,
                                     last=self.mum.last if share else None, middle_p=0.1)
        last = self.mum.last if rng.random() < 0.5 else self.dad.last
        self.pt = names.make_person(rng, country, None, fam_origin, last=last, middle_p=0.35)
        self.sib = names.make_person(rng, country, None, fam_origin, last=last, middle_p=0)
        self.gran = names.make_person(rng, country, "F", fam_origin, middle_p=0)
        used = {self.mum.first, self.dad.first}
        for who in ("pt", "sib", "gran"):
            p = getattr(self, who)
            for _ in range(8):
                if p.first not in used:
                    break
                p.first = names.make_person(rng, country, p.sex, fam_origin, middle_p=0).first
            used.add(p.first)
        self.mum_age = rng.randint(17, 43)
        self.dad_age = self.mum_age + rng.randint(-3, 9)
        self.mum_job = self._job()
        self.dad_job = self._job()
        self.antenatal = antenatal
        # sites
        self.hosp = orgs.hospital(rng, country)
        self.mat_hosp = orgs.hospital(rng, country, maternity=True)
        self.centre = orgs.cleft_unit(rng, country)
        self.centre_place = geo.make_place(rng, country)
        for _ in range(30):
            if country != "UK" or self.centre_place.nation == self.home.nation:
                break
            self.centre_place = geo.make_place(rng, country)
        self.local_hosp = orgs.hospital(rng, country)
        self.ward = orgs.ward(rng)
        self.practice = orgs.practice(rng, country)
        self.practice_place = geo.place_near(rng, self.home)
        for pl in (self.centre_place, self.practice_place):
            pl.street = self._inst_street()
        self.community = orgs.community(rng, country)
        self.school = orgs.school(rng, country, age_days // 365)
        if rng.random() < palate:
            self.dx = rng.choice([x for x in clin.CLEFTS if x[3]])
        else:
            self.dx = rng.choice(clin.CLEFTS)
        self.syndrome = rng.choice(clin.SYNDROMES)
        if self.dx[4] and self.syndrome not in (None, "Van der Woude syndrome"):
            self.syndrome = "Van der Woude syndrome" if rng.random() < 0.2 else None
        self.side = "left" if "left" in self.dx[0] else ("right" if "right" in self.dx[0] else "bilateral")
        self._staff = {}
        self._ids = {}
        self.lang = rng.choice(LANGS) if fam_origin not in ("english", "celtic", "afro_caribbean_us") and rng.random() < 0.4 else None
        self.origin_country = rng.choice(ORIGIN_COUNTRY.get(fam_origin, ["Poland"]))

    # --- helpers ---------------------------------------------------------
    def _inst_street(self):
        rng = self.rng
        suf = {"US": ["Avenue", "Blvd", "Street", "Drive", "Parkway"], "CA": ["Avenue", "Street", "Road", "Boulevard"],
               "AU": ["Road", "Street", "Parade", "Highway"], "NZ": ["Road", "Street", "Drive"],
               "IE": ["Road", "Street", "Avenue"], "UK": ["Road", "Street", "Lane", "Way", "Avenue"]}[self.country]
        n = rng.randint(1, 4999) if self.na else rng.randint(1, 320)
        return "%d %s %s" % (n, rng.choice(geo.STREET_WORDS), rng.choice(suf))

    def _job(self):
        rng = self.rng
        pool = orgs.PROFESSIONS + (orgs.PROFESSIONS_US if self.us else [])
        return rng.choice(pool)

    def sp(self, uk, us):
        return us if self.us else uk

    def st(self, role):
        if role not in self._staff:
            rng = self.rng
            kind, uk, us, cuk, cus = ROLES[role]
            p = names.make_person(rng, self.country, None, None, middle_p=0.15)
            s = Staff(p.first, p.last, p.sex, p.middle)
            s.role = us if self.na else uk
            s.cred = cus if self.na else cuk
            if kind == "doctor":
                if self.country in ("UK", "IE") and role in ("surgeon", "ent"):
                    s.title = "Mr" if s.sex == "M" else rng.choice(["Ms", "Miss"])
                else:
                    s.title = "Dr"
            elif kind in ("psych", "dental", "audio") and rng.random() < 0.6:
                s.title = "Dr"
            else:
                s.title = rng.choice(["Ms", "Mrs", "Miss"]) if s.sex == "F" else "Mr"
            if self.na:
                s.title = "Ms." if s.title == "Miss" else s.title + "."
            s.lic = ids.licence(rng, kind, self.country) if kind else None
            s.user = names.username(rng, s)
            s.email = ids.email_for(rng, s)
            s.kind = kind
            self._staff[role] = s
        return self._staff[role]

    def id(self, kind):
        if kind not in self._ids:
            rng = self.rng
            if kind == "mrn":
                v = ids.mrn(rng, self.country)
            elif kind == "hno":
                v = ids.health_no(rng, self.country, self.nation, self.dob)
            elif kind == "ssn":
                v = ids.ssn(rng, self.country)
            elif kind == "acct":
                v = ids.account(rng)
            elif kind == "group":
                v = ids.group_no(rng)
            elif kind == "palm":
                v = ids.bioid(rng, "palm")
            elif kind == "3d":
                v = ids.bioid(rng, "3d")
            else:
                v = ids.idnum(rng, kind)
            self._ids[kind] = v
        return self._ids[kind]

    def hlabel(self):
        return ids.health_label(self.country, self.nation)

    def mrn_label(self):
        return self.rng.choice({"UK": ["Hosp No", "Hospital No.", "Unit No", "K No", "RXH No"],
                                "IE": ["MRN", "Hospital No.", "Chart No"],
                                "US": ["MRN", "MR#", "Med Rec No"],
                                "CA": ["MRN", "Chart #", "Hospital #"],
                                "AU": ["UR", "URN", "MRN"],
                                "NZ": ["Hospital No", "MRN", "Patient ID"]}[self.country])

    # --- PHI pieces --------------------------------------------------------
    def d(self, date, style=None):
        return P(dt.fmt(date, style or self.dstyle), "DATE")

    def dw(self, date):
        return P(dt.with_weekday(dt.workday(date), self.country, self.rng), "DATE")

    def holiday(self):
        o = self.origin
        pool = ["Christmas", "Easter", "New Year"]
        if o in ("south_asian", "arabic_turkish_kurdish", "east_african", "west_african"):
            pool += ["Eid", "Eid", "Ramadan"]
        if o == "south_asian":
            pool += ["Diwali", "Vaisakhi"]
        if o == "east_asian":
            pool += ["Chinese New Year", "Lunar New Year", "Tet"]
        if o == "jewish_european":
            pool += ["Passover", "Hanukkah"]
        if self.na:
            pool += ["Thanksgiving"]
        if self.nation == "S":
            pool += ["Hogmanay"]
        return P(self.rng.choice(pool), "DATE")

    def dob_p(self):
        return self.d(self.dob)

    def pt_name(self, form="full"):
        p = self.pt
        if form == "full":
            return P(p.full(), "PATIENT")
        if form == "mid":
            return P(p.full_mid(), "PATIENT")
        if form == "lf":
            return P(p.last_first(), "PATIENT")
        if form == "lf_lower":
            return P(p.last_first(False), "PATIENT")
        if form == "first":
            return P(p.first, "PATIENT")
        if form == "last":
            return P(p.last, "PATIENT")
        if form == "init":
            return P(p.initials(True), "PATIENT")
        raise ValueError(form)

    def fam(self, who, form="first"):
        p = getattr(self, who)
        txt = {"first": p.first, "full": p.full(), "last": p.last}[form]
        return P(txt, "FAMILY")

    def staff_name(self, role, form="full"):
        s = self.st(role)
        txt = {"full": s.full(), "mid": s.full_mid(), "last": s.last, "init": s.initials(),
               "il": s.init_last(), "first": s.first, "lf": s.last_first(False)}[form]
        return P(txt, "DOCTOR")

    def titled(self, role, form="last"):
        s = self.st(role)
        return [s.title + " ", self.staff_name(role, form)]

    def addr(self, place, sep=", ", with_country=False):
        """Address split into STREET / CITY / STATE / ZIP spans."""
        out = [P(place.street, "STREET"), sep]
        c = place.country
        if place.suburb:
            out += [P(place.suburb, "CITY"), sep]
        if c == "UK":
            out.append(P(place.city, "CITY"))
            if place.region and self.rng.random() < 0.6:
                out += [sep, P(place.region, "CITY")]
            out += [sep, P(place.postcode, "ZIP")]
        elif c == "IE":
            out += [P(place.city, "CITY"), sep, P(place.region, "CITY"), sep, P(place.postcode, "ZIP")]
        elif c in ("US", "CA"):
            out += [P(place.city, "CITY"), ", ", P(place.region, "STATE"), " " if c == "US" else "  ",
                    P(place.postcode, "ZIP")]
        elif c == "AU":
            out += [P(place.city, "CITY"), " ", P(place.region, "STATE"), " ", P(place.postcode, "ZIP")]
        else:
            out += [P(place.city, "CITY"), " ", P(place.postcode, "ZIP")]
        if with_country:
            out += [sep, P({"UK": "United Kingdom", "IE": "Ireland", "US": "USA", "CA": "Canada",
                            "AU": "Australia", "NZ": "New Zealand"}[c], "COUNTRY")]
        return out

    def phone(self, kind="land", place=None):
        place = place or self.centre_place
        return P(geo.phone(self.rng, self.country, kind, place.code), "PHONE")

    def mob(self, who="mum"):
        """A stable mobile number for a family member."""
        key = "mob_" + who
        if key not in self._ids:
            self._ids[key] = geo.phone(self.rng, self.country, "mobile")
        return P(self._ids[key], "PHONE")

    def mail(self, who="mum"):
        key = "mail_" + who
        if key not in self._ids:
            self._ids[key] = ids.email_for(self.rng, getattr(self, who))
        return P(self._ids[key], "EMAIL")

    def phone_ext(self, place=None):
        place = place or self.centre_place
        return P(geo.with_ext(self.rng, geo.phone(self.rng, self.country, "land", place.code)), "PHONE")

    def fax(self, place=None):
        place = place or self.centre_place
        return P(geo.phone(self.rng, self.country, "land", place.code), "FAX")

    def age_frag(self, on=None, style=None):
        """The patient's age at a date, in a style fitting the age."""
        on = on or self.enc
        y, m, days = dt.age_parts(self.dob, on)
        rng = self.rng
        if days < 0:
            days = 0
        if days == 1:
            return [P("1", "AGE"), rng.choice([" day old", "-day-old"])]
        if days < 28:
            if days < 7 and rng.random() < 0.25 and not self.na:
                return [P("%d/7" % days, "AGE"), " old"]
            return [P(str(days), "AGE"), rng.choice([" days old", " days", "-day-old"])]
        if y < 1:
            w = days // 7
            if days < 84 and rng.random() < 0.4:
                return [P(str(w), "AGE"), rng.choice([" weeks old", " weeks", "-week-old"])]
            mm = max(1, m)
            if rng.random() < 0.25 and not self.us:
                return [P("%d/12" % mm, "AGE"), " old"]
            if mm == 1:
                return [P("1", "AGE"), rng.choice([" month old", " month", "-month-old", " mo"])]
            return [P(str(mm), "AGE"), rng.choice([" months old", " months", "-month-old", " mo"])]
        if y < 2:
            mm = y * 12 + m
            return [P(str(mm), "AGE"), rng.choice([" months", " months old", "-month-old"])]
        r = rng.random()
        if r < 0.25 and y < 12:
            return [P(str(y), "AGE"), rng.choice([" years ", "y "]), P(str(m), "AGE"),
                    " months" if rng.random() < 0.5 else "m"]
        return [P(str(y), "AGE"), rng.choice([" years old", "-year-old", " yrs", " years", "yo", " y/o"])]

    def years(self, on=None):
        return dt.age_parts(self.dob, on or self.enc)[0]
