"""Per-note context for dev242_en (author 242): entities and their rendered pieces."""
import re

import phi
import pools
from phi import S

CRED = {
    "UK": ["MBChB", "MB ChB MRCGP", "MBBS AFOM", "MBChB FFOM", "MB BCh DAvMed", "MBChB DipIMC", "MRCGP DRCOG"],
    "NO": ["MD", "cand.med.", "MD, specialist in occupational medicine", "MD PhD", "lege"],
    "AU": ["MBBS FAFOM", "MBBS FACRRM", "MBBS DAvMed", "MBBS FRACGP", "MBBS"],
    "US": ["MD", "DO", "MD MPH", "MD FACOEM", "DO MPH"],
}
NURSE_CRED = {"UK": ["RGN", "OHN", "RN OHNC", "SCPHN"], "NO": ["RN", "sykepleier"], "AU": ["RN", "CNC"],
              "US": ["RN", "BSN RN", "NP", "PA-C", "EMT-P", "NRP"]}


TYPOS = [("patient", "pateint"), ("received", "recieved"), ("tenderness", "tendernes"), ("assessment", "assesment"),
         ("Review", "Reveiw"), ("swelling", "sweling"), ("paracetamol", "paracetemol"), ("advised", "adviced"),
         ("abdomen", "abdomin"), ("breathing", "breathng"), ("immediately", "immediatly"), ("unwell", "unwel"),
         ("recommended", "recomended"), ("following", "follwing"), ("examination", "examiantion"), ("which", "whcih")]

PORTS = {
    "UK": ["Aberdeen", "Peterhead", "Fraserburgh", "Montrose", "Lerwick", "Kirkwall", "Stornoway", "Invergordon", "Dundee",
           "Great Yarmouth", "Lowestoft", "Southampton", "Plymouth", "Falmouth", "Grimsby", "Liverpool", "Greenock",
           "Milford Haven", "Portsmouth", "Harwich", "Scalloway", "Buckie", "Oban", "Wick"],
    "NO": ["Stavanger", "Bergen", "Haugesund", "Kristiansund", "Ålesund", "Florø", "Hammerfest", "Tromsø", "Bodø",
           "Trondheim", "Molde", "Egersund", "Tananger", "Måløy", "Harstad", "Mongstad", "Longyearbyen"],
    "AU": ["Fremantle", "Karratha", "Broome", "Dampier", "Exmouth", "Port Hedland", "Onslow", "Geraldton", "Albany",
           "Darwin", "Hobart", "Gladstone", "Townsville", "Cairns", "Mackay", "Weipa", "Newcastle", "Eden", "Port Lincoln"],
    "GOM": ["Galveston", "Port Arthur", "Corpus Christi", "Freeport", "Brownsville", "New Orleans", "Houma", "Morgan City",
            "Lake Charles", "Galliano", "Bayou La Batre", "Pascagoula", "Gulfport", "Pensacola", "Tampa"],
    "AK": ["Unalaska", "Kodiak", "Homer", "Valdez", "Dillingham", "Nome", "Anchorage"],
}
PORT_COUNTRY = {"UK": ["UK", "United Kingdom"], "NO": ["Norway"], "AU": ["Australia"], "GOM": ["USA"], "AK": ["USA"]}

UK_COUNTY_OF = {
    "Aberdeen": "Aberdeenshire", "Peterhead": "Aberdeenshire", "Fraserburgh": "Aberdeenshire", "Ellon": "Aberdeenshire",
    "Stonehaven": "Aberdeenshire", "Inverurie": "Aberdeenshire", "Westhill": "Aberdeenshire", "Banchory": "Aberdeenshire",
    "Newtonhill": "Aberdeenshire", "Portlethen": "Aberdeenshire", "Lerwick": "Shetland", "Scalloway": "Shetland",
    "Kirkwall": "Orkney", "Great Yarmouth": "Norfolk", "Lowestoft": "Suffolk", "Falmouth": "Cornwall", "Plymouth": "Devon",
    "Buckie": "Moray", "Wick": "Caithness", "Thurso": "Caithness", "Montrose": "Angus", "Arbroath": "Angus",
    "Milford Haven": "Pembrokeshire", "Grimsby": "Lincolnshire", "Invergordon": "Ross-shire", "Oban": "Argyll",
}


class Ctx:
    def __init__(self, rng, country, lower, genre):
        self.rng = rng
        self.country = country
        self.lower = lower
        self.genre = genre
        self.d = phi.Doc(lower)
        self.ds = phi.date_style(rng, country)
        self.when = phi.rand_date(rng)
        self.pt = phi.Person(rng, origin=self.pt_origin())
        self.age = rng.randint(19, 66)
        self.dob = phi.dob_for(rng, self.when, self.age)
        self.used_people = []
        if rng.random() < 0.3:
            self.typos_left = rng.randint(1, 2)
            self.d.mutate = self._typo

    def _typo(self, s):
        if self.typos_left <= 0:
            return s
        for right, wrong in TYPOS:
            m = re.search(r"\b" + right + r"\b", s)
            if m and self.rng.random() < 0.5:
                self.typos_left -= 1
                return s[:m.start()] + wrong + s[m.end():]
        return s

    # ------------------------------------------------------------ people
    def pt_origin(self):
        r = self.rng
        local = {"UK": ["scottish", "english", "scottish", "irish_welsh"], "NO": ["norwegian", "norwegian"],
                 "AU": ["australian", "australian", "english"], "US": ["us", "us", "hispanic"]}[self.country]
        if r.random() < 0.5:
            return r.choice(local)
        return r.choice(pools.ORIGINS)

    def person(self, origin=None, sex=None):
        r = self.rng
        if origin is None:
            origin = self.pt_origin() if r.random() < 0.7 else r.choice(pools.ORIGINS)
        for _ in range(20):
            p = phi.Person(r, origin=origin, sex=sex)
            if p.family != self.pt.family and all(p.family != q.family for q in self.used_people):
                break
        self.used_people.append(p)
        return p

    def clin(self, kind="doctor"):
        p = self.person()
        p.kind = kind
        pool = CRED if kind == "doctor" else NURSE_CRED
        p.cred = self.rng.choice(pool[self.country])
        return p

    def doc_name(self, p, style=None):
        """pieces for a clinician reference, title and credentials outside the span."""
        r = self.rng
        style = style or r.choice(["dr_last", "dr_full", "full_cred", "last_first_cred", "init_last", "dr_init"])
        if p.kind != "doctor" and style in ("dr_last", "dr_full", "dr_init"):
            style = r.choice(["full_cred", "nurse_full", "init_last"])
        dot = "." if r.random() < 0.35 else ""
        if style == "dr_last":
            return ["Dr" + dot + " ", S(p.family, "DOCTOR")]
        if style == "dr_full":
            return ["Dr" + dot + " ", S(p.full(), "DOCTOR")]
        if style == "dr_init":
            return ["Dr" + dot + " ", S(p.form(r, "init_last"), "DOCTOR")]
        if style == "full_cred":
            return [S(p.form(r, r.choice(["full", "formal"])), "DOCTOR"), ", " + p.cred]
        if style == "last_first_cred":
            return [S(p.form(r, "last_first"), "DOCTOR"), " " + p.cred.split()[0]]
        if style == "nurse_full":
            titles = ["Nurse ", "Sister ", ""] if self.country in ("UK", "AU") else ["Nurse ", ""]
            return [rng_choice(r, titles), S(p.full(), "DOCTOR"), " " + p.cred.split()[0]]
        return [S(p.form(r, "init_last"), "DOCTOR"), " (" + p.cred.split()[0] + ")"]

    def pt_name(self, kinds=None):
        r = self.rng
        kinds = kinds or ["full", "full", "formal", "last_first", "LAST_FIRST", "full", "given_init"]
        return S(self.pt.form(r, r.choice(kinds)), "PATIENT")

    def pt_ref(self):
        """a short in-text reference to the patient (title outside span)."""
        r = self.rng
        k = r.randint(0, 5)
        if k <= 2:
            return [self.pt.title(r) + " ", S(self.pt.family, "PATIENT")]
        if k == 3:
            return [S(self.pt.given, "PATIENT")]
        if k == 4:
            return ["pt ", S(self.pt.initials(dots=r.random() < 0.5), "PATIENT")]
        return [S(self.pt.form(r, "init_last"), "PATIENT")]

    def fam(self, p=None, kind=None):
        r = self.rng
        p = p or self.person()
        return S(p.form(r, kind or r.choice(["full", "full", "given", "full", "last_first"])), "FAMILY")

    # ------------------------------------------------------------ dates / ages
    def date(self, dt, style=None):
        if style is None:
            style = self.ds if self.rng.random() < 0.75 else phi.date_style(self.rng, self.country)
        return S(phi.fmt_date(dt, style), "DATE")

    def age_pieces(self, style=None):
        r = self.rng
        a = str(self.age)
        style = style or r.choice(["yo", "y/o", "-year-old", " yrs", "yo_nospace", "M", "aged"])
        sx = self.pt.sex
        if style == "yo":
            return [S(a, "AGE"), " yo"]
        if style == "y/o":
            return [S(a, "AGE"), " y/o"]
        if style == "-year-old":
            return [S(a, "AGE"), "-year-old"]
        if style == " yrs":
            return [S(a, "AGE"), " yrs"]
        if style == "yo_nospace":
            return [S(a, "AGE"), "yo"]
        if style == "M":
            return [S(a, "AGE"), sx]
        if style == "sexslash":
            return [sx + "/", S(a, "AGE")]
        if style == "words":
            return ["aged ", S(phi.age_words(self.age), "AGE")]
        return ["aged ", S(a, "AGE")]

    # ------------------------------------------------------------ places
    def city(self, country=None):
        r = self.rng
        c = country or self.country
        if c == "UK":
            return r.choice(pools.UK_CITIES)
        if c == "NO":
            return r.choice(pools.NO_CITIES)
        if c == "AU":
            st = r.choice(sorted(pools.AU_CITIES))
            self._last_state = st
            return r.choice(pools.AU_CITIES[st])
        st = r.choice(sorted(pools.US_CITIES))
        self._last_state = st
        return r.choice(pools.US_CITIES[st])

    def address(self, country=None, oneline=True):
        """returns pieces of a postal address (split per guideline)."""
        r = self.rng
        c = country or self.country
        sep = ", " if oneline else "\n"
        if c == "UK":
            city = r.choice(pools.UK_CITIES)
            st = "%d %s %s" % (r.randint(1, 180), r.choice(pools.UK_STREETS), r.choice(pools.UK_STREET_SFX))
            if r.random() < 0.2:
                st = r.choice(["Flat %d/%d, " % (r.randint(0, 3), r.randint(1, 4)), "Flat %d, " % r.randint(1, 12)]) + st
            pc = pools.UK_PC_PREFIX[city] + " " + phi.pat(r, "#@@")
            out = [S(st, "STREET"), sep, S(city, "CITY")]
            if city in UK_COUNTY_OF and r.random() < 0.45:
                out += [sep, S(UK_COUNTY_OF[city], "CITY")]
            out += [sep if r.random() < 0.5 else " ", S(pc, "ZIP")]
            if r.random() < 0.25:
                out += [sep, S(r.choice(["United Kingdom", "UK"]), "COUNTRY")]
            return out
        if c == "NO":
            city = r.choice(pools.NO_CITIES)
            st = "%s %d%s" % (r.choice(pools.NO_STREETS), r.randint(1, 90), r.choice(["", "", "", "B", "A"]))
            z = pools.NO_ZIP[city] + phi.pat(r, "##")
            out = [S(st, "STREET"), sep, S(z, "ZIP"), " ", S(city, "CITY")]
            if r.random() < 0.3:
                out += [sep, S("Norway", "COUNTRY")]
            return out
        if c == "AU":
            stt = r.choice(sorted(pools.AU_CITIES))
            city = r.choice(pools.AU_CITIES[stt])
            st = "%s%d %s %s" % (r.choice(["", "", "", "Unit %d/" % r.randint(1, 12)]), r.randint(1, 240),
                                 r.choice(pools.AU_STREETS), r.choice(pools.AU_STREET_SFX))
            pc = pools.AU_PC[stt] + phi.pat(r, "#" * (4 - len(pools.AU_PC[stt])))
            stt_s = stt if r.random() < 0.8 else pools.AU_STATE_LONG[stt]
            out = [S(st, "STREET"), sep, S(city.upper() if r.random() < 0.3 else city, "CITY"), " ",
                   S(stt_s, "STATE"), " ", S(pc, "ZIP")]
            return out
        stt = r.choice(sorted(pools.US_CITIES))
        city = r.choice(pools.US_CITIES[stt])
        if r.random() < 0.12:
            st = "PO Box %d" % r.randint(100, 9999)
        else:
            st = "%d %s %s" % (r.randint(10, 9800), r.choice(pools.US_STREETS), r.choice(pools.US_STREET_SFX))
            if r.random() < 0.2:
                st += r.choice([", Apt %d" % r.randint(1, 40), " Unit %s" % r.choice("ABCD"), " #%d" % r.randint(2, 30)])
        z = pools.US_ZIP[stt] + phi.pat(r, "###")
        return [S(st, "STREET"), sep, S(city, "CITY"), ", ", S(stt, "STATE"), " ", S(z, "ZIP")]

    def hospital(self, kind=None, country=None):
        """kind: hosp (hospitals), clinic (practices, OH and medical centres), ward, pharmacy; None = hosp or clinic."""
        names = pools.HOSPITALS[country or self.country]
        pool = [h for h in names if _hosp_kind(h) == kind] if kind else \
            [h for h in names if _hosp_kind(h) in ("hosp", "clinic")]
        return S(self.rng.choice(pool), "HOSPITAL")

    def org(self, cat=None):
        r = self.rng
        if cat is None:
            cat = r.choice(["marine", "energy", "contractor"])
        if isinstance(cat, (list, tuple)):
            cat = r.choice(cat)
        return S(r.choice(pools.ORGS[cat]), "ORGANIZATION")

    def relative(self):
        """(person, relationship) with the relationship word matching the person's sex."""
        r = self.rng
        sex = r.choice("MF")
        rels = pools.REL_M if sex == "M" else pools.REL_F
        if self.age < 36:
            rels = [x for x in rels if x not in ("son", "daughter")]
        if self.age > 50:
            rels = [x for x in rels if x not in ("mother", "father", "boyfriend", "girlfriend")]
        p = self.person(sex=sex)
        return p, r.choice(rels)

    def vessel(self):
        r = self.rng
        return r.choice(pools.VESSEL_PREFIX), r.choice(pools.VESSELS)

    def installation(self):
        r = self.rng
        return r.choice(pools.RIG_PREFIX), r.choice(pools.INSTALLATIONS)

    def nationality(self):
        r = self.rng
        return r.choice(pools.ORIGIN_COUNTRY[self.pt.origin])

    def profession(self, area):
        r = self.rng
        pool = {"maritime": pools.PROF_MARITIME, "offshore": pools.PROF_OFFSHORE, "aviation": pools.PROF_AVIATION,
                "exped": pools.PROF_EXPED, "family": pools.PROF_FAMILY}[area]
        return r.choice(pool).replace("_", " ")

    def port(self, region=None):
        """(city, country) for a port call: near the ship's sea area when region is given, else anywhere."""
        r = self.rng
        if region:
            key = {"NS": r.choice(["UK", "NO"]), "NSW": "UK", "NOR": "NO", "AU": "AU", "GOM": "GOM", "AK": "AK"}[region]
            return r.choice(PORTS[key]), r.choice(PORT_COUNTRY[key])
        if r.random() < 0.5:
            c = r.choice(["UK", "NO", "AU", "US"])
            country = {"UK": "UK", "NO": "Norway", "AU": "Australia", "US": "USA"}[c]
            return self.city(c), country
        country = r.choice(sorted(pools.OVERSEAS_CITIES))
        return r.choice(pools.OVERSEAS_CITIES[country]), country

    # ------------------------------------------------------------ contacts
    def phone(self, mobile=None):
        return S(phi.phone(self.rng, self.country, mobile), "PHONE")

    def fax(self):
        return S(phi.phone(self.rng, self.country, mobile=False), "FAX")

    def email(self, person=None, role=None):
        return S(phi.email(self.rng, person, role), "EMAIL")


def _hosp_kind(name):
    low = name.lower()
    if "ward" in low:
        return "ward"
    if "pharmacy" in low or "apotek" in low:
        return "pharmacy"
    if "hospital" in low or "infirmary" in low or "sjukehus" in low or "medical center" in low:
        return "hosp"
    return "clinic"


def rng_choice(r, seq):
    return r.choice(seq)


def emit(d, pieces):
    d(*pieces)
