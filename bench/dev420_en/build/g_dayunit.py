"""Genre: ambulatory day-unit review (post-transplant / post-CAR-T)."""
import clin
import common as C
import ids

GENRE = "day_unit_review"
KIND = ["allo", "allo", "cart", "cart", "auto"]

SYMPTOMS = ["fever", "rigors", "diarrhoea", "rash", "mouth ulcers", "cough", "SOB", "headache", "confusion", "tremor",
            "word-finding difficulty", "dysuria", "bleeding/bruising", "nausea", "vomiting", "abdo pain", "leg swelling"]


def generate(c, d, rng):
    lo, hi = {"allo": (14, 100), "cart": (8, 90), "auto": (10, 35)}[c.kind]
    day = rng.randint(lo, hi)
    when = c.rel(day)
    d.line((c.hosp, "HOSPITAL"), "  -  ", (c.dayunit, "HOSPITAL"))
    d.line(rng.choice(["DAY UNIT REVIEW", "Ambulatory Care Review", "BMT Day Hospital Attendance", "Outpatient Day Unit Note"]),
           "   ", c.d(when, rng.choice([c.dstyle, c.wk, c.wklong])), "   ", rng.choice(["Chair ", "Bay ", "Pod ", "Recliner "]),
           (str(rng.randint(1, 24)), "LOCATION_OTHER"))
    C.banner(d, c, rng)
    what = {"allo": "allo-HSCT", "auto": "ASCT", "cart": "CAR-T"}[c.kind]
    d.line("Reason: D%+d post %s - %s" % (day, what, rng.choice(["routine review + bloods", "transfusion support", "IV magnesium + review",
                                                                "fever check - triaged by phone", "CMV monitoring + foscarnet",
                                                                "ECP", "IVIG infusion", "line care + bloods"])))
    if rng.random() < 0.5:
        d.line(*C.title_last(c), rng.choice([" arrived ", " attended "]), ids.clock(rng, 8, 11),
               rng.choice([" with ", ", accompanied by "]), c.partner_rel, ", ", rng.choice(["well in self.", "tired.", "no new concerns."]))
    d.line("")
    d.line("Nursing: ", clin.vitals(rng, False, rng.randrange(3)), "; wt %.1f kg" % rng.uniform(45, 115))
    d.line("Line: ", rng.choice(["Hickman dressing + bionector changed, site clean", "PICC flushed, arm circ 28 cm (baseline 27.5)",
                                "no CVC; 22G cannula L hand", "Hickman - small ooze at exit site, swab sent"]),
           *(["; swab ", (ids.accession(rng, c.yy, "M"), "IDNUM")] if rng.random() < 0.25 else []))
    pos = clin.pick(rng, SYMPTOMS, rng.randint(0, 3))
    neg = [s for s in SYMPTOMS if s not in pos]
    d.line("Symptoms: ", ", ".join(pos) if pos else "nil new", ". Denies ", ", ".join(clin.pick(rng, neg, 5)), ".")
    if c.kind == "cart":
        d.line("ICE ", str(rng.choice([10, 10, 10, 9])), "/10; handwriting ", rng.choice(["unchanged from baseline", "slightly shaky", "normal"]),
               ". Reminded: no driving until 8 weeks post infusion (", c.d(c.rel(56), c.short), ").")
    d.line("")
    d.line("Bloods (", c.d(when, c.short), " ", ids.clock(rng, 8, 10), "):")
    phase = "engraft" if day < 25 else "recovered"
    d.line(clin.lab_panel(rng, phase, si=c.si, style=rng.choice(["table", "inline"])))
    lv = clin.drug_levels(rng)
    if lv:
        d.line("  ", "; ".join(lv))
    d.line("")
    if rng.random() < 0.6:
        d.line("Transfusion: ", rng.choice(["1 unit RBC (irradiated)", "1 adult dose platelets (irradiated, HLA-matched)", "2 units RBC"]),
               " - DIN ", (ids.din(rng), "IDNUM"), *([" + ", (ids.din(rng), "IDNUM")] if rng.random() < 0.3 else []),
               "; pre-/post obs stable, no reaction. Checked by ", (c.nurse.init_last(), "DOCTOR"), " and ", (c.nurse2.init_last(), "DOCTOR"), ".")
    if rng.random() < 0.5:
        d.line("IV: ", rng.choice(["magnesium sulphate 20 mmol in 250 mL NaCl 0.9% over 4 h", "IVIG 0.4 g/kg (Privigen)",
                                  "foscarnet 90 mg/kg IV BID", "potassium chloride 40 mmol over 4 h", "pamidronate 90 mg"]),
               *(["  pump ", (ids.device_sn(rng), "DEVICE")] if rng.random() < 0.2 else []))
    d.line("Meds: ", rng.choice(["no changes", "tacro reduced to 1 mg BID (level 14.2)", "stop fluconazole, start posaconazole",
                                 "G-CSF stopped (ANC 2.1)", "start valganciclovir 900 mg BID", "prednisolone wean continues"]))
    d.line("")
    d.line("Plan: ", rng.choice(["review Mon/Thu", "twice weekly bloods", "weekly review", "home; phone check in 48 h"]),
           ". Next attendance ", c.d(ids.add(when, rng.choice([2, 3, 4, 7])), rng.choice([c.wk, c.dstyle])), " ", ids.clock12(rng), ".")
    if rng.random() < 0.4:
        d.line("Transport: ", rng.choice(["driven by", "brought in by"]), " ", c.partner_rel, " ", (c.partner.first, "FAMILY"),
               "; parking permit for vehicle ", (ids.plate(rng, c.country), "VEHICLE"))
    elif rng.random() < 0.3:
        d.line("Transport: hospital patient transport booked (", rng.choice(["ambulance car", "sitting case"]), ")  ref ",
               (ids.order_no(rng), "IDNUM"))
    if rng.random() < 0.5:
        d.line("Staying at ", (c.lodging, "LOCATION_OTHER"), " until ", c.d(ids.add(when, rng.randint(5, 40)), c.short),
               rng.choice([" with ", "; carer "]), (c.child.full(), "FAMILY"), " (", c.child_rel, ")")
    d.line("")
    seen = rng.randrange(3)
    if seen == 0:
        d.line("Seen by ", (c.resident.full(), "DOCTOR"), rng.choice([", NP", ", ANP", ", PA-C", " (CNS)"]), " with Dr ", (c.att.last, "DOCTOR"))
    elif seen == 1:
        d.line("Reviewed: Dr ", (c.fellow.init_last(), "DOCTOR"), "   Nurse: ", (c.nurse.full(), "DOCTOR"))
    else:
        C.signature(d, c, rng, person=c.resident, nurse=rng.random() < 0.5, when=when)
    if rng.random() < 0.3:
        d.line("Day unit direct line: ", (ids.phone_ext(rng, c.country), "PHONE"))
