"""Per-note case: the patient, staff, places, dates and identifiers of one note.

Case.r(key) returns the pieces (plain strings and (text, TYPE) tuples) for a
template placeholder, choosing a surface form at random.
"""
import datetime as dt

import phi
from pools_people import FEMALE, MALE, SURNAMES, NICK, RELATIONS, PROFESSIONS, \
    USER_SUFFIX, age_words
from pools_places import PLACES, COUNTRIES, ISLANDS


class Person:
    def __init__(self, rng, sex=None, last=None):
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(FEMALE if self.sex == "F" else MALE)
        self.last = last or rng.choice(SURNAMES)
        self.mid = rng.choice(UPPER_INIT) if rng.random() < .45 else ""
        self.nick = NICK.get(self.first)


UPPER_INIT = "ABCDEFGHJKLMNPRSTW"

CRED = {
    "UK": ["RGN", "RN", "RGN, BSc (Hons)", "RN MSc", "Colorectal CNS", "CNS Stoma Care",
           "Clinical Nurse Specialist", "RN, NMP"],
    "US": ["RN, CWOCN", "BSN, RN, CWON", "MSN, APRN, CWOCN-AP", "RN, COCN", "RN CWOCN"],
    "AU": ["STN", "RN, STN", "CNC Stomal Therapy", "RN STN(Cred)", "CNS, STN"],
    "CA": ["RN, NSWOC", "RN BScN NSWOC(C)", "RN, NSWOC, WOCC(C)", "ET Nurse"],
}
DOC_CRED = {"UK": ["FRCS", "MBChB FRCS (Gen Surg)", "MD FRCS", "MBBS, FRCS"],
            "US": ["MD", "MD, FACS", "DO", "MD FASCRS"],
            "AU": ["FRACS", "MBBS FRACS", "MBBS (Hons) FRACS"],
            "CA": ["MD, FRCSC", "MD FRCSC", "MDCM, FRCSC"]}
GP_CRED = {"UK": ["MRCGP", "MBChB MRCGP", "GP"], "US": ["MD", "DO", "MD, FAAFP", "NP-C"],
           "AU": ["FRACGP", "MBBS FRACGP"], "CA": ["MD, CCFP", "MD CCFP", "NP-PHC"]}


def _title(rng, p, country, role):
    dot = "." if country in ("US", "CA") and rng.random() < .75 else ""
    if role == "pt" or role == "fam":
        if p.sex == "M":
            return "Mr" + dot
        return rng.choice(["Mrs", "Ms", "Mrs", "Miss", "Ms"]) + dot
    if role == "cons" and country in ("UK", "AU") and rng.random() < .6:
        return "Mr" if p.sex == "M" else rng.choice(["Ms", "Miss", "Mrs"])
    return rng.choice(["Dr" + dot, "Dr" + dot, "Dr" + dot, "Prof" + dot]) if role == "cons" \
        else "Dr" + dot


class Case:
    def __init__(self, rng, country, genre, profile):
        self.rng, self.country, self.genre, self.prof = rng, country, genre, profile
        P = PLACES[country]
        self.P = P
        self.pt = Person(rng, profile.get("sex"))
        self.age = profile.get("age") or rng.randrange(24, 93)
        self.pt_title = _title(rng, self.pt, country, "pt")
        y0 = dt.date(2019, 3, 1)
        self.dates = {"visit": phi.add_days(y0, rng.randrange(0, 2280))}
        v = self.dates["visit"]
        self.dates["dob"] = dt.date(v.year - self.age, 1, 1) + dt.timedelta(
            days=rng.randrange(0, 365))
        if self.dates["dob"] > dt.date(v.year - self.age, v.month, min(v.day, 28)):
            self.dates["dob"] = dt.date(v.year - self.age - 1, self.dates["dob"].month,
                                        min(self.dates["dob"].day, 28))
        for k, lo, hi in [("op", -120, -14), ("next", 7, 90),
                          ("ref", -60, -7), ("mdt", -30, -3), ("fit", -70, -20),
                          ("colo", -40, -5), ("ct", -60, -10), ("mri", -50, -8),
                          ("letter", 0, 5), ("dx", -900, -60), ("next2", 91, 200),
                          ("call", -5, 0), ("prev", -40, -8), ("del", 2, 14)]:
            self.dates[k] = phi.add_days(v, rng.randrange(lo, hi))
        self.dates["dis"] = phi.add_days(self.dates["op"], rng.randrange(3, 12))
        self.dates["typed"] = phi.add_days(self.dates["letter"], rng.randrange(1, 7))
        # address
        self.street = self._street()
        self.city = rng.choice(P["cities"])
        reg = rng.choice(P["regions"])
        self.region = reg
        self.zip = self._zip(reg)
        # people
        self.cns = Person(rng)
        self.cns2 = Person(rng)
        self.cons = Person(rng)
        self.cons_title = _title(rng, self.cons, country, "cons")
        self.gp = Person(rng)
        self.reg = Person(rng)
        self.diet = Person(rng)
        self.dn = Person(rng)
        self.sec = Person(rng)
        rels = [r for r in RELATIONS
                if not (self.age < 46 and r[0] in ("daughter", "son", "daughter-in-law",
                                                   "son-in-law", "niece", "nephew"))
                and not (self.age < 62 and r[0] in ("granddaughter", "grandson"))
                and not (self.age > 68 and r[0] == "mother")]
        rel, rsex = rng.choice(rels)
        fam_last = self.pt.last if rel in ("wife", "husband", "daughter", "son", "mother",
                                           "granddaughter", "grandson", "brother",
                                           "sister") and rng.random() < .6 else None
        self.fam = Person(rng, rsex if rsex != "X" else None, fam_last)
        self.fam_rel = rel
        self.fam_age = max(18, self.age + rng.randrange(-30, 6))
        if rel in ("daughter", "son", "niece", "nephew", "daughter-in-law", "son-in-law"):
            self.fam_age = max(18, self.age - rng.randrange(20, 40))
        if rel in ("granddaughter", "grandson"):
            self.fam_age = max(16, self.age - rng.randrange(45, 60))
        if rel == "mother":
            self.fam_age = self.age + rng.randrange(18, 35)
        self.job = rng.choice(PROFESSIONS)
        self.fam_job = rng.choice(PROFESSIONS)
        self.hosp, self.hosp_abbr = rng.choice(P["hospitals"])
        h2 = [h for h in P["hospitals"] if h[0] != self.hosp]
        self.hosp2 = rng.choice(h2)[0]
        self.ward = rng.choice(P["wards"])
        self.gp_prac = rng.choice(P["practices"])
        self.gp_street = self._street(unit=False)
        self.gp_city = rng.choice(P["cities"])
        self.gp_zip = self._zip(reg)
        self.hosp_street = self._street(unit=False)
        self.hosp_city = rng.choice(P["cities"])
        self.hosp_zip = self._zip(reg)
        self.sup = rng.choice(P["suppliers"])
        self.employer = rng.choice(P["employers"])
        self.insurer = rng.choice(P["insurers"])
        self.group = rng.choice([g for g in P["groups"] if "Ostom" in g or "Stoma" in g])
        self.club = rng.choice([g for g in P["groups"] if not ("Ostom" in g or "Stoma" in g)])
        self.care_home = rng.choice(P["care_homes"])
        self.pharm = rng.choice(P["pharmacies"])
        self.screen_ctr = rng.choice(P["screening"])
        own = {"UK": ("England", "Scotland", "Wales"), "AU": ("Australia",),
               "CA": ("Canada",), "US": ()}[country]
        cl = [c for c in COUNTRIES if c not in own]
        self.country_o = rng.choice(cl)
        self.country_t = rng.choice([c for c in cl if c != self.country_o])
        self.island = rng.choice(ISLANDS)
        # ids and contacts
        self.ids = {
            "mrn": phi.mrn(rng, country),
            "hp": phi.healthplan(rng, country, self.dates["dob"], self.pt.last, self.pt.first),
            "hp2": phi.au_private(rng) if country == "AU" else phi.healthplan(rng, "US"),
            "grp": phi.group_no(rng), "acct": phi.account(rng, country),
            "sup_acct": phi.account(rng, country, "sup"), "ssn": phi.ssn(rng, country),
            "lic_cons": phi.license_no(rng, country, "doc"),
            "lic_cns": phi.license_no(rng, country, "nurse"),
            "lic_gp": phi.license_no(rng, country, "prov" if country == "AU" else "doc"),
            "dea": phi.license_no(rng, "US", "dea"),
            "dev": phi.device_sn(rng), "lot": phi.device_sn(rng, "lot"),
            "veh": phi.vehicle(rng, country), "vin": phi.vehicle(rng, country, True),
            "bio": phi.bioid(rng),
            "ubrn": phi.idnum(rng, country, "ubrn"), "order": phi.idnum(rng, country, "order"),
            "histo": phi.idnum(rng, country, "histo"), "kit": phi.idnum(rng, country, "kit"),
            "mdtid": phi.idnum(rng, country, "mdt"), "inc": phi.idnum(rng, country, "incident"),
            "rxno": phi.idnum(rng, country, "rx"),
            "passport": phi.idnum(rng, country, "passport"),
            "screen": phi.idnum(rng, country, "screen"), "req": phi.idnum(rng, country, "req"),
            "ip": phi.ipaddr(rng),
        }
        self.ct = {
            "ph_home": phi.phone(rng, country), "ph_mob": phi.phone(rng, country, "mob"),
            "ph_fam": phi.phone(rng, country, "mob"),
            "ph_team": phi.phone(rng, country, "land", rng.random() < .3),
            "fax_team": phi.phone(rng, country), "ph_gp": phi.phone(rng, country),
            "fax_gp": phi.phone(rng, country), "ph_sup": phi.phone(rng, country, "free"),
            "ph_screen": phi.phone(rng, country, "free"), "ph_dn": phi.phone(rng, country),
            "bleep": phi.bleep(rng),
            "email_pt": phi.email(rng, self.pt.first, self.pt.last),
            "email_cns": phi.email(rng, self.cns.first, self.cns.last),
            "email_team": phi.team_email(rng, self.hosp_abbr or self.hosp.split()[0]),
            "email_gp": phi.email(rng, self.gp.first, self.gp.last),
            "email_sup": phi.team_email(rng, self.sup.split()[0]),
            "url_team": phi.url(rng, self.hosp), "url_sup": phi.url(rng, self.sup),
            "url_group": phi.url(rng, self.group),
        }
        sfx = rng.choice(USER_SUFFIX)
        f, l = phi.slug(self.cns.first).replace("-", ""), phi.slug(self.cns.last).replace("-", "")
        self.user = rng.choice([f[0] + l + sfx, l + f[0] + sfx, f + "." + l, (f[0] + l)[:8],
                                l[:6] + f[:2] + sfx])
        if rng.random() < .3:
            self.user = self.user.upper()

    # ----------------------------------------------------------- helpers
    def _street(self, unit=True):
        rng, P, c = self.rng, self.P, self.country
        num = str(rng.choice([rng.randrange(1, 40), rng.randrange(1, 200),
                              rng.randrange(100, 9900)] if c == "US" else
                             [rng.randrange(1, 40), rng.randrange(1, 160)]))
        s = "%s %s %s" % (num, rng.choice(P["street_stems"]), rng.choice(P["street_types"]))
        if unit and rng.random() < .2:
            if c == "UK":
                s = "Flat %d, %s" % (rng.randrange(1, 12), s)
            elif c == "US":
                s += rng.choice([", Apt %d%s" % (rng.randrange(1, 9), rng.choice("ABCD")),
                                 " #%d" % rng.randrange(2, 40)])
            elif c == "AU":
                s = "Unit %d/%s" % (rng.randrange(1, 20), s)
            else:
                s += ", Unit %d" % rng.randrange(100, 2400)
        return s

    def _zip(self, reg):
        rng, c = self.rng, self.country
        if c == "UK":
            a = rng.choice(["AB", "KL", "MW", "TH", "EB", "HX", "NM", "WY", "S", "L", "B",
                            "YR", "CW", "DN", "PL"])
            return "%s%d %d%s" % (a, rng.randrange(1, 30), rng.randrange(10),
                                  phi.letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        if c == "US":
            z = phi.digits(rng, 5, True)
            return z + ("-" + phi.digits(rng, 4) if rng.random() < .15 else "")
        if c == "AU":
            return self.P["postcode_first"][reg[1]] + phi.digits(rng, 3)
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (rng.choice(L), rng.randrange(10), rng.choice(L),
                                  rng.randrange(10), rng.choice(L), rng.randrange(10))

    def name(self, p, typ, form, title=None):
        mi = (p.mid + ". " if self.rng.random() < .7 else p.mid + " ") if p.mid else ""
        if form == "full":
            return [(p.first + " " + p.last, typ)]
        if form == "fml":
            return [(p.first + " " + mi + p.last, typ)]
        if form == "lf":
            return [(p.last + ", " + p.first + (" " + p.mid if p.mid else ""), typ)]
        if form == "caps":
            f = p.first.upper() if self.rng.random() < .5 else p.first
            return [(p.last.upper() + ", " + f + (" " + p.mid if p.mid else ""), typ)]
        if form == "capsfull":
            return [((p.first + " " + p.last).upper(), typ)]
        if form == "ts":
            return [title + " ", (p.last, typ)]
        if form == "tfull":
            return [title + " ", (p.first + " " + p.last, typ)]
        if form == "first":
            return [(p.first, typ)]
        if form == "last":
            return [(p.last, typ)]
        if form == "il":
            return [(p.first[0] + ". " + p.last, typ)]
        if form == "init":
            sep = self.rng.choice([".", ""])
            return [(p.first[0] + sep + (p.mid + sep if p.mid else "") + p.last[0] + sep
                     if sep else p.first[0] + p.mid + p.last[0], typ)]
        if form == "nick":
            return [(p.nick or p.first, typ)]
        raise ValueError(form)

    def pick(self, opts):
        r, acc = self.rng.random() * sum(w for _, w in opts), 0.0
        for v, w in opts:
            acc += w
            if r < acc:
                return v
        return opts[-1][0]

    def fmt(self, key):
        return phi.fmt_date(self.rng, self.dates[key], self.country)

    def region_piece(self, abbr=None):
        if self.country == "UK":
            return (self.region, "CITY")
        if abbr is None:
            abbr = self.rng.random() < .7
        return (self.region[1] if abbr else self.region[0], "STATE")

    # ----------------------------------------------------------- resolver
    def r(self, key):
        rng, c = self.rng, self.country
        pt = self.pt
        if key.startswith("d_"):
            return (self.fmt(key[2:]), "DATE")
        if key.startswith("s_"):
            return (phi.fmt_short(rng, self.dates[key[2:]], c), "DATE")
        if key.startswith("my_"):
            return (phi.fmt_month_year(rng, self.dates[key[3:]], c), "DATE")
        if key.startswith("y_"):
            return (str(self.dates[key[2:]].year), "DATE")
        if key in self.ids:
            typ = ID_TYPES[key]
            return (self.ids[key], typ)
        if key in self.ct:
            typ = "FAX" if key.startswith("fax") else "EMAIL" if key.startswith("email") \
                else "URL" if key.startswith("url") else "PHONE"
            return (self.ct[key], typ)
        if key == "pt":
            f = self.pick([("ts", 5), ("first", 1.5), ("full", 1.5), ("tfull", 1),
                           ("nick", .3 if pt.nick else 0)])
            return self.name(pt, "PATIENT", f, self.pt_title)
        if key == "pt_ts":
            return self.name(pt, "PATIENT", "ts", self.pt_title)
        if key.startswith("pt_"):
            return self.name(pt, "PATIENT", key[3:], self.pt_title)
        if key == "cns":
            return self.name(self.cns, "DOCTOR", self.pick([("full", 4), ("first", 1),
                                                            ("fml", 1), ("il", 1)]))
        if key == "cns_sig":
            return self.name(self.cns, "DOCTOR", self.pick([("full", 3), ("fml", 1)])) + \
                [rng.choice([", ", " ", " - "]) + rng.choice(CRED[c])]
        if key == "cns2":
            return self.name(self.cns2, "DOCTOR", self.pick([("full", 3), ("first", 2)]))
        if key == "cons":
            return self.name(self.cons, "DOCTOR", self.pick([("ts", 5), ("tfull", 2)]),
                             self.cons_title)
        if key == "cons_full":
            return self.name(self.cons, "DOCTOR", "full")
        if key == "cons_sig":
            return self.name(self.cons, "DOCTOR", "full") + [" " + rng.choice(DOC_CRED[c])]
        if key == "gp":
            return self.name(self.gp, "DOCTOR", self.pick([("ts", 4), ("tfull", 2)]),
                             "Dr." if c in ("US", "CA") and rng.random() < .7 else "Dr")
        if key == "gp_full":
            return self.name(self.gp, "DOCTOR", "full")
        if key == "reg":
            return self.name(self.reg, "DOCTOR", self.pick([("ts", 3), ("full", 1)]),
                             "Dr" + ("." if c == "US" else ""))
        if key == "diet":
            return self.name(self.diet, "DOCTOR", self.pick([("full", 3), ("first", 1)]))
        if key == "dn":
            return self.name(self.dn, "DOCTOR", self.pick([("full", 2), ("first", 2)]))
        if key == "sec":
            return (phi.ascii_fold(self.sec.first[0] + self.sec.last[0]).lower(), "DOCTOR")
        if key == "cns_init":
            return (phi.ascii_fold(self.cns.first[0] + self.cns.last[0]).upper(), "DOCTOR")
        if key == "fam":
            return self.name(self.fam, "FAMILY", self.pick([("first", 4), ("full", 2)]))
        if key.startswith("fam_") and key in ("fam_full", "fam_first", "fam_last",
                                               "fam_lf", "fam_caps"):
            return self.name(self.fam, "FAMILY", key[4:])
        if key == "fam_ts":
            return self.name(self.fam, "FAMILY", "ts", _title(rng, self.fam, c, "fam"))
        if key == "stype_a":
            st = self.prof["stype"]
            return ("an " if st[0] in "aeiou" else "a ") + st
        if key == "fam_rel":
            return self.fam_rel
        if key == "fam_age":
            return (str(self.fam_age), "AGE")
        if key == "user":
            return (self.user, "USERNAME")
        if key == "job":
            return (self.job, "PROFESSION")
        if key == "fam_job":
            return (self.fam_job, "PROFESSION")
        if key == "age":
            return (str(self.age), "AGE")
        if key == "age_w":
            return (age_words(self.age), "AGE")
        if key == "sexw":
            return rng.choice(["male", "man", "gentleman"]) if pt.sex == "M" else \
                rng.choice(["female", "woman", "lady"])
        if key == "sex1":
            return pt.sex
        if key == "he":
            return "he" if pt.sex == "M" else "she"
        if key == "He":
            return "He" if pt.sex == "M" else "She"
        if key == "his":
            return "his" if pt.sex == "M" else "her"
        if key == "His":
            return "His" if pt.sex == "M" else "Her"
        if key == "him":
            return "him" if pt.sex == "M" else "her"
        if key == "street":
            return (self.street, "STREET")
        if key == "city":
            return (self.city, "CITY")
        if key == "region":
            return self.region_piece()
        if key == "zip":
            return (self.zip, "ZIP")
        if key == "addr1":
            return [(self.street, "STREET"), ", ", (self.city, "CITY"), ", ",
                    self.region_piece(), rng.choice([" ", ", ", "  "]), (self.zip, "ZIP")]
        if key == "addr_block":
            return [(self.street, "STREET"), "\n", (self.city, "CITY"), "\n" if c == "UK"
                    else ", ", self.region_piece(), "\n" if c == "UK" else "  ",
                    (self.zip, "ZIP")]
        if key == "gp_addr":
            return [(self.gp_street, "STREET"), ", ", (self.gp_city, "CITY"), ", ",
                    (self.gp_zip, "ZIP")] if c == "UK" else \
                [(self.gp_street, "STREET"), ", ", (self.gp_city, "CITY"), ", ",
                 self.region_piece(True), " ", (self.gp_zip, "ZIP")]
        if key == "hosp_addr":
            return [(self.hosp_street, "STREET"), ", ", (self.hosp_city, "CITY"), " ",
                    (self.hosp_zip, "ZIP")]
        if key == "hosp":
            if self.hosp_abbr and rng.random() < .3:
                return (self.hosp_abbr, "HOSPITAL")
            return (self.hosp, "HOSPITAL")
        if key == "hosp_full":
            return (self.hosp, "HOSPITAL")
        if key in ("hosp2", "ward", "gp_prac", "care_home", "pharm", "screen_ctr"):
            return (getattr(self, key), "HOSPITAL")
        if key in ("sup", "employer", "insurer", "group", "club"):
            return (getattr(self, key), "ORGANIZATION")
        if key == "bed":
            return (str(rng.randrange(1, 32)), "LOCATION_OTHER")
        if key == "bay":
            return (str(rng.randrange(1, 7)), "LOCATION_OTHER")
        if key == "room":
            return (rng.choice([str(rng.randrange(1, 14)), "%d%02d" % (rng.randrange(1, 8),
                                rng.randrange(1, 40)), "%s%d" % (rng.choice("ABCD"),
                                                                rng.randrange(1, 12))]),
                    "LOCATION_OTHER")
        if key == "country_o":
            return (self.country_o, "COUNTRY")
        if key == "country_t":
            return (self.country_t, "COUNTRY")
        if key == "holiday":
            return (phi.holiday(rng, c), "DATE")
        if key == "island":
            return (self.island, "LOCATION_OTHER")
        if key in self.prof:
            return self.prof[key]
        raise KeyError(key)


ID_TYPES = {
    "mrn": "MRN", "hp": "HEALTHPLAN", "hp2": "HEALTHPLAN", "grp": "HEALTHPLAN",
    "acct": "ACCOUNT", "sup_acct": "ACCOUNT", "ssn": "SSN", "lic_cons": "LICENSE",
    "lic_cns": "LICENSE", "lic_gp": "LICENSE", "dea": "LICENSE", "dev": "DEVICE",
    "lot": "DEVICE", "veh": "VEHICLE", "vin": "VEHICLE", "bio": "BIOID", "ubrn": "IDNUM", "order": "IDNUM",
    "histo": "IDNUM", "kit": "IDNUM", "mdtid": "IDNUM", "inc": "IDNUM", "rxno": "IDNUM",
    "passport": "IDNUM", "screen": "IDNUM", "req": "IDNUM", "ip": "IPADDR",
}
