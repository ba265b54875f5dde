"""Genres: OT home assessment, equipment delivery/collection log,
pressure-care equipment order, falls risk home visit (dev249_en)."""

import blocks as B
import clin as K
from core import Ph


# ------------------------------------------------------------------ 1
def ot_home_assessment(n, c):
    r = c.rng
    hdr = r.choice(["OCCUPATIONAL THERAPY HOME ASSESSMENT REPORT", "Home Environment Assessment - OT",
                    "OT HOME VISIT REPORT", "In-Home Occupational Therapy Assessment",
                    "Home Safety & Function Assessment (OT)"])
    org = c.org("council") if r.random() < 0.4 else c.site("clinic")
    B.letterhead(n, c, org, hdr, contacts=r.random() < 0.7)
    n.nl()
    fields = r.choice([["name", "dob", "id", "addr", "tel", "gp"],
                       ["name", "dob", "client", "addr", "nok"],
                       ["name", "id", "plan", "dob", "addr", "tel", "gp", "nok"]])
    if c.country == "CA" and r.random() < 0.45:
        fields = fields[:3] + ["ssn"] + fields[3:]
    c.id_header(n, fields)
    ref = c.new_staff(r.choice(["physio", "nurse", "sw"]))
    n.ln("Referred by: {s} ({where}) on {d}", s=c.S(ref, cred=True),
         where=c.site(r.choice(["hosp", "ward", "gp"])), d=c.D(-r.randint(7, 60)))
    n.ln("Referral ref: {x}", x=c.REF()) if r.random() < 0.5 else None
    n.ln("Date of visit: {d}   Time: {t}", d=c.D(0), t=K.time_of_day(r))
    present = [c.P(r.choice(["given", "title"]))]
    if r.random() < 0.7:
        present.append(["", c.F(style="full"), " (%s)" % c.nok.role])
    if r.random() < 0.4:
        ca = c.new_person()
        present.append(["carer ", c.F(ca, "full"), " from ", c.org("agency")])
    present.append(["", c.S(c.ot, "full", cred=True)])
    n.ln("Present: {p}", p=_joined(present))
    n.nl().ln(r.choice(["Background", "BACKGROUND / SOCIAL HISTORY", "Social situation"]))
    B.background(n, c)
    if r.random() < 0.5:
        n.f("Recent admission to {h} ({w}) {d1} - {d2} following {why}. ",
            h=c.site("hosp"), w=c.site("ward"), d1=c.D(-r.randint(30, 60)), d2=c.D(-r.randint(3, 25)),
            why=r.choice(["a fall at home", "UTI and delirium", "#NOF", "exacerbation of COPD",
                          "stroke", "reduced mobility"]))
        if r.random() < 0.5:
            n.f("Bed {b}. ", b=Ph(str(r.randint(1, 32)), "LOCATION_OTHER"))
        n.nl()
    n.nl().ln("Medical: " + "; ".join(K.dx(r, 3, c.age)))
    if r.random() < 0.5:
        n.ln("Meds (per {d} list): " + ", ".join(K.pick(r, K.MEDS, 4)), d=c.Dp(-r.randint(5, 40)))
    n.ln("Obs: " + K.vitals(r)) if r.random() < 0.4 else None
    n.ln("Scores: " + ", ".join(K.scores(r, r.randint(2, 4))))
    n.nl().ln(r.choice(["ENVIRONMENT", "Home environment", "Property"]))
    n.ln("{p}.", p=r.choice(K.PROPERTY[c.country]))
    for m in K.measures(r, c.country):
        n.ln("- " + m)
    if r.random() < 0.3:
        n.ln("Nearest bus stop by {lm}; {pt} no longer uses public transport.", lm=c.LANDMARK(),
             pt=c.P("given"))
    if r.random() < 0.25:
        n.ln("Drives - {car}, reg {v}. Holds {bb} no. {x}.", car=r.choice(["automatic hatchback",
             "Motability car", "small SUV", "adapted van"]), v=c.VEH(),
             bb="Blue Badge" if c.country == "UK" else "disability parking permit", x=c.LIC("badge")[1])
    n.nl().ln(r.choice(["FUNCTION", "Functional assessment", "ADLs"]))
    B.adl_table(n, c)
    n.ln("Mobility: " + K.mobility_aid(r) + ". " + K.risk_phrase(r) + ".")
    n.nl().ln("Observations: " + K.narrative(r, r.randint(2, 4)))
    n.nl().ln(r.choice(["RECOMMENDATIONS", "Plan / Recommendations", "Outcome"]))
    B.equipment_list(n, c, assets=False)
    if r.random() < 0.6:
        n.ln("Equipment ordered via {o}, order no. {x}, delivery requested by {d}.",
             o=c.org("equip"), x=c.REF("order"), d=c.D(r.randint(2, 10)))
    if r.random() < 0.4:
        n.ln("Refer to {org} for adaptations ({what}).", org=c.org("council"),
             what=r.choice(["level access shower", "stairlift", "ramp to front door", "door widening",
                            "through-floor lift", "ceiling track hoist"]))
    if r.random() < 0.4:
        n.ln("Telecare referral to {t} - pendant + falls detector.", t=c.org("tele"))
    n.ln("Review: {d} " + r.choice(["(joint visit with physio)", "by phone", "", "post-delivery"]),
         d=c.Dx(r.randint(14, 42)))
    B.signature(n, c, c.ot)
    if r.random() < 0.5:
        B.cc_block(n, c)


def _joined(items):
    out = []
    for i, it in enumerate(items):
        if i:
            out.append(", ")
        out.append(it)
    return out


# ------------------------------------------------------------------ 2
def delivery_log(n, c):
    r = c.rng
    org = c.org("equip")
    n.ln("{o} - {t}", o=org, t=r.choice(["Delivery & Collection Log", "JOB SHEET / POD",
                                         "Proof of Delivery", "Collections and Deliveries - run sheet"]))
    drv = c.new_staff("driver")
    drv2 = c.new_staff("driver")
    user = c.new_staff("coord")
    n.ln("Run date: {d}   Van: {v}   Crew: {a} / {b}", d=c.D(0), v=c.VEH(),
         a=c.S(drv, r.choice(["full", "init", "initials"]), cred=False),
         b=c.S(drv2, r.choice(["given", "init", "initials"]), cred=False))
    n.ln("Printed by: {u} at {t}", u=c.USER(user), t=K.time_of_day(r))
    n.nl()
    lab, v = c.CLIENT()
    n.ln("Client: {p}   " + lab + ": {v}", p=c.P(r.choice(["sc", "sc2", "upper"])), v=v)
    n.ln("Delivery address: {a}", a=c.ADDR("comma" if c.country == "UK" else "one", country_line=False))
    n.ln("Contact: {t}" + (" (or {rel} {f} {t2})" if r.random() < 0.6 else ""), t=Ph(c.home, "PHONE"),
         rel=c.nok.role, f=c.F(), t2=Ph(c.nok_phone, "PHONE"))
    n.ln("Prescriber: {s}", s=c.S(c.ot, r.choice(["full", "init"]), cred=True))
    n.ln("Job no: {j}   Priority: {p}", j=c.REF("job"), p=r.choice(["Same day", "P1 (24 hr)", "P2 (3 day)",
                                                                  "Standard (7 day)", "Next day"]))
    n.ln("Access: " + r.choice(["key safe - code on file", "ring daughter first", "dog in house", "ground floor, side door",
                                "3rd floor, lift OK", "narrow stairs - bed in 2 parts", "park on driveway"]))
    n.nl()
    style = r.choice(["pipe", "lines"])
    nrows = r.randint(3, 7)
    if style == "pipe":
        n.ln("| Date | Time | Action | Item | Asset/Serial | By |")
        n.ln("|---|---|---|---|---|---|")
    for i in range(nrows):
        act = r.choice(["DEL", "DEL", "COLL", "FIT", "REPAIR", "FAILED", "PSR"])
        item = r.choice(K.EQUIP)
        by = c.S(r.choice([drv, drv2]), "initials", cred=False)
        day = r.randint(-3, 20) if i else 0
        t = K.time_of_day(r)
        dv = c.DEV(r.choice(["asset", "asset", "serial"]))
        if style == "pipe":
            n.ln("| {d} | %s | %s | %s | {a} | {b} |" % (t, act, item), d=c.D(day), a=dv, b=by)
        else:
            n.ln("{d} %s  %s  %s  #{a}  ({b})" % (t, act, item), d=c.D(day), a=dv, b=by)
    n.nl()
    k = r.random()
    if k < 0.3:
        n.ln("Signed for by: {f} ({rel}) - demonstrated, user instructions left.", f=c.F(style="full"),
             rel=c.nok.role)
    elif k < 0.55:
        n.ln("Client signed POD. {p} shown how to use brakes/height adjust.", p=c.P("given"))
    elif k < 0.75:
        n.ln("No answer x2. Card left. Called {t} - no reply. Rebooked {d}.", t=Ph(c.home, "PHONE"),
             d=c.Dx(r.randint(1, 5)))
    else:
        n.ln("Items collected cleaned? N - to decontam. Returned to store {d}.", d=c.D(r.randint(0, 3)))
    if r.random() < 0.5:
        n.ln("Driver notes: " + r.choice(["bed built in front bedroom, old divan moved to garage by family",
                                          "mattress pump plugged in, set to dynamic, alarm tested",
                                          "hoist charged on arrival, sling size checked against label",
                                          "commode set at 48 cm, brakes shown", "steps icy - salted path before carrying in",
                                          "parked on double yellows briefly - loading only"]) + ".")
    if r.random() < 0.4:
        n.ln("Note: old {it} from previous loan ({d}) still at property - collect next run.",
             it=r.choice(["commode", "perching stool", "bath board", "walking frame"]), d=c.Dp(-r.randint(200, 900)))
    if r.random() < 0.4:
        n.ln("Docket {x}; customer ref {y}.", x=c.REF("docket"), y=c.REF())
    if r.random() < 0.35:
        n.ln("Vehicle defect reported ({v}) - {what}.", v=c.VEH(), what=r.choice(["tail-lift slow", "nearside mirror",
                                                                                  "tyre pressure warning"]))
    n.ln("Updated by {u} {d} {t}", u=c.USER(user), d=c.D(r.randint(0, 2)), t=K.time_of_day(r))


# ------------------------------------------------------------------ 3
def pressure_order(n, c):
    r = c.rng
    n.ln(r.choice(["PRESSURE REDISTRIBUTING EQUIPMENT REQUEST", "Pressure Care Equipment Order Form",
                   "Tissue Viability - Equipment Request", "Urgent Mattress Request"]))
    n.ln("To: {o}  (email {e})", o=c.org("equip"), e=c.EMAIL(org_like=True))
    if r.random() < 0.5:
        n.ln("Fax: {f}", f=c.FAX())
    n.nl()
    lab, v = c.MRN()
    n.ln("Patient: {p}    " + lab + ": {v}", p=c.P(r.choice(["sc", "full", "sc2"])), v=v)
    n.ln("DOB: {d}    Age: {a}    Sex: %s" % c.pt.sex, d=c.DOB(), a=Ph(str(c.age), "AGE"))
    n.ln("Address: {a}", a=c.ADDR())
    n.ln("Tel: {t}", t=Ph(c.home if r.random() < 0.6 else c.mob, "PHONE"))
    if r.random() < 0.5:
        lab, v = c.PLAN()
        n.ln(lab + ": {v}", v=v)
    n.ln("GP: {d}  ({p})", d=c.DR(), p=c.site("gp"))
    n.nl()
    wt = r.randint(38, 190)
    n.ln("Weight: %d kg   Height: %d cm   " % (wt, r.randint(145, 192)) + ", ".join(K.scores(r, 2)))
    n.ln("Skin: " + K.risk_phrase(r))
    n.ln("Current equipment: " + r.choice(["standard divan bed", "own bed + foam topper", "profiling bed, foam mattress",
                                            "hospital bed, static mattress", "recliner chair - sleeps in chair"]))
    n.ln("Continence: " + r.choice(["pads", "catheter (long-term)", "continent", "urinary incontinence, pads x4/day",
                                     "double incontinence"]))
    n.ln("Notes: " + K.narrative(r, r.randint(1, 2)))
    n.ln("Repositioning: " + r.choice(["2-hourly", "4-hourly by carers", "unable - independent", "30 deg tilt, QDS calls"]))
    n.nl()
    n.ln("Item requested: " + r.choice(["alternating pressure mattress (Aerion Q3, dynamic) - replacement",
                                         "hybrid mattress (Velora Hybrid) - step-up",
                                         "air cell cushion (Brevik AirCell 4\")",
                                         "pressure cushion (Corvane Gel 18\")",
                                         "heel offloading boots x2", "static foam mattress (Visco-HR)"]))
    if wt > 150:
        n.ln("NB bariatric - check SWL (min 200 kg) and width 120 cm.")
    n.ln("Clinical justification: " + r.choice([
        "Cat 3 to sacrum, deteriorated despite current mattress.",
        "high risk, cannot reposition independently, end of life care.",
        "new Cat 2 both heels, reduced mobility after admission.",
        "Waterlow increased; carer reports redness L hip."]))
    pri = r.choice(["Same day", "Within 24 hrs", "48 hrs", "Routine"])
    n.ln("Priority: %s   Date required: {d}" % pri, d=c.D(r.randint(0, 3)))
    n.ln("Delivery contact: {f} ({rel}) on {t}", f=c.F(style="full"), rel=c.nok.role, t=Ph(c.nok_phone, "PHONE"))
    if r.random() < 0.4:
        n.ln("Existing mattress to collect: asset {a}", a=c.DEV("asset"))
    if r.random() < 0.3:
        n.ln("Pump serial {s} reported alarming on {d} - swap out.", s=c.DEV("serial"), d=c.D(-r.randint(0, 3)))
    rq = c.new_staff("nurse")
    n.nl()
    n.ln("Requested by: {s}", s=c.S(rq, r.choice(["full", "init"]), cred=True))
    n.ln("Team: {t}   Tel: {ph}", t=c.site("nursing"), ph=c.TEL(ext=True))
    if r.random() < 0.5:
        n.ln("Authorised: {s} (budget holder)", s=c.S(c.new_staff("nurse"), "init", cred=True))
    n.ln("Order no: {o}   Submitted {d} {t}", o=c.REF("order"), d=c.D(0), t=K.time_of_day(r))
    if r.random() < 0.35:
        n.ln("Entered on system by user {u}", u=c.USER(rq))


# ------------------------------------------------------------------ 4
FALL_PLACE = ["in the bathroom", "in the kitchen", "in the lounge", "in the bedroom", "on the front step",
              "at the back door", "on the stairs", "in the hallway", "in the garden", "getting off the toilet"]


def falls_visit(n, c):
    r = c.rng
    style = r.choice(["soap", "narrative", "form"])
    n.ln(r.choice(["Falls Risk Home Visit", "FALLS PREVENTION - HOME VISIT NOTE", "Community Falls Team: Home Visit",
                   "Post-fall home assessment"]) + " - {s}", s=c.site("falls"))
    lab, v = c.MRN()
    n.ln("{p}  " + lab + " {v}  DOB {d}", p=c.P(r.choice(["sc", "upper", "sc2"])), v=v, d=c.DOB())
    n.ln("Seen at home: {a}", a=c.ADDR(r.choice([None, "comma"]) if c.country == "UK" else None))
    clin = c.ot if r.random() < 0.6 else c.new_staff("physio")
    n.ln("Visit {d} {t}, clinician {s}", d=c.D(0), t=K.time_of_day(r), s=c.S(clin))
    if r.random() < 0.5:
        n.ln("Referrer: {d}, {p} (fax {f})", d=c.DR(), p=c.site("gp"), f=c.FAX())
    n.nl()
    fall_day = -r.randint(1, 20)
    who = c.new_person()
    place = r.choice(FALL_PLACE)
    if style == "soap":
        n.ln("S: ")
        n.f("{p} ({a}) reports fall on {d} at approx %s %s. " % (K.time_of_day(r), place),
            p=c.P("given"), a=c.A(r.choice(["sex", "sex_sp", "yo"])),
            d=c.D(fall_day, r.choice(["d_month", "dm", "weekday"]) if c.country != "CA" else "month_d"))
        rel = r.choice(["neighbour", "carer", c.nok.role])
        if rel == c.nok.role:
            who = c.nok
        n.f("Found by {rel} {f} after %s. " % r.choice(["a long lie (~3 hrs)", "20 minutes", "pressing pendant",
                                                         "calling out"]),
            rel=rel, f=c.F(who, r.choice(["full", "given", "title"])))
        n.ln("Ambulance attended; conveyed to {h}, discharged same day." if r.random() < 0.5 else
             "Did not attend hospital.", h=c.site("hosp"))
        n.ln("Previous falls: " + r.choice(["x2 since {d}", "1 at {hol}", "none", "several, unreported"]),
             d=c.Dp(-r.randint(60, 300)), hol=c.holiday())
        n.ln("O: " + K.vitals(r) + ". " + ", ".join(K.scores(r, 2)) + ". Gait: " + K.mobility_aid(r) + ".")
        n.ln("Hazards: " + ", ".join(r.sample(HAZ, 3)))
        n.ln(K.narrative(r, r.randint(1, 2)))
        n.ln("A: " + r.choice(["high falls risk", "moderate falls risk", "recurrent faller"]) + "; " +
             r.choice(["likely mechanical", "?postural hypotension", "?syncope", "multifactorial"]) + ".")
        n.ln("P:")
    elif style == "narrative":
        n.f("Visited {p} at home with {rel} {f} present. ", p=c.PT(), rel=c.nok.role, f=c.F())
        n.f("{pp} is {a} and was referred by {d} after {k} falls since {mo}. ", pp=c.P("given"),
            a=c.A(r.choice(["yrs", "yo"])), d=c.DR(), k=r.choice(["two", "three", "4", "multiple"]),
            mo=c.Dp(-r.randint(60, 200)))
        n.f("Most recent on {d}, %s; {w} helped %s up. " % (place, "him" if c.pt.sex == "M" else "her"),
            d=c.D(fall_day, r.choice(["weekday", "dmy"] if c.country != "CA" else ["weekday", "iso"])),
            w=c.F(who, "full"))
        n.ln("Observed " + K.vitals(r) + ". " + ", ".join(K.scores(r, 3)) + ". " + K.duration_shorthand(r) + ".")
        n.ln("Meds reviewed with {ph} (community pharmacist) - " + ", ".join(K.pick(r, K.MEDS, 3)) + ".",
             ph=c.S(c.new_staff("coord"), "full", cred=False))
        n.ln(K.narrative(r, r.randint(1, 3)))
        n.ln("Plan:")
    else:
        n.ln("Date of last fall: {d}   Where: %s" % place, d=c.D(fall_day))
        n.ln("No. falls in last 12 months: %d" % r.randint(1, 9))
        n.ln("Injury: " + r.choice(["bruising L hip", "skin tear R forearm", "none", "#L wrist (Colles')",
                                    "head injury - CT NAD"]))
        n.ln("Able to get up: " + r.choice(["Y", "N", "with help"]))
        n.ln("Fear of falling: " + r.choice(["high (FES-I 44)", "moderate", "low"]))
        n.ln("Vision: " + r.choice(["cataracts, awaiting surgery", "glaucoma", "NAD", "bifocals"]))
        n.ln("Continence / nocturia: " + r.choice(["x3 nightly", "urgency", "NAD"]))
        n.ln("Footwear: " + r.choice(["ill-fitting slippers", "OK", "barefoot indoors"]))
        n.ln("Obs: " + K.vitals(r))
        n.ln("Tests: " + ", ".join(K.scores(r, 3)))
        n.ln("Actions:")
    acts = [
        ["pendant alarm referral to ", c.org("tele")],
        ["grab rail by back door (", c.org("equip"), ")"],
        ["GP letter to ", c.DR(), " re lying/standing BP"],
        ["strength & balance group at ", c.site("falls")],
        ["bed lever + chair raisers delivered ", c.D(r.randint(1, 6))],
        ["falls leaflet given; contact ", c.TEL(ext=True)],
        ["optician check - ", c.P("given"), " to book"],
        ["review ", c.D(r.randint(14, 40))],
        ["OTAGO exercise programme issued (level %d)" % r.randint(1, 3)],
        ["night light + motion sensor ordered, order ", c.REF("order")],
    ]
    for a in r.sample(acts, r.randint(3, 6)):
        n.ln("- {a}", a=a)
    n.nl().ln("Environment checklist:")
    for item in r.sample(CHECK, r.randint(4, 7)):
        n.ln("  %s: %s" % (item, r.choice(["Y", "N", "Y", "N/A", "partial"])))
    if r.random() < 0.5:
        n.ln("Education: falls leaflet, getting up from floor (backward chaining practised), %s." %
             r.choice(["hydration", "footwear", "pacing", "not carrying items on stairs"]))
    if r.random() < 0.5:
        n.ln("{f} ({rel}) updated by phone {t} with {p}'s consent.", f=c.F(style="full"), rel=c.nok.role,
             t=Ph(c.nok_phone, "PHONE"), p=c.P("given"))
    n.nl()
    n.ln("{s}", s=c.S(clin, r.choice(["init", "full", "initials"]), cred=True))


HAZ = ["loose rugs", "trailing cables", "poor lighting on stairs", "cluttered hallway", "cat underfoot",
       "high bed", "low chair", "no rail at back step", "slippers worn out", "wet room floor",
       "step into garden 220 mm", "bath mat slides"]
CHECK = ["Rugs secured/removed", "Night lighting", "Rails both sides of stairs", "Bed height appropriate",
         "Chair height appropriate", "Toilet frame", "Non-slip mat in shower", "Phone within reach",
         "Pendant worn", "Pets managed", "Items within reach in kitchen", "Smoke alarm tested"]
