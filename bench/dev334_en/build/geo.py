"""Geography mixin for Ctx: invented towns, streets, services, schools and
addresses (counties, states and countries are real)."""
from fmt import wchoice
import fmt
from names import COUNTRY_ORIGINS
import places as PL


class GeoMixin:
    def region_t(self, abbr=None):
        r = self.region
        if r is None:
            return None
        if isinstance(r, tuple):
            use_abbr = abbr if abbr is not None else self.rng.random() < 0.75
            return (r[1] if use_abbr else r[0], "STATE")
        return (r, "CITY" if self.cc in ("UK", "IE") else "STATE")

    def street(self):
        cc, rng = self.cc, self.rng
        base = rng.choice({"AU": PL.STREET_BASE_AU, "NZ": PL.STREET_BASE_NZ, "ZA": PL.STREET_BASE_ZA,
                           "CA": PL.STREET_BASE_CA, "US": PL.STREET_BASE_US, "IE": PL.STREET_BASE_IE}.get(
            cc, PL.STREET_BASE) + PL.STREET_BASE[:12])
        suf = rng.choice(PL.STREET_SUFFIX[cc])
        n = rng.randint(1, 240)
        if cc == "SG":
            return "Blk %d %s %s #%02d-%d" % (rng.randint(100, 899), rng.choice(PL.SG_ESTATES), suf,
                                              rng.randint(2, 18), rng.randint(10, 480))
        if cc == "UK" and rng.random() < 0.2:
            return "Flat %d, %d %s %s" % (rng.randint(1, 12), n, base, suf)
        if cc == "US" and rng.random() < 0.25:
            return "%d %s %s, Apt %d%s" % (rng.randint(10, 9800), base, suf, rng.randint(1, 30), rng.choice("ABCD"))
        if cc == "US":
            return "%d %s %s" % (rng.randint(10, 9800), base, suf)
        if cc == "AU" and rng.random() < 0.3:
            return "Unit %d/%d %s %s" % (rng.randint(1, 9), n, base, suf)
        if cc == "IE" and rng.random() < 0.3:
            return "%d %s %s" % (n, base, rng.choice(["Park", "Lawns", "Heights"]))
        return "%d %s %s" % (n, base, suf)

    def street_name(self):
        base = self.rng.choice(PL.STREET_BASE + PL.STREET_BASE_AU[:4] if self.cc == "AU" else PL.STREET_BASE)
        suf = self.rng.choice([x for x in PL.STREET_SUFFIX[self.cc] if not x[-1].isdigit()])
        return "%s %s" % (base, suf)

    def make_places(self):
        cc, rng = self.cc, self.rng
        self.town = rng.choice(PL.TOWNS[cc])
        self.region = rng.choice(PL.REGIONS[cc]) if PL.REGIONS[cc] else None
        self.region_abbr = self.region[1] if isinstance(self.region, tuple) else ""
        self.street_ = self.street()
        self.zip = fmt.postcode(rng, cc)
        self.base_town = self.town if rng.random() < 0.6 else rng.choice(PL.TOWNS[cc])
        self.base_street = self.street().split(", Apt")[0].replace("Flat ", "Unit ")
        if cc == "SG":
            self.base_street = "%d %s Road" % (rng.randint(1, 90), rng.choice(PL.SG_ESTATES))
        self.base_zip = fmt.postcode(rng, cc)
        t, bt, sb = self.town, self.base_town, rng.choice(PL.STREET_BASE)
        saint, tree, bird = rng.choice(PL.SAINTS), rng.choice(PL.TREES), rng.choice(PL.BIRDS)
        sur = self.person("M", wchoice(rng, COUNTRY_ORIGINS[cc])).lastname()
        st = "St. " if cc in ("US", "CA") else "St "
        self.team = rng.choice({
            "UK": ["%s CAMHS" % bt, "CAMHS %s East" % bt, "%s Child and Family Service" % bt,
                   "%s Community CAMHS" % bt],
            "IE": ["%s CAMHS" % bt, "CAMHS %s Team" % bt, "%s Child and Adolescent Mental Health Team" % bt],
            "US": ["%s Child & Adolescent Psychiatry Clinic" % bt, "%s Behavioral Health Center" % bt,
                   "%sbrook Child Guidance Center" % tree],
            "CA": ["%s Child and Youth Mental Health" % bt, "%s Youth Wellness Centre" % bt,
                   "Centre jeunesse %s" % bt],
            "AU": ["%s CYMHS" % bt, "%s CAMHS" % bt, "%s Child and Youth Mental Health Service" % bt],
            "NZ": ["%s Youth Specialty Service" % bt, "%s ICAMHS" % bt, "Te Whare Taiohi %s" % bt],
            "ZA": ["%s Child and Family Clinic" % bt, "%s Hospital Child & Adolescent Unit" % bt],
            "SG": ["%s Child Development & Wellness Clinic" % rng.choice(PL.SG_ESTATES),
                   "%s Youth Mental Wellness Centre" % rng.choice(PL.SG_ESTATES)],
        }[cc])
        self.acute = rng.choice(["%s General Hospital" % bt, "%s%s's Hospital" % (st, saint),
                                 "%s Children's Hospital" % bt, "%s University Hospital" % bt,
                                 ("Royal %s Infirmary" % bt) if cc in ("UK",) else "%s Base Hospital" % bt,
                                 ("%s Medical Center" % bt) if cc == "US" else "%s Regional Hospital" % bt])
        self.paed_ward = rng.choice(["%s Ward" % bird, "Ward %d" % rng.randint(2, 30), "Children's Ward %d" % rng.randint(1, 9),
                                     "%s Ward" % tree])
        self.unit = rng.choice(["%s Adolescent Unit" % tree, "%s House" % tree, "%s Unit" % bird,
                                "The %s Centre" % tree, "%s Young People's Unit" % bt])
        self.unit_ward = rng.choice(["%s Ward" % bird, "%s Ward" % tree, "%s Lodge" % bird])
        self.gp_practice = rng.choice({
            "US": ["%s Pediatrics" % t, "%s Pediatric Associates" % sur, "%s Family Medicine" % sb],
            "CA": ["%s Family Health Team" % t, "%s Medical Clinic" % sb],
            "SG": ["%s Family Clinic" % rng.choice(PL.SG_ESTATES), "%s Polyclinic" % rng.choice(PL.SG_ESTATES)],
        }.get(cc, ["%s Surgery" % sb, "%s Medical Centre" % t, "%s Health Centre" % sb,
                   "%s Medical Practice" % t, "%s Road Surgery" % sb]))
        self.pharmacy = rng.choice(["%s Pharmacy" % t, "%s's Chemist" % sur, "%s Pharmacy" % sb,
                                    "%s Late Night Pharmacy" % t])
        self.school = self.make_school()
        self.employer = rng.choice(["%s %s" % (rng.choice(PL.CORP_A), rng.choice(PL.CORP_B)),
                                    "%s %s" % (rng.choice(PL.CORP_A), rng.choice(PL.CORP_B)),
                                    rng.choice(PL.SHOPS), "%s %s" % (sur, rng.choice(PL.CORP_B))])
        self.charity = rng.choice(PL.CHARITIES)
        self.club = "%s %s" % (rng.choice([t, sb, tree]), rng.choice(PL.CLUBS))
        self.council = "%s %s" % (t, rng.choice(["Borough Council", "City Council", "District Council",
                                                 "Council"]))
        self.landmark = rng.choice(["%s Park" % sb, "%s Shopping Centre" % t, "%s Bridge" % sb,
                                    "the %s Viaduct" % sb, "%s Leisure Centre" % t, "%s Library" % t,
                                    "%s Reservoir" % sb, "%s Skate Park" % sb, "%s Quay" % sb])

    def make_school(self):
        cc, rng, t = self.cc, self.rng, self.town
        sb, saint = rng.choice(PL.STREET_BASE), rng.choice(PL.SAINTS)
        young = self.age <= 11 if cc not in ("SG", "ZA") else self.age <= 12
        opts = {
            "UK": (["%s Primary School" % sb, "St %s's RC Primary" % saint, "%s Junior School" % t],
                   ["%s Academy" % t, "%s High School" % sb, "St %s's Catholic High School" % saint,
                    "%s Community College" % sb, "%s Grammar School" % t, "%s School" % sb]),
            "IE": (["Scoil %s" % rng.choice(["Bhríde", "Mhuire", "Chaitríona", "Eoin", "Phádraig"]),
                    "%s National School" % t],
                   ["Coláiste %s" % rng.choice(["Mhuire", "Éanna", "Bríde", "Phádraig", "Chiaráin"]),
                    "%s Community School" % t, "St %s's Secondary School" % saint, "%s Educate Together" % t]),
            "US": (["%s Elementary" % sb, "%s Elementary School" % t],
                   ["%s High School" % t, "%s Middle School" % sb, "%s Academy" % sb,
                    "%s Junior High" % t]),
            "CA": (["%s Public School" % sb, "École %s" % rng.choice(["Sainte-Marie", "des Pionniers"])],
                   ["%s Secondary School" % t, "%s Collegiate Institute" % sb, "École secondaire %s" % t,
                    "%s Regional High School" % t]),
            "AU": (["%s Primary School" % t, "%s Public School" % sb],
                   ["%s Secondary College" % t, "%s State High School" % t, "%s Anglican College" % sb,
                    "St %s's College" % saint]),
            "NZ": (["%s School" % t, "%s Primary" % sb, "%s Intermediate" % t],
                   ["%s College" % t, "%s High School" % sb, "%s Area School" % t]),
            "ZA": (["%s Primary School" % t, "Laerskool %s" % t],
                   ["%s High School" % t, "Hoërskool %s" % t, "%s Secondary School" % sb]),
            "SG": (["%s Primary School" % rng.choice(PL.SG_ESTATES)],
                   ["%s Secondary School" % rng.choice(PL.SG_ESTATES)]),
        }[cc]
        return rng.choice(opts[0] if young else opts[1])

    def addr(self, lines=False, country=False, street=True):
        sep = "\n" if lines else ", "
        out = []
        if street:
            out += [(self.street_, "STREET"), sep]
        cc = self.cc
        if cc in ("US", "CA", "AU"):
            out += [(self.town, "CITY"), ", " if cc != "AU" else " ", self.region_t(True), " " if cc != "CA" else "  ",
                    (self.zip, "ZIP")]
        elif cc == "SG":
            out += [("Singapore", "CITY"), " ", (self.zip, "ZIP")]
        elif cc == "NZ":
            out += [(self.town, "CITY"), " ", (self.zip, "ZIP")]
        else:
            out += [(self.town, "CITY"), sep]
            if self.region and (cc in ("IE", "ZA") or self.rng.random() < 0.4):
                out += [self.region_t(), sep]
            out += [(self.zip, "ZIP")]
        if country:
            out += [sep, (PL.COUNTRY_NAMES[cc], "COUNTRY")]
        return out

    def base_addr(self, lines=False):
        sep = "\n" if lines else ", "
        cc = self.cc
        out = [(self.base_street, "STREET"), sep, (self.base_town, "CITY")]
        if cc in ("US", "CA", "AU"):
            out += [", " if cc != "AU" else " ", self.region_t(True), " ", (self.base_zip, "ZIP")]
        elif cc == "SG":
            out = [(self.base_street, "STREET"), sep, ("Singapore", "CITY"), " ", (self.base_zip, "ZIP")]
        else:
            out += [sep if cc != "NZ" else " ", (self.base_zip, "ZIP")]
        return out

