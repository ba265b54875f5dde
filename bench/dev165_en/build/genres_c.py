"""Genres: bereavement follow-up record, equipment delivery log, wound care visit."""

import datetime

import clin
import phi
import pools
from case import Case
from core import Doc, join, pad
from phi import cap, lc

HOL_US = {1: ["New Year's Day", "Lunar New Year"], 2: ["Valentine's Day", "Lunar New Year"],
          3: ["Easter", "Eid al-Fitr"], 4: ["Easter", "Passover"], 5: ["Mother's Day", "Memorial Day"],
          6: ["Father's Day"], 7: ["Fourth of July"], 8: ["Labor Day"], 9: ["Rosh Hashanah", "Labor Day"],
          10: ["Diwali", "Halloween"], 11: ["Thanksgiving", "Diwali"], 12: ["Christmas", "Hanukkah"]}
HOL_CA = {1: ["New Year's Day", "Lunar New Year"], 2: ["Family Day", "Lunar New Year"], 3: ["Easter"],
          4: ["Easter", "Passover"], 5: ["Mother's Day", "Victoria Day"], 6: ["Father's Day"],
          7: ["Canada Day"], 8: ["Labour Day"], 9: ["Labour Day", "Rosh Hashanah"],
          10: ["Thanksgiving", "Diwali"], 11: ["Diwali", "Remembrance Day"], 12: ["Christmas", "Hanukkah"]}
EDU = {"E1390": "filter cleaning, tubing change q2wk and O2 safety", "E0431": "cylinder storage and regulator use",
       "E0260": "bed controls and rail use", "E0630": "lift sling placement (2-person)",
       "E0165": "commode height adjustment", "E0181": "pump settings and CPR release",
       "E0277": "pump settings and CPR release", "E0600": "suction canister emptying",
       "E0570": "nebulizer cleaning", "K0001": "brakes and footrest removal", "E0143": "walker height",
       "E0781": "pump alarms and bag change", "E2402": "canister change and leak alarms"}


def _td(n):
    return datetime.timedelta(days=n)


# ------------------------------------------------------------------ bereavement follow-up record

def bereavement(rng, c=None):
    c = c or Case(rng, age_range=(55, 102))
    b = Doc()
    hosp = ("HOSPITAL", c.org("hospice"))
    bc = c.staff("bc")
    dod = c.nd - _td(rng.randrange(20, 380))
    age_death = c.age - (1 if (c.nd - dod).days > 200 and rng.random() < 0.5 else 0)
    g = c.caregiver()
    b.ln("{}", hosp)
    b.ln(rng.choice(["BEREAVEMENT FOLLOW-UP RECORD", "Bereavement Program - Contact Record", "GRIEF SUPPORT FOLLOW-UP (13-MONTH PLAN)"]))
    b.ln()
    b.ln("Decedent: {}   MRN {}   Date of death: {}   Age at death: {}", c.pn(rng.choice(["full", "LF", "fml"])), ("MRN", c.mrn), c.d(dod), ("AGE", str(age_death)))
    b.ln("Place of death: {}", rng.choice([["home, ", ("CITY", c.addr.city)], [("HOSPITAL", c.org("ipu")), ", room ", ("LOCATION_OTHER", str(rng.randrange(1, 16)))], [("HOSPITAL", c.org("facility"))]]))
    b.ln()
    b.ln("Primary bereaved: {} ({}), age {}", g.name(rng.choice(["full", "fml", "lf"])), g.rel, ("AGE", str(g.age)))
    b.ln("  Address: {}", g.addr.pieces(rng))
    b.ln("  Phone: {}   E-mail: {}", ("PHONE", g.phone), ("EMAIL", g.email))
    if g.occupation == "homemaker":
        b.ln("  Employment: {}", ("PROFESSION", g.occupation))
    elif g.age > 68:
        b.ln("  Employment: retired {}", ("PROFESSION", g.occupation))
    else:
        b.ln("  Employment: {} at {}", ("PROFESSION", g.occupation), ("ORGANIZATION", c.org("employer")))
    for f in c.fam[1:]:
        if f.addr.country != c.country or rng.random() < 0.3:
            b.ln("Other bereaved: {} ({}) in {}, {}", f.name("full"), f.rel, ("CITY", f.addr.city), ("STATE", f.addr.st))
        else:
            b.ln("Other bereaved: {} ({}), {}", f.name("full"), f.rel, ("PHONE", f.phone))
    if rng.random() < 0.5:
        b.ln("Family abroad: {} {} in {} (notified by {}).", rng.choice(["sister", "brother", "cousin"]), ("FAMILY", phi.make_person(rng, origin=c.pt.origin).full),
             ("COUNTRY", c.birth_country), g.name("first"))
    b.ln()
    b.ln("Initial risk assessment {}: {} - {}", c.d(dod + _td(rng.randrange(1, 10))), rng.choice(["BRAT 12", "BRAT 18", "BRAT 24", "risk score 3/6", "risk score 5/6"]),
         rng.choice(["low risk", "moderate risk", "high risk - complicated grief indicators"]))
    b.ln("Factors: {}", rng.choice(["caregiver for 6 years, socially isolated", "prior death of child", "strong faith community", "financial strain, lost pt's pension", "history of depression", "lives alone, no car"]))
    b.ln()
    b.ln("CONTACT LOG")
    hol = HOL_CA if c.country == "CA" else HOL_US
    steps = [(rng.randrange(2, 6), "Sympathy card mailed", None),
             (rng.randrange(10, 18), "Phone call", "call"),
             (rng.randrange(28, 35), "Mailing: grief packet #1", None),
             (rng.randrange(55, 70), "Home visit", "visit"),
             (rng.randrange(85, 100), "Mailing: grief packet #2", None),
             (rng.randrange(110, 200), "Holiday card", "holiday"),
             (rng.randrange(200, 300), "Phone call", "call2"),
             (rng.randrange(330, 350), "Anniversary card", "anniv"),
             (rng.randrange(390, 400), "Closure letter", None)]
    layout = rng.randrange(2)
    for off, kind, code in steps:
        day = dod + _td(off)
        if day > c.nd:
            break
        staff = bc if rng.random() < 0.7 else c.staff("vol")
        if layout == 0:
            b.f("{} | {} | {} | ", c.d(day), kind, staff.name(rng.choice(["fi_last", "ini", "full"])))
        else:
            b.f("- {} {} ({}): ", c.d(day), kind.lower(), staff.name("first"))
        if code == "call":
            b.f("Spoke with {} at {}; {}. ", g.name("first"), ("PHONE", g.phone), rng.choice(["sleeping poorly", "tearful but coping", "back at work part-time", "daughter staying with her"]))
            b.f("Mentioned {} wants to attend group at {}.", g.name("first"), ("ORGANIZATION", c.org("church")))
        elif code == "visit":
            b.f("Met {} at home ({}). Reviewed normal grief, provided {}.", g.name("first"), ("STREET", g.addr.street), ("URL", phi.url(rng)))
        elif code == "holiday":
            b.f("Card for first {} without {}; invited to remembrance service {} at {}.", ("DATE", rng.choice(hol[(day + _td(12)).month])), c.pn(rng.choice(["first", "nick"])),
                c.d(day + _td(rng.randrange(5, 20))), ("ORGANIZATION", c.org("church")))
        elif code == "call2":
            b.f("{} did not answer; voicemail left at {}. Follow-up e-mail to {}.", g.name("first"), ("PHONE", g.phone), ("EMAIL", g.email))
        elif code == "anniv":
            b.f("Remembering {} on {}. Offered counseling referral to {} at {}.", c.pn("first"), c.d(dod, rng.choice(["long", "dmy_long", "md"]) if c.country == "US" else "dmy_long"),
                ["Dr. ", ("DOCTOR", phi.make_person(rng).last)] if rng.random() < 0.5 else [("DOCTOR", phi.make_person(rng).full), ", LCSW"], ("HOSPITAL", c.org("practice")))
        elif kind.startswith("Mailing"):
            b.f("Sent to {}.", ("STREET", g.addr.street))
        else:
            b.f("Done.")
        b.t("\n")
    b.ln()
    b.ln("Support group: grief circle at {}, starts {}, facilitator {}.", ("ORGANIZATION", c.org("aging") if rng.random() < 0.5 else c.org("church")),
         c.d(c.nd + _td(rng.randrange(5, 30))), bc.sig(rng))
    b.ln("Coordinator: {}  {}  {}", bc.sig(rng), ("PHONE", c.ph(ext=True)), ("EMAIL", bc.p.email(rng)))
    return b


# ------------------------------------------------------------------ equipment delivery log

def equipment_delivery(rng, c=None):
    c = c or Case(rng)
    b = Doc()
    dme = ("ORGANIZATION", c.org("dme"))
    tech = c.staff("tech")
    if rng.random() < 0.35:
        return _route_log(rng, c, b, dme, tech)
    hosp = ("HOSPITAL", c.org("hospice" if rng.random() < 0.6 else "agency"))
    rn = c.staff("rn")
    cg = c.caregiver()
    b.ln("{}  |  DELIVERY TICKET", dme)
    b.ln("Ticket #: {}   Order #: {}   Delivery date: {}   Window: 0900-1200", ("IDNUM", "DT-" + phi.digits(rng, 6)), ("IDNUM", phi.order_no(rng)), c.d(c.nd))
    b.ln("Ordering provider: {}, ordered by {} ({}) on {}", hosp, rn.sig(rng), ("PHONE", c.ph()), c.d(c.days(-1)))
    b.ln()
    b.ln("Deliver to: {}", c.pn(rng.choice(["LF", "full"])))
    b.ln("           {}\n           {}, {}  {}", ("STREET", c.addr.street), ("CITY", c.addr.city), ("STATE", c.addr.st), ("ZIP", c.addr.zip))
    b.ln("Phone: {}   Contact on site: {} ({}) {}", ("PHONE", c.phone), cg.name("full"), cg.rel, ("PHONE", cg.phone))
    b.ln("DOB: {}   Pt acct: {}", c.d(c.dob), c.acct())
    if c.country == "US" and rng.random() < 0.5:
        b.ln("Billing: Medicare Part B, MBI {}", ("HEALTHPLAN", phi.mbi(rng)))
    else:
        b.ln("Billing: per diem - {}", hosp)
    if rng.random() < 0.35:
        b.ln("Directions: past {}, {}", ("LOCATION_OTHER", rng.choice(pools.LANDMARKS)), rng.choice(["white house w/ ramp", "gravel drive on L", "blue mailbox, back door", "3rd trailer on R"]))
    b.ln()
    b.ln("{}", [pad("QTY", 5), pad("HCPCS", 7), pad("DESCRIPTION", 38), pad("MODEL", 24), "SERIAL #"])
    items = rng.sample(clin.EQUIPMENT, rng.randrange(2, 6))
    for it in items:
        b.ln("{}", [pad("1", 5), pad(it[1], 7), pad(it[0], 38), pad(it[2], 24), ("DEVICE", phi.device_sn(rng))])
    b.ln()
    if any(it[1] == "E1390" for it in items):
        b.ln("O2 setup: concentrator at 2 LPM per order, hours meter {} h. Backup E-cylinders x4. No Smoking signs posted.", rng.randrange(0, 24000))
    b.ln("Education: {} instructed on {}; return demo done.", cg.name("first"), "; ".join(EDU.get(it[1], "safe use of " + it[0]) for it in items[:2]))
    b.ln("Delivered by: {}   Vehicle: {}   Plate {}", tech.name(rng.choice(["full", "fi_last"])), "Truck " + str(rng.randrange(2, 40)), ("VEHICLE", phi.plate(rng, c.country)))
    b.ln("Received by: {} ({})  signature on file  {}", cg.name(rng.choice(["full", "fi_last"])), cg.rel, clin.time_str(rng, 2))
    if rng.random() < 0.5:
        pu = c.days(rng.randrange(5, 90))
        b.ln()
        b.ln("PICKUP {}: all items retrieved, serials verified ({}); bed sanitized per policy. Tech {}.", c.d(pu), ("DEVICE", phi.device_sn(rng)), c.new_staff("tech").name("full"))
    b.ln("Customer service: {}   {}", ("PHONE", c.ph()), ("URL", phi.url(rng, "dme/track")))
    return b


def _route_log(rng, c, b, dme, tech):
    b.ln("{} - DRIVER ROUTE LOG", dme)
    b.ln("Date: {}   Driver: {}   Helper: {}", c.d(c.nd), tech.name("full"), c.new_staff("tech").name("full"))
    if rng.random() < 0.5:
        b.ln("Vehicle: {}  plate {}  start odometer {}", "Unit " + str(rng.randrange(3, 30)), ("VEHICLE", phi.plate(rng, c.country)), rng.randrange(40000, 210000))
    else:
        b.ln("Vehicle VIN {}  plate {}", ("VEHICLE", phi.vin(rng)), ("VEHICLE", phi.plate(rng, c.country)))
    b.ln()
    for i in range(rng.randrange(4, 8)):
        p = c if i == 0 else Case(rng, like=c)
        it = rng.choice(clin.EQUIPMENT)
        act = rng.choice(["DEL", "DEL", "P/U", "SWAP", "SVC"])
        b.ln("Stop {}  {}  {}", i + 1, clin.time_str(rng, 1, 7 + i, rng.choice([0, 20, 40])), act)
        b.ln("   {}  {}", p.pn("LF"), p.acct())
        b.ln("   {}, {}", ("STREET", p.addr.street), ("CITY", p.addr.city))
        b.ln("   {} {}  SN {}", it[1], it[0], ("DEVICE", phi.device_sn(rng)))
        note = rng.choice([["signed by ", p.caregiver().name("full")], ["left w/ ", p.caregiver().rel, " ", p.caregiver().name("first")],
                           ["no answer, called ", ("PHONE", p.phone)], ["facility: ", ("HOSPITAL", p.org("facility")), " rm ", ("LOCATION_OTHER", str(rng.randrange(101, 330)))],
                           ["pt expired ", p.d(c.nd - _td(rng.randrange(1, 4)), "md"), ", pickup per hospice"] if act == "P/U"
                           else ["set up and tested, ", p.caregiver().name("first"), " shown controls"]])
        b.ln("   {}", note)
    b.ln()
    b.ln("Dispatch: {}   Driver sign-off: {}", ("PHONE", c.ph()), tech.name("ini"))
    return b


# ------------------------------------------------------------------ wound care visit

def wound_care(rng, c=None):
    c = c or Case(rng)
    b = Doc()
    rn = c.staff("woc" if rng.random() < 0.5 else "rn")
    md = c.staff("md")
    agency = ("HOSPITAL", c.org("agency") if rng.random() < 0.7 else c.org("hospice"))
    wt = rng.choice(clin.WOUND_TYPES)
    site = rng.choice(clin.WOUND_SITES)
    onset = c.days(-rng.randrange(14, 200))
    L, W, D = rng.randrange(8, 90) / 10.0, rng.randrange(6, 60) / 10.0, rng.randrange(0, 25) / 10.0
    b.ln("{}   WOUND CARE VISIT", agency)
    b.ln("Pt: {}   MRN: {}   DOB: {} ({})", c.pn(rng.choice(["LF", "full", "lfm"])), ("MRN", c.mrn), c.d(c.dob), c.age_p(rng.choice(["yo", "y/o", "yof"])))
    b.ln("Visit: {}  {}-{}   Visit ID {}", c.d(c.nd), clin.time_str(rng, 0, 9), clin.time_str(rng, 0, 10), c.acct())
    b.ln()
    b.ln("WOUND #1 - {} {}", site, wt)
    b.ln("Onset: {} ({})", c.d(onset), rng.choice(["present on SOC", "facility-acquired", "developed at home", "post-op"]))
    b.ln("Measurements: L {} x W {} x D {} cm", L, W, D)
    if rng.random() < 0.6:
        h1 = rng.randrange(1, 12)
        b.ln("Undermining {} cm from {} to {} o'clock; tunneling {} cm at {} o'clock", rng.randrange(2, 20) / 10.0, h1, (h1 + 3) % 12 + 1, rng.randrange(5, 40) / 10.0, rng.randrange(1, 13))
    b.ln("Bed: {}% granulation, {}% slough. Exudate: {} {}. Odor: {}. Periwound: {}.", rng.randrange(10, 90), rng.randrange(0, 60),
         rng.choice(["scant", "small", "moderate", "large"]), rng.choice(["serous", "serosanguineous", "purulent"]),
         rng.choice(["none", "mild after cleansing", "foul"]), rng.choice(["intact", "macerated", "erythema 1 cm", "callused edges"]))
    b.ln("PUSH {}   Braden {}   {}", rng.randrange(4, 17), rng.randrange(9, 19), clin.pain(rng))
    b.ln()
    b.ln("Trend:")
    tst = rng.choice([c.ds, "md"])
    for k in range(rng.randrange(2, 5), 0, -1):
        dd = c.days(-7 * k)
        b.ln("  {}  {} x {} x {} cm", c.d(dd, tst), round(L + k * 0.4, 1), round(W + k * 0.3, 1), round(D + k * 0.1, 1))
    b.ln()
    b.ln("Treatment: cleansed w/ NS, {} applied; change {}.", rng.choice(clin.DRESSINGS), rng.choice(["daily", "q48h and PRN", "3x/wk", "q72h"]))
    if rng.random() < 0.45:
        b.ln("NPWT unit SN {} - canister changed, seal intact, {}.", ("DEVICE", phi.device_sn(rng)), rng.choice(["no alarms", "leak alarm x1 resolved", "therapy hours 22/24"]))
    b.ln("Photos: image set {} uploaded to chart.", ("IDNUM", "IMG-%s" % phi.digits(rng, 6)))
    b.ln("Offloading: {}. Nutrition: {}.", rng.choice(["heel boots", "turn q2h schedule posted", "low air loss mattress in place", "total contact cast"]),
         rng.choice(["protein shake BID", "RD referral", "albumin 2.8 on last labs", "intake poor"]))
    b.ln("Supplies ordered from {} (order {}).", ("ORGANIZATION", c.org("dme")), ("IDNUM", phi.order_no(rng)))
    if rng.random() < 0.6:
        b.ln("Wound clinic f/u at {} on {} with {}.", ("HOSPITAL", c.org("hospital")), c.d(c.days(rng.randrange(5, 21))), c.new_staff("md").sig(rng))
    cg = c.caregiver()
    b.ln("{} {} taught dressing change; {}.", cap(cg.rel), cg.name("first"), rng.choice(["return demo satisfactory", "needs another session", "prefers nurse to do it"]))
    b.ln("{} updated by fax {}; verbal order received to {}.", md.dr(rng), ("FAX", c.ph()), rng.choice(["continue current tx", "add silver", "obtain wound culture", "refer to vascular"]))
    b.ln()
    b.ln("{}  {}", rn.sig(rng), c.d(c.nd))
    return b
