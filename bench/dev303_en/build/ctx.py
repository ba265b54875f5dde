"""Builds one invented case (athlete, family, staff, club, sites, numbers)
and renders addresses.  Deterministic given the Random passed in."""

from common import ch, maybe, wch
import phi
import pools

SPORTS = {
    "US": [("American football", "M"), ("soccer", "MF"), ("lacrosse", "MF"),
           ("ice hockey", "MF"), ("wrestling", "M"), ("basketball", "MF"),
           ("cheerleading", "F"), ("field hockey", "F"), ("rugby", "MF")],
    "CA": [("ice hockey", "MF"), ("Canadian football", "M"), ("soccer", "MF"),
           ("rugby", "MF"), ("lacrosse", "MF"), ("basketball", "MF"),
           ("ringette", "F")],
    "UK": [("rugby union", "MF"), ("football", "MF"), ("hockey", "MF"),
           ("netball", "F"), ("rugby league", "M"), ("boxing", "M")],
    "IE": [("hurling", "M"), ("camogie", "F"), ("Gaelic football", "MF"),
           ("rugby", "MF"), ("soccer", "MF"), ("hockey", "F")],
    "AU": [("Australian football", "MF"), ("rugby league", "MF"),
           ("netball", "F"), ("rugby union", "M"), ("football", "MF"),
           ("hockey", "MF")],
    "NZ": [("rugby", "MF"), ("netball", "F"), ("rugby league", "M"),
           ("football", "MF"), ("hockey", "MF"), ("touch rugby", "MF")],
}
POSITIONS = {
    "American football": ["linebacker", "running back", "wide receiver",
                          "quarterback", "safety", "cornerback",
                          "offensive lineman", "tight end"],
    "Canadian football": ["linebacker", "running back", "slotback",
                          "defensive back", "offensive lineman"],
    "soccer": ["goalkeeper", "center back", "fullback", "midfielder",
               "winger", "forward"],
    "football": ["goalkeeper", "centre-back", "full-back", "midfielder",
                 "winger", "striker"],
    "lacrosse": ["attack", "midfield", "defense", "goalie"],
    "ice hockey": ["defenceman", "centre", "left wing", "right wing",
                   "goaltender"],
    "wrestling": ["132 lb class", "152 lb class", "heavyweight"],
    "basketball": ["guard", "forward", "center"],
    "cheerleading": ["flyer", "base", "back spot"],
    "field hockey": ["defender", "midfielder", "forward", "goalkeeper"],
    "hockey": ["defender", "midfielder", "forward", "goalkeeper"],
    "rugby": ["hooker", "prop", "lock", "flanker", "number 8", "halfback",
              "first five", "centre", "wing", "fullback"],
    "rugby union": ["hooker", "prop", "lock", "flanker", "number 8",
                    "scrum-half", "fly-half", "centre", "wing", "full-back"],
    "rugby league": ["prop", "hooker", "halfback", "five-eighth", "centre",
                     "winger", "fullback", "second row", "lock"],
    "Australian football": ["ruck", "full-forward", "wing", "half-back",
                            "rover", "centre half-forward"],
    "netball": ["goal keeper", "goal defence", "wing attack", "centre",
                "goal shooter", "wing defence"],
    "hurling": ["full-back", "corner-back", "centre-back", "midfield",
                "wing-forward", "full-forward", "goalkeeper"],
    "camogie": ["full-back", "corner-back", "midfield", "wing-forward",
                "full-forward", "goalkeeper"],
    "Gaelic football": ["full-back", "half-back", "midfield",
                        "half-forward", "full-forward", "goalkeeper"],
    "ringette": ["centre", "forward", "defence", "goalie"],
    "boxing": ["amateur, 64 kg"],
    "touch rugby": ["link", "middle", "wing"],
}
YEAR_LEVEL = {
    "US": lambda a: ch(["freshman", "sophomore", "junior", "senior"], a),
    "CA": lambda a: "Grade %d" % max(7, min(12, a - 5)),
    "UK": lambda a: "Year %d" % max(7, min(13, a - 4)),
    "IE": lambda a: ["1st year", "2nd year", "3rd year", "Transition Year",
                     "5th year", "6th year"][max(0, min(5, a - 12))],
    "AU": lambda a: "Year %d" % max(7, min(12, a - 5)),
    "NZ": lambda a: "Year %d" % max(7, min(13, a - 4)),
}


def _us_year(a):
    return ["freshman", "sophomore", "junior", "senior"][max(0, min(3, a - 14))]


YEAR_LEVEL["US"] = _us_year

CREDS = {
    "US": {"dr": ["MD", "DO", "MD, CAQSM", "MD, FAAFP", "DO, CAQSM"],
           "at": ["ATC", "MS, ATC", "LAT, ATC"], "pt": ["PT, DPT", "DPT", "PT"],
           "rn": ["RN", "BSN, RN"], "np": ["PA-C", "FNP-C"]},
    "CA": {"dr": ["MD, CCFP(SEM)", "MD, Dip Sport Med", "MD, FRCPC"],
           "at": ["CAT(C)", "BKin, CAT(C)"], "pt": ["PT", "MScPT"],
           "rn": ["RN"], "np": ["NP"]},
    "UK": {"dr": ["MBChB, MRCGP", "MBBS, FFSEM", "MBChB, MSc SEM", "FRCEM"],
           "at": ["MCSP", "BSc (Hons) Physiotherapy"], "pt": ["MCSP", "MSc, MCSP"],
           "rn": ["RGN", "RN"], "np": ["ANP"]},
    "IE": {"dr": ["MB BCh BAO, MICGP", "MRCPI", "MB, FFSEM"],
           "at": ["CAT(I)", "BSc Athletic Therapy"], "pt": ["MISCP", "BSc Physio, MISCP"],
           "rn": ["RGN"], "np": ["RANP"]},
    "AU": {"dr": ["MBBS, FACSEP", "MBBS, FACEM", "MBBS FRACGP"],
           "at": ["Sports Trainer (Level 2)", "APAM"], "pt": ["APAM", "B.Physio, APAM"],
           "rn": ["RN"], "np": ["NP"]},
    "NZ": {"dr": ["MBChB, FACSEP", "MBChB, FRNZCGP", "MBChB"],
           "at": ["Sports Trainer", "BPhty"], "pt": ["BPhty", "MHSc, BPhty"],
           "rn": ["RN"], "np": ["NP"]},
}
AT_ROLE = {"US": "athletic trainer", "CA": "athletic therapist",
           "UK": "club physio", "IE": "athletic therapist",
           "AU": "sports trainer", "NZ": "team physio"}
PARENT_REL = {"M": ["father", "stepfather", "grandfather", "uncle"],
              "F": ["mother", "stepmother", "grandmother", "aunt"]}


SPORT_CLUB = {
    "American football": ["Youth Football Club", "Panthers Youth Football", "Gridiron Club"],
    "Canadian football": ["Minor Football Club", "Football Club"],
    "soccer": ["Soccer Club", "FC", "United SC"],
    "football": ["Town FC", "Athletic FC", "United FC", "AFC", "City SC"],
    "lacrosse": ["Lacrosse Club", "Youth Lacrosse"],
    "ice hockey": ["Hockey Association", "Youth Hockey", "Minor Hockey Association"],
    "wrestling": ["Wrestling Club"],
    "basketball": ["Basketball Club", "Hoops"],
    "cheerleading": ["All-Star Cheer", "Cheer Athletics"],
    "field hockey": ["Field Hockey Club"],
    "rugby": ["Rugby Club", "RFC", "Rugby Football Club"],
    "rugby union": ["RFC", "RUFC", "Rugby Club"],
    "rugby league": ["ARLFC", "Rugby League Club", "Junior Rugby League"],
    "hockey": ["Hockey Club", "HC"],
    "netball": ["Netball Club", "Netball Association"],
    "boxing": ["Amateur Boxing Club", "ABC"],
    "hurling": ["GAA", "Gaels", "Hurling Club", "Harps", "Emmets"],
    "Gaelic football": ["GAA", "Gaels", "Harps", "Emmets"],
    "camogie": ["Camogie Club", "GAA"],
    "Australian football": ["Football Club", "JFC", "Magpies"],
    "ringette": ["Ringette Association"],
    "touch rugby": ["Touch Club"],
}
XV = {"rugby": "1st XV", "rugby union": "1st XV", "football": "1st XI", "hockey": "1st XI",
      "netball": "Senior A", "Australian football": "1st XVIII", "hurling": "Senior Cup",
      "Gaelic football": "Senior Cup", "camogie": "Senior Cup"}


def grade(rng, c):
    k = c.country
    if c.level in ("school", "junior"):
        if c.level == "school" and k == "US":
            return ch(rng, ["Varsity", "JV"]) if c.age >= 15 else "Freshman"
        if c.level == "school" and k == "CA" and maybe(rng, 0.5):
            return "Senior" if c.age >= 16 else "Junior"
        if c.level == "school" and c.age >= 16 and c.sport in XV and maybe(rng, 0.5):
            return XV[c.sport]
        u = c.age + ch(rng, [1, 1, 2])
        g = "U%d" % u
        if k == "CA":
            g += ch(rng, ["", " AA", " AAA", " A"])
        elif k in ("UK", "AU") and maybe(rng, 0.4):
            g += "s"
        elif k == "US" and maybe(rng, 0.4):
            g = "%dU" % u
        return g
    if c.level == "uni":
        return ch(rng, ["Varsity", "1sts", "Premier", "2nds"] if k != "US" else ["Varsity", "Club"])
    if c.age >= 35 and maybe(rng, 0.5):
        return ch(rng, ["Masters", "Vets", "Over-35s", "Golden Oldies"])
    if k == "IE":
        return ch(rng, ["Senior", "Junior B", "Intermediate"])
    return ch(rng, ["Seniors", "Reserves", "Premier", "Division 2", XV.get(c.sport, "1st team")])


SPORT_LEAGUE = {
    "American football": "Youth Football League", "Canadian football": "Minor Football League",
    "soccer": "Youth Soccer League", "football": "Football League", "lacrosse": "Lacrosse League",
    "ice hockey": "Hockey League", "wrestling": "Wrestling Association",
    "basketball": "Basketball Association", "cheerleading": "Cheer Federation",
    "field hockey": "Field Hockey League", "rugby": "Rugby Union", "rugby union": "Rugby Union",
    "rugby league": "Rugby League", "hockey": "Hockey Association", "netball": "Netball Association",
    "boxing": "Amateur Boxing Association", "hurling": "Juvenile Board", "Gaelic football": "Juvenile Board",
    "camogie": "Camogie Board", "Australian football": "Junior Football League",
    "ringette": "Ringette League", "touch rugby": "Touch Association",
}
ED_ROLE = {"US": ("ED attending", "pager"), "CA": ("emergency physician", "pager"),
           "UK": ("ED registrar", "bleep"), "IE": ("ED registrar", "bleep"),
           "AU": ("ED registrar", "pager"), "NZ": ("ED registrar", "pager")}


EMPLOYER_KIND = [
    ("electric", ["Electrical", "Electrical Services"]), ("plumb", ["Plumbing Ltd", "Plumbing & Gas"]),
    ("carpent", ["Builders", "Construction"]), ("builder", ["Builders", "Homes"]),
    ("brick", ["Builders", "Construction"]), ("scaffold", ["Scaffolding", "Access Ltd"]),
    ("mechanic", ["Motors", "Auto Repairs"]), ("courier", ["Freight", "Couriers"]),
    ("truck", ["Freight", "Transport"]), ("forklift", ["Logistics", "Timber Supplies"]),
    ("warehouse", ["Logistics", "Distribution"]), ("farmer", ["Dairy Co-op", "Farms"]),
    ("shearer", ["Shearing Gang", "Contracting"]), ("chef", ["Bistro", "Hospitality Group"]),
    ("barista", ["Coffee Co", "Cafe"]), ("bar manager", ["Hotel", "Hospitality Group"]),
    ("landscap", ["Landscapes", "Gardens Ltd"]), ("engineer", ["Engineering", "Consulting"]),
    ("developer", ["Software", "Digital"]), ("analyst", ["Analytics", "Insurance Group"]),
    ("accountant", ["& Partners", "Accounting"]), ("solicitor", ["Legal", "& Co Solicitors"]),
    ("lawyer", ["Legal", "Law"]), ("real estate", ["Realty", "Property"]),
    ("hairdress", ["Hair Studio", "Salon"]), ("retail", ["Outfitters", "Stores"]),
    ("designer", ["Creative", "Design Studio"]), ("sales", ["Supplies", "Wholesale"]),
    ("greenkeeper", ["Golf Club", "Turf Management"]), ("producer", ["Media", "Broadcasting"]),
    ("trainer", ["Fitness", "Gym"]), ("hygienist", ["Dental", "Dental Care"]),
    ("veterinary", ["Vets", "Animal Hospital"]), ("bank", ["Credit Union", "Savings Bank"]),
]


def employer_kind(rng, job):
    for key, kinds in EMPLOYER_KIND:
        if key in job:
            return ch(rng, kinds)
    return None


class Ctx:
    pass


def person(rng, typ, sex=None, adult=True, **kw):
    sex = sex or ch(rng, "MF")
    if adult:
        first = ch(rng, pools.FIRST_ADULT_M if sex == "M" else pools.FIRST_ADULT_F)
    else:
        first = ch(rng, pools.FIRST_M if sex == "M" else pools.FIRST_F)
    last = ch(rng, pools.SURNAMES)
    mid = ch(rng, "ABCDEFGHJKLMNPRSTW") if maybe(rng, 0.45) else ""
    return phi.Person(first, last, sex, typ, middle=mid, **kw)


def clinician(rng, c, role, typ="DOCTOR"):
    young = role in ("at", "pt") and maybe(rng, 0.5)
    p = person(rng, typ, adult=not young)
    p.creds = ch(rng, CREDS[c.country][role])
    p.is_dr = role == "dr"
    p.role = {"dr": "team doctor", "at": AT_ROLE[c.country], "pt": "physio" if c.country != "US" else "PT",
              "rn": "nurse", "np": "NP"}[role]
    p.lic = phi.licence(rng, c.country, "dr" if role in ("dr", "np") else role)
    p.user = phi.username(rng, p)
    return p


def address(rng, country, town=None, state=None, site=False):
    a = {}
    num = rng.randrange(1, 2400 if country in ("US", "CA") else 180)
    st = "%d %s %s" % (num, ch(rng, pools.STREET_STEMS), ch(rng, pools.STREET_KIND[country]))
    if site and maybe(rng, 0.3):
        st += ch(rng, [", Suite %d" % rng.randrange(100, 400), ", Level %d" % rng.randrange(1, 5),
                       ", Unit %d" % rng.randrange(1, 12)])
    elif country in ("US", "CA") and maybe(rng, 0.25):
        st += ch(rng, [", Apt %d" % rng.randrange(1, 40), ", Unit %d" % rng.randrange(1, 20),
                       " #%d" % rng.randrange(100, 999)])
    if country == "AU" and maybe(rng, 0.3) and not site:
        st = "%d/%s" % (rng.randrange(1, 20), st)
    if country in ("UK", "IE", "NZ") and maybe(rng, 0.2) and not site:
        st = "Flat %d, %s" % (rng.randrange(1, 12), st)
    a["street"] = st
    a["city"] = town or ch(rng, pools.TOWNS[country])
    sname, sab = ch(rng, pools.STATES[country])
    if state and (country in ("US", "CA", "AU") or maybe(rng, 0.7)):
        sname, sab = state
    a["state"] = sname
    a["st"] = sab
    a["zip"] = phi.postcode(rng, country, sab)
    a["country"] = country
    return a


def county_text(rng, a):
    if a["country"] == "IE":
        return ch(rng, ["Co. ", "County ", "Co "]) + a["state"]
    return a["state"]


def addr_line(rng, a, with_country=False, c_name=None):
    """one-line address as a piece list"""
    k = a["country"]
    out = [(a["street"], "STREET"), ", ", (a["city"], "CITY")]
    if k in ("US", "CA"):
        out += [", ", (a["st"] if maybe(rng, 0.85) else a["state"], "STATE"), " ", (a["zip"], "ZIP")]
    elif k == "AU":
        out += [" ", (a["st"], "STATE"), " ", (a["zip"], "ZIP")]
    elif k == "NZ":
        if maybe(rng, 0.4):
            out += [", ", (a["state"], "STATE")]
        out += [" ", (a["zip"], "ZIP")]
    elif k == "UK":
        if maybe(rng, 0.45):
            out += [", ", (county_text(rng, a), "CITY")]
        out += [", ", (a["zip"], "ZIP")]
    else:
        out += [", ", (county_text(rng, a), "CITY")]
        if maybe(rng, 0.8):
            out += [", ", (a["zip"], "ZIP")]
    if with_country:
        out += [", ", (c_name or ch(rng, pools.COUNTRY_NAMES[k]), "COUNTRY")]
    return out


def addr_block(rng, a, indent="", with_country=False):
    k = a["country"]
    out = [indent, (a["street"], "STREET"), "\n", indent]
    if k in ("US", "CA"):
        out += [(a["city"], "CITY"), ", ", (a["st"], "STATE"), " ", (a["zip"], "ZIP")]
        if k == "CA":
            out[-2] = "  " if maybe(rng, 0.5) else " "
    elif k == "AU":
        out += [(a["city"].upper() if maybe(rng, 0.3) else a["city"], "CITY"), " ",
                (a["st"], "STATE"), " ", (a["zip"], "ZIP")]
    elif k == "NZ":
        out += [(a["city"], "CITY"), " ", (a["zip"], "ZIP")]
    elif k == "UK":
        out += [(a["city"], "CITY")]
        if maybe(rng, 0.5):
            out += ["\n", indent, (county_text(rng, a), "CITY")]
        out += ["\n", indent, (a["zip"], "ZIP")]
    else:
        out += [(a["city"], "CITY"), "\n", indent, (county_text(rng, a), "CITY")]
        out += ["\n", indent, (a["zip"], "ZIP")]
    if with_country:
        out += ["\n", indent, (ch(rng, pools.COUNTRY_NAMES[k]), "COUNTRY")]
    return out


def _site(rng, c, kind, town):
    stem = ch(rng, pools.CLINIC_STEMS[c.country] + [town])
    return "%s %s" % (stem, ch(rng, pools.CLINIC_KIND[c.country][kind]))


def _school(rng, country, town):
    f = ch(rng, pools.SCHOOL_FMT[country])
    return f.format(t=town, s=ch(rng, pools.GROUND_STEMS + pools.CLINIC_STEMS[country][:4]),
                    st=ch(rng, pools.SAINTS), ga=ch(rng, pools.GA_STEMS))


def make_ctx(rng, country, level=None):
    c = Ctx()
    c.country = country
    c.level = level or wch(rng, [("school", 5), ("junior", 2), ("uni", 2), ("adult", 3)])
    sport, sexes = ch(rng, SPORTS[country])
    c.sex = ch(rng, sexes) if len(sexes) > 1 else sexes
    c.sport = sport
    c.position = ch(rng, POSITIONS[sport])
    lo, hi = {"school": (13, 18), "junior": (9, 15), "uni": (18, 23), "adult": (19, 44)}[c.level]
    target = rng.randrange(lo, hi + 1)
    c.inj = phi.rand_date(rng)
    c.dob = phi.addd(c.inj, -(int(target * 365.2425) + rng.randrange(1, 360)))
    c.age = c.inj.year - c.dob.year - ((c.inj.month, c.inj.day) < (c.dob.month, c.dob.day))
    c.minor = c.level in ("school", "junior")
    c.player_word = "player" if sport not in ("wrestling", "cheerleading", "boxing") else "athlete"
    c.pt = person(rng, "PATIENT", sex=c.sex, adult=c.age >= 36)
    c.pt.title = {"M": "Mr", "F": ch(rng, ["Ms", "Miss"])}[c.sex]
    c.pt.nick = ch(rng, pools.NICKNAMES) if maybe(rng, 0.25) else ""
    c.he = "he" if c.sex == "M" else "she"
    c.his = "his" if c.sex == "M" else "her"
    c.him = "him" if c.sex == "M" else "her"
    c.town = ch(rng, pools.TOWNS[country])
    c.state = ch(rng, pools.STATES[country])
    c.addr = address(rng, country, c.town if maybe(rng, 0.6) else None, c.state)
    c.home = phi.phone(rng, country, "land")
    c.mob = phi.phone(rng, country, "mob")
    c.email = phi.email(rng, c.pt)
    # family
    psex = ch(rng, "MF") if maybe(rng, 0.4) else "F"
    c.parent = person(rng, "FAMILY", sex=psex)
    if maybe(rng, 0.7):
        c.parent.last = c.pt.last
    c.parent.title = {"M": "Mr", "F": ch(rng, ["Mrs", "Ms"])}[psex]
    c.parent_rel = PARENT_REL[psex][0] if maybe(rng, 0.8) else ch(rng, PARENT_REL[psex][1:])
    c.parent_mob = phi.phone(rng, country, "mob")
    c.parent_email = phi.email(rng, c.parent)
    c.parent_job = ch(rng, pools.PROFESSIONS)
    c.parent2 = person(rng, "FAMILY", sex="M" if psex == "F" else "F")
    c.parent2.last = c.parent.last if maybe(rng, 0.6) else c.parent2.last
    c.parent2_rel = "father" if psex == "F" else "mother"
    c.parent2_job = ch(rng, pools.PROFESSIONS)
    c.sib = person(rng, "FAMILY", adult=False)
    c.sib.last = c.pt.last
    c.sib_rel = "brother" if c.sib.sex == "M" else "sister"
    c.partner = person(rng, "FAMILY", sex="F" if c.sex == "M" else ch(rng, "MF"))
    c.partner_rel = ch(rng, ["partner", "wife" if c.partner.sex == "F" else "husband", "flatmate"])
    c.partner_mob = phi.phone(rng, country, "mob")
    if c.minor:
        c.nok, c.nok_rel, c.nok_mob = c.parent, c.parent_rel, c.parent_mob
    else:
        c.nok, c.nok_rel, c.nok_mob = c.partner, c.partner_rel, c.partner_mob
    c.job = ch(rng, pools.PROFESSIONS) if c.level == "adult" else (
        ch(rng, pools.PART_TIME_JOBS) if c.level == "uni" else "")
    # organisations
    c.club_town = ch(rng, pools.TOWNS[country])
    sfx = SPORT_CLUB[sport]
    c.club = "%s %s" % (c.club_town, ch(rng, sfx))
    opp_town = ch(rng, [t for t in pools.TOWNS[country] if t != c.club_town])
    c.opp = "%s %s" % (opp_town, ch(rng, sfx))
    c.opp_club = c.opp
    c.grade = grade(rng, c)
    c.school = _school(rng, country, ch(rng, pools.TOWNS[country]))
    c.uni = ch(rng, pools.UNI_FMT).format(t=ch(rng, pools.TOWNS[country]),
                                          s=ch(rng, pools.CLINIC_STEMS[country][:5]))
    c.team_org = c.school if c.level == "school" and maybe(rng, 0.7) else (
        c.uni if c.level == "uni" else c.club)
    if c.team_org == c.school:
        c.opp = _school(rng, country, opp_town)
    elif c.team_org == c.uni:
        c.opp = ch(rng, pools.UNI_FMT).format(t=opp_town, s=ch(rng, pools.GROUND_STEMS))
    c.year_level = YEAR_LEVEL[country](c.age) if c.level in ("school", "junior") else ""
    lk = SPORT_LEAGUE.get(sport, "Sports Association")
    if c.level == "school" and country == "US":
        lk = "Interscholastic Athletic Conference"
    elif c.level == "uni":
        lk = ch(rng, ["Universities Sport League", "Intercollegiate " + sport.title() + " League"])
    c.league = "%s %s" % (ch(rng, pools.LEAGUE_STEMS[country]), lk)
    c.ground = ch(rng, pools.GROUND_FMT).format(s=ch(rng, pools.GROUND_STEMS),
                                                n=ch(rng, pools.SURNAMES))
    c.ground_town = c.club_town if maybe(rng, 0.5) else opp_town
    c.insurer = ch(rng, pools.INSURERS)
    ek = employer_kind(rng, c.job) if c.job else None
    c.employer = ("%s %s" % (ch(rng, pools.SURNAMES + pools.GROUND_STEMS), ek)) if ek else None
    # sites
    c.site_town = ch(rng, pools.TOWNS[country])
    c.clinic = _site(rng, c, "clinic", c.site_town)
    c.hosp = _site(rng, c, "hosp", c.site_town)
    c.img = _site(rng, c, "img", c.site_town)
    c.physio_clinic = _site(rng, c, "physio", c.site_town)
    c.gp_practice = _site(rng, c, "gp", c.town)
    c.clinic_addr = address(rng, country, c.site_town, c.state, site=True)
    c.clinic_tel = phi.phone(rng, country, "land")
    c.clinic_fax = phi.phone(rng, country, "land")
    c.clinic_email = phi.email(rng, org=c.clinic, generic=ch(rng, ["reception", "concussion", "admin", "referrals", "sportsmed"]))
    c.clinic_url = phi.url(rng, org=c.clinic)
    c.ward = ch(rng, pools.WARDS)
    # staff
    c.doc = clinician(rng, c, "dr")
    c.at = clinician(rng, c, "at")
    c.pt_ = clinician(rng, c, "pt")
    c.rad = clinician(rng, c, "dr")
    c.rad.role = "radiologist"
    c.gp = clinician(rng, c, "dr")
    c.gp.role = "GP"
    c.edoc = clinician(rng, c, "dr")
    c.edoc.role, c.pager_word = ED_ROLE[country]
    c.nurse = clinician(rng, c, "rn")
    c.scribe = person(rng, "DOCTOR")
    c.coach = person(rng, "FAMILY")
    c.coach.title = "Mr" if c.coach.sex == "M" else "Ms"
    c.manager = person(rng, "FAMILY")
    c.teacher = person(rng, "FAMILY")
    c.teacher.title = {"M": "Mr", "F": ch(rng, ["Ms", "Mrs"])}[c.teacher.sex]
    c.principal = person(rng, "FAMILY")
    c.principal.title = {"M": "Mr", "F": "Ms"}[c.principal.sex]
    c.referee = person(rng, "FAMILY")
    c.mate = person(rng, "FAMILY", sex=c.sex, adult=False)
    # keep staff and other people apart from the family by surname and name
    used = {c.pt.last, c.parent.last, c.parent2.last}
    seen = set()
    for p in [c.doc, c.at, c.pt_, c.rad, c.gp, c.edoc, c.nurse, c.scribe, c.coach, c.manager,
              c.teacher, c.principal, c.referee, c.mate, c.partner]:
        while p.last in used or (p.first, p.last) in seen:
            p.last = ch(rng, pools.SURNAMES)
        seen.add((p.first, p.last))
        if p is not c.partner:
            p.user = phi.username(rng, p) if hasattr(p, "user") else ""
    # identifiers
    c.mrn = phi.mrn(rng, country)
    c.nat = phi.national_mrn(rng, country)
    c.hp = phi.healthplan(rng, country, c.addr["st"])
    c.pp = phi.private_plan(rng)
    c.ssn = phi.ssn(rng, country)
    c.acct = phi.account(rng)
    c.reg = phi.idnum(rng, "reg", c.inj.year)
    c.pt_user = phi.username(rng, c.pt)
    return c


def pt_name(rng, c, forms=None):
    """a varied reference to the patient"""
    f = ch(rng, forms or ["full", "full", "fn", "tl", "fn", "lf", "ini", "fli", "nk"])
    p = c.pt
    if f == "full":
        return p.full()
    if f == "fml":
        return p.fml()
    if f == "fn":
        return p.fn()
    if f == "tl":
        if c.age < 18:
            return p.fn()
        return p.tl(rng)
    if f == "lf":
        return p.lf()
    if f == "LF":
        return p.LF()
    if f == "ini":
        return p.ini(dots=maybe(rng, 0.6))
    if f == "fli":
        return p.fli()
    if f == "nk":
        return p.nk()
    if f == "ln":
        return p.ln()
    raise ValueError(f)


def natid(rng, c):
    """pieces 'NHS No. [..]' / 'NHI [..]' or [] where there is none"""
    if not c.nat:
        return []
    return [c.nat[0] + " ", (c.nat[1], "MRN")]


def hp_pc(c):
    return [c.hp[0] + ": ", (c.hp[1], "HEALTHPLAN")]


def lic_pc(p):
    return [p.lic[0] + " ", (p.lic[1], "LICENSE")]
