"""A note's cast: patient, relatives, staff, institutions, identifiers and dates."""
import datetime as dt
import unicodedata
from phi import S, words
import pools
from locale_fmt import Locale, add_days


_TRANS = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "ß": "ss", "æ": "ae", "đ": "d"})


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s.translate(_TRANS))
    s = "".join(ch for ch in s if ord(ch) < 128)
    return "".join(ch for ch in s if ch.isalnum()).lower()


class Person:
    def __init__(self, given, surname, sex, middle=None):
        self.given = given
        self.surname = surname
        self.sex = sex
        self.middle = middle

    @property
    def full(self):
        return "%s %s" % (self.given, self.surname)

    @property
    def initials(self):
        return self.given[0] + self.surname[0]


def title_for(sex, loc, rng, married_p=0.5):
    dot = "." if loc.code in ("US", "CA") else ""
    if sex == "M":
        return "Mr" + dot
    if sex == "X":
        return "Mx" + dot
    return rng.choice(["Mrs" + dot, "Ms" + dot, "Ms" + dot, "Miss" if loc.code != "US" else "Ms."])


class Patient(Person):
    def __init__(self, rng, loc, sex, age_range):
        if sex == "X":
            given = rng.choice(pools.FEMALE + pools.MALE)
        else:
            given = rng.choice(pools.FEMALE if sex == "F" else pools.MALE)
        surname = rng.choice(pools.SURNAMES)
        middle = None
        if rng.random() < 0.45:
            middle = rng.choice(pools.FEMALE if sex == "F" else pools.MALE)
            if middle == given:
                middle = None
        super().__init__(given, surname, sex, middle)
        self.title = title_for(sex, loc, rng)
        self.nick = pools.NICKNAMES.get(given) if rng.random() < 0.7 else None
        self.age_range = age_range

    def name(self, form):
        g, s = self.given, self.surname
        if form == "full":
            return S("PATIENT", "%s %s" % (g, s))
        if form == "fullmid":
            if self.middle:
                return S("PATIENT", "%s %s. %s" % (g, self.middle[0], s))
            return S("PATIENT", "%s %s" % (g, s))
        if form == "fullmid_long":
            if self.middle:
                return S("PATIENT", "%s %s %s" % (g, self.middle, s))
            return S("PATIENT", "%s %s" % (g, s))
        if form == "upper":
            m = (" " + self.middle[0]) if self.middle else ""
            return S("PATIENT", "%s, %s%s" % (s.upper(), g.upper(), m.upper()))
        if form == "last_first":
            return S("PATIENT", "%s, %s" % (s, g))
        if form == "given":
            return S("PATIENT", g)
        if form == "surname":
            return S("PATIENT", s)
        if form == "title":
            return self.title + " " + S("PATIENT", s)
        if form == "title_full":
            return self.title + " " + S("PATIENT", "%s %s" % (g, s))
        if form == "initials":
            return S("PATIENT", "%s.%s." % (g[0], s[0]))
        if form == "initials_plain":
            return S("PATIENT", "%s%s" % (g[0], s[0]))
        if form == "g_initial":
            return S("PATIENT", "%s %s." % (g, s[0]))
        if form == "init_surname":
            return S("PATIENT", "%s. %s" % (g[0], s))
        if form == "nick":
            return S("PATIENT", self.nick or g)
        raise ValueError(form)

    @property
    def pronoun(self):
        return {"M": "he", "F": "she", "X": "they"}[self.sex]

    @property
    def Pronoun(self):
        return self.pronoun.capitalize()

    @property
    def poss(self):
        return {"M": "his", "F": "her", "X": "their"}[self.sex]

    @property
    def Poss(self):
        return self.poss.capitalize()

    @property
    def obj(self):
        return {"M": "him", "F": "her", "X": "them"}[self.sex]

    @property
    def is_(self):
        return "are" if self.sex == "X" else "is"

    @property
    def has(self):
        return "have" if self.sex == "X" else "has"

    @property
    def was(self):
        return "were" if self.sex == "X" else "was"

    def v(self, verb_s, verb_plain):
        return verb_plain if self.sex == "X" else verb_s

    @property
    def sexword(self):
        return {"M": "male", "F": "female", "X": "non-binary"}[self.sex]

    @property
    def manwoman(self):
        if getattr(self, "age", 30) < 16:
            return {"M": "boy", "F": "girl", "X": "child"}[self.sex]
        if getattr(self, "age", 30) < 18:
            return {"M": "young man", "F": "young woman", "X": "young person"}[self.sex]
        return {"M": "man", "F": "woman", "X": "person"}[self.sex]


YOUNG_REL = ["mother", "father", "sister", "brother", "partner", "girlfriend", "boyfriend", "friend",
             "flatmate", "cousin", "aunt", "uncle", "grandmother", "stepfather", "neighbour"]
MID_REL = ["wife", "husband", "partner", "sister", "brother", "mother", "father", "friend", "neighbour",
           "ex-partner", "cousin", "fiancée", "fiancé", "brother-in-law", "sister-in-law", "son", "daughter"]
OLD_REL = ["wife", "husband", "son", "daughter", "daughter", "son", "neighbour", "niece", "nephew", "friend",
           "carer", "sister", "brother", "daughter-in-law", "son-in-law", "grandson", "granddaughter"]


class Relative(Person):
    def __init__(self, rng, loc, patient, relation=None, pt_age=40):
        sex = rng.choice("MF")
        if relation is None:
            relation = rng.choice(YOUNG_REL if pt_age < 30 else MID_REL if pt_age < 62 else OLD_REL)
        rel = relation
        if rel in ("wife", "mother", "daughter", "sister", "aunt", "grandmother", "niece",
                   "fiancée", "girlfriend", "stepmother", "sister-in-law", "mother-in-law",
                   "daughter-in-law", "granddaughter"):
            sex = "F"
        elif rel in ("husband", "father", "son", "brother", "uncle", "grandfather", "nephew",
                     "fiancé", "boyfriend", "stepfather", "brother-in-law", "father-in-law",
                     "son-in-law", "grandson"):
            sex = "M"
        given = rng.choice(pools.FEMALE if sex == "F" else pools.MALE)
        same = rel in ("mother", "father", "son", "daughter", "sister", "brother", "wife", "husband",
                       "grandmother", "grandfather")
        surname = patient.surname if (same and rng.random() < 0.7) else rng.choice(pools.SURNAMES)
        super().__init__(given, surname, sex)
        self.relation = rel
        self.title = title_for(sex, loc, rng)
        self.profession = rng.choice(pools.PROFESSIONS) if rng.random() < 0.5 else None
        if rel in ("son", "daughter") and pt_age < 40:
            self.profession = None
        if rel in ("grandson", "granddaughter") and pt_age < 75:
            self.profession = None
        if self.profession and self.profession.startswith("retired") and rel not in (
                "mother", "father", "grandmother", "grandfather", "wife", "husband", "neighbour",
                "aunt", "uncle", "friend", "sister", "brother"):
            self.profession = self.profession[8:]
        if self.profession and self.profession.startswith("retired") and pt_age < 30 and rel in ("sister", "brother", "friend"):
            self.profession = self.profession[8:]
        self.phone = loc.phone(rng, rng.choice(["mobile", "land", "mobile"]))

    def name(self, form="full"):
        if form == "full":
            return S("FAMILY", self.full)
        if form == "given":
            return S("FAMILY", self.given)
        if form == "title":
            return self.title + " " + S("FAMILY", self.surname)
        if form == "upper":
            return S("FAMILY", "%s, %s" % (self.surname.upper(), self.given))
        raise ValueError(form)


_G = {
    "psych": {"US": ["MD", "DO", "MD, PhD"], "CA": ["MD, FRCPC", "MDCM, FRCPC"],
              "UK": ["MBChB, MRCPsych", "MBBS MRCPsych", "FRCPsych"], "IE": ["MB BCh BAO, MRCPsych", "MRCPsych"],
              "AU": ["MBBS, FRANZCP"], "NZ": ["MBChB, FRANZCP", "FRANZCP"]},
    "addiction": {"US": ["MD, FASAM", "DO", "MD"], "CA": ["MD, CCFP(AM)", "MD, FRCPC"],
                  "UK": ["MRCPsych", "MBChB MRCPsych"], "IE": ["MRCPsych", "MICGP"],
                  "AU": ["FAChAM", "MBBS, FAChAM"], "NZ": ["FAChAM", "MBChB, FAChAM"]},
    "ophthalmology": {"US": ["MD"], "CA": ["MD, FRCSC"], "UK": ["FRCOphth", "MBChB, FRCOphth"],
                      "IE": ["FRCSI (Ophth)", "MRCOphth"], "AU": ["FRANZCO"], "NZ": ["FRANZCO", "MBChB FRANZCO"]},
    "ent_audiology": {"US": ["MD", "MD, FACS"], "CA": ["MD, FRCSC"], "UK": ["FRCS (ORL-HNS)"],
                      "IE": ["FRCSI (ORL-HNS)"], "AU": ["FRACS (OHNS)"], "NZ": ["FRACS (OHNS)"]},
    "dental_maxillofacial": {"US": ["DDS", "DMD", "DDS, MD"], "CA": ["DDS, FRCDC", "DMD"],
                             "UK": ["BDS, FDS RCS", "BDS MFDS", "BDS"], "IE": ["BDentSc, FFD RCSI", "BDS"],
                             "AU": ["BDSc, FRACDS (OMS)", "BDSc"], "NZ": ["BDS, FRACDS", "BDS"]},
    "orthopaedics_fracture": {"US": ["MD", "MD, FAAOS"], "CA": ["MD, FRCSC"], "UK": ["FRCS (Tr&Orth)"],
                              "IE": ["FRCSI (Tr&Orth)"], "AU": ["FRACS (Orth)", "FAOrthA"],
                              "NZ": ["FRACS (Orth)", "FNZOA"]},
    "dermatology": {"US": ["MD, FAAD", "MD"], "CA": ["MD, FRCPC"], "UK": ["MRCP (Derm)", "FRCP"],
                    "IE": ["MRCPI", "FRCPI"], "AU": ["FACD", "MBBS, FACD"], "NZ": ["FACD"]},
    "plastic_surgery": {"US": ["MD, FACS", "MD"], "CA": ["MD, FRCSC"], "UK": ["FRCS (Plast)"],
                        "IE": ["FRCSI (Plast)"], "AU": ["FRACS (Plast)"], "NZ": ["FRACS (Plast)"]},
}
GENRE_CREDS = dict(_G)
GENRE_CREDS["psychiatry_inpatient"] = _G["psych"]
GENRE_CREDS["psychiatry_liaison"] = _G["psych"]

ROLE_CREDS = {
    "consultant": {
        "US": ["MD", "DO", "MD, PhD", "MD, FACS", "MD, MPH"],
        "CA": ["MD, FRCPC", "MD FRCSC", "MD, FRCSC", "MDCM, FRCPC"],
        "UK": ["MBChB, MRCPsych", "FRCOphth", "FRCS (Tr&Orth)", "FRCS (ORL-HNS)", "FRCS (Plast)",
               "MBBS, FRCP", "BDS, FDS RCS", "MBChB, FRCS"],
        "IE": ["MB BCh BAO, MRCPsych", "FRCSI", "MB, FRCSI (Tr&Orth)", "FRCPI", "MB BCh BAO"],
        "AU": ["MBBS, FRANZCP", "MBBS FRANZCO", "FRACS", "MBBS, FACD", "MBBS FRACS (Orth)"],
        "NZ": ["MBChB, FRANZCP", "MBChB FRANZCO", "FRACS", "MBChB, FACD", "MBChB"],
    },
    "trainee": {
        "US": ["MD", "DO", "MD (PGY-2)", "MD, PGY-3", "MD (Fellow)"],
        "CA": ["MD (R2)", "MD, PGY-4", "MD", "MD (Fellow)"],
        "UK": ["MBChB", "MBBS", "ST4", "CT2", "FY2", "MRCS", "MBBS MRCS"],
        "IE": ["MB BCh BAO", "SpR", "SHO", "MRCSI"],
        "AU": ["MBBS", "Registrar", "RMO", "PGY3"],
        "NZ": ["MBChB", "Registrar", "House Officer"],
    },
}

CONSULTANT_TITLES = {
    "psychiatry_inpatient": "Consultant Psychiatrist", "psychiatry_liaison": "Consultant Liaison Psychiatrist",
    "addiction": "Consultant in Addiction Psychiatry", "ophthalmology": "Consultant Ophthalmologist",
    "ent_audiology": "Consultant ENT Surgeon", "dental_maxillofacial": "Consultant Oral & Maxillofacial Surgeon",
    "orthopaedics_fracture": "Consultant Orthopaedic Surgeon", "dermatology": "Consultant Dermatologist",
    "plastic_surgery": "Consultant Plastic Surgeon",
}
US_TITLES = {
    "psychiatry_inpatient": "Attending Psychiatrist", "psychiatry_liaison": "Attending, Consultation-Liaison Psychiatry",
    "addiction": "Addiction Medicine", "ophthalmology": "Ophthalmology", "ent_audiology": "Otolaryngology",
    "dental_maxillofacial": "Oral and Maxillofacial Surgery", "orthopaedics_fracture": "Orthopedic Surgery",
    "dermatology": "Dermatology", "plastic_surgery": "Plastic & Reconstructive Surgery",
}
SURGICAL = ("ophthalmology", "ent_audiology", "dental_maxillofacial", "orthopaedics_fracture",
            "plastic_surgery")


class Staff(Person):
    """Clinician or other staff member (annotated DOCTOR)."""

    def __init__(self, rng, loc, role, genre, domain, creds=None, title=None, position=None):
        sex = rng.choice("MF")
        given = rng.choice(pools.FEMALE if sex == "F" else pools.MALE)
        surname = rng.choice(pools.SURNAMES)
        super().__init__(given, surname, sex)
        self.role = role
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.3 else None
        if title is None:
            if role in ("consultant", "trainee"):
                title = loc.dr
                if (role == "consultant" and loc.code in ("UK", "IE") and genre in SURGICAL
                        and genre != "ophthalmology" and rng.random() < 0.75):
                    title = ("Mr" if sex == "M" else rng.choice(["Ms", "Miss", "Mrs"]))
                if genre == "dental_maxillofacial" and loc.code in ("UK", "IE") and rng.random() < 0.3:
                    title = "Mr" if sex == "M" else "Ms"
            else:
                title = ""
        self.title = title
        if creds is None:
            if role == "consultant":
                creds = rng.choice(GENRE_CREDS[genre][loc.code])
            else:
                creds = rng.choice(ROLE_CREDS[role][loc.code]) if role in ROLE_CREDS else ""
        self.creds = creds
        self.position = position or ""
        slug_g, slug_s = ascii_slug(given), ascii_slug(surname)
        self.username = rng.choice([
            slug_g[0] + slug_s[:7] + str(rng.randint(1, 9)), slug_s[:8] + slug_g[0],
            slug_g + "." + slug_s, slug_s[:6] + slug_g[:2] + str(rng.randint(10, 99)),
            (slug_g[0] + slug_s).upper()[:8]])
        self.email = rng.choice(["%s.%s@%s" % (slug_g, slug_s, domain), "%s%s@%s" % (slug_g[0], slug_s, domain),
                                 "%s.%s%d@%s" % (slug_g, slug_s, rng.randint(1, 9), domain)])
        lic_role = {"nurse": "nurse", "dentist": "dentist", "audiologist": "audiologist"}.get(role, "doctor")
        if genre == "dental_maxillofacial" and role == "consultant" and "MD" not in creds:
            lic_role = "dentist"
        if role == "allied":
            lic_role = "audiologist" if genre == "ent_audiology" else "allied"
        self.license = loc.clin_license(rng, lic_role)
        self.pager = loc.pager(rng)
        self.phone = loc.phone(rng, "land")

    def nm(self, form="full"):
        g, s = self.given, self.surname
        if form == "full":
            return S("DOCTOR", "%s %s" % (g, s))
        if form == "fullmid":
            if self.mid:
                return S("DOCTOR", "%s %s. %s" % (g, self.mid, s))
            return S("DOCTOR", "%s %s" % (g, s))
        if form == "surname":
            return S("DOCTOR", s)
        if form == "given":
            return S("DOCTOR", g)
        if form == "init_surname":
            return S("DOCTOR", "%s. %s" % (g[0], s))
        if form == "initials":
            return S("DOCTOR", "%s%s" % (g[0], s[0]))
        if form == "initials_lower":
            return S("DOCTOR", "%s%s" % (g[0].lower(), s[0].lower()))
        if form == "upper":
            return S("DOCTOR", "%s, %s" % (s.upper(), g.upper()))
        if form == "last_first":
            return S("DOCTOR", "%s, %s" % (s, g))
        raise ValueError(form)

    def t(self, form="surname"):
        """Name with title, e.g. 'Dr <Okafor>'."""
        if self.title:
            return self.title + " " + self.nm(form)
        return self.nm("full" if form == "surname" else form)

    def sig(self, form="full"):
        """Name with credentials after it."""
        out = self.nm(form)
        if self.creds:
            out += ", " + self.creds
        return out

    def lic(self):
        return "%s %s" % (self.license[0], S("LICENSE", self.license[1]))


class Institution:
    def __init__(self, rng, loc, kind, name=None, near=None):
        self.kind = kind
        self.name = name or institution_name(rng, loc, kind)
        self.addr = loc.address(rng, unit_p=0.0)
        if near is not None and rng.random() < 0.9:
            self.addr.update(loc.near(near, rng))
        self.addr["street"] = self.addr["street"].split(", ")[-1]
        self.phone = loc.phone(rng, "land")
        self.fax = loc.phone(rng, "land")
        stem = ascii_slug([w for w in self.name.split()
                           if w not in ("St", "St.", "University", "The", "Royal", "Hospital")][0])
        tld = {"US": "example.org", "CA": "example.ca", "UK": "example.nhs.uk", "IE": "example.ie",
               "AU": "example.org.au", "NZ": "example.co.nz"}[loc.code]
        self.domain = stem + rng.choice(["health", "hospital", "", "-clinic", "care"]) + "." + tld
        self.url = rng.choice(["www.%s" % self.domain, "https://www.%s" % self.domain,
                               "www.%s/patients" % self.domain, "https://portal.%s/login" % self.domain,
                               "%s/referrals" % self.domain])
        self.email = rng.choice(["referrals", "admin", "appointments", "reception", "enquiries",
                                 "secretaries"]) + "@" + self.domain

    def n(self):
        return S("HOSPITAL", self.name)


def institution_name(rng, loc, kind):
    c = loc.code
    P = rng.choice(pools.STEMS)
    saint = rng.choice(pools.SAINTS)
    sur = rng.choice(pools.SURNAMES)
    us = c in ("US", "CA")
    opts = {
        "hospital": {
            "US": ["%s Memorial Hospital" % P, "%s Regional Medical Center" % P,
                   "St. %s Medical Center" % saint, "%s General Hospital" % P, "%s University Hospital" % P],
            "CA": ["%s General Hospital" % P, "%s Health Sciences Centre" % P, "St. %s's Hospital" % saint,
                   "%s Regional Health Centre" % P],
            "UK": ["%s General Hospital" % P, "%s Royal Infirmary" % P, "St %s's Hospital" % saint,
                   "%s District General Hospital" % P, "Royal %s Hospital" % P],
            "IE": ["University Hospital %s" % P, "%s General Hospital" % P, "St %s's Hospital" % saint,
                   "%s Regional Hospital" % P],
            "AU": ["%s Base Hospital" % P, "%s Hospital" % P, "%s Health" % P, "St %s's Hospital" % saint],
            "NZ": ["%s Hospital" % P, "%s Base Hospital" % P, "%s Regional Hospital" % P],
        },
        "eye": ["%s Eye Hospital" % P, "%s Eye Centre" % P if not us else "%s Eye Institute" % P,
                "%s Vision Clinic" % P, "%s Eye Unit" % P],
        "dental": ["%s Dental Hospital" % P, "%s Dental Practice" % P if not us else "%s Dental Group" % P,
                   "%s Family Dentistry" % P if us else "%s Dental Surgery" % P, "%s Smile Studio" % P],
        "mh": ["%s House" % P, "%s Mental Health Unit" % P, "%s Behavioral Health Center" % P if us
               else "%s Centre for Mental Health" % P, "%s Psychiatric Unit" % P],
        "addiction": ["%s Recovery Center" % P if us else "%s Recovery Centre" % P,
                      "%s Community Drug and Alcohol Service" % P, "%s Addiction Service" % P,
                      "%s Opioid Treatment Program" % P if us else "%s Drug Treatment Clinic" % P],
        "practice": {
            "US": ["%s Family Medicine" % P, "%s Primary Care" % P, "%s Internal Medicine Associates" % P],
            "CA": ["%s Family Health Team" % P, "%s Medical Clinic" % P, "%s Community Health Centre" % P],
            "UK": ["%s Medical Practice" % P, "%s Surgery" % rng.choice(pools.STREET_STEMS),
                   "%s Health Centre" % P, "The %s Practice" % P],
            "IE": ["%s Medical Centre" % P, "%s Primary Care Centre" % P, "%s Family Practice" % P],
            "AU": ["%s Medical Centre" % P, "%s Family Practice" % P, "%s Medical Clinic" % P],
            "NZ": ["%s Medical Centre" % P, "%s Health Centre" % P, "%s Family Doctors" % P],
        },
        "pharmacy": ["%s Pharmacy" % P, "%s Chemist" % P if c in ("AU", "NZ", "UK") else "%s Drug" % sur,
                     "%s's Pharmacy" % sur, "%s Community Pharmacy" % P],
        "ent": ["%s ENT Associates" % P if us else "%s ENT Clinic" % P, "%s Hearing Centre" % P if not us
                else "%s Hearing Center" % P, "%s Audiology" % P],
        "ortho": ["%s Orthopedic & Sports Medicine" % P if us else "%s Orthopaedic Centre" % P,
                  "%s Fracture Clinic" % P, "%s Bone and Joint Institute" % P],
        "derm": ["%s Dermatology Associates" % P if us else "%s Skin Clinic" % P, "%s Skin Cancer Clinic" % P,
                 "%s Dermatology" % P],
        "plastics": ["%s Plastic Surgery Center" % P if us else "%s Plastic Surgery Unit" % P,
                     "%s Hand Centre" % P if not us else "%s Hand Center" % P, "%s Burns Unit" % P],
        "ward": ["%s Ward" % rng.choice(pools.TREES), "%s Unit" % rng.choice(pools.TREES),
                 "%s Ward" % rng.choice(pools.TREES)],
    }[kind]
    if isinstance(opts, dict):
        opts = opts[c]
    return rng.choice(opts)


def org_name(rng, loc, kind="employer"):
    P = rng.choice(pools.STEMS)
    B = rng.choice(pools.BRAND_STEMS)
    sur = rng.choice(pools.SURNAMES)
    saint = rng.choice(pools.SAINTS)
    if kind == "employer":
        return rng.choice(["%s %s" % (B, rng.choice(pools.ORG_SUFFIX)), "%s %s" % (P, rng.choice(pools.ORG_SUFFIX)),
                           "%s & Sons" % sur, "%s %s" % (sur, rng.choice(["Construction", "Motors", "Builders", "Haulage"])),
                           "%s %s" % (P, rng.choice(["Council", "City Council", "Borough Council"]) if loc.code in ("UK", "IE")
                                      else rng.choice(["Council", "School District", "Shire Council" if loc.code == "AU" else "Township"]))])
    if kind == "school":
        return rng.choice(["%s High School" % P, "%s Primary School" % P if loc.code != "US" else "%s Elementary School" % P,
                           "St %s's College" % saint, "%s Community College" % P, "%s Grammar School" % P,
                           "University of %s" % P, "%s Institute of Technology" % P])
    if kind == "secondary":
        return rng.choice(["%s High School" % P, "%s Secondary School" % P if loc.code != "US" else "%s High" % P,
                           "St %s's College" % saint, "%s Grammar School" % P, "%s Academy" % P,
                           "%s Community School" % P])
    if kind == "club":
        return rng.choice(["%s Rugby Club" % P, "%s GAA Club" % P if loc.code == "IE" else "%s Football Club" % P,
                           "%s Cricket Club" % P, "%s Boxing Gym" % P, "%s Netball Club" % P,
                           "%s Hockey Club" % P])
    if kind == "church":
        return rng.choice(["%s Baptist Church" % P, "St %s's Parish" % saint, "%s Mosque" % P,
                           "%s Gurdwara" % P, "%s Community Church" % P, "%s Pentecostal Assembly" % P])
    if kind == "insurer":
        return {"US": ["%s Health Plan" % B, "%s Mutual" % B, "%s Care Alliance" % B, "%s Health" % B],
                "CA": ["%s Life" % B, "%s Benefits" % B], "UK": ["%s Healthcare" % B, "%s Medical Insurance" % B],
                "IE": ["%s Health Insurance" % B, "%s Health" % B], "AU": ["%s Health Fund" % B, "%s Health" % B],
                "NZ": ["%s Health Insurance" % B, "%s Medical" % B]}[loc.code][rng.randint(0, 1)]
    if kind == "charity":
        return rng.choice(["%s Housing Association" % P, "%s Recovery Trust" % P, "%s Community Housing" % P,
                           "%s Foodbank" % P, "%s Women's Refuge" % P, "%s Men's Shed" % P,
                           "%s Night Shelter" % P])
    if kind == "legal":
        return rng.choice(["%s Magistrates' Court" % P if loc.code in ("UK", "IE", "AU", "NZ") else "%s County Court" % P,
                           "%s & %s Solicitors" % (sur, rng.choice(pools.SURNAMES)) if loc.code != "US" else "%s Law Group" % sur,
                           "%s District Court" % P])
    raise ValueError(kind)


GENRE_AGES = {
    "psychiatry_inpatient": (18, 82), "psychiatry_liaison": (17, 94), "addiction": (19, 68),
    "ophthalmology": (4, 97), "ent_audiology": (1, 93), "dental_maxillofacial": (7, 88),
    "orthopaedics_fracture": (6, 98), "dermatology": (14, 96), "plastic_surgery": (2, 90),
}
GENRE_INST = {
    "psychiatry_inpatient": "mh", "psychiatry_liaison": "hospital", "addiction": "addiction",
    "ophthalmology": "eye", "ent_audiology": "ent", "dental_maxillofacial": "dental",
    "orthopaedics_fracture": "ortho", "dermatology": "derm", "plastic_surgery": "plastics",
}


class Case:
    def __init__(self, rng, loc_code, genre):
        self.rng = rng
        loc = self.loc = Locale(loc_code)
        self.genre = genre
        lo, hi = GENRE_AGES[genre]
        # skew age upward for eye/derm/ortho
        if genre in ("ophthalmology", "dermatology", "orthopaedics_fracture") and rng.random() < 0.6:
            lo = max(lo, 55)
        sex = rng.choice("MF") if rng.random() > 0.02 else "X"
        self.pt = Patient(rng, loc, sex, (lo, hi))
        self.visit = dt.date(2016, 1, 4) + dt.timedelta(days=rng.randint(0, 3950))
        if self.visit.weekday() >= 5 and not genre.startswith("psychiatry") and rng.random() < 0.85:
            self.visit += dt.timedelta(days=7 - self.visit.weekday())
        age = rng.randint(lo, hi)
        self.dob = dt.date(self.visit.year - age, rng.randint(1, 12), rng.randint(1, 28))
        self.age = self.visit.year - self.dob.year - (
            (self.visit.month, self.visit.day) < (self.dob.month, self.dob.day))
        self.child = self.age < 16
        self.pt.age = self.age
        self.addr = loc.address(rng)
        self.home_phone = loc.phone(rng, "land")
        self.mobile = loc.phone(rng, "mobile")
        slug_g, slug_s = ascii_slug(self.pt.given), ascii_slug(self.pt.surname)
        self.email = rng.choice(["%s.%s%d@example.com" % (slug_g, slug_s, rng.randint(1, 99)),
                                 "%s%s@mail.example.net" % (slug_g[0], slug_s),
                                 "%s_%s@example.org" % (slug_s, slug_g[:3]),
                                 "%s%d@inbox.example.com" % (slug_g, self.dob.year % 100)])
        self.username = rng.choice(["%s%s%d" % (slug_g[0], slug_s[:6], rng.randint(1, 99)),
                                    "%s.%s" % (slug_g, slug_s[:4]), "%s_%d" % (slug_g, self.dob.year)])
        self.mrn = loc.mrn(rng)
        self.nhs = loc.nhs(rng) if loc_code == "UK" else None
        self.nhi = self.mrn if loc_code == "NZ" else None
        self.hp = loc.healthplan(rng)
        self.ssn = loc.ssn(rng)
        self.acct = loc.account(rng)
        self.country_of_birth = rng.choice(pools.COUNTRIES_ABROAD) if rng.random() < 0.35 else None
        # occupation
        if self.child:
            self.profession = None
            self.school = org_name(rng, loc, "school")
        else:
            self.profession = rng.choice(pools.PROFESSIONS)
            if self.age >= 70 or (self.age >= 62 and rng.random() < 0.5):
                if not self.profession.startswith("retired"):
                    base = self.profession
                    if base in ("student", "PhD student", "apprentice electrician", "apprentice mechanic",
                                "stay-at-home parent", "homemaker", "fruit picker", "uber driver"):
                        base = rng.choice(["teacher", "nurse", "farmer", "postman", "engineer", "bookkeeper",
                                           "machinist", "shop manager", "carpenter", "midwife"])
                    self.profession = "retired " + base
            elif self.profession.startswith("retired") and self.age < 55:
                self.profession = self.profession[8:]
            self.school = org_name(rng, loc, "school") if self.age < 24 else None
        self.employer = org_name(rng, loc, "employer")
        # relatives
        self.rel = []
        if self.child:
            self.rel.append(Relative(rng, loc, self.pt, rng.choice(["mother", "father", "mother"]), self.age))
            self.rel.append(Relative(rng, loc, self.pt, rng.choice(["father", "grandmother", "stepfather", "aunt"]), self.age))
        for _ in range(rng.randint(1, 3)):
            self.rel.append(Relative(rng, loc, self.pt, None, self.age if not self.child else 10))
        # institutions
        self.inst_kind = GENRE_INST[genre]
        self.site = Institution(rng, loc, self.inst_kind, near=self.addr)
        self.hosp = Institution(rng, loc, "hospital", near=self.addr)
        self.gp_practice = Institution(rng, loc, "practice", near=self.addr)
        self.pharmacy = Institution(rng, loc, "pharmacy", near=self.addr)
        self.ward = Institution(rng, loc, "ward")
        dom = self.site.domain
        self.cons = Staff(rng, loc, "consultant", genre, dom)
        self.cons2 = Staff(rng, loc, "consultant", genre, self.hosp.domain, title=loc.dr)
        self.trainee = Staff(rng, loc, "trainee", genre, dom)
        self.trainee2 = Staff(rng, loc, "trainee", genre, dom)
        self.nurse = Staff(rng, loc, "nurse", genre, dom, creds=rng.choice(
            ["RN", "RGN", "RMN", "CNS", "RN, BSN", "EN"] if loc_code != "US" else ["RN", "RN, BSN", "LPN", "NP"]))
        self.nurse2 = Staff(rng, loc, "nurse", genre, dom, creds=rng.choice(["RN", "RMN", "HCA", "RN"]))
        self.gp = Staff(rng, loc, "consultant", genre, self.gp_practice.domain, title=loc.dr,
                        creds={"US": "MD", "CA": "MD, CCFP", "UK": "MRCGP", "IE": "MICGP",
                               "AU": "FRACGP", "NZ": "FRNZCGP"}[loc_code])
        self.allied = Staff(rng, loc, "allied", genre, dom, creds="")
        self.clerk = Staff(rng, loc, "clerk", genre, dom, creds="")
        self.typist = Staff(rng, loc, "clerk", genre, dom, creds="")
        self.pharmacist = Staff(rng, loc, "clerk", genre, self.pharmacy.domain, creds=rng.choice(
            {"US": ["PharmD", "RPh"], "CA": ["RPh", "PharmD"], "UK": ["MRPharmS", "MPharm"], "IE": ["MPSI"],
             "AU": ["BPharm", "MPS"], "NZ": ["BPharm", "RPh"]}[loc_code]))
        self.ampm = loc_code == "US" and rng.random() < 0.6
        # per-note date style
        self.ds = rng.choice(loc.date_styles)
        self.ds2 = rng.choice(loc.date_styles)

    # ------------------------------------------------------------ shorthand
    def d(self, date, style=None):
        return self.loc.date(date, style or self.ds)

    def dd(self, days, style=None):
        return self.d(add_days(self.visit, days), style)

    def ago(self, days):
        return add_days(self.visit, -days)

    def past(self, lo_days, hi_days, min_age=12):
        """A random past date between lo_days and hi_days ago, not before the patient was min_age."""
        lim = (self.visit - self.dob).days - int(min_age * 365.25)
        hi = max(1, min(hi_days, lim))
        lo = min(lo_days, hi)
        return add_days(self.visit, -self.rng.randint(lo, hi))

    def at_age(self, a):
        """A date when the patient was aged a."""
        return add_days(self.dob, int(a * 365.25) + self.rng.randint(10, 340))

    def v(self, style=None):
        return self.d(self.visit, style)

    def dob_s(self, style=None):
        return self.d(self.dob, style)

    def a_age(self, form=None):
        """Age phrase with its indefinite article: 'an <81>-year-old'."""
        form = form or self.rng.choice(["year-old", "yo", "y/o", "year-old"])
        a = self.age
        if form == "words":
            an = words(a)[0] in "aeiou"
        else:
            an = str(a).startswith("8") or a in (11, 18)
        return ("an " if an else "a ") + self.age_s(form)

    def age_s(self, form=None):
        a = self.age
        rng = self.rng
        form = form or rng.choice(["yo", "year-old", "y/o", "yrs", "aged"])
        if form == "yo":
            return S("AGE", a) + rng.choice([" yo", "yo", " y.o."])
        if form == "year-old":
            return S("AGE", a) + "-year-old"
        if form == "y/o":
            return S("AGE", a) + " y/o"
        if form == "yrs":
            return S("AGE", a) + rng.choice([" yrs", " years", "y"])
        if form == "aged":
            return "aged " + S("AGE", a)
        if form == "words":
            return S("AGE", words(a)) + "-year-old"
        if form == "sex":
            return S("AGE", a) + rng.choice(["", " "]) + self.pt.sex
        raise ValueError(form)

    def phone(self, p):
        return S("PHONE", p)

    def fax(self, p):
        return S("FAX", p)

    def addr_s(self, mode="line", country=False, a=None):
        return self.loc.fmt_address(a or self.addr, self.rng, mode, country)

    def inst_addr(self, inst, mode="line"):
        return self.loc.fmt_address(inst.addr, self.rng, mode, False)

    def hp_s(self):
        return "%s %s" % (self.hp[0], S("HEALTHPLAN", self.hp[1]))

    def natid_s(self):
        """Locale-specific national patient number line (label + value)."""
        if self.nhs:
            return "NHS No: " + S("MRN", self.nhs)
        if self.nhi:
            return "NHI: " + S("MRN", self.nhi)
        return "%s: %s" % (self.hp[0], S("HEALTHPLAN", self.hp[1]))
