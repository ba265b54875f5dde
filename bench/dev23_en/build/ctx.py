"""Per-note context: people, places, organisations, dates and identifiers."""
import datetime as dt
import re

import pools as PL
from core import P, Person, LOCALES, num_words

TLD = {"UK": "nhs.uk", "US": "org", "IE": "ie", "AU": "org.au", "NZ": "org.nz", "CA": "ca", "ZA": "co.za",
       "HK": "org.hk"}
GEN_TLD = {"UK": "co.uk", "US": "com", "IE": "ie", "AU": "com.au", "NZ": "co.nz", "CA": "ca", "ZA": "co.za",
           "HK": "com.hk"}
MAIL = ["outlook.example", "mailbox.example", "inbox.example", "webpost.example"]


def slug(s, n=18):
    s = s.lower().replace("saint", "st")
    words = re.findall(r"[a-z0-9]+", s)
    joined = "".join(words)
    if len(joined) <= n:
        return joined
    head = words[0]
    return (head + "".join(w[0] for w in words[1:]))[:n]


class Ctx:
    def __init__(self, r, code):
        self.r = r
        self.code = code
        self.loc = LOCALES[code](code, r)
        self.used = set()
        y = r.randint(2019, 2025)
        self.today = dt.date(y, 1, 1) + dt.timedelta(days=r.randint(0, 364))

    # ------------------------------------------------------------------ randomness
    def ch(self, xs):
        return self.r.choice(xs)

    def maybe(self, p=0.5):
        return self.r.random() < p

    def sample(self, xs, k):
        return self.r.sample(xs, k)

    def n(self, a, b):
        return self.r.randint(a, b)

    # ------------------------------------------------------------------ people
    def _origin(self):
        w = PL.LOCALE_ORIGINS[self.code]
        ks = list(w)
        return self.r.choices(ks, weights=[w[k] for k in ks])[0]

    def person(self, typ, sex=None, origin=None, surname=None, title=None):
        sex = sex or self.ch("MF")
        if surname is not None and origin is None:
            origin = next((k for k, v in PL.ORIGINS.items() if surname in v[2]), None)
        for _ in range(50):
            o = origin or self._origin()
            fem, mal, surs = PL.ORIGINS[o]
            go = o if self.r.random() < 0.8 else self._origin()
            if (go == "hk_chinese") != (o == "hk_chinese"):
                go = o
            given = self.ch(PL.ORIGINS[go][0] if sex == "F" else PL.ORIGINS[go][1])
            sur = surname or self.ch(surs)
            if (surname or sur not in self.used) and given not in self.used:
                break
        self.used.add(sur)
        self.used.add(given)
        middle = None
        sfirst = o == "hk_chinese" and "-" in given
        if not sfirst and self.r.random() < 0.33:
            pool = PL.ORIGINS[o][0] if sex == "F" else PL.ORIGINS[o][1]
            middle = self.ch(pool)
            if middle == given or middle in self.used:
                middle = None
        if title is None:
            title = "Mr" if sex == "M" else self.ch(["Mrs", "Ms", "Miss", "Mrs", "Ms"])
        return Person(typ, given, sur, sex, self.loc.dot(title), middle, sfirst)

    def patient(self, sex=None, age=None):
        p = self.person("PATIENT", sex)
        return p

    def family(self, sex=None, same_surname_as=None, origin=None):
        sur = same_surname_as.surname if same_surname_as is not None else None
        return self.person("FAMILY", sex, surname=sur, origin=origin)

    REL_SEX = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "grandmother": "F", "grandfather": "M",
               "uncle": "M", "aunt": "F", "niece": "F", "nephew": "M", "brother": "M", "sister": "F", "mother": "F",
               "father": "M", "granddaughter": "F", "grandson": "M"}

    def kin(self, rels, same_as=None, p_same=0.5):
        rel = self.ch(rels)
        sex = self.REL_SEX.get(rel) or self.ch("MF")
        return rel, self.family(sex, same_surname_as=same_as if (same_as is not None and self.maybe(p_same)) else None)

    CREDS = {"UK": ["MBBS FRCP", "MB ChB MRCP", "FRCS", "MRCPsych", "MRCGP", "FRCR", "BM BCh DPhil FRCP",
                    "MBBS MSc FFOM", "MB BS MRCS", "MBChB FRCPath", "BSc MBBS MRCP(UK)"],
             "US": ["MD", "DO", "MD, FACP", "MD, PhD", "MD, MPH", "DO, FACOEM", "MD, FACS"],
             "IE": ["MB BCh BAO MRCPI", "FRCPI", "MRCPsych", "MICGP", "FRCSI", "MB MRCPI"],
             "AU": ["MBBS FRACP", "MBBS FRACS", "FRANZCP", "FRACGP", "MBBS FAFOEM"],
             "NZ": ["MBChB FRACP", "FRANZCP", "FRNZCGP", "MBChB FRACS"],
             "CA": ["MD, FRCPC", "MD, CCFP", "MD, FRCSC", "MDCM, FRCPC"],
             "ZA": ["MBChB FCP(SA)", "MBChB FCS(SA)", "MBChB FCPsych(SA)", "MBChB MMed"],
             "HK": ["MBBS FHKAM", "MBChB FRCP FHKCP", "MBBS FHKCPsych", "MBBS FRCS FHKAM(Surgery)"]}

    def doctor(self, sex=None, title=None, surgeon=False):
        sex = sex or self.ch("MF")
        if title is None:
            k = self.r.random()
            if surgeon and self.code in ("UK", "IE") and k < 0.7:
                title = "Mr" if sex == "M" else "Ms"
            elif k < 0.08:
                title = self.ch(["Prof", "Professor"])
            else:
                title = "Dr"
        p = self.person("DOCTOR", sex, title=title)
        p.creds = self.ch(self.CREDS[self.code])
        return p

    def staff(self, sex=None, title=None):
        """Non-doctor staff (nurse, therapist, social worker...) -- also DOCTOR type."""
        sex = sex or self.ch("MF")
        if title is None:
            title = "Mr" if sex == "M" else self.ch(["Mrs", "Ms", "Miss"])
        return self.person("DOCTOR", sex, title=title)

    def other(self, sex=None, title=None):
        """Any other person (solicitor, police, teacher, manager) -- FAMILY type."""
        return self.person("FAMILY", sex, title=title)

    # ------------------------------------------------------------------ places
    def town(self):
        return self.ch(self.loc.towns)

    def address(self):
        return self.loc.address()

    def hospital(self, town=None):
        c, t, s = self.code, town or self.town(), self.ch(PL.SAINTS)
        opts = {
            "UK": [f"{t} General Hospital", f"{t} Royal Infirmary", f"St {s}'s Hospital", f"{t} Community Hospital",
                   f"The {t} Clinic", f"Queen Adelaide Hospital, {t}"],
            "US": [f"{t} Regional Medical Center", f"{t} Memorial Hospital", f"St. {s} Medical Center",
                   f"Mercy {s} Hospital", f"{t} Community Health Center"],
            "IE": [f"University Hospital {t}", f"St {s}'s Hospital", f"{t} General Hospital",
                   f"Our Lady of the Wells Hospital"],
            "AU": [f"{t} Base Hospital", f"{t} District Hospital", f"Royal {t} Hospital", f"St {s}'s Private Hospital"],
            "NZ": [f"{t} Hospital", f"{t} Base Hospital", f"St {s}'s Hospital"],
            "CA": [f"{t} General Hospital", f"Hopital Saint-{s}", f"{t} Health Centre", f"{t} Regional Hospital"],
            "ZA": [f"{t} Provincial Hospital", f"{t} Private Hospital", f"{t} District Hospital",
                   f"St {s}'s Mission Hospital"],
            "HK": PL.HK_HOSPITALS,
        }[c]
        h = self.ch(opts)
        if c == "UK" and h.startswith("Queen"):
            h = "Queen Adelaide Hospital"
        return h

    def practice(self):
        t, sn, sur = self.town(), self.ch(PL.STREET_NAMES), self.ch(PL.ORIGINS["anglo"][2])
        return self.ch({
            "UK": [f"{sn} Road Surgery", f"{t} Medical Centre", f"The {sn} Practice", f"{t} Health Centre",
                   f"{sn} House Surgery"],
            "US": [f"{t} Family Medicine", f"{sn} Primary Care", f"{t} Internal Medicine Associates"],
            "IE": [f"{t} Medical Centre", f"{sn} Family Practice", f"The {sn} Surgery"],
            "AU": [f"{t} Medical Centre", f"{sn} Street Family Practice", f"{t} General Practice"],
            "NZ": [f"{t} Medical Centre", f"{sn} Health", f"{t} Family Doctors"],
            "CA": [f"{t} Family Health Team", f"{sn} Medical Clinic", f"{t} Community Health Centre"],
            "ZA": [f"{t} Family Practice", f"{sn} Medical Centre", f"{t} Clinic"],
            "HK": [f"{t} General Out-patient Clinic", f"{sn} Medical Centre", f"Dr {sur} Clinic"],
        }[self.code])

    def carehome(self):
        tb, sur = self.ch(PL.TREES_BIRDS), self.ch(PL.ORIGINS["anglo"][2])
        return self.ch([f"{tb} Lodge", f"{tb} House Care Home", f"{sur} Court Nursing Home", f"{tb} Grange",
                        f"The {tb} Residential Home", f"{sur} House"])

    def ward(self):
        tb = self.ch(PL.TREES_BIRDS)
        return self.ch([f"{tb} Ward", f"{tb} Ward", f"{tb} Unit", f"{tb} Suite", f"{tb} Ward"])

    def pharmacy(self):
        return self.ch([f"{self.town()} Pharmacy", f"{self.ch(PL.ORIGINS['south_asian'][2])} Pharmacy",
                        f"{self.ch(PL.STREET_NAMES)} Chemist"])

    def employer(self):
        suf = self.ch(PL.ORG_SUFFIX[self.code])
        return f"{self.ch(PL.ORG_A)} {self.ch(PL.ORG_B)}" + (f" {suf}" if suf else "")

    def school(self):
        t, s = self.town(), self.ch(PL.SAINTS)
        return self.ch([f"St {s}'s Primary School", f"{t} High School", f"{t} Academy", f"{t} Grammar School",
                        f"{self.ch(PL.TREES_BIRDS)} Primary School", f"{t} College", f"University of {t}"])

    def church(self):
        t, s = self.town(), self.ch(PL.SAINTS)
        return self.ch([f"St {s}'s Parish Church", f"{t} Baptist Church", f"{t} Central Mosque",
                        f"{t} Gurdwara", f"{t} Methodist Church", f"Hope Community Church"])

    def lawfirm(self):
        a, b = self.sample(PL.ORIGINS["anglo"][2], 2)
        return self.ch([f"{a} & {b} Solicitors", f"{a} {b} LLP", f"{a} Legal", f"{a} & {b}",
                        f"{a} {b} Attorneys"] if self.code == "US" else
                       [f"{a} & {b} Solicitors", f"{a} {b} LLP", f"{a} Legal", f"{a} & {b}", f"{a} {b} Lawyers"])

    def insurer(self):
        if self.code == "ZA" and self.maybe(0.6):
            return self.ch(PL.ZA_SCHEMES)
        return f"{self.ch(PL.INSURER_A)} {self.ch(PL.INSURER_B)}"

    def domain(self, name, gen=False):
        return slug(name) + "." + (GEN_TLD if gen else TLD)[self.code]

    def email(self, person=None, domain=None, local=None):
        domain = domain or self.ch(MAIL)
        if local is None:
            g = slug(person.given, 12)
            s = slug(person.surname, 14)
            local = self.ch([f"{g}.{s}", f"{g[0]}.{s}", f"{g}{s[0]}", f"{s}{g[0]}", f"{g}.{s}{self.n(1, 99)}"])
        return P(f"{local}@{domain}", "EMAIL")

    def url(self, domain, path=None):
        path = path if path is not None else self.ch(["", "/referrals", "/patients", "/contact-us", "/genetics",
                                                      "/feedback", "/portal/login", "/travel-health"])
        return P(self.ch(["www.", "https://www.", "https://"]) + domain + path, "URL")

    # ------------------------------------------------------------------ dates and ages
    def days_ago(self, a, b):
        return self.today - dt.timedelta(days=self.n(a, b))

    def days_after(self, a, b):
        return self.today + dt.timedelta(days=self.n(a, b))

    def D(self, d, style=None):
        return P(self.loc.date(d, style), "DATE")

    def dob_for(self, age):
        return self.today - dt.timedelta(days=age * 365 + self.n(10, 350))

    def A(self, n, words=None):
        if words is None:
            words = self.maybe(0.12)
        return P(num_words(n) if words else str(n), "AGE")

    def age_phrase(self, n):
        a = self.A(n, words=False)
        k = self.n(0, 7)
        if k == 0:
            return f"{self.A(n, words=True)}-year-old"
        return [f"{a}-year-old", f"{a}-year-old", f"{a} year old", f"{a}-yr-old", f"{a}-year-old",
                f"{a}-year-old", f"{a} year-old"][k - 1]

    # ------------------------------------------------------------------ identifiers
    def acct(self):
        L = self.loc
        return self.ch([lambda: "A" + L.digits(8), lambda: L.digits(4) + "-" + L.digits(4), lambda: L.digits(10),
                        lambda: "V" + L.digits(7), lambda: "INV-" + L.digits(6)])()

    def ref(self, initials=""):
        L = self.loc
        return self.ch([lambda: f"{initials or L.letters(2)}/{L.letters(2).lower()}/{L.digits(5)}",
                        lambda: f"{L.letters(3)}-{self.today.year}-{L.digits(4)}",
                        lambda: f"{L.digits(2)}/{L.digits(4)}", lambda: f"REF{L.digits(6)}",
                        lambda: f"{L.letters(2)}{L.digits(6)}"])()

    def pt_ids(self, pt=None, dob=None):
        """List of (label, value, type) for the record header."""
        L, c = self.loc, self.code
        if c == "UK":
            out = [("NHS No", L.nhs(), "MRN"), (self.ch(["Hospital No", "Hosp No", "MRN", "Unit No"]), L.mrn(), "MRN")]
        elif c == "US":
            out = [("MRN", L.mrn(), "MRN"), (self.ch(["Acct #", "FIN", "Encounter #", "Visit #"]), self.acct(), "ACCOUNT")]
        elif c == "IE":
            out = [(self.ch(["MRN", "Chart No", "Hospital No"]), L.mrn(), "MRN")]
            if self.maybe(0.5):
                out.append((self.ch(["Medical Card No", "GMS No"]), L.digits(7) + L.letters(1), "HEALTHPLAN"))
        elif c == "AU":
            out = [(self.ch(["UR No", "URN", "MRN"]), L.mrn(), "MRN"), ("Medicare No", L.medicare(), "HEALTHPLAN")]
        elif c == "NZ":
            out = [(self.ch(["NHI", "NHI No", "NHI number"]), L.nhi(), "MRN")]
        elif c == "CA":
            out = [(self.ch(["MRN", "Chart #"]), L.mrn(), "MRN"),
                   (self.ch(["OHIP #", "Health Card No", "PHN"]), L.health_card(), "HEALTHPLAN")]
        elif c == "ZA":
            out = [(self.ch(["Folder No", "Hosp No"]), L.mrn(), "MRN")]
            if self.maybe(0.5):
                out.append(("Medical aid no", L.digits(9), "HEALTHPLAN"))
        else:
            out = [(self.ch(["HN", "Hospital No"]), L.mrn(), "MRN"), ("HKID", L.natid(), "SSN")]
        return out

    def natid(self, dob=None, sex="F"):
        c, L = self.code, self.loc
        lab = {"UK": "NI No", "US": "SSN", "IE": "PPSN", "AU": "TFN", "NZ": "IRD No", "CA": "SIN", "ZA": "ID No",
               "HK": "HKID"}[c]
        if c == "ZA" and dob:
            return lab, L.natid_for(dob, sex)
        if c in ("AU", "NZ"):
            return lab, L.digits(3) + " " + L.digits(3) + " " + L.digits(3)
        return lab, L.natid()

    def ids_line(self, ids, sep=None):
        sep = sep or self.ch([" | ", "   ", "; ", "\n"])
        return sep.join(f"{lab}: {P(v, t)}" for lab, v, t in ids)

    def reg(self):
        lab, v = self.loc.reg()
        return f"{lab}: {P(v, 'LICENSE')}" if self.maybe(0.7) else f"{lab} {P(v, 'LICENSE')}"

    def tel(self, kind="phone"):
        f = {"phone": self.loc.phone, "mobile": self.loc.mobile, "fax": self.loc.fax}[kind]
        return P(f(), "FAX" if kind == "fax" else "PHONE")

    def tel_ext(self):
        return P(self.loc.phone() + self.loc.ext(), "PHONE")

    def ip(self):
        return P(self.ch([f"10.{self.n(0, 255)}.{self.n(0, 255)}.{self.n(1, 254)}",
                          f"192.168.{self.n(0, 255)}.{self.n(1, 254)}", f"172.{self.n(16, 31)}.{self.n(0, 255)}.{self.n(1, 254)}",
                          f"203.0.113.{self.n(1, 254)}", f"198.51.100.{self.n(1, 254)}"]), "IPADDR")

    def username(self, person):
        g, s = slug(person.given, 10), slug(person.surname, 10)
        return P(self.ch([f"{g[0]}{s}", f"{s}{g[0]}{self.n(1, 9)}", f"{g}.{s}", f"{g[0]}{s[:5]}{self.n(10, 99)}",
                          f"{s[:6]}{g[:2]}"]), "USERNAME")

    def device_sn(self):
        L = self.loc
        return self.ch([lambda: L.letters(3) + L.digits(6), lambda: "SN" + L.digits(8),
                        lambda: L.letters(2) + L.digits(4) + "-" + L.digits(4), lambda: L.digits(10)])()

    def idnum(self, prefix=None):
        L = self.loc
        pre = prefix or self.ch(["S", "H", "C", "M", "GEN", "LAB", "X"])
        return self.ch([lambda: f"{pre}{self.today.year % 100:02d}-{L.digits(5)}",
                        lambda: f"{pre}{L.digits(7)}", lambda: f"{pre}/{self.today.year}/{L.digits(4)}"])()
