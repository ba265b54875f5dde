"""Shared domain helpers for the genre modules (dev159_en)."""
from core import P
import phi
import pools_places as PL

ISO = ["None", "None", "None", "Contact", "Droplet", "Airborne", "Contact+ (C. diff)", "Contact (MRSA)",
       "Contact (VRE)", "Droplet/Contact", "Neutropenic", "Contact (CRE)", "None"]
ISO_SHORT = ["-", "-", "-", "CONT", "DROP", "AIRB", "ENT", "MRSA", "VRE", "-", "NEUT", "CRE"]
MODES = ["WC", "stretcher", "bed", "WC", "stretcher", "ambulatory w/ escort", "bari WC", "bed w/ RN"]
PRIORITIES = ["STAT", "ASAP", "Routine", "Routine", "Routine", "Scheduled", "Discharge"]


def origin_cell(rng, c):
    r = rng.random()
    if r < 0.45:
        return c.ed_bed()
    if r < 0.55:
        return "PACU"
    if r < 0.62:
        return rng.choice(["Cath Lab recovery", "IR holding", "L&D triage", "Endo recovery"])
    if r < 0.8:
        return [rng.choice(["Transfer: ", "OSH: ", "Xfer from "]), P(rng.choice(PL.OUTSIDE_FACILITIES), "HOSPITAL")]
    if r < 0.88:
        return [rng.choice(["Direct admit - ", "DA from "]), P(rng.choice(PL.CLINICS), "HOSPITAL")]
    return c.unit_room(sep=" ")


def assigned_cell(rng, c, status):
    if status in ("Pending", "Requested", "Escalated", "Cancelled", "On hold"):
        return rng.choice(["--", "", "TBD", "-"])
    u = c.unit()
    return [c.unit_piece(u), rng.choice([" ", " / ", "-"]), c.room_piece(u)]


def wait_str(rng):
    m = rng.randint(4, 1320)
    st = rng.randint(0, 2)
    if st == 0:
        return str(m)
    if st == 1:
        return "%dh%02dm" % (m // 60, m % 60)
    return "%d:%02d" % (m // 60, m % 60)


def fam_rel(rng, sex=None):
    return rng.choice(["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother",
                       "niece", "nephew", "friend", "neighbor", "partner", "granddaughter", "grandson",
                       "POA", "guardian", "caregiver"])


def comment_pieces(rng, c, p=None):
    """Short queue/board comment, sometimes carrying PHI."""
    r = rng.randint(0, 22)
    if r == 0:
        rel = rng.choice(["wife", "husband", "dtr", "son", "sister"])
        f = phi.relative(rng, p, rel) if p is not None else phi.Person(rng, sex=phi.REL_SEX.get(rel))
        return [rel + " ", P(f.render(rng.choice(["f", "fl"])), "FAMILY"),
                " at bedside ", P(phi.phone(rng), "PHONE")]
    if r == 1:
        s = c.staff("MD")
        return ["accepting ", phi.staff_name(rng, s, "dr")]
    if r == 2:
        s = c.staff("RN")
        return ["report called to ", phi.staff_name(rng, s, rng.choice(["fl", "f", "fi"])), " ext ", P(phi.ext(rng), "PHONE")]
    if r == 3:
        u = c.unit()
        return ["hold for ICU downgrade in ", c.unit_piece(u), " ", c.room_piece(u)]
    if r == 4:
        return ["family requests private rm"]
    if r == 5:
        return ["bari bed ordered, 450 lb capacity"]
    if r == 6:
        return ["neg pressure rm req - r/o TB"]
    if r == 7:
        return ["1:1 sitter needed"]
    if r == 8:
        return [rng.choice(["Spanish", "Somali", "Vietnamese", "ASL", "Haitian Creole"]), " interpreter req"]
    if r == 9:
        return ["escalated to house sup ", c.t()]
    if r == 10:
        return ["ok for hall bed per charge"]
    if r == 11:
        return ["boarder >12h"]
    if r == 12:
        return ["rm dirty - EVS ticket ", P("EVS-%s" % phi.digits(rng, 6), "IDNUM")]
    if r == 13:
        return ["needs tele box"]
    if r == 14:
        return ["pending CT/CTA"]
    if r == 15:
        return ["HD chair 0600 tomorrow"]
    if r == 16:
        if p is None:
            return ["pt HOH, speak to L ear"]
        return ["pt prefers ", P(p.render("nick"), "PATIENT")]
    if r == 17:
        return ["same-sex rm only"]
    if r == 18:
        return ["vent, RT aware"]
    if r == 19:
        return ["insulin gtt, q1h POC"]
    if r == 20:
        return ["BH hold - 1:1"]
    if r == 21:
        return ["needs cardiac monitor, Mg 1.4"]
    return [""]


def payer_cell(rng):
    r = rng.random()
    if r < 0.55:
        return P(rng.choice(PL.INSURERS), "ORGANIZATION")
    return rng.choice(["Medicare", "Medicaid", "Self-pay", "Medicare A/B", "VA", "Workers comp pending",
                       "Medicaid pending"])


def a_an(word):
    return "an " if word[:1].lower() in "aeiou" else "a "
