"""People and institutions for one note."""

import unicodedata
import datetime as dt
from render import P
import pools

BAD_INITIALS = set("""BD OD ON PO PR IV SC IM NG TDS QDS QID TID BID PRN MD RN PA DO ED GP OT PT HR BP
RR AM PM NA NB SL TD DD CT MR MS US XR UK AU CA IE NZ OH MA OR MN IL MI WI CO GA NC VA NY TX AZ WA
KY IA ME VT BC NS MB AB SK QC NL PE SA TAS ACT VIC QLD NSW AF AKI CVA DVT UTI CKD HB ID IP FP OK
NO SN DR GI EEG ECG EKG LP AE SW SLT PEG BM BO BNO NBM NIL DNR CPR ICU HDU CCU SOB NAD IO FB ABG
VBG CRP FBC CBC INR LFT MAP PEEP OG GCS TUG STS BMI TBC ADL CSF VS OBS MET RRT TPN PN MSU PIV SR
AR ABX RA LA BG BSL CBG WNL HS OP IC IS ACE AT AS IN OF TO BY BE HE WE IT GO SO UP AN EN ER EM EA
OM NM MM TT DS DC HD CD DT LL RL LR UL LE UE GU CV RS CNS NIV HFNC ETT NGT PICC CVC AL PH SP DP
FU IO RX HX DX TX SX PMH HPI ROS ASA SOS STAT NOK EDD LOS MDT SH FH NKDA NKA KG MG ML CM MM PPI
WC NWB FWB PWB SBA IDC SPC PEA VF VT SVT AV EF LV RV HD CRRT OR HO SHO FY RMO JMO VMO CMO""".split())


def fold(s):
    """ASCII-fold for e-mail addresses, user names and domains."""
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if not unicodedata.combining(ch)).replace("Ø", "O").replace("ø", "o")


class Person:
    def __init__(self, loc, typ, sex, first, last, middle=None, nick=None, role=None, cred=None):
        self.loc = loc
        self.typ = typ
        self.sex = sex
        self.first_s = first
        self.last_s = last
        self.middle_s = middle
        self.nick_s = nick
        self.role = role
        self.cred = cred
        self.ini_s = (first[0] + last[0]).upper()
        if last.startswith(("Mac ", "Ó ", "Te ")):
            self.ini_s = (first[0] + last.split()[1][0]).upper()

    def _p(self, s):
        return P(s, self.typ)

    # --- single spans
    @property
    def full(self):
        return self._p("%s %s" % (self.first_s, self.last_s))

    @property
    def fml(self):
        if self.middle_s:
            return self._p("%s %s. %s" % (self.first_s, self.middle_s, self.last_s))
        return self.full

    @property
    def first(self):
        return self._p(self.first_s)

    @property
    def last(self):
        return self._p(self.last_s)

    @property
    def nick(self):
        return self._p(self.nick_s or self.first_s)

    @property
    def LF(self):
        s = "%s, %s" % (self.last_s.upper(), self.first_s.upper())
        if self.middle_s:
            s += " " + self.middle_s
        return self._p(s)

    @property
    def Lf(self):
        return self._p("%s, %s" % (self.last_s.upper(), self.first_s))

    @property
    def lf(self):
        return self._p("%s, %s" % (self.last_s, self.first_s))

    @property
    def fL(self):
        return self._p("%s %s" % (self.first_s, self.last_s.upper()))

    @property
    def ini(self):
        return self._p(self.ini_s)

    @property
    def inid(self):
        return self._p(".".join(self.ini_s) + ".")

    @property
    def lini(self):
        return self._p(self.ini_s.lower())

    @property
    def lo_last(self):
        return self._p(self.last_s.lower())

    @property
    def lo_first(self):
        return self._p(self.first_s.lower())

    @property
    def fil(self):
        return self._p("%s. %s" % (self.first_s[0], self.last_s))

    @property
    def first_li(self):
        return self._p("%s %s." % (self.first_s, self.last_s[0]))

    # --- composites (titles/credentials outside the span)
    @property
    def title(self):
        v = self.loc.v
        if self.typ == "DOCTOR" and self.role in ("doctor", "gp"):
            return v["dr"]
        if self.sex == "M":
            return v["mr"]
        return v["mrs"] if self.married else v["ms"]

    married = False

    @property
    def mr(self):
        return [self.title + " ", self.last]

    @property
    def mrf(self):
        return [self.title + " ", self.full]

    @property
    def dr(self):
        return [self.loc.v["dr"] + " ", self.last]

    @property
    def drf(self):
        return [self.loc.v["dr"] + " ", self.full]

    @property
    def fc(self):
        """Full name, credentials."""
        return [self.full, ", " + self.cred] if self.cred else [self.full]

    @property
    def fcs(self):
        """Full name credentials (no comma)."""
        return [self.full, " " + self.cred] if self.cred else [self.full]


class Cast:
    def __init__(self, loc, rng):
        self.loc = loc
        self.rng = rng
        self.used_last = []
        self.used_first = []
        self.used_ini = []

    def _name(self, sex, last=None):
        r = self.rng
        pool = pools.GIVEN_F if sex == "F" else pools.GIVEN_M
        while True:
            f = r.choice(pool)
            if f not in self.used_first:
                break
        self.used_first.append(f)
        if last is None:
            while True:
                last = r.choice(pools.SURNAMES)
                if last not in self.used_last:
                    break
            self.used_last.append(last)
        return f, last

    def person(self, typ, sex=None, last=None, role=None, cred=None, middle_p=0.3, unique_ini=False):
        r = self.rng
        if sex is None:
            sex = r.choice("FM")
        for _ in range(200):
            f, l = self._name(sex, last)
            p = Person(self.loc, typ, sex, f, l, role=role, cred=cred)
            if not unique_ini:
                break
            if p.ini_s not in BAD_INITIALS and p.ini_s not in self.used_ini:
                break
            self.used_first.remove(f)
            if last is None:
                self.used_last.remove(l)
        self.used_ini.append(p.ini_s)
        if r.random() < middle_p:
            p.middle_s = r.choice("ABCDEFGHJKLMNPRSTVW")
        if f in pools.NICK and r.random() < 0.5:
            p.nick_s = pools.NICK[f]
        return p

    # staff with locale credentials
    CREDS = {
        "US": dict(doctor=["MD", "MD", "DO", "MD, FACP"], nurse=["RN", "RN, BSN", "LPN", "RN"],
                   pharmacist=["PharmD", "RPh", "PharmD, BCPS"], physio=["PT, DPT", "PT"],
                   ot=["OTR/L", "OT"], slt=["CCC-SLP", "MS, CCC-SLP"], sw=["LCSW", "MSW"],
                   dietitian=["RD", "RDN"], gp=["MD", "DO"]),
        "CA": dict(doctor=["MD, FRCPC", "MD", "MD, CCFP"], nurse=["RN", "RPN", "RN, BScN"],
                   pharmacist=["RPh", "BScPhm, RPh", "PharmD"], physio=["PT", "MScPT"],
                   ot=["OT Reg. (Ont.)", "OT"], slt=["S-LP(C)", "SLP"], sw=["MSW, RSW", "RSW"],
                   dietitian=["RD"], gp=["MD, CCFP", "MD"]),
        "UK": dict(doctor=["MRCP", "FRCP", "MBChB", "MBBS, MRCP"], nurse=["RGN", "RN", "Staff Nurse"],
                   pharmacist=["MPharm", "MRPharmS"], physio=["MCSP", "Physiotherapist"],
                   ot=["Occupational Therapist", "BSc OT"], slt=["Speech and Language Therapist", "MRCSLT"],
                   sw=["Social Worker"], dietitian=["RD"], gp=["MRCGP", "MBChB, MRCGP"]),
        "IE": dict(doctor=["MRCPI", "FRCPI", "MB BCh BAO"], nurse=["RGN", "CNM2", "RANP"],
                   pharmacist=["MPharm", "MPSI"], physio=["MISCP", "Senior Physiotherapist"],
                   ot=["Senior OT"], slt=["Senior SLT"], sw=["MSW"], dietitian=["RD"],
                   gp=["MICGP", "MB MICGP"]),
        "AU": dict(doctor=["FRACP", "MBBS, FRACP", "MBBS"], nurse=["RN", "CNS", "EN"],
                   pharmacist=["BPharm", "Senior Pharmacist"], physio=["Physiotherapist", "B.Physio"],
                   ot=["Occupational Therapist"], slt=["Speech Pathologist"], sw=["Social Worker"],
                   dietitian=["APD"], gp=["FRACGP", "MBBS FRACGP"]),
        "NZ": dict(doctor=["FRACP", "MBChB, FRACP", "MBChB"], nurse=["RN", "CNS", "EN"],
                   pharmacist=["BPharm", "Clinical Pharmacist"], physio=["Physiotherapist"],
                   ot=["Occupational Therapist"], slt=["Speech-Language Therapist"],
                   sw=["Social Worker"], dietitian=["NZRD"], gp=["FRNZCGP", "MBChB FRNZCGP"]),
    }

    JUNIOR = {"US": ["MD", "DO"], "CA": ["MD"], "UK": ["MBChB", "MBBS", "MRCP"], "IE": ["MB BCh BAO", "MRCPI"],
              "AU": ["MBBS", "MD"], "NZ": ["MBChB"]}

    def staff(self, kind, unique_ini=True, **kw):
        c = self.loc.code
        if kind == "junior":
            return self.person("DOCTOR", role="doctor", cred=self.rng.choice(self.JUNIOR[c]), unique_ini=unique_ini, **kw)
        role = {"doctor": "doctor", "gp": "gp", "nurse": "nurse", "pharmacist": "pharmacist"}.get(kind, "therapist")
        cred = self.rng.choice(self.CREDS[c][kind])
        return self.person("DOCTOR", role=role, cred=cred, unique_ini=unique_ini, **kw)

    # ---------------------------------------------------------- institutions
    def hospital_name(self, town=None):
        r, c = self.rng, self.loc.code
        town = town or self.loc.town()
        k = r.random()
        if k < 0.6:
            return "%s %s" % (town, r.choice(pools.HOSP_SFX[c]))
        if k < 0.85:
            saint = r.choice(pools.SAINTS)
            if c in ("UK", "IE", "AU", "NZ"):
                saint = saint.replace("St. ", "St ")
            return "%s %s" % (saint, r.choice(["Hospital", "Hospital", "Medical Center" if c == "US" else "University Hospital", "Infirmary" if c == "UK" else "Hospital"]))
        return "%s %s" % (r.choice(pools.ORG_PARTS_A), r.choice(pools.HOSP_SFX[c]))

    def practice_name(self):
        r, c = self.rng, self.loc.code
        base = r.choice([self.loc.town(), r.choice(pools.STREET_NAMES) + (" Road" if c != "US" else " Street"),
                         r.choice(pools.STREET_NAMES)])
        return "%s %s" % (base, r.choice(pools.PRACTICE_SFX[c]))

    def pharmacy_name(self):
        r, c = self.rng, self.loc.code
        base = r.choice([self.loc.town(), r.choice(pools.SURNAMES), r.choice(pools.STREET_NAMES)])
        if base in pools.SURNAMES and base not in self.used_last:
            self.used_last.append(base)
        return "%s %s" % (base, r.choice(pools.PHARM_SFX[c]))

    def care_home_name(self):
        r, c = self.rng, self.loc.code
        return "%s %s" % (r.choice(pools.CARE_HOME), r.choice(pools.CARE_HOME_SFX[c]))

    def ward_base(self):
        return self.rng.choice(pools.WARDS_COMMON + pools.WARDS_LOCAL[self.loc.code] * 2)

    def ward_name(self):
        r, c = self.rng, self.loc.code
        return "%s %s" % (self.ward_base(), r.choice(pools.WARD_SFX[c]))

    def church(self):
        r = self.rng
        if r.random() < 0.3:
            return "%s Parish" % r.choice(pools.SAINTS).replace("St. ", "St ")
        return "%s %s" % (self.loc.town(), r.choice(pools.CHURCH_KIND))

    def employer(self):
        r = self.rng
        return "%s %s" % (r.choice(pools.ORG_PARTS_A), r.choice(pools.ORG_PARTS_B))

    def school(self):
        r = self.rng
        return "%s %s" % (r.choice([self.loc.town(), r.choice(pools.SAINTS).replace("St. ", "St ")]),
                          r.choice(pools.SCHOOLS[self.loc.code]))

    def slug(self, name):
        name = fold(name)
        s = "".join(ch.lower() for ch in name if ch.isalnum() and ch.isascii())
        words = ["".join(ch for ch in w if ch.isalnum()) for w in name.replace("'", "").replace(".", "").split()]
        words = [w for w in words if w]
        if len(s) > 18:
            s = "".join(w[0].lower() for w in words[1:]) if len(words) > 2 else s[:14]
            s = "".join(ch.lower() for ch in words[0] if ch.isalnum()) + s
        return s

    def tld(self):
        return {"US": ".org", "CA": ".ca", "UK": ".org.uk", "IE": ".ie", "AU": ".org.au", "NZ": ".org.nz"}[self.loc.code]

    def staff_email(self, person, inst):
        r = self.rng
        dom = self.slug(inst) + self.tld()
        fs, ls = fold(person.first_s), fold(person.last_s)
        lp = r.choice(["%s.%s" % (fs, ls), "%s%s" % (fs[0], ls), "%s.%s" % (fs[0], ls)])
        lp = "".join(ch for ch in lp.lower() if (ch.isalnum() and ch.isascii()) or ch == ".")
        return P("%s@%s" % (lp, dom), "EMAIL")

    def dept_email(self, dept, inst):
        dom = self.slug(inst) + self.tld()
        return P("%s@%s" % (dept, dom), "EMAIL")

    def personal_email(self, person):
        r = self.rng
        fs, ls = fold(person.first_s), fold(person.last_s)
        lp = r.choice(["%s.%s" % (fs, ls), "%s%s%d" % (fs, ls[0], r.randint(1, 99)),
                       "%s_%s" % (fs[0], ls), "%s%d" % (ls, r.randint(40, 99))])
        lp = "".join(ch for ch in lp.lower() if (ch.isalnum() and ch.isascii()) or ch in "._")
        dom = r.choice(["example.com", "example.net", "example.org", "mail.example.com", "inbox.example.net"])
        return P("%s@%s" % (lp, dom), "EMAIL")

    def url(self, inst, path=None):
        r = self.rng
        dom = self.slug(inst) + self.tld()
        path = path if path is not None else r.choice(["", "/portal", "/patients", "/myhealth", "/falls",
                                                        "/memory-service", "/stroke", "/pharmacy", "/visiting"])
        pre = r.choice(["www.", "https://www.", "https://", "http://www.", "portal."])
        return P(pre + dom + path, "URL")

    def username(self, person):
        r = self.rng
        fs, ls = fold(person.first_s), fold(person.last_s)
        s = r.choice(["%s%s" % (fs[0], ls), "%s.%s" % (fs, ls), "%s%s%d" % (fs[0], ls, r.randint(1, 9)),
                      "%s%s" % (ls[:6], fs[0])])
        s = "".join(ch for ch in s.lower() if (ch.isalnum() and ch.isascii()) or ch == ".")
        return P(s, "USERNAME")
