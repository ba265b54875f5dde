"""Shared blocks: headers, signatures, audit footers, family lines."""
import core
from core import (pick, chance, digits, PT, DR, FM, UN, AG, DT, ST, CI, SA, ZP, CO, HO, OR, LO,
                  MR, SS, HP, AC, LI, DV, VE, BI, ID, PH, FX, EM, UR, IP, PR, N)
from people import D, baby_age


def tm(rng):
    h, m = core.rand_time(rng)
    return core.fmt_time(rng, h, m)


def id_items(rng, c, who="baby"):
    if who == "baby":
        return [c.id_label, pick(rng, [": ", " ", ": "]), MR(c.nat_id)]
    return [c.mum_id_label, pick(rng, [": ", " "]), MR(c.mum_nat_id)]


def plan_items(rng, c):
    if c.plan is None:
        return []
    lab, val = c.plan
    return [lab, pick(rng, [": ", " ", " no. "]), HP(val)]


def baby_name(rng, c):
    k = rng.randrange(4)
    if k == 0:
        return c.baby.inv()
    if k == 1:
        return c.baby.inv(upper=False)
    return c.baby.full()


def header(rng, n, c, title, place=None, when=None, show_addr=True, account=None):
    """A record header in one of several EHR styles."""
    when = when or c.visit
    k = rng.randrange(4) if c.ck != "US" else pick(rng, [2, 3, 2])
    if k == 0:
        n.w(title.upper(), "\n")
        n.w("Name: ", baby_name(rng, c), "   DOB: ", D(c, c.dob), "   ", *id_items(rng, c), "\n")
        if show_addr:
            n.w("Address: ", *c.addr.items(rng), "\n")
        n.w("Date of contact: ", D(c, when), " ", tm(rng))
        if place:
            n.w("   Venue: ", *place)
        n.w("\n")
    elif k == 1:
        n.w("*** ", title, " ***\n")
        n.w(c.baby.l() if chance(rng, 0.5) else c.baby.inv(), " | ", D(c, c.dob), " | ",
            *id_items(rng, c))
        if c.ck in ("IE", "AU", "NZ", "CA") and chance(rng, 0.6):
            n.w(" | ", *plan_items(rng, c))
        n.w("\n")
        if show_addr:
            n.w(*c.addr.items(rng, sep=", "), "\n")
        n.w("Seen: ", D(c, when), " @ ", tm(rng))
        if place:
            n.w(", ", *place)
        n.w("\n")
    elif k == 2:
        n.w(title, "\n", "-" * min(len(title), 40), "\n")
        n.w("Patient: ", c.baby.full(), "  Sex: ", "F" if c.baby.female else "M", "  DOB: ", D(c, c.dob), "\n")
        n.w("MRN: ", MR(c.mrn))
        if chance(rng, 0.6):
            n.w("   ", pick(rng, ["Encounter #", "Visit No.", "Episode no", "Contact ID", "Acct"]), ": ",
                AC(account or digits(rng, pick(rng, [7, 8, 9]))))
        if c.plan and c.ck not in ("ENG", "SCO", "WAL", "NIR"):
            n.w("\n", *plan_items(rng, c))
        n.w("\n")
        if show_addr:
            n.w("Home address: ", *c.addr.items(rng), "\n")
        n.w("Date of service: ", D(c, when))
        if place:
            n.w("   Location: ", *place)
        n.w("\n")
    else:
        n.w(title, " - ", D(c, when), "\n")
        n.w("Child: ", c.baby.full(), " (", c.his[0:0], "DOB ", D(c, c.dob), ")  ", *id_items(rng, c), "\n")
        if show_addr and chance(rng, 0.6):
            n.w("Lives at ", *c.addr.items(rng), "\n")
        if place:
            n.w("Seen at: ", *place, "\n")
    return n


def gp_line(rng, n, c):
    k = rng.randrange(3)
    if k == 0:
        n.w(c.T["gp"].capitalize() if c.ck in ("CA", "US") else "GP", ": Dr ", c.gp.l(), ", ", HO(c.practice), "\n")
    elif k == 1:
        n.w("GP: ", HO(c.practice), " (Dr ", c.gp.full(), ")  Tel ", PH(c.practice_phone), "\n")
    else:
        n.w("Registered with ", HO(c.practice), " - Dr ", c.gp.fi(dot=chance(rng, 0.5)), "\n")


def sig(rng, n, c, role=None):
    role = role or c.T["hv"]
    k = rng.randrange(4)
    if k == 0:
        n.w("\n", c.hv.full(), ", ", role, " ", c.hv_cred, "\n")
        if chance(rng, 0.7):
            n.w(c.hv_lic[0], " ", LI(c.hv_lic[1]), "\n")
        n.w("Tel ", PH(c.hv_phone), " | ", EM(c.hv_email), "\n")
    elif k == 1:
        n.w("\nSigned: ", c.hv.fi(), " (", c.T["hvs"], ")  ", HO(c.base), "  ", PH(c.base_phone), "\n")
    elif k == 2:
        n.w("\n", c.hv.full(), " ", c.hv_cred, "\n", role, ", ", HO(c.base), "\n")
        if chance(rng, 0.5):
            n.w(c.hv_lic[0], ": ", LI(c.hv_lic[1]), "  ")
        n.w("Mob: ", PH(c.hv_phone), "\n")
    else:
        n.w("\n-- ", c.hv.ini(), " ", c.T["hvs"], " ", tm(rng), "\n")


def audit(rng, n, c, when=None):
    when = when or c.visit
    k = rng.randrange(3)
    if k == 0:
        n.w("[Entered by ", UN(c.hv_user), " on ", D(c, when), " ", tm(rng), " from ", IP(core.ipaddr(rng)), "]\n")
    elif k == 1:
        n.w("Audit: created ", D(c, when), " by user ", UN(c.hv_user), "; workstation ", IP(core.ipaddr(rng)), "\n")
    else:
        n.w("Last amended by ", UN(c.hv_user), " (", c.hv.inv(upper=False), ") ", D(c, when), "\n")


def mum_line(rng, n, c, prof=True):
    k = rng.randrange(3)
    if k == 0:
        n.w(c.T["mum"], ": ", c.mum.full(), ", ", AG(str(c.mum_age)), " yrs")
    elif k == 1:
        n.w("Mother: ", c.mum.full(), " (", AG(str(c.mum_age)), ")")
    else:
        n.w("Mother - ", c.mum.inv(upper=False), ", aged ", AG(str(c.mum_age)))
    if prof and chance(rng, 0.7):
        n.w(pick(rng, [", works as a ", ", ", "; occupation: ", ", employed as "]), PR(c.mum_prof))
        if chance(rng, 0.4):
            n.w(" at ", OR(c.employer))
        if c.age_days < 365 and chance(rng, 0.4):
            n.w(" (on maternity leave)")
    n.w(". Mob ", PH(c.mum_phone), "\n")


def partner_line(rng, n, c):
    if not c.has_partner:
        n.w(pick(rng, ["Father not involved.", "No partner in household.",
                       "Single parent, supported by own mother "]))
        if chance(rng, 0.5):
            n.w(c.gran.full() if chance(rng, 0.5) else c.gran.f(), " who lives in ", CI(c.addr.town), ".")
        n.w("\n")
        return
    word = c.partner_word
    k = rng.randrange(3)
    if k == 0:
        n.w(word.capitalize() if word != "FOB" else word, ": ", c.partner.full(), " (", AG(str(c.partner_age)), "), ",
            PR(c.partner_prof))
    elif k == 1:
        n.w(word.capitalize() if word != "FOB" else word, " ", c.partner.f(), " is ", AG(str(c.partner_age)),
            " and works as a ", PR(c.partner_prof))
    else:
        n.w("Lives with ", word, " ", c.partner.full(), ", ", AG(str(c.partner_age)), "y, ", PR(c.partner_prof))
    if chance(rng, 0.45):
        n.w(" at ", OR(c.partner_employer))
    if chance(rng, 0.4):
        n.w(", tel ", PH(c.partner_phone))
    n.w(".\n")


def sibs_line(rng, n, c):
    if not c.sibs:
        n.w(pick(rng, ["First baby.", "No other children.", "Primip - first child."]), "\n")
        return
    n.w(pick(rng, ["Siblings: ", "Other children in household: ", "Sibs: "]))
    for i, (s, a) in enumerate(c.sibs):
        if i:
            n.w(", ")
        n.w(s.f(), " (", AG(str(a)), pick(rng, ["", "y", " yrs"]), ")")
        if a >= 4 and chance(rng, 0.5):
            n.w(" at ", OR(pick(rng, [c.school, c.school, c.nursery])))
        elif a < 4 and chance(rng, 0.4):
            n.w(" attends ", OR(c.nursery))
    n.w("\n")


def venue_place(rng, c):
    k = rng.randrange(5)
    if k == 0:
        return [LO(c.venue)]
    if k == 1:
        return [LO(c.venue), ", room ", LO(str(rng.randrange(1, 12)))]
    if k == 2:
        return [HO(c.base)]
    if k == 3:
        return [HO(c.base), ", clinic room ", LO(pick(rng, ["2", "3", "4", "1A", "2B", "G04"]))]
    return ["home visit"]


def leaflet(rng, n, c):
    n.w(pick(rng, ["Leaflet link sent: ", "Info given: ", "Signposted to "]), UR(core.url(rng, "leaflet")), "\n")


def duty_line(rng, n, c):
    k = rng.randrange(3)
    if k == 0:
        n.w("Duty ", c.T["hvs"], " number given: ", PH(c.base_phone), " (Mon-Fri 9-5).\n")
    elif k == 1:
        n.w("Contact details left: ", PH(c.base_phone), " / ", EM(c.team_email), "\n")
    else:
        n.w("Parent has team number ", PH(c.base_phone), " and my mobile ", PH(c.hv_phone), ".\n")


FEEDING_NEG = [
    "Aptamil First Infant Milk", "SMA Pro First Infant Milk", "Kendamil", "Cow & Gate anti-reflux",
    "Nutramigen LGG", "Infacol", "Gaviscon Infant", "Lansinoh", "Medela nipple shield (24 mm)",
    "Tommee Tippee bottles", "Dr Brown's bottles", "Haakaa", "Calpol", "Abidec", "Dalivit",
]
SKIN_NEG = ["Epstein pearls", "milia", "stork mark", "congenital dermal melanocytosis",
            "erythema toxicum", "Sudocrem", "Metanium", "Oilatum", "Cetraben", "Epaderm"]
SCREEN_NEG = ["NIPE", "AABR", "OAE", "Guthrie card", "bloodspot", "Ortolani", "Barlow",
              "red reflex", "Moro reflex", "rooting reflex"]
