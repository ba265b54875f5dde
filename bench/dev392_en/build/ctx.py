"""Per-note context: the people, places, identifiers of one note (dev392_en)."""
import datetime
import unicodedata

import country as C
import pools_names as PN
import pools_places as PP
from note import P, Person, pick, chance


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ch.isascii() and (ch.isalnum())).lower()


def weighted(rng, pairs):
    keys = [k for k, _ in pairs]
    ws = [w for _, w in pairs]
    return rng.choices(keys, weights=ws)[0]


def make_person(rng, cc, typ, sex=None, origin=None, last=None):
    if origin is None:
        origin = weighted(rng, PN.COUNTRY_ORIGINS[cc])
    males, females, surnames = PN.ORIGINS[origin]
    if sex is None:
        sex = pick(rng, ["M", "F"])
    pool = males if sex == "M" else females if sex == "F" else pick(rng, [males, females])
    first = pick(rng, pool)
    if last is None:
        last = pick(rng, surnames)
        if chance(rng, 0.05):
            last = last + "-" + pick(rng, PN.ORIGINS["anglo"][2])
    middle = ""
    if chance(rng, 0.3):
        middle = pick(rng, PN.MIDDLES_M if sex == "M" else PN.MIDDLES_F)
    p = Person(first, last, sex, typ, middle=middle, nick=PN.NICKNAMES.get(first, ""), origin=origin)
    p.title_dot = cc in ("US", "CA") and chance(rng, 0.7)
    return p


def acronym(name):
    words = [w for w in name.replace("-", " ").split() if w[:1].isupper() and w not in ("St", "St.")]
    return "".join(w[0] for w in words) if len(words) >= 2 else ""


TRAINEE = {"GB": ["CT2", "CT3", "ST4", "ST5", "ST6", "FY2", "CT1"], "IE": ["SHO", "Registrar", "SpR", "BST2"],
           "US": ["PGY-2", "PGY-3", "PGY-4", "PGY-2"], "CA": ["PGY-3", "PGY-4", "PGY-2", "R3"],
           "AU": ["Registrar", "Advanced Trainee", "RMO", "Basic Trainee"],
           "NZ": ["Registrar", "RMO", "House Officer"]}
LNURSE = {"GB": ["Liaison Mental Health Practitioner", "Liaison CNS", "RMN, Liaison Team", "Band 6 RMN"],
          "IE": ["CNS Liaison Psychiatry", "CMHN Liaison", "Liaison ANP"],
          "US": ["Psychiatric NP", "PMHNP", "RN, C-L Service", "LCSW"],
          "CA": ["Psychiatric Nurse", "RN, Psychiatric Emergency Service", "MSW"],
          "AU": ["CL Nurse", "Mental Health Clinician", "CNC Consultation-Liaison"],
          "NZ": ["CL Nurse", "Mental Health Nurse, CL Team", "Clinical Nurse Specialist"]}
CONSULTANT = {"GB": "Consultant Liaison Psychiatrist", "IE": "Consultant Liaison Psychiatrist",
              "US": "Attending Psychiatrist, C-L Service", "CA": "Staff Psychiatrist, C-L Service",
              "AU": "Consultant Psychiatrist, CL", "NZ": "Consultant Psychiatrist, CL Psychiatry"}


class Ctx:
    def __init__(self, rng, cc, genre, age_range=(18, 90)):
        r = self.rng = rng
        self.cc, self.genre = cc, genre
        self.svc = C.SVC[cc]
        self.today = C.rand_date(r, datetime.date(2022, 1, 3), datetime.date(2025, 6, 27))
        lo, hi = age_range
        self.age = r.randint(lo, hi)
        self.dob = self.today - datetime.timedelta(days=365 * self.age + r.randrange(1, 360) + self.age // 4)
        self.pt = make_person(r, cc, "PATIENT")
        # staff
        self.cons = self.doctor()
        self.trainee = self.doctor()
        self.trainee.grade = pick(r, TRAINEE[cc])
        self.lnurse = self.staff("nurse")
        self.lnurse.grade = pick(r, LNURSE[cc])
        self.meddr = self.doctor()
        self.wardnurse = self.staff("nurse")
        self.gp = self.doctor()
        self.sw = self.staff("sw")
        self.cons.grade = CONSULTANT[cc]
        # places
        self.hosp = self.hospital_name()
        self.hosp_abbr = acronym(self.hosp)
        self.ward = self.ward_name()
        self.addr = self.address()
        self.practice = self.practice_name()
        self.practice_addr = self.address(unit=False)
        self.mrn_label, self.mrn = C.mrn(r, cc)
        self.hp_label, self.hp = C.healthplan(r, cc, self.dob)
        self.acct_label, self.acct = C.account(r, cc)
        self.ssn = C.ssn(r, cc)
        self.profession = pick(r, PP.PROFESSIONS)
        self.employer = self.org("employer")
        self.pt_phone = C.phone(r, cc, "mob")
        self.used_dates = []

    # ----------------------------------------------------------- people
    def doctor(self):
        p = make_person(self.rng, self.cc, "DOCTOR")
        p.dr = True
        p.kind = "dr"
        return p

    def staff(self, kind):
        p = make_person(self.rng, self.cc, "DOCTOR")
        p.kind = kind
        return p

    def family(self, rel=None, same_surname=None):
        r = self.rng
        rels = ["wife", "husband", "partner", "mother", "father", "daughter", "son", "sister",
                "brother", "friend", "neighbour", "flatmate", "cousin", "aunt", "grandson",
                "granddaughter", "niece", "ex-partner", "girlfriend", "boyfriend", "stepfather"]
        if rel is None:
            if self.age >= 60:
                rels = [x for x in rels if x not in ("mother", "father", "stepfather", "aunt", "girlfriend", "boyfriend")]
            elif self.age < 35:
                rels = [x for x in rels if x not in ("grandson", "granddaughter", "niece")]
            rel = pick(r, rels)
        sex = {"wife": "F", "husband": "M", "mother": "F", "father": "M", "daughter": "F",
               "son": "M", "sister": "F", "brother": "M", "aunt": "F", "grandson": "M", "grandmother": "F",
               "granddaughter": "F", "niece": "F", "girlfriend": "F", "boyfriend": "M",
               "stepfather": "M"}.get(rel)
        kin = rel in ("mother", "father", "daughter", "son", "sister", "brother", "grandson",
                      "granddaughter", "wife", "husband")
        if same_surname is None:
            same_surname = kin and chance(r, 0.7)
        last = self.pt.last if same_surname else None
        origin = self.pt.origin if (kin or chance(r, 0.5)) else None
        p = make_person(r, self.cc, "FAMILY", sex=sex, origin=origin, last=last)
        for _ in range(5):
            if p.first != self.pt.first:
                break
            p = make_person(r, self.cc, "FAMILY", sex=sex, origin=origin, last=last)
        p.rel = rel
        if rel == "neighbour":
            p.rel = "neighbour" if self.cc in ("GB", "IE", "AU", "NZ") else "neighbor"
        return p

    def fam_age(self, rel):
        a = self.age
        if rel in ("daughter", "son", "niece", "grandson", "granddaughter"):
            return max(1, a - self.rng.randint(20, 35) if rel in ("daughter", "son") else self.rng.randint(3, 25))
        if rel in ("mother", "father", "aunt", "stepfather"):
            return min(104, a + self.rng.randint(20, 34))
        return max(18, a + self.rng.randint(-8, 8))

    # ----------------------------------------------------------- places
    def hospital_name(self):
        r = self.rng
        return pick(r, PP.HOSPITAL_FORMS[self.cc]).format(s=pick(r, PP.INST_STEMS[self.cc]), saint=pick(r, PP.SAINTS))

    def practice_name(self):
        r = self.rng
        return pick(r, PP.PRACTICE_FORMS[self.cc]).format(s=pick(r, PP.INST_STEMS[self.cc]), st=pick(r, PP.STREET_STEMS))

    def pharmacy_name(self):
        r = self.rng
        return pick(r, PP.PHARMACY_FORMS).format(s=pick(r, PP.INST_STEMS[self.cc]), st=pick(r, PP.STREET_STEMS))

    def ward_name(self):
        r = self.rng
        if chance(r, 0.55):
            return pick(r, PP.WARD_NAMES) + " Ward"
        return "Ward " + pick(r, PP.WARD_NUMS)

    def org(self, kind="employer"):
        r = self.rng
        s = pick(r, PP.ORG_STEMS)
        if kind == "school":
            return pick(r, PP.SCHOOL_FORMS).format(s=s)
        if kind == "church":
            return pick(r, PP.CHURCH_FORMS).format(s=s, saint=pick(r, PP.SAINTS))
        if kind == "club":
            return pick(r, PP.CLUB_FORMS).format(s=s)
        return s + " " + pick(r, PP.EMPLOYER_SUFFIX)

    def town(self):
        return pick(self.rng, PP.TOWNS[self.cc])

    def address(self, unit=None):
        r, cc = self.rng, self.cc
        num = r.randint(1, 240) if cc not in ("US", "CA") else r.randint(12, 9850)
        street = "%d %s %s" % (num, pick(r, PP.STREET_STEMS), pick(r, PP.STREET_SUFFIX[cc]))
        if unit is None:
            unit = chance(r, 0.25)
        if unit:
            u = pick(r, PP.UNIT_FORMS[cc]).format(n=r.randint(1, 24))
            if u.endswith("/"):
                street = u + street
            elif cc in ("US", "CA"):
                street = street + ", " + u
            else:
                street = u + ", " + street
        a = {"street": street, "city": self.town(), "zip": C.postcode(r, cc), "region": None}
        if cc in PP.STATES:
            name, abbr = pick(r, PP.STATES[cc])
            a["region"] = abbr if (cc != "NZ" and chance(r, 0.85)) else name
        elif cc in PP.COUNTIES and chance(r, 0.6):
            a["region"] = pick(r, PP.COUNTIES[cc])
        return a

    def addr_pieces(self, a, sep=", ", lines=False):
        """Address split into its parts; lines=True puts each part on its own line."""
        cc = self.cc
        out = [P(a["street"], "STREET")]
        br = "\n" if lines else sep
        out += [br, P(a["city"], "CITY")]
        reg = a["region"]
        if cc in ("US", "CA", "AU"):
            if reg:
                out += [" " if cc == "AU" and not lines else ", ", P(reg, "STATE")]
            out += [" " if cc != "CA" else "  ", P(a["zip"], "ZIP")]
        elif cc == "NZ":
            if reg and chance(self.rng, 0.5):
                out += [br, P(reg, "STATE")]
            out += [" ", P(a["zip"], "ZIP")]
        elif cc == "IE":
            if reg:
                out += [br, "Co. ", P(reg, "CITY")]
            out += [br, P(a["zip"], "ZIP")]
        else:
            if reg:
                out += [br, P(reg, "CITY")]
            out += [br, P(a["zip"], "ZIP")]
        return out

    # ----------------------------------------------------------- values
    def D(self, d, kind="full"):
        return P(C.fmt_date(self.rng, d, self.cc, kind), "DATE")

    def days(self, n):
        return self.today + datetime.timedelta(days=n)

    def ph(self, kind="land"):
        if kind == "ext":
            return P(C.phone_ext(self.rng, self.cc), "PHONE")
        if kind == "fax":
            return P(C.phone(self.rng, self.cc, "land"), "FAX")
        return P(C.phone(self.rng, self.cc, kind), "PHONE")

    def domain(self, name=None):
        if name is None and getattr(self, "hosp_domain", None):
            return self.hosp_domain
        words = [w for w in (name or self.hosp).split() if w not in ("St", "St.", "Royal", "The", "Mercy", "University")]
        stem = ascii_slug(words[0] if chance(self.rng, 0.5) else "".join(words[:2]))[:18]
        d = stem + "." + pick(self.rng, ["example.org", "example.net", "example.com", "example.org"])
        if name is None:
            self.hosp_domain = d
        return d

    def email(self, person, inst=None):
        r = self.rng
        f, l = ascii_slug(person.first), ascii_slug(person.last)
        local = pick(r, ["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s%d" % (f, l, r.randint(1, 9)),
                         "%s_%s" % (l, f[0])])
        return P(local + "@" + self.domain(inst), "EMAIL")

    def pt_email(self):
        r = self.rng
        f, l = ascii_slug(self.pt.first), ascii_slug(self.pt.last)
        local = pick(r, ["%s%s%d" % (f, l[:3], self.dob.year % 100), "%s.%s" % (f, l),
                         "%s_%s%d" % (f[:4], l[:4], r.randint(10, 99)), "%s%d" % (l, r.randint(1, 999))])
        return P(local + "@" + pick(r, ["example.com", "mail.example.net", "example.org", "inbox.example.com"]), "EMAIL")

    def team_email(self, team):
        return P(team + "@" + self.domain(), "EMAIL")

    def url(self, path):
        r = self.rng
        host = pick(r, ["www.", "https://", "https://www.", ""]) + self.domain()
        return P(host + "/" + path, "URL")

    def username(self, person):
        r = self.rng
        f, l = ascii_slug(person.first), ascii_slug(person.last)
        u = pick(r, ["%s%s" % (f[0], l), "%s%s%d" % (l[:6], f[0], r.randint(1, 9)),
                     "%s.%s" % (f, l), ("%s%s01" % (f[0], l[:7])).upper(), "%s%s" % (l, f[:2])])
        return P(u, "USERNAME")

    def ip(self):
        r = self.rng
        k = r.randrange(3)
        if k == 0:
            v = "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
        elif k == 1:
            v = "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
        else:
            v = "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))
        return P(v, "IPADDR")

    def bed(self, new=False):
        r = self.rng
        if new or not getattr(self, "bed_no", None):
            b = pick(r, [str(r.randint(1, 32)), str(r.randint(1, 28)) + pick(r, ["A", "B", "C"]),
                         "%d" % r.randint(1, 6)])
            if new:
                return P(b, "LOCATION_OTHER")
            self.bed_no = b
        return P(self.bed_no, "LOCATION_OTHER")

    def birth_country(self):
        return P(pick(self.rng, PP.ORIGIN_COUNTRIES.get(self.pt.origin, PP.COUNTRIES_ORIGIN)), "COUNTRY")

    def language(self):
        """Interpreter language plausible for the patient's background, or None."""
        langs = {"polish_eastern": ["Polish", "Romanian", "Lithuanian", "Ukrainian"],
                 "south_asian": ["Punjabi", "Urdu", "Bengali", "Gujarati", "Tamil"],
                 "east_asian": ["Cantonese", "Mandarin", "Vietnamese", "Korean"],
                 "arabic": ["Arabic"], "east_african": ["Somali", "Tigrinya", "Amharic"],
                 "hispanic": ["Spanish"], "filipino": ["Tagalog"], "maori_pacific": ["Samoan", "Tongan"],
                 "southern_european": ["Portuguese", "Greek", "Italian"], "french": ["French"]}
        o = self.pt.origin
        if o in langs and chance(self.rng, 0.6):
            return pick(self.rng, langs[o])
        return None

    def ref_grade(self):
        return pick(self.rng, {"GB": ["registrar", "consultant", "SHO", "CT1", "FY2", "ACP"],
                               "IE": ["registrar", "SHO", "consultant", "NCHD"],
                               "US": ["attending", "resident", "PA-C", "PGY-2"],
                               "CA": ["staff physician", "resident", "PGY-3"],
                               "AU": ["registrar", "consultant", "RMO", "CMO"],
                               "NZ": ["registrar", "SMO", "house officer"]}[self.cc])

    def age_p(self, a=None):
        return P(str(self.age if a is None else a), "AGE")

    def sex_letter(self):
        return {"M": "M", "F": "F"}.get(self.pt.sex, "X")
