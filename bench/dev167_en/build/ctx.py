"""Per-note context: the patient, clinicians, sites and identifiers, plus piece helpers."""
import datetime

import clinical
import phi
import pools

REL_M = ["husband", "partner", "son", "brother", "father", "nephew", "neighbour", "friend", "son-in-law", "grandson"]
REL_F = ["wife", "partner", "daughter", "sister", "mother", "niece", "neighbour", "friend", "daughter-in-law",
         "granddaughter"]


def weekday_on_or_after(d):
    while d.weekday() > 4:
        d = d + datetime.timedelta(days=1)
    return d


class Ctx:
    def __init__(self, rng, country, spec, need=None):
        r = self.rng = rng
        self.c = country
        self.sp = spec
        self.S = clinical.choose(rng, spec, need, country)
        self.visit = weekday_on_or_after(phi.random_date(r, datetime.date(2023, 1, 9), datetime.date(2025, 6, 20)))
        self.dstyle = r.choice(phi.DATE_STYLES[country])
        k = r.random()
        age = r.randint(18, 39) if k < 0.22 else (r.randint(40, 66) if k < 0.68 else r.randint(67, 94))
        self.pt = phi.Person(r)
        self.dob = phi.dob_for(r, self.visit, age)
        self.age = phi.age_at(self.dob, self.visit)
        self.sexl = self.pt.sex
        self.he = "he" if self.sexl == "M" else "she"
        self.his = "his" if self.sexl == "M" else "her"
        self.pt_addr = self.new_addr()
        phi.set_region(country, self.pt_addr["st"])
        self.pt_mob = phi.phone(r, country, "mobile")
        self.pt_home = phi.phone(r, country, "land")
        self.pt_email = phi.email_for(r, self.pt)
        self.mrn_style = r.randint(0, 3)
        self.mrn = phi.mrn(r, country, self.mrn_style if country != "NZ" else (0 if r.random() < 0.8 else 1))
        self.mrn_label = {"AU": r.choice(["MRN", "UR", "UR No.", "URN", "MRN"]),
                          "NZ": r.choice(["NHI", "NHI", "NHI No."]),
                          "CA": r.choice(["MRN", "Chart #", "MRN", "Hosp #"])}[country]
        if country == "AU":
            self.hp_kind = "medicare" if r.random() < 0.9 else "dva"
        elif country == "NZ":
            self.hp_kind = r.choice(["csc", "priv", "acc"])
        else:
            self.hp_kind = self.pt_addr["st"] if self.pt_addr["st"] in ("ON", "BC", "AB", "QC") else "prov"
        self.hp = phi.healthplan(r, country, self.hp_kind)
        self.fund = r.choice(pools.INSURERS[country])
        self.fund_no = phi.healthplan(r, country, "priv" if country != "CA" else "grp")[1]
        self.drt = "Dr." if (country == "CA" and r.random() < 0.7) else "Dr"
        # the specialty site
        self.clinic = phi.inst(r, country, "spec") if r.random() < 0.55 else phi.inst(r, country, "hosp")
        self.clinic_addr = self.new_addr(clinic=True, near=self.pt_addr if r.random() < 0.6 else None)
        self.clinic_ph = phi.phone(r, country, "land")
        self.clinic_fax = phi.phone(r, country, "land")
        self.clinic_email = phi.role_email(r, r.choice(["reception", "admin", spec[:5] + ".clinic",
                                                         "referrals", spec + "-outpatients", "bookings"]))
        self.building = r.choice(pools.BUILDINGS)
        self.room = str(r.choice([r.randint(1, 14), r.randint(101, 420)])) + r.choice(["", "", "", "A", "B"])
        self.spec_dr = phi.Person(r)
        self.spec_title = r.choice([self.drt, self.drt, self.drt, "Prof", "A/Prof"]) if country != "CA" else self.drt
        self.creds = r.choice(self.S["ca_creds"] if country == "CA" else
                              (self.S["nz_creds"] if country == "NZ" else self.S["creds"]))
        self.reg = phi.Person(r)
        self.reg_role = {"AU": r.choice(["Advanced Trainee", "Registrar", "Fellow"]),
                         "NZ": r.choice(["Registrar", "Fellow"]),
                         "CA": r.choice(["PGY-4 Resident", "Fellow", "R5"])}[country]
        self.nurse = phi.Person(r, sex=r.choice("FFFM"))
        self.nurse_role = r.choice(["CNC", "CNS", "RN", "NP", "Clinical Nurse Specialist"]) if country != "CA" else \
            r.choice(["RN", "NP", "RN, BScN", "RPN"])
        self.sec = phi.Person(r, sex=r.choice("FFFM"))
        self.gp = phi.Person(r)
        self.gp_prac = phi.inst(r, country, "gp")
        self.gp_addr = self.new_addr(clinic=True, near=self.pt_addr)
        self.gp_ph = phi.phone(r, country, "land")
        self.gp_fax = phi.phone(r, country, "land")
        self.gp_email = phi.email_for(r, self.gp)
        self.fam = []
        for _ in range(3):
            p = phi.Person(r)
            rel = r.choice(REL_M if p.sex == "M" else REL_F)
            if rel in ("husband", "wife"):
                rel = "husband" if p.sex == "M" else "wife"
            if rel in ("son", "daughter", "brother", "sister", "mother", "father") and r.random() < 0.6:
                p.last = self.pt.last
            self.fam.append((rel, p))
        self.fam_ph = phi.phone(r, country, "mobile")
        self.prof = r.choice(pools.PROFESSIONS)
        if any(w in self.prof for w in ("teacher", "educator", "childcare")):
            self.employer = phi.inst(r, country, "school")
        elif "lecturer" in self.prof:
            self.employer = "University of " + r.choice(pools.PLACE_WORDS)
        else:
            self.employer = phi.inst(r, country, "org")
        self.born = r.choice(pools.COUNTRIES)
        if self.sexl == "M" or self.age > 50:
            bad = ("pregnan", "conception", "contracept")
            self.S["plan"] = [p for p in self.S["plan"] if not any(b in p.lower() for b in bad)] or self.S["plan"]
        self.dx = r.choice(self.S["dx"])
        self.item = None
        if need in ("bio", "infusions"):
            self.item = r.choice(self.S[need])
            if len(self.item) > (4 if need == "bio" else 3):
                self.dx = self.item[-1]
        self.dx2 = clinical.pick(r, self.S["comorb"], r.randint(1, 3))
        self.meds = clinical.pick(r, self.S["meds"], r.randint(2, 6))
        self.dx_date = phi.add_days(self.visit, -r.randint(200, 5200))
        self.last_visit = phi.add_days(self.visit, -r.randint(60, 200))
        self.next_visit = weekday_on_or_after(phi.add_days(self.visit, r.randint(42, 190)))
        self.lab = r.choice(pools.LABS[country])
        self.rad = phi.inst(r, country, "rad")
        self.pharm = phi.inst(r, country, "pharm")

    # ------------------------------------------------------------ helpers returning pieces
    def new_addr(self, clinic=False, near=None):
        r = self.rng
        if near is not None and r.random() < 0.7:
            pl = dict(near)
            if self.c == "CA":
                pl["pc"] = phi.place_pc(r, pl["pc"])
        else:
            pl = phi.place(r, self.c)
        pl["street"] = phi.street(r, self.c)
        if clinic:
            nm = r.choice(pools.STREET_NAMES)
            full, ab = r.choice(pools.STREET_TYPES)
            nm = nm + " " + (ab if r.random() < 0.5 else full)
            pl["street"] = r.choice(["Suite %d, %d %s" % (r.randint(1, 12), r.randint(1, 400), nm),
                                     "%d %s" % (r.randint(1, 900), nm),
                                     "Level %d, %d %s" % (r.randint(1, 6), r.randint(1, 300), nm)])
        return pl

    def D(self, d, style=None):
        return (phi.fdate(d, style or self.dstyle), "DATE")

    def Dalt(self, d):
        return (phi.fdate(d, self.rng.choice(phi.DATE_STYLES[self.c])), "DATE")

    def PT(self, style="fl"):
        return (self.pt.name(style), "PATIENT")

    def pt_title(self, style="l"):
        return [self.pt.title + " ", (self.pt.name(style), "PATIENT")]

    def DR(self, p, style="fl"):
        return (p.name(style), "DOCTOR")

    def dr(self, p, style="l", title=None):
        return [(title or self.drt) + " ", (p.name(style), "DOCTOR")]

    def FAM(self, p, style="fl"):
        return (p.name(style), "FAMILY")

    def H(self, name):
        return (name, "HOSPITAL")

    def st(self, a, long=False):
        if self.c == "AU":
            return (pools.AU_STATES[a["st"]][-1] if long else phi.state_name(self.rng, "AU", a["st"]), "STATE")
        if self.c == "CA":
            return (pools.CA_PROV[a["st"]][-1] if long else phi.state_name(self.rng, "CA", a["st"]), "STATE")
        return (a["st"], "STATE")

    def addr_line(self, a, country=False, upper_city=None):
        r = self.rng
        city = a["city"]
        if upper_city or (upper_city is None and self.c == "AU" and r.random() < 0.4):
            city = city.upper()
        out = [(a["street"], "STREET"), ", ", (city, "CITY")]
        if self.c == "AU":
            out += [" ", self.st(a), " ", (a["pc"], "ZIP")]
        elif self.c == "NZ":
            out += [" ", (a["pc"], "ZIP")]
        else:
            out += [", " if r.random() < 0.7 else " ", self.st(a), "  " if r.random() < 0.3 else " ", (a["pc"], "ZIP")]
        if country:
            out += [", ", ({"AU": "Australia", "NZ": "New Zealand", "CA": "Canada"}[self.c], "COUNTRY")]
        return out

    def addr_block(self, a, indent="", country=False):
        r = self.rng
        out = [indent, (a["street"], "STREET"), "\n", indent]
        if self.c == "AU":
            city = a["city"].upper() if r.random() < 0.6 else a["city"]
            out += [(city, "CITY"), " ", self.st(a), " ", (a["pc"], "ZIP")]
        elif self.c == "NZ":
            out += [(a["city"], "CITY"), " ", (a["pc"], "ZIP")]
        else:
            out += [(a["city"], "CITY"), ", ", self.st(a), "  ", (a["pc"], "ZIP")]
        if country:
            out += ["\n", indent, ({"AU": "AUSTRALIA", "NZ": "NEW ZEALAND", "CA": "CANADA"}[self.c], "COUNTRY")]
        out.append("\n")
        return out

    def age_phrase(self, kind=None, age=None, sex=None):
        r = self.rng
        a = str(self.age if age is None else age)
        s = sex or self.sexl
        kind = kind if kind is not None else r.randint(0, 9)
        A = (a, "AGE")
        word = {"M": r.choice(["man", "male", "gentleman"]), "F": r.choice(["woman", "female", "lady"])}[s]
        if kind == 0:
            return [A, "-year-old " + word]
        if kind == 1:
            return [A, " yo " + s]
        if kind == 2:
            return [A, "yo " + word]
        if kind == 3:
            return [A, s]
        if kind == 4:
            return [A, " y/o " + s]
        if kind == 5:
            return ["aged ", A]
        if kind == 6:
            return [A, " year old " + word]
        if kind == 7:
            return [(phi.age_words(int(a)), "AGE"), "-year-old " + word]
        if kind == 8:
            return [A, " " + s]
        return [A, "-yr-old " + word]

    def hp_piece(self):
        return (self.hp[1], "HEALTHPLAN")

    def mob(self):
        return (self.pt_mob, "PHONE")

    def spec_sig(self, style="fl"):
        return [(self.spec_title + " ") if self.spec_title else "", (self.spec_dr.name(style), "DOCTOR")]

    def fam1(self):
        return self.fam[0]

    def fam_ref(self, i=0, style="f"):
        rel, p = self.fam[i]
        return [self.his + " " + rel + " ", (p.name(style), "FAMILY")]

    def prov_word(self):
        return {"AU": "Medicare", "NZ": "NHI", "CA": "Health card"}[self.c]

    def typist(self):
        return [(self.spec_dr.name("ii2"), "DOCTOR"), "/", (self.sec.name("ii2").lower(), "DOCTOR")]
