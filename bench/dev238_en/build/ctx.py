"""Per-note context: one patient, family, care team, places and identifiers (dev238_en, author 238)."""
import datetime as dt

import clin as C
import phi as H
import pools_names as PN
import pools_places as PP

START, END = dt.date(2019, 1, 7), dt.date(2025, 6, 27)
DOC_CREDS = {"US": ["MD", "DO", "MD, MPH", "MD, FACP"], "UK": ["MBChB", "MRCGP", "FRCP", "MBBS", "MRCPsych", "MRCP"],
             "CA": ["MD", "MD, CCFP", "MD, FRCPC"], "AU": ["MBBS", "FRACGP", "FRACP", "MBBS FRANZCP"]}
NURSE_CREDS = {"US": ["RN", "RN, BSN", "NP", "FNP-BC"], "UK": ["RGN", "RN", "RM", "NMP"], "CA": ["RN", "RPN", "NP-PHC", "BScN"],
               "AU": ["RN", "Div 1 RN", "CNC", "NP"]}
CREDS = {"US": ["MD", "DO", "NP", "PA-C", "RN", "MSW", "FNP-BC", "RN, BSN", "MD, MPH", "LCSW"],
         "UK": ["MBChB", "MRCGP", "FRCP", "RGN", "RMN", "BSc", "MRCPsych", "FRCS", "MBBS", "DipHE"],
         "CA": ["MD", "MD, CCFP", "RN", "NP-PHC", "MSW, RSW", "MD, FRCPC", "RPN", "BScN"],
         "AU": ["MBBS", "FRACGP", "RN", "FRACP", "MBBS FRANZCP", "Div 1 RN", "BSW", "MPH"]}
ROLE_PT = {"US": "PCP", "UK": "GP", "CA": "family physician", "AU": "GP"}


class Ctx:
    def __init__(self, rng, world, country, genre, child=None, sex=None, ages=None):
        self.rng, self.world, self.country, self.genre = rng, world, country, genre
        r = rng
        self.origin = H.weighted_origin(r)
        cty, cities, langs, transit, camps = PP.ORIGIN_GEO[self.origin]
        if self.origin == "hispanic" and r.random() < 0.5:
            cty, cities = r.choice(PP.HISPANIC_ALT)
        if self.origin == "arabic" and r.random() < 0.45:
            cty, cities = r.choice(PP.ARABIC_ALT)
            if cty == "Sudan":
                transit = ["Chad", "Egypt", "Libya", "South Sudan"]
            elif cty != "Palestine":
                transit = ["Jordan", "Turkey", "Lebanon"]
            else:
                transit = ["Egypt", "Jordan"]
        self.home_country, self.home_cities, self.langs = cty, cities, langs
        self.home_city = r.choice(cities)
        self.transit = r.choice(transit)
        self.camp = r.choice(camps) if camps and r.random() < 0.8 else None
        if self.camp:
            self.transit = PP.CAMP_COUNTRY[self.camp]
        self.lang = langs[0] if r.random() < 0.65 else r.choice(langs)
        self.sex = sex or r.choice("MF")
        if child is None:
            child = r.random() < 0.15
        self.child = child
        self.age = r.randint(1, 17) if child else r.choice([r.randint(18, 45), r.randint(18, 70), r.randint(25, 88)])
        if ages:
            self.age = r.randint(ages[0], ages[1])
        self.pt = world.person(self.origin, self.sex)
        self.date = H.rand_date(r, START, END)
        born = H.add_days(self.date, -(self.age * 365 + r.randint(10, 350)))
        self.assigned_dob = r.random() < 0.18
        self.dob = dt.date(born.year, 1, 1) if self.assigned_dob else born
        self.arrival = H.add_days(self.date, -r.randint(6, 120))
        self.left_home = dt.date(self.arrival.year - r.randint(0, 9), r.randint(1, 12), r.randint(1, 28))
        self.place = H.Place(r, country)
        allh = PP.HOSPITALS[country]
        self.inpatient = [h for h in allh if any(k in h for k in ("Hospital", "Medical Center", "Infirmary", "Health Sciences"))]
        self.practices = [h for h in allh if h not in self.inpatient]
        fit = [h for h in allh if (self.child or not any(k in h for k in ("Pediatric", "Children", "Paediatric")))
               and (self.sex == "F" or "Women" not in h)]
        self.hosp = r.choice(fit)
        self.hosp2 = r.choice([h for h in fit if h != self.hosp])
        self.ward_hosp = r.choice(self.inpatient)
        self.practice = r.choice(self.practices)
        self.orgs = PP.ORGS[country]
        self.agency = r.choice([o for o in self.orgs if any(k in o for k in ("Resettlement", "Refugee", "Welcome", "Settlement",
                                                                             "Sanctuary", "Newcomer", "Roots", "Kookaburra", "Door"))
                                               and "Legal" not in o])
        self.interp_org = r.choice([o for o in self.orgs if "nterpret" in o or "Lingua" in o or "Language" in o or "Parla" in o
                                    or "Polyglot" in o or "Vox" in o or "Translat" in o or "CityLink" in o])
        self.clin = world.staff()
        self.clin_cred = r.choice(DOC_CREDS[country] + NURSE_CREDS[country][:1])
        self.nurse = world.staff()
        self.interp = world.person(self.origin, r.choice("MF"))
        while self.interp["given"] == self.pt["given"]:
            self.interp = world.person(self.origin, r.choice("MF"))
        self.caseworker = world.staff() if r.random() < 0.6 else world.person(self.origin, r.choice("MF"))
        while self.caseworker["given"] == self.pt["given"]:
            self.caseworker = world.staff()
        self.gp = world.staff()
        self.mrn = H.mrn(r, country)
        self.hp = H.healthplan(r, country)
        self.fam = []
        self._make_family()
        self.occupation = r.choice(PP.PROFESSIONS)
        self.us = country == "US"

    # ------------------------------------------------------------ family
    def _member(self, o, s, family=None):
        """A relative whose given name differs from everyone already in the household."""
        taken = [self.pt["given"]] + [f["p"]["given"] for f in self.fam]
        for _ in range(12):
            p = self.world.person(o, s, family=family)
            if p["given"] not in taken:
                break
        return p

    def lost_relative(self):
        """A relative outside the household (missing, deceased or left behind)."""
        r = self.rng
        s = r.choice("MF")
        older = self.age >= 38
        rel = r.choice(["brother", "father", "uncle", "cousin"] + (["nephew", "eldest son"] if older else []) if s == "M"
                       else ["sister", "mother", "aunt", "cousin"] + (["niece", "eldest daughter"] if older else []))
        return {"rel": rel, "p": self._member(self.origin, s)}

    def _make_family(self):
        r, w = self.rng, self.world
        o = self.origin
        style = PN.ORIGINS[o][3]
        fam_name = self.pt["family"] if not self.pt.get("mononym") else None
        if self.child:
            fsex = "M"
            father = self._member(o, "M", family=fam_name if style == "west" else None)
            mother = self._member(o, "F")
            self.fam.append({"rel": "father", "p": father, "age": r.randint(self.age + 19, self.age + 45)})
            self.fam.append({"rel": "mother", "p": mother, "age": r.randint(self.age + 17, self.age + 40)})
            for _ in range(r.randint(0, 3)):
                s = r.choice("MF")
                fn = father["given"] if style == "patronym" else fam_name
                self.fam.append({"rel": "brother" if s == "M" else "sister", "p": self._member(o, s, family=fn),
                                 "age": max(0, self.age + r.randint(-6, 8))})
            del fsex
            return
        if self.age >= 20 and r.random() < 0.75:
            ssex = "F" if self.sex == "M" else "M"
            sp = self._member(o, ssex, family=fam_name if (style == "west" and o not in ("arabic", "somali", "afghan", "iranian", "kurdish")
                                                       and r.random() < 0.7) else None)
            self.fam.append({"rel": "wife" if ssex == "F" else "husband", "p": sp,
                             "age": max(18, self.age + r.randint(-8, 8))})
        if 22 <= self.age <= 60:
            for _ in range(r.randint(0, 4)):
                s = r.choice("MF")
                fn = (self.pt["given"] if self.sex == "M" else None) if style == "patronym" else fam_name
                if style == "hispanic" and fn:
                    fn = fn.split()[0]
                self.fam.append({"rel": "son" if s == "M" else "daughter", "p": self._member(o, s, family=fn),
                                 "age": r.randint(0, max(1, self.age - 18))})
        if r.random() < 0.4:
            s = r.choice("MF")
            rel = r.choice(PN.RELATIONS_M if s == "M" else PN.RELATIONS_F)
            if rel in ("husband", "wife", "son", "daughter", "eldest son", "eldest daughter", "grandson"):
                rel = "cousin"
            if rel in ("father", "mother", "uncle", "aunt", "stepfather", "mother-in-law", "grandmother"):
                age = min(99, self.age + r.randint(18, 32) + (20 if rel == "grandmother" else 0))
            elif rel in ("nephew", "niece"):
                age = max(1, self.age - r.randint(15, 30))
            else:
                age = max(16, self.age + r.randint(-10, 10))
            self.fam.append({"rel": rel, "p": self._member(o, s), "age": age})

    def kin(self, rel=None):
        if not self.fam:
            return None
        if rel:
            for f in self.fam:
                if f["rel"] == rel:
                    return f
        return self.rng.choice(self.fam)

    def probs(self, n):
        """n problem-list entries suitable for this patient's sex."""
        pool = [p for p in C.PROBLEMS if self.sex == "F" or "genital" not in p[0]]
        return self.rng.sample(pool, n)

    def vaccines(self, age=None, n=2):
        a = self.age if age is None else age
        if a < 2:
            pool = ["DTaP-IPV-Hib-HepB", "PCV13", "PCV20", "Rotavirus", "MMR", "HepB", "MenB", "Hib"]
        elif a < 10:
            pool = ["DTaP-IPV", "MMR", "MMRV", "Varicella", "HepA", "PCV20", "Hib", "MenACWY", "Influenza (QIV)"]
        elif a < 18:
            pool = ["Tdap", "HPV9", "MenACWY", "Td/IPV", "HepB", "MMR", "Varicella", "MenB"]
        else:
            pool = list(C.VACCINES_ADULT)
            if a < 50:
                pool = [v for v in pool if v != "Shingrix"]
        return self.rng.sample(pool, min(n, len(pool)))

    # ------------------------------------------------------------ surface helpers
    def D(self, d, style=None):
        return (H.fmt_date(self.rng, d, self.country, style), "DATE")

    def P(self, style=None):
        return (H.nm(self.rng, self.pt, style), "PATIENT")

    def pt_ref(self):
        """A narrative reference to the patient, with title outside the span."""
        r = self.rng
        c = r.randrange(7)
        if c <= 1 and not self.child:
            return [H.title(r, self.pt) + " ", (H.nm(r, self.pt, "last"), "PATIENT")]
        if c == 2:
            return [(H.nm(r, self.pt, "given"), "PATIENT")]
        if c == 3:
            return [r.choice(["Pt ", "pt "]), (H.nm(r, self.pt, "initials"), "PATIENT")]
        return [r.choice(["the patient", "pt", "she" if self.sex == "F" else "he", "patient"])]

    def age_p(self, age=None, sex=None, adj=True):
        return H.age_phrase(self.rng, self.age if age is None else age, sex or self.sex, adj=adj)

    def dr(self, s=None, cred=True):
        """Clinician reference: title or credential stays outside the span."""
        r = self.rng
        s = s or self.clin
        c = r.randrange(4)
        if c == 0:
            return [r.choice(["Dr ", "Dr. "]), (H.staff_sig(r, s), "DOCTOR")]
        if c == 1 and cred:
            if s is self.clin:
                cr = self.clin_cred
            elif s is self.nurse:
                cr = r.choice(NURSE_CREDS[self.country])
            elif s is self.gp:
                cr = r.choice(DOC_CREDS[self.country])
            else:
                cr = r.choice(CREDS[self.country])
            return [(H.staff_sig(r, s), "DOCTOR"), r.choice([", ", " "]) + cr]
        if c == 2:
            return [(s["full"], "DOCTOR")]
        return [r.choice(["Dr ", "Dr. "]), (s["family"], "DOCTOR")]

    def interp_phrase(self):
        r = self.rng
        ip = self.interp
        iid = H.case_no(r, "interp")
        mode = r.choice(["in person", "by phone", "via video", "telephone", "on-site", "video (VRI)"])
        c = r.randrange(6)
        if c == 0:
            return ["Interpreter: ", (H.nm(r, ip, "given"), "DOCTOR"), " (%s, %s), ID " % (self.lang, mode), (iid, "IDNUM")]
        if c == 1:
            return ["Professional %s interpreter %s - " % (self.lang, mode), (H.nm(r, ip, "given_init"), "DOCTOR"),
                    ", interpreter #", (iid, "IDNUM")]
        if c == 2:
            return ["Seen with ", (self.interp_org, "ORGANIZATION"), " interpreter ", (iid, "IDNUM"), " (%s) %s" % (self.lang, mode)]
        if c == 3:
            return ["Interpreter used throughout: %s, %s, " % (self.lang, mode), (ip["full"], "DOCTOR"),
                    " (ID ", (iid, "IDNUM"), ")"]
        if c == 4:
            return ["%s interpreter (" % self.lang, (H.nm(r, ip, "full"), "DOCTOR"), ") %s; family not used to interpret" % mode]
        return ["Lang: %s. Interp %s, ID# " % (self.lang, mode), (iid, "IDNUM")]

    def addr(self, style=None):
        return H.address(self.rng, self.place, style)

    def phone(self):
        return (H.phone(self.rng, self.country), "PHONE")

    def immun(self):
        return "immunization" if self.country in ("US", "CA") else "immunisation"

    def footer(self, d):
        """EHR footer: signer, time, optional user name and workstation address."""
        r = self.rng
        if r.random() < 0.5:
            d.f("\n\nElectronically signed by {S} on {D} {T}", S=self.dr(), D=self.D(self.date), T=H.time_str(r))
        else:
            d.f("\n\n-- {S}", S=self.dr())
            if r.random() < 0.5:
                d.f(" | {H}", H=(self.hosp, "HOSPITAL"))
        if r.random() < 0.3:
            d.f("\nLast edited by user {U} from {IP}", U=(H.username(r, self.clin), "USERNAME"), IP=(H.ipaddr(r), "IPADDR"))
        elif r.random() < 0.25:
            d.f("\nAudit: created by {U}", U=(H.username(r, self.nurse), "USERNAME"))
        if r.random() < 0.15:
            d.f("\ncc: {G} ({R})", G=self.dr(self.gp), R=ROLE_PT[self.country])

    def header_ids(self, d, upper=False):
        """A demographic header line block."""
        r = self.rng
        nm_style = r.choice(["upper_lastfirst", "lastfirst", "full", "upper"])
        lab = ["Patient", "Name", "PATIENT", "Pt name", "Client"]
        d.f("{L}: {N}\n", L=r.choice(lab), N=self.P(nm_style))
        dob_txt = "DOB" if r.random() < 0.7 else "Date of birth"
        d.f("%s: {B}" % dob_txt, B=self.D(self.dob, r.choice(["num", "num", "iso", "abbr", "long"])))
        if self.assigned_dob and r.random() < 0.6:
            d.t(" (assigned)")
        d.f("   Age: {A}   Sex: %s\n" % r.choice([self.sex, "Female" if self.sex == "F" else "Male"]), A=(str(self.age), "AGE"))
        mrn_lab = {"US": ["MRN", "MR#", "Med Rec No"], "UK": ["Hospital No", "Hosp no", "MRN"],
                   "CA": ["MRN", "Chart #", "Chart No"], "AU": ["URN", "UR No", "MRN"]}[self.country]
        hp_lab = {"US": ["Medicaid ID", "RMA ID", "Member ID", "Ins ID"], "UK": ["NHS No", "NHS number"],
                  "CA": ["IFHP", "Health card", "OHIP #", "PHN"], "AU": ["Medicare No", "Medicare"]}[self.country]
        d.f("%s: {M}   %s: {H}\n" % (r.choice(mrn_lab), r.choice(hp_lab)), M=(self.mrn, "MRN"), H=(self.hp, "HEALTHPLAN"))
