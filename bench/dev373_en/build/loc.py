"""Places, care sites, organisations and other identifiers for dev373_en notes."""
import re

import pools as P
from core import Note as _Base, UPPER, DIG

UK_AREA = {"Harrogate": "HG", "Bolton": "BL", "Truro": "TR", "Exeter": "EX", "Norwich": "NR", "Ipswich": "IP", "Derby": "DE",
           "Carlisle": "CA", "Wakefield": "WF", "Lancaster": "LA", "Shrewsbury": "SY", "Lincoln": "LN", "Swansea": "SA",
           "Dundee": "DD", "Inverness": "IV", "Wrexham": "LL", "Stockport": "SK", "Hereford": "HR"}
CA_FSA = {"ON": "KLMNP", "NB": "E", "BC": "V", "AB": "T", "QC": "GHJ", "SK": "S", "MB": "R", "NS": "B"}
AU_PC = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "NT": "08"}
IE_RK = {"Ennis": "V95", "Tralee": "V92", "Mullingar": "N91", "Castlebar": "F23", "Letterkenny": "F92", "Clonmel": "E91",
         "Navan": "C15", "Athlone": "N37", "Kilkenny": "R95", "Sligo": "F91"}
US_ZIP = {"MA": "016", "OH": "454", "WA": "992", "AZ": "857", "TN": "379", "NY": "122", "WI": "537", "GA": "314",
          "TX": "794", "CA": "937", "PA": "165", "MN": "558", "NC": "288", "ID": "837"}
BUILDINGS = ["Ashdown Building", "Curlew House", "Treetops Wing", "Harbour Block", "Maple Pavilion", "Riverside Centre",
             "Eden Court", "Lantern House", "Brook Wing", "Kingsley Tower"]
LANDMARKS = ["the old Methodist chapel", "Greenacre playing fields", "the Quarry Bridge", "Tanners Mill", "the Harbour clock tower",
             "Ridgeway roundabout", "the Sorrel Street shops", "Birchwood community hall"]


class Note(_Base):
    # ------------------------------------------------------------ addresses
    def street(self, key="home"):
        def mk():
            r, c = self.r, self.c
            num = str(r.choice([r.randint(1, 40), r.randint(1, 40), r.randint(41, 480), r.randint(100, 9999) if c in ("US", "CA") else r.randint(1, 160)]))
            suf = r.choice(P.STREET_SUFFIX[c])
            if r.random() < 0.3 and suf in P.ABBR_SUFFIX:
                suf = P.ABBR_SUFFIX[suf]
            st = num + " " + r.choice(P.STREET_STEMS) + " " + suf
            u = r.random() if key == "home" else 1.0
            if u < 0.25:
                if c == "UK":
                    st = r.choice(["Flat %d, " % r.randint(1, 24), "Flat %d%s, " % (r.randint(1, 9), r.choice("ABC"))]) + st
                elif c == "US":
                    st = st + r.choice([", Apt %d" % r.randint(1, 40), " Apt %d%s" % (r.randint(1, 9), r.choice("ABCD")), ", Unit %d" % r.randint(1, 30), " #%d" % r.randint(2, 310)])
                elif c in ("AU", "NZ"):
                    st = r.choice(["Unit %d/" % r.randint(1, 12), "%d/" % r.randint(1, 9)]) + st
                elif c == "CA":
                    st = r.choice(["%d-" % r.randint(101, 1408), "Unit %d, " % r.randint(1, 40)]) + st
                else:
                    st = "Apt %d, " % r.randint(1, 30) + st
            return st
        return self.once("street" + key, mk)

    def emit_pieces(self, pcs):
        for typ, s in pcs:
            if typ:
                self.b.p(s, typ)
            else:
                self.b.t(s)

    def zipcode(self, key="home"):
        def mk():
            r, c, d = self.r, self.c, self.digits
            city, reg, ab = self.place
            if c == "UK":
                return "%s%d %d%s" % (UK_AREA[city], r.randint(1, 19), r.randint(1, 9), "".join(r.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2)))
            if c == "US":
                z = US_ZIP[ab] + d(5 - len(US_ZIP[ab]))
                return z + ("-" + d(4) if r.random() < 0.2 else "")
            if c == "CA":
                return "%s%d%s %d%s%d" % (r.choice(CA_FSA[ab]), r.randint(0, 9), r.choice(UPPER), r.randint(0, 9), r.choice(UPPER), r.randint(0, 9))
            if c == "AU":
                pre = AU_PC[ab]
                return pre + d(4 - len(pre))
            if c == "NZ":
                return d(4)
            return IE_RK[city] + " " + r.choice(UPPER) + r.choice(DIG) + r.choice(UPPER + DIG) + r.choice(DIG + UPPER)
        return self.once("zip" + key, mk)

    def ph_street(self, arg):
        return [("STREET", self.street(arg or "home"))]

    def ph_city(self, arg):
        return [("CITY", self.place[0])]

    def ph_county(self, arg):
        reg = self.place[1]
        if self.c == "IE":
            return [(None, "Co. "), ("CITY", reg)]
        return [("CITY", reg)] if reg else [("CITY", self.place[0])]

    def ph_state(self, arg):
        city, reg, ab = self.place
        if self.c in ("US", "CA", "AU"):
            return [("STATE", ab if arg != "long" else reg)]
        if self.c == "NZ":
            return [("STATE", reg)]
        return self.ph_county(arg)

    def ph_zip(self, arg):
        return [("ZIP", self.zipcode(arg or "home"))]

    def ph_country(self, arg):
        return [("COUNTRY", P.COUNTRY_NAME[self.c] if arg != "uk" else self.r.choice(["UK", "United Kingdom"]))]

    def ph_abroad(self, arg):
        return [("COUNTRY", self.once("abroad", lambda: self.r.choice(P.ABROAD)))]

    def ph_addr(self, arg):
        """Patient address; arg: ml (multi-line), line (one line), town (city only tail)."""
        r, c = self.r, self.c
        sep = "\n" if arg == "ml" else ", "
        city, reg, ab = self.place
        out = [("STREET", self.street()), (None, sep), ("CITY", city)]
        if c == "UK":
            if reg and r.random() < 0.5:
                out += [(None, sep if arg == "ml" else ", "), ("CITY", reg)]
            out += [(None, sep if arg == "ml" else " "), ("ZIP", self.zipcode())]
        elif c in ("US", "CA"):
            out += [(None, ", "), ("STATE", ab), (None, r.choice(["  ", " "])), ("ZIP", self.zipcode())]
        elif c == "AU":
            out += [(None, " "), ("STATE", ab), (None, " "), ("ZIP", self.zipcode())]
        elif c == "NZ":
            out += [(None, " "), ("ZIP", self.zipcode())]
        else:
            out += [(None, sep + "Co. "), ("CITY", reg), (None, sep), ("ZIP", self.zipcode())]
        if arg == "ml" and r.random() < 0.35:
            out += [(None, "\n"), ("COUNTRY", P.COUNTRY_NAME[c].upper() if r.random() < 0.5 else P.COUNTRY_NAME[c])]
        return out

    # ------------------------------------------------------------ care sites
    def hosp_name(self, key):
        def mk():
            r = self.r
            if r.random() < 0.2:
                return "St " + r.choice(P.SAINTS) + "'s " + r.choice(["Hospital", "Hospital", "Infirmary", "Health Campus"])
            return r.choice(P.HOSP_STEMS) + " " + r.choice(P.HOSP_TYPES[self.c])
        return self.once("hosp" + key, mk)

    def ph_hosp(self, arg):
        a = (arg or "main").split(",")
        if a[0] in ("short", "acr"):
            a = ["main"] + a
        name = self.hosp_name(a[0])
        if len(a) > 1 and a[1] == "short":
            parts = name.split()
            if name.startswith("St "):
                name = " ".join(parts[:2])
            else:
                name = parts[0] if len(parts) < 4 or parts[1] in ("Regional", "Community", "General", "University", "Memorial", "Medical", "Health", "Base", "Private", "Public", "District", "Royal") else " ".join(parts[:2])
        if len(a) > 1 and a[1] == "acr":
            name = "".join(w[0] for w in name.replace("'s", "").split() if w[0].isupper())
        return [("HOSPITAL", name)]

    def ph_gpp(self, arg):
        def mk():
            r = self.r
            return r.choice([r.choice(P.STREET_STEMS), self.place[0] if r.random() < 0.3 else r.choice(P.HOSP_STEMS).split("_")[0]]) + " " + r.choice(P.PRACTICE_TYPES[self.c])
        return [("HOSPITAL", self.once("gpp", mk))]

    def ph_chome(self, arg):
        return [("HOSPITAL", self.once("chome", lambda: self.r.choice(P.CARE_HOMES) + " " + self.r.choice(P.CARE_TYPES)))]

    def ph_pharm(self, arg):
        return [("HOSPITAL", self.once("pharmacy", lambda: self.r.choice(P.STREET_STEMS) + " " + self.r.choice(["Pharmacy", "Chemist", "Pharmacy", "Community Pharmacy"])))]

    def ph_ward(self, arg):
        return [("HOSPITAL", self.once("ward", lambda: self.r.choice(P.WARD_NAMES) + " " + self.r.choice(["Ward", "Ward", "Unit"])))]

    def ph_wardno(self, arg):
        return [("LOCATION_OTHER", self.once("wardno", lambda: str(self.r.randint(2, 40)) + self.r.choice(["", "", "A", "B"])))]

    def ph_bed(self, arg):
        return [("LOCATION_OTHER", self.once("bed" + (arg or ""), lambda: str(self.r.randint(1, 28)) + self.r.choice(["", "", "", "A", "B"])))]

    def ph_bay(self, arg):
        return [("LOCATION_OTHER", self.once("bay", lambda: str(self.r.randint(1, 6))))]

    def ph_room(self, arg):
        return [("LOCATION_OTHER", self.once("room" + (arg or ""), lambda: self.r.choice([str(self.r.randint(1, 6)), str(self.r.randint(101, 640)), str(self.r.randint(2, 30)) + self.r.choice("ABC")])))]

    def ph_bldg(self, arg):
        return [("LOCATION_OTHER", self.once("bldg", lambda: self.r.choice(BUILDINGS)))]

    def ph_landmark(self, arg):
        return [("LOCATION_OTHER", self.once("lm", lambda: self.r.choice(LANDMARKS)))]

    # ------------------------------------------------------------ organisations
    def ph_sup(self, arg):
        def mk():
            n = self.r.choice(P.SUPPLIERS)
            return n + (" " + P.SUPPLIER_SUFFIX[self.c] if self.r.random() < 0.5 else "")
        name = self.once("sup", mk)
        if arg == "short":
            name = name.split()[0]
        return [("ORGANIZATION", name)]

    def ph_ins(self, arg):
        return [("ORGANIZATION", self.once("ins", lambda: self.r.choice(P.INSURERS)))]

    def ph_emp(self, arg):
        return [("ORGANIZATION", self.once("emp" + (arg or ""), lambda: self.r.choice(P.EMPLOYERS)))]

    def ph_agency(self, arg):
        return [("ORGANIZATION", self.once("agency", lambda: self.r.choice(P.AGENCIES)))]

    def ph_church(self, arg):
        return [("ORGANIZATION", self.once("church", lambda: self.r.choice(P.CHURCHES)))]

    def ph_charity(self, arg):
        return [("ORGANIZATION", self.once("charity", lambda: self.r.choice(P.CHARITIES)))]

    def ph_school(self, arg):
        return [("ORGANIZATION", self.once("school", lambda: self.r.choice(P.SCHOOLS)))]

    def ph_prof(self, arg):
        def mk():
            pool = P.PROF_US + P.PROFESSIONS if self.c == "US" else P.PROFESSIONS
            return self.r.choice(pool)
        return [("PROFESSION", self.once("prof" + (arg or ""), mk))]

    # ------------------------------------------------------------ clinical negatives
    def ph_ind(self, arg):
        def mk():
            if self.paed:
                return self.r.choice(["cerebral palsy (GMFCS V), unsafe swallow", "cystic fibrosis, supplemental overnight feeding",
                                      "Duchenne muscular dystrophy, BMI falling", "Rett syndrome with faltering growth",
                                      "congenital CMV with oromotor dysfunction", "Dravet syndrome, unsafe swallow"])
            return self.r.choice(P.INDICATIONS)
        return [(None, self.once("ind", mk))]

    def ph_tube(self, arg):
        pool = {"p": P.TUBES_PEG, "r": P.TUBES_RIG, "b": P.TUBES_BAL}.get(arg, P.TUBES)
        return [(None, self.once("tube" + (arg or ""), lambda: self.r.choice(pool)))]

    def ph_feed(self, arg):
        pool = P.FEEDS_PAED if self.paed else P.FEEDS
        return [(None, self.once("feed" + (arg or ""), lambda: self.r.choice(pool)))]

    def ph_pump(self, arg):
        return [(None, self.once("pump", lambda: self.r.choice(P.PUMPS)))]

    def ph_drug(self, arg):
        return [(None, self.r.choice(P.DRUGS))]

    def ph_n(self, arg):
        lo, hi = [int(x) for x in arg.split("-")]
        return [(None, str(self.r.randint(lo, hi)))]

    def ph_f(self, arg):
        lo, hi = [float(x) for x in arg.split("-")]
        return [(None, "%.1f" % self.r.uniform(lo, hi))]

    def ph_hn(self, arg):
        return [(None, {"UK": "NHS 111", "US": "911", "CA": "911 or Health Link 811", "AU": "000 or healthdirect 1800 022 222",
                        "NZ": "111 or Healthline 0800 611 116", "IE": "112/999"}[self.c])]

    def ph_kg(self, arg):
        return [(None, self.once("kg", lambda: "%.1f" % self.r.uniform(12, 30) if self.paed else "%.1f" % self.r.uniform(38, 92)))]

    def ph_nurse_t(self, arg):
        return [(None, {"UK": "district nurse", "US": "home health nurse", "CA": "home care nurse", "AU": "community nurse",
                        "NZ": "district nurse", "IE": "public health nurse"}[self.c])]

    def ph_gp_t(self, arg):
        return [(None, "PCP" if self.c == "US" else "family physician" if self.c == "CA" else "GP")]

    def ph_title(self, arg):
        p = self.person("pt")
        if self.paed:
            return [(None, "Mstr" if p.sex == "M" else "Miss")]
        return [(None, p.title)]

    def ph_mrnlab(self, arg):
        return [(None, self.r.choice({"UK": ["Hosp No", "MRN", "Unit No", "Hospital number"], "US": ["MRN", "MRN#", "Med Rec #"],
                                      "CA": ["MRN", "Chart #", "Chart no."], "AU": ["URN", "UR No", "MRN"],
                                      "NZ": ["NHI", "NHI"], "IE": ["MRN", "Hosp No", "Chart No"]}[self.c]))]

    def ph_hclab(self, arg):
        return [(None, {"ON": "OHIP", "QC": "RAMQ", "BC": "PHN", "AB": "AHCIP", "SK": "HSN", "MB": "PHIN"}.get(self.place[2], "Health card"))]

    def ph_natlab(self, arg):
        return [(None, self.natid_label())]

    def ph_liclab(self, arg):
        return [(None, self.lic_label(arg or "endo"))]

    # ------------------------------------------------------------ other identifiers
    def ph_idn(self, arg):
        key = arg or "ref"
        def mk():
            r, d = self.r, self.digits
            y = str(self.base.year % 100)
            return {
                "ref": r.choice(["REF-" + d(6), "GR" + y + "-" + d(4), d(12) if self.c == "UK" else "R" + d(7)]),
                "order": r.choice(["SO-" + d(7), "ORD" + d(8), d(6) + "-" + d(2)]),
                "deliv": r.choice(["DN" + d(8), "DEL-" + y + d(6), d(9)]),
                "rx": r.choice(["RX" + d(7), "PR-" + d(6), d(8)]),
                "spec": r.choice(["M" + y + "-" + d(6), "MB" + d(7), "S" + y + "-" + d(4)]),
                "call": r.choice(["CALL-" + d(6), "TL" + y + "-" + d(5), "T" + d(7)]),
                "inc": r.choice(["W" + d(6), "IR-" + y + "-" + d(4), "INC" + d(6)]),
                "consent": r.choice(["CF4-" + d(6), "CNS" + d(6), "EC-" + y + "-" + d(5)]),
                "case": r.choice(["MDT-" + y + "-" + d(4), "C" + d(6)]),
                "loan": r.choice(["LN-" + d(6), "EQ" + d(7)]),
                "img": r.choice(["RAD" + d(7), "ACC-" + d(8), "IR" + y + d(5)]),
                "ticket": r.choice(["TK-" + d(6), "CS" + d(7)]),
                "lpa": r.choice(["7000-" + d(4) + "-" + d(4), "M" + d(7)]),
                "auth": r.choice(["PA" + d(8), "AUTH-" + d(6)]),
                "po": r.choice(["PO-" + d(6), "PO" + d(7)]),
                "intp": r.choice(["INT" + d(5), "I" + d(6)]),
                "photo": r.choice(["IMG" + d(7), "PH-" + y + "-" + d(4)]),
            }[re.sub(r"\d+$", "", key)]
        return [("IDNUM", self.once("idn" + key, mk))]

    def ph_sn(self, arg):
        key = arg or "pump"
        def mk():
            r, d = self.r, self.digits
            if key.startswith("pump"):
                return r.choice([d(2) + r.choice(UPPER) + d(7), "SN" + d(8), "PMP-" + d(5), self.letters(2) + d(6)])
            if key.startswith("lot"):
                return r.choice([d(7), self.letters(1) + d(6), d(2) + self.letters(2) + d(4)])
            if key.startswith("asset"):
                return r.choice(["EQ-" + d(5), "MEB" + d(6), "A" + d(6)])
            return r.choice([d(10), "SN-" + d(6)])
        return [("DEVICE", self.once("sn" + key, mk))]

    def ph_veh(self, arg):
        def mk():
            r, c, L, d = self.r, self.c, self.letters, self.digits
            if c == "UK":
                return L(2) + d(2) + " " + L(3)
            if c == "US":
                return r.choice([d(1) + L(3) + d(3), L(3) + "-" + d(4), L(3) + " " + d(4)])
            if c == "CA":
                return r.choice([L(4) + " " + d(3), L(3) + " " + d(3)])
            if c == "AU":
                return r.choice([d(1) + L(2) + " " + d(1) + L(2), L(3) + "-" + d(3), L(3) + d(2) + L(1)])
            if c == "NZ":
                return L(3) + d(3)
            return "%d-%s-%s" % (r.choice([191, 201, 211, 222, 231, 232]), r.choice(["D", "C", "G", "KY", "MO", "LK"]), d(r.randint(3, 5)))
        return [("VEHICLE", self.once("veh" + (arg or ""), mk))]

    def ph_bio(self, arg):
        key = arg or "sig"
        def mk():
            d = self.digits
            return {"sig": "BSIG-" + d(7), "fp": "FP-" + d(5), "pv": "PV" + d(8), "voice": "VP-" + d(6)}[key]
        return [("BIOID", self.once("bio" + key, mk))]
