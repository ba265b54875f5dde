"""Per-note context: the patient, clinicians, places and surface-form helpers that emit markup."""
import datetime

from common import m, fmt_date, Gen, WORLD

CREDS = {"US": ["MD", "MD", "DO", "MD, PhD", "MD, FACP"], "CA": ["MD, FRCPC", "MD", "MD, CCFP"],
         "UK": ["MBChB, FRCR", "FRCP", "MB BS, MRCP", "MBBS FRCR", "BM BCh, PhD"],
         "IE": ["MB, FRCPI", "MRCPI", "FFR RCSI"], "AU": ["FRACP", "MBBS, FRANZCR", "FRACP, PhD"],
         "NZ": ["FRACP", "MBChB, FRANZCR"], "IN": ["MD, DM", "MBBS, MD", "MD (Path)", "DNB"]}
NURSE_CRED = {"US": ["RN", "NP", "RN, OCN", "PA-C", "RN, BSN"], "CA": ["RN", "NP"], "UK": ["RN", "CNS"],
              "IE": ["RGN", "ANP"], "AU": ["RN", "NP"], "NZ": ["RN", "NP"], "IN": ["RN", "GNM"]}


class Ctx:
    def __init__(self, g: Gen, loc, genre, age_range=(24, 88)):
        self.g, self.loc, self.genre = g, loc, genre
        r = g.r
        self.visit = g.date_between(2016, 2025)
        self.pt = g.person(loc=loc)
        self.age = r.randint(*age_range)
        self.dob = self.visit - datetime.timedelta(days=365 * self.age + r.randint(10, 350))
        self.age = (self.visit - self.dob).days // 365  # consistent with dob (approximately)
        self.addr = g.address(loc)
        self.mrn = g.mrn(loc)
        self.nh = g.national_health(loc)
        self.htown = g.town(loc)
        self.hosp = g.hospital(loc, self.htown)
        self.haddr = g.address(loc)
        self.haddr["city"] = self.htown
        self.docs = [g.person(loc=loc) for _ in range(6)]
        self.nurse = g.person(sex=g.ch("FFFM"), loc=loc)
        self.gp = g.person(loc=loc)
        self.gp_practice = g.clinic(loc, self.addr["city"])
        self.gp_addr = g.address(loc)
        self.gp_addr["city"] = self.addr["city"]
        self.gp_addr["state"] = self.addr["state"]
        self.prof = g.profession()
        self.employer = g.company()
        self.spouse_word = "wife" if self.pt["sex"] == "M" else g.ch(["husband", "husband", "partner"])
        self.child_word = g.ch(["daughter", "son"])
        self.other_word = g.ch(["sister", "brother", "friend", "niece", "nephew", "carer", "neighbour"])
        self.sib_word = g.ch(["sister", "brother"])
        self.rel = [self.kin_person(w) for w in (self.spouse_word, self.child_word, self.other_word, self.sib_word)]
        self.he = "he" if self.pt["sex"] == "M" else "she"
        self.his = "his" if self.pt["sex"] == "M" else "her"
        self.him = "him" if self.pt["sex"] == "M" else "her"
        self.He = self.he.capitalize()
        self.His = self.his.capitalize()
        self.title = self._title()
        self.tel = g.phone(loc)
        self.email = g.email(self.pt["given"], self.pt["surname"])
        self.country_other = g.ch(WORLD)

    FEM = {"wife", "daughter", "sister", "mother", "niece", "aunt", "granddaughter", "mother-in-law", "grandmother"}
    MAS = {"husband", "son", "brother", "father", "nephew", "uncle", "grandson", "father-in-law", "grandfather"}

    def kin_person(self, word):
        g = self.g
        sex = "F" if word in self.FEM else "M" if word in self.MAS else None
        p = g.person(sex=sex, loc=self.loc)
        blood = word in ("daughter", "son", "sister", "brother", "mother", "father", "niece", "nephew", "grandchild",
                         "granddaughter", "grandson", "aunt", "uncle")
        if (blood and g.coin(0.8)) or word in ("wife", "husband") and g.coin(0.6):
            p["surname"] = self.pt["surname"]
        return p

    def kin_age(self, word):
        a, r = self.age, self.g.r
        if word in ("daughter", "son", "child"):
            return r.randint(max(1, a - 45), max(2, a - 18))
        if word in ("mother", "father", "mother-in-law", "father-in-law"):
            return r.randint(a + 18, a + 40)
        if word in ("grandchild", "granddaughter", "grandson"):
            return r.randint(1, max(2, a - 40))
        if word in ("niece", "nephew"):
            return r.randint(2, max(3, a - 10))
        return max(1, a + r.randint(-9, 9))

    def kin(self, word, form="full"):
        p = self.kin_person(word)
        return m("FAMILY", p["given"] if form == "given" else f"{p['given']} {p['surname']}")

    def _title(self):
        if self.pt["sex"] == "M":
            t = "Mr"
        else:
            t = self.g.ch(["Mrs", "Ms", "Ms", "Miss"])
        return t + "." if t != "Miss" and self.loc in ("US", "CA") and self.g.coin(0.7) else t

    # ---------- dates / ages
    def d(self, date, style=None):
        return m("DATE", fmt_date(self.g, date, self.loc, style))

    def ago(self, lo, hi):
        return self.visit - datetime.timedelta(days=self.g.r.randint(lo, hi))

    def later(self, lo, hi):
        return self.visit + datetime.timedelta(days=self.g.r.randint(lo, hi))

    def A(self, n=None):
        return m("AGE", str(self.age if n is None else n))

    def age_phrase(self):
        a = self.A()
        s = "male" if self.pt["sex"] == "M" else "female"
        w = "man" if self.pt["sex"] == "M" else "woman"
        sx = self.pt["sex"]
        return self.g.ch([f"{a}-year-old {w}", f"{a}-year-old {s}", f"{a} yo {s}", f"{a}yo {sx}", f"{a} y/o {s}",
                          f"{a} {sx}", f"{w} aged {a}", f"{a}-yr-old {w}"])

    # ---------- names
    def P(self, form=None):
        p, g = self.pt, self.g
        form = form or g.ch(["full", "title", "title", "given", "fullmi", "title"])
        if form == "full":
            return m("PATIENT", f"{p['given']} {p['surname']}")
        if form == "fullmi":
            return m("PATIENT", f"{p['given']} {p['mi']}. {p['surname']}")
        if form == "lastfirst":
            return m("PATIENT", f"{p['surname']}, {p['given']}")
        if form == "upper":
            return m("PATIENT", f"{p['surname'].upper()}, {p['given'].upper()} {p['mi']}")
        if form == "upper2":
            return m("PATIENT", f"{p['given'].upper()} {p['surname'].upper()}")
        if form == "title":
            return f"{self.title} " + m("PATIENT", p["surname"])
        if form == "given":
            return m("PATIENT", p.get("nick") if p.get("nick") and g.coin(0.4) else p["given"])
        if form == "initials":
            return m("PATIENT", f"{p['given'][0]}.{p['surname'][0]}.")
        if form == "initials2":
            return m("PATIENT", f"{p['given'][0]}{p['surname'][0]}")
        if form == "lower":
            return m("PATIENT", p["given"].lower())
        raise ValueError(form)

    def Dr(self, i=0, form=None, person=None):
        p = person or (self.docs[i] if i >= 0 else self.gp)
        g = self.g
        form = form or g.ch(["dr", "drfull", "cred", "drfull", "dr"])
        dr = "Dr." if self.loc in ("US", "CA") and g.coin(0.6) else "Dr"
        if form == "dr":
            return f"{dr} " + m("DOCTOR", p["surname"])
        if form == "drfull":
            return f"{dr} " + m("DOCTOR", f"{p['given']} {p['surname']}")
        if form == "cred":
            return m("DOCTOR", f"{p['given']} {p['surname']}") + ", " + g.ch(CREDS[self.loc])
        if form == "init":
            return f"{dr} " + m("DOCTOR", f"{p['given'][0]}. {p['surname']}")
        if form == "plain":
            return m("DOCTOR", f"{p['given']} {p['surname']}")
        if form == "prof":
            return "Prof " + m("DOCTOR", f"{p['given']} {p['surname']}")
        raise ValueError(form)

    def Nurse(self, cred=True):
        p = self.nurse
        s = m("DOCTOR", f"{p['given']} {p['surname']}")
        return s + (", " + self.g.ch(NURSE_CRED[self.loc]) if cred else "")

    def Staff(self, role_cred=None):
        p = self.g.person(loc=self.loc)
        s = m("DOCTOR", f"{p['given']} {p['surname']}")
        return s + (f", {role_cred}" if role_cred else "")

    def F(self, i, form=None):
        p = self.rel[i]
        form = form or self.g.ch(["given", "full", "full"])
        if form == "given":
            return m("FAMILY", p["given"])
        if form == "lower":
            return m("FAMILY", p["given"].lower())
        return m("FAMILY", f"{p['given']} {p['surname']}")

    def other_person(self, form="full"):
        p = self.g.person(loc=self.loc)
        if form == "given":
            return m("FAMILY", p["given"]), p
        return m("FAMILY", f"{p['given']} {p['surname']}"), p

    # ---------- places
    def H(self, short=False):
        return m("HOSPITAL", self.hosp["short"] if short else self.hosp["full"])

    def addr_line(self, a=None, multiline=False, country=False):
        a = a or self.addr
        loc = a["loc"]
        st = a["state"]
        S, C, Z = m("STREET", a["street"]), m("CITY", a["city"]), m("ZIP", a["zip"])
        sep = "\n" if multiline else ", "
        if loc in ("US", "CA"):
            s = f"{S}{sep}{C}, {m('STATE', st[1] if self.g.coin(0.8) else st[0])} {Z}"
        elif loc == "AU":
            s = f"{S}{sep}{C} {m('STATE', st[1])} {Z}"
        elif loc == "UK":
            s = f"{S}{sep}{C}{sep}" + (f"{m('CITY', st[0])}{sep}" if self.g.coin(0.3) else "") + Z
        elif loc == "IE":
            s = f"{S}{sep}{C}{sep}{m('CITY', 'Co. ' + st[0])}{sep}{Z}" if self.g.coin(0.6) else f"{S}{sep}{C}{sep}{Z}"
        elif loc == "NZ":
            s = f"{S}{sep}{C} {Z}" if self.g.coin(0.5) else f"{S}{sep}{C}{sep}{m('STATE', st[0])} {Z}"
        else:  # IN
            s = f"{S}{sep}{C} - {Z}{sep}{m('STATE', st[0])}"
        if country:
            s += sep + m("COUNTRY", a["country"])
        return s

    def tel_lbl(self):
        return self.g.ch(["Tel", "Phone", "Ph", "Tel.", "Telephone"])

    def ph(self, kind=None):
        return m("PHONE", self.g.ext_phone(self.loc))

    def fx(self):
        return m("FAX", self.g.phone(self.loc))

    def ids_block(self, sep="\n", with_ssn=False, with_hp=True):
        g = self.g
        parts = [f"{g.ch(['MRN', 'Hospital No', 'MRN#', 'Record No', 'UR No', 'Patient ID'])}: {m('MRN', self.mrn)}"]
        if with_hp:
            lbl, val, typ = self.nh
            parts.append(f"{lbl}: {m(typ, val)}")
        if with_ssn:
            parts.append(f"{g.SSN_LABEL[self.loc]}: {m('SSN', g.ssn(self.loc))}")
        return sep.join(parts)

    def letterhead(self, dept):
        g = self.g
        lines = [self.H(), dept, self.addr_line(self.haddr)]
        lines.append(f"{self.tel_lbl()}: {self.ph()}" + (f"  |  Fax: {self.fx()}" if g.coin(0.7) else ""))
        if g.coin(0.5):
            lines.append(m("URL", g.url(self.hosp["full"])))
        return "\n".join(lines)

    def patient_header(self, style=None):
        g = self.g
        style = style or g.ch(["kv", "re", "table"])
        dob = self.d(self.dob)
        if style == "re":
            s = f"Re: {self.P(g.ch(['full', 'fullmi', 'upper2']))}, DOB {dob}, {self.ids_block(sep=', ')}"
            if g.coin(0.7):
                s += "\n" + self.addr_line()
            return s
        if style == "table":
            rows = [("Patient", self.P(g.ch(["upper", "lastfirst"]))), ("DOB", f"{dob} ({self.A()} y)"),
                    ("Sex", self.pt["sex"]), ("MRN", m("MRN", self.mrn))]
            if g.coin(0.6):
                rows.append((self.nh[0], m(self.nh[2], self.nh[1])))
            if g.coin(0.3):
                rows.append(("Account", m("ACCOUNT", g.account())))
            return "\n".join(f"| {k} | {v} |" for k, v in rows)
        s = (f"Patient: {self.P(g.ch(['full', 'upper', 'lastfirst', 'fullmi']))}\n"
             f"DOB: {dob}   Age: {self.A()}   Sex: {self.pt['sex']}\n{self.ids_block(with_ssn=g.coin(0.35))}")
        if g.coin(0.6):
            s += f"\nAddress: {self.addr_line()}"
        if g.coin(0.5):
            s += f"\n{self.tel_lbl()}: {m('PHONE', self.tel)}"
        return s

    def signature(self, i=0, role="Consultant"):
        g = self.g
        p = self.docs[i]
        lines = ["", g.ch(["Yours sincerely,", "Kind regards,", "With best wishes,", "Sincerely,", "Regards,"]), "",
                 self.Dr(i, "cred") if g.coin(0.5) else f"{self.Dr(i, 'drfull')}", role]
        if g.coin(0.4):
            lbl, val = g.license(self.loc)
            lines.append(f"{lbl} {m('LICENSE', val)}")
        if g.coin(0.4):
            lines.append(f"Email: {m('EMAIL', g.email(p['given'], p['surname'], 'clinic.example.org'))}")
        if g.coin(0.5):
            ini = (p["given"][0] + p["surname"][0]).upper()
            typ = g.person(loc=self.loc)
            lines.append(f"{m('DOCTOR', ini)}/{m('DOCTOR', (typ['given'][0] + typ['surname'][0]).lower())}   "
                         f"D: {self.d(self.visit)}  T: {self.d(self.later(1, 4))}")
        return "\n".join(lines)

    def esign(self, i=0):
        g = self.g
        p = self.docs[i]
        u = g.username(p)
        s = f"Electronically signed by {m('DOCTOR', p['given'] + ' ' + p['surname'])} ({m('USERNAME', u)}) on {self.d(self.later(0, 3))} at {g.r.randint(7, 19):02d}:{g.r.randint(0, 59):02d}"
        if g.coin(0.3):
            s += f" from workstation {m('IPADDR', g.ip())}"
        return s

    def cc_list(self):
        g = self.g
        items = [f"{self.Dr(-1, 'drfull')}, {m('HOSPITAL', self.gp_practice)}, {self.addr_line(self.gp_addr)}"]
        if g.coin(0.6):
            items.append(f"{self.P('title')} (patient), {self.addr_line()}")
        if g.coin(0.5):
            items.append(f"{self.Dr(2)}, {g.ch(['Surgery', 'Haematology', 'Palliative Care', 'Respiratory Medicine', 'Urology'])}")
        return "cc: " + "\n    ".join(items)
