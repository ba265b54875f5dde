"""Per-note context: one patient with identifiers, a care site, staff and family."""

import datetime

from core import pick, wpick, chance
import phi
import pools_places as PP

PROFESSIONS = [
    "retired postman", "school cook", "lorry driver", "farmer", "accountant", "pharmacist",
    "baker", "builder", "hairdresser", "care assistant", "electrician", "retired nurse",
    "firefighter", "fisherman", "plumber", "bus driver", "retired teacher", "welder",
    "taxi driver", "chef", "pastry chef", "butcher", "shop assistant", "solicitor",
    "civil engineer", "software developer", "cleaner", "security guard", "librarian",
    "dairy farmer", "retired miner", "shearer", "mechanic", "dental nurse", "midwife",
    "retired police officer", "barista", "warehouse operative", "carpenter", "tiler",
    "truck driver", "retired machinist", "seamstress", "train conductor", "postal worker",
    "kitchen porter", "dinner lady", "retired headteacher", "publican", "nanny",
    "retired social worker", "university lecturer", "bookkeeper", "lab technician",
    "veterinary nurse", "roofer", "painter and decorator", "retired steelworker",
]

RELATIONS_F = ["wife", "daughter", "sister", "niece", "mother", "granddaughter", "partner",
               "neighbour", "friend", "daughter-in-law", "carer"]
RELATIONS_M = ["husband", "son", "brother", "nephew", "father", "grandson", "partner",
               "neighbour", "friend", "son-in-law", "carer"]


class Ctx:
    pass


def make_ctx(rng, cc):
    c = Ctx()
    c.cc = cc
    c.pt = phi.person(rng, cc)
    c.event = phi.rand_date(rng)
    age = wpick(rng, [(rng.randint(2, 17), 6), (rng.randint(18, 40), 12), (rng.randint(41, 64), 22),
                      (rng.randint(65, 84), 40), (rng.randint(85, 101), 20)])
    c.dob = datetime.date(c.event.year - age, rng.randint(1, 12), rng.randint(1, 28))
    c.age = phi.age_at(c.dob, c.event)
    c.admit = c.event - datetime.timedelta(days=rng.randint(0, 24))
    c.town = pick(rng, PP.TOWNS[cc])
    c.hosp = PP.hospital(rng, cc, c.town if chance(rng, 0.6) else None)
    c.ward, c.ward_short = PP.ward(rng, cc)
    c.bed = str(rng.randint(1, 32))
    c.bay = str(rng.randint(1, 6))
    c.room = str(rng.randint(1, 40)) if cc in ("UK", "IE") else "%d%02d%s" % (
        rng.randint(2, 9), rng.randint(1, 40), pick(rng, ["", "", "A", "B"]))
    c.mrn = phi.mrn(rng, cc)
    c.mrn_label = phi.mrn_label(rng, cc)
    c.hp_label, c.hp = phi.healthplan(rng, cc)
    c.ssn_label, c.ssn = phi.ssn(rng, cc)
    c.acct = phi.account(rng, cc)
    c.addr = phi.address(rng, cc, c.town if chance(rng, 0.5) else None)
    c.nok = phi.person(rng, cc)
    c.nok_rel = pick(rng, RELATIONS_F if c.nok.sex == "F" else RELATIONS_M)
    c.nok_phone = phi.phone(rng, cc, mobile=chance(rng, 0.6))
    c.dietitian = phi.person(rng, cc)
    c.na = phi.person(rng, cc)
    c.catmgr = phi.person(rng, cc)
    c.nurse = phi.person(rng, cc)
    c.doctor = phi.person(rng, cc)
    c.slt = phi.person(rng, cc)
    c.chef = phi.person(rng, cc)
    c.host = phi.person(rng, cc)
    c.gp = phi.person(rng, cc)
    c.gp_practice = PP.gp_practice(rng, cc)
    c.hosp_phone = phi.phone(rng, cc)
    c.kitchen_phone = phi.phone(rng, cc, ext=chance(rng, 0.3))
    c.fax = phi.phone(rng, cc)
    c.ext = phi.internal_ext(rng)
    c.profession = pick(rng, PROFESSIONS) if c.age >= 18 else None
    c.title = phi.title(rng, c.pt, cc)
    return c


# ------------------------------------------------------------ references


def pt_ref(rng, c, style=None):
    """Items referring to the patient inside running text."""
    p = c.pt
    st = style or pick(rng, ["title_last", "title_last", "first", "full", "pt_init",
                             "title_full", "last_only", "first_init"])
    if st == "title_last":
        return [c.title + " ", (p.last, "PATIENT")]
    if st == "title_full":
        return [c.title + " ", (p.full(), "PATIENT")]
    if st == "first":
        return [(p.first, "PATIENT")]
    if st == "full":
        return [(p.full(), "PATIENT")]
    if st == "pt_init":
        return [pick(rng, ["pt ", "Pt ", "patient "]),
                (phi.name_form(rng, p, pick(rng, ["initials", "dotted"])), "PATIENT")]
    if st == "last_only":
        return [(p.last, "PATIENT")]
    if st == "first_init":
        return [(phi.name_form(rng, p, "first_init"), "PATIENT")]
    raise ValueError(st)


def pt_header_name(rng, c):
    return phi.name_form(rng, c.pt, pick(rng, ["full", "LAST_first", "last_first", "LAST_first",
                                               "mid", "upper", "LAST_first_mi"]))


def staff_items(rng, p, role=None, cc="UK", style=None):
    """A staff member's name with optional title/credential outside the span."""
    st = style or pick(rng, ["full", "full", "init_last", "first", "full_role", "last_first",
                             "first_init"])
    cred = {"dietitian": ["RD", "RDN", "APD", "MINDI", "BSc RD", "Dietitian"],
            "nurse": ["RN", "RGN", "SN", "CN", "Staff Nurse"],
            "doctor": ["MD", "MBBS", "FRCP", "Dr"], "slt": ["SLT", "SLP", "CCC-SLP", "SALT"],
            "na": ["NA", "Nutrition Assistant", "Diet Tech", "DTR", "HCA"],
            "chef": ["Head Chef", "Chef", "Cook", "Sous Chef"],
            "host": ["Ward Host", "Ward Hostess", "Housekeeper", "Food Service Aide"],
            "catmgr": ["Catering Manager", "Food Services Manager", "Patient Dining Lead",
                       "Hotel Services Manager"],
            "clerk": ["Ward Clerk", "Admin", "Unit Clerk", "Receptionist"]}.get(role, ["staff"])
    if role == "doctor" and chance(rng, 0.65):
        return [pick(rng, ["Dr ", "Dr. ", "Dr "]), (phi.name_form(rng, p, pick(rng, ["last", "full", "init_last"])), "DOCTOR")]
    if st == "full_role":
        sep = pick(rng, [", ", " ", " - ", " ("])
        return [(p.full(), "DOCTOR"), sep, pick(rng, cred), ")" if sep == " (" else ""]
    if st == "last_first":
        return [(phi.name_form(rng, p, "last_first"), "DOCTOR")]
    return [(phi.name_form(rng, p, st if st != "full" else "full"), "DOCTOR")]


def fam_items(rng, c, style=None):
    p = c.nok
    st = style or pick(rng, ["rel_first", "rel_full", "title_last", "rel_first", "rel_full"])
    if st == "rel_first":
        return [c.nok_rel + " ", (p.first, "FAMILY")]
    if st == "rel_full":
        return [c.nok_rel + " ", (p.full(), "FAMILY")]
    t = "Mrs" if p.sex == "F" else "Mr"
    return [t + " ", (p.last, "FAMILY"), " (" + c.nok_rel + ")"]


def date_items(rng, d, cc, style=None):
    return [(phi.fmt_date(rng, d, cc, style), "DATE")]


def ward_items(rng, c, short=False):
    return [(c.ward_short if short else c.ward, "HOSPITAL")]


def bedloc_items(rng, c):
    cc = c.cc
    st = pick(rng, ["bed", "baybed", "room", "rm_bed", "slash"])
    if cc == "US" and st == "baybed":
        st = "rm_bed"
    if st == "bed":
        return [pick(rng, ["Bed ", "bed ", "Bed: ", "B"]), (c.bed, "LOCATION_OTHER")]
    if st == "baybed":
        return [pick(rng, ["Bay ", "bay "]), (c.bay, "LOCATION_OTHER"),
                pick(rng, [" Bed ", " bed ", "/"]), (c.bed, "LOCATION_OTHER")]
    if st == "room":
        return [pick(rng, ["Room ", "Rm ", "side room ", "SR "]), (c.room, "LOCATION_OTHER")]
    if st == "rm_bed":
        return [pick(rng, ["Rm ", "Room "]), (c.room, "LOCATION_OTHER"),
                pick(rng, ["-", " bed ", "/"]), (pick(rng, ["1", "2", "A", "B"]), "LOCATION_OTHER")]
    return [(c.ward_short, "HOSPITAL"), "/", (c.bed, "LOCATION_OTHER")]
