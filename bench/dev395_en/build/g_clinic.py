"""Genres: leg ulcer clinic note; Doppler ABPI report."""

import world
import pools
import clin
from blocks import (date, dob, age, pname, sname, family, addr_line,
                    site_header, hp_line, id_strip, demographics, gp_line,
                    nok_line, occupation, signature)
from doc import pick, chance, sample

DOPPLERS = ["Huntleigh Dopplex MD2 (8 MHz probe)", "Dopplex SD2",
            "Dopplex Ability automatic ABPI", "MESI ABPI MD",
            "Nicolet Elite 100R", "Summit Doppler L250", "WatchBP Office ABI"]


def leg_clinic(c):
    rng = c.rng
    cc = c.cc
    T = c.T
    when = c.when
    pt = c.pt
    clinic = world.site(rng, cc, "clinic")
    nurse = world.staff(rng, cc, pick(rng, ["tvn", "dn"]))
    surg = world.staff(rng, cc, "surgeon")
    hosp = world.site(rng, cc, "hospital")

    style = rng.randrange(2)
    c.p(clinic["name"], "HOSPITAL")
    c.t(pick(rng, [" - Leg Ulcer Clinic", " | Lower Limb Wound Clinic",
                   " - Compression Clinic", " - Community Leg Club"]))
    c.nl()
    if chance(rng, 0.6):
        addr_line(c, clinic["addr"])
        c.t(pick(rng, ["  Tel ", " | ph "]))
        c.p(clinic["phone"], "PHONE")
        c.nl()
    c.t(pick(rng, ["Clinic date: ", "Date: ", "Seen: "]))
    date(c, when, pick(rng, ["num", "long", "dow", "abbr"]))
    c.t(" %02d:%02d" % (rng.randrange(8, 17), pick(rng, [0, 15, 20, 30, 40, 45])))
    if chance(rng, 0.5):
        c.t("   Visit no: ")
        c.p(world.account(rng, cc), "ACCOUNT")
    c.nl()
    c.t("Patient: ")
    id_strip(c)
    c.nl()
    c.t("Seen by: ")
    sname(c, nurse, pick(rng, ["full_cred", "full"]))
    if chance(rng, 0.4):
        c.t(" with student nurse ")
        st = world.person(rng)
        c.p(st["first"], "DOCTOR")
    c.nl()
    att = pick(rng, ["%s attendance." % pick(rng, ["2nd", "3rd", "5th", "9th", "12th"]),
                     "DNA", "New patient.", "Follow-up."])
    c.t(pick(rng, ["Attendance: ", ""]))
    if att == "DNA":
        c.t("Review. DNA previous appt on ")
        date(c, when - world.days(rng.randrange(5, 20)), pick(rng, ["num", "short"]))
        c.t(".")
    else:
        c.t(att)
    c.nl(2)

    c.t("S: " if style == 0 else "History:\n")
    yrs = rng.randrange(1, 30)
    c.t("%s ulcer %s leg, first ulcerated " % (pick(rng, ["Venous", "Recurrent venous",
                                                        "Mixed aetiology", "Long-standing"]),
                                              pick(rng, ["L", "R", "left", "right"])))
    date(c, when - world.days(365 * yrs + rng.randrange(0, 300)), pick(rng, ["year", "month"]))
    c.t(", this episode since ")
    date(c, when - world.days(rng.randrange(30, 300)), pick(rng, ["month", "num", "abbr"]))
    c.t(". ")
    c.t(pick(rng, ["Reports less pain since compression started. ",
                   "Struggling to tolerate bandages at night, taking them down. ",
                   "Itching ++ under bandages. ",
                   "Leg heavy and aching by evening. ",
                   "Happy with progress. "]))
    occupation(c)
    if chance(rng, 0.6):
        family(c)
        c.t(pick(rng, [" helps apply hosiery. ", " drives pt to clinic. ",
                       " worried about the smell. ", " has been doing leg washing at home. "]))
    if chance(rng, 0.3):
        c.t("Holiday to ")
        c.p(pick(rng, pools.ORIGINS), "COUNTRY")
        c.t(" planned for ")
        date(c, when + world.days(rng.randrange(20, 90)), "month")
        c.t(" - wants hosiery before then. ")
    c.nl()

    c.t("O: " if style == 0 else "Examination:\n")
    r = rng.randrange(80, 125) / 100.0
    l = rng.randrange(65, 125) / 100.0
    c.t("ABPI R %.2f, L %.2f (" % (r, l))
    date(c, when - world.days(rng.randrange(0, 80)), pick(rng, ["num", "abbr"]))
    c.t("). ")
    site = clin.site(rng, "leg")
    prev = clin.dims(rng)
    c.t("Ulcer %s now %s (prev %s on " % (site, clin.dims(rng), prev))
    date(c, when - world.days(rng.randrange(7, 28)), pick(rng, ["num", "short"]))
    c.t("). ")
    c.t("Ankle circ %d cm, calf %d cm. " % (rng.randrange(19, 32), rng.randrange(30, 48)))
    c.t(clin.wound_para(rng, T))
    c.t(" " + pick(rng, ["Varicose eczema to gaiter.", "Ankle flare present.",
                         "Hyperkeratosis - emollient + soak.", "Champagne bottle legs.",
                         "Lymphorrhoea L shin.", "Stemmer's sign negative."]))
    if chance(rng, 0.6):
        c.t(" " + clin.neg(rng, rng.randrange(1, 3)))
    c.nl()
    c.t("A: " if style == 0 else "Impression:\n")
    c.t(pick(rng, ["Venous leg ulcer (CEAP C6), improving - area reduced %d%% in 4 weeks." % rng.randrange(10, 60),
                   "VLU static; consider biopsy if no progress by 12 weeks (r/o Marjolin's).",
                   "Mixed venous/arterial ulcer; reduced compression only.",
                   "Nearly healed (< 1 cm2) - plan hosiery once closed.",
                   "Clinically infected: spreading cellulitis, raised CRP 84."]))
    c.nl()
    c.t("P: " if style == 0 else "Plan:\n")
    comp = pick(rng, clin.COMPRESSION)
    items = [
        "Continue %s, reapply twice weekly" % comp,
        "Wash leg in bucket, emollient (Epaderm/Hydromol)",
        "Primary dressing %s" % pick(rng, clin.DRESSINGS),
        "Measure for %s on healing" % pick(rng, ["Mediven class 2", "Juzo Dynamic class 2",
                                                 "Sigvaris 503 class 2", "Activa class 2"]),
        "Swab only if signs of infection (per %s)" % pick(rng, clin.GUIDELINES),
        "Leg elevation and ankle exercises leaflet given (%s)" % pick(rng, ["LU3", "v2.1", "2022 edition"]),
    ]
    for it in sample(rng, items, rng.randrange(2, 5)):
        c.t("- " + it)
        c.nl()
    if chance(rng, 0.6):
        c.t("- Refer to ")
        sname(c, surg, pick(rng, ["pre_last", "pre_full"]))
        c.t(", %s, " % surg["title_role"])
        c.p(hosp["name"], "HOSPITAL")
        c.t(pick(rng, [" for venous duplex / EVLA (EVRA evidence).", " - superficial venous reflux.",
                       " - ABPI < 0.8, query PAD."]))
        c.nl()
    c.t(pick(rng, ["Next appt: ", "Review: ", "RV "]))
    date(c, when + world.days(pick(rng, [3, 4, 7, 14, 28])), pick(rng, ["num", "dow", "long"]))
    c.t(pick(rng, ["", " (bandage change with DN in between)", " - 30 min slot"]))
    c.nl(2)
    signature(c, nurse, when)
    if chance(rng, 0.6):
        c.t("cc ")
        gp_line(c)
        c.nl()


def doppler_report(c):
    rng = c.rng
    cc = c.cc
    T = c.T
    when = c.when
    pt = c.pt
    lab = world.site(rng, cc, pick(rng, ["hospital", "clinic"]))
    op = world.staff(rng, cc, pick(rng, ["scientist", "tvn", "dn", "podiatrist"]))
    ver = world.staff(rng, cc, pick(rng, ["scientist", "surgeon"]))
    ref = world.staff(rng, cc, pick(rng, ["doctor", "dn"]))

    site_header(c, lab, dept=pick(rng, ["Vascular Studies Unit", "Vascular Laboratory",
                                        "Tissue Viability - Lower Limb Assessment",
                                        "Podiatry Vascular Assessment Service"]),
                contacts=chance(rng, 0.7))
    c.nl()
    c.t(pick(rng, ["ANKLE BRACHIAL PRESSURE INDEX (ABPI) REPORT",
                   "Hand-held Doppler Assessment - ABPI / TBPI",
                   "Resting ABPI and Doppler Waveform Report",
                   "LOWER LIMB ARTERIAL ASSESSMENT"]))
    c.nl(2)
    demographics(c, rich=chance(rng, 0.5))
    c.t("Requested by: ")
    sname(c, ref, pick(rng, ["pre_last", "full_cred", "full"]))
    c.t(pick(rng, ["  Request no: ", "  Order: "]))
    c.p(world.idnum(rng, "order"), "IDNUM")
    c.nl()
    c.t("Indication: " + pick(rng, [
        "pre-compression assessment, venous leg ulcer",
        "non-healing foot ulcer, T2DM - query PAD",
        "intermittent claudication %d yards" % rng.randrange(20, 300),
        "annual reassessment, on class 2 hosiery",
        "rest pain at night, cold foot"]))
    c.nl()
    c.t("Date of test: ")
    date(c, when, pick(rng, ["num", "long", "abbr"]))
    c.t("   Time: %02d:%02d   Rested supine %d min" % (rng.randrange(8, 17), rng.randrange(60),
                                                       pick(rng, [10, 15, 20])))
    c.nl()
    c.t("Equipment: %s, serial " % pick(rng, DOPPLERS))
    c.p(world.device_serial(rng, "doppler"), "DEVICE")
    if chance(rng, 0.5):
        c.t("; calibration checked ")
        date(c, when - world.days(rng.randrange(10, 200)), pick(rng, ["month", "num"]))
    c.nl(2)
    br = rng.randrange(110, 175)
    bl = br + rng.randrange(-12, 12)
    bmax = max(br, bl)

    def ank():
        return rng.randrange(int(bmax * 0.4), int(bmax * 1.45))
    rows = [("Brachial", br, bl)]
    vals = {"R": [], "L": []}
    for art in ["DP", "PT", "Peroneal"]:
        a, b = ank(), ank()
        if art == "Peroneal" and chance(rng, 0.5):
            rows.append((art, None, None))
            continue
        rows.append((art, a, b))
        vals["R"].append(a)
        vals["L"].append(b)
    abr = max(vals["R"]) / float(bmax)
    abl = max(vals["L"]) / float(bmax)
    c.t("%-12s %-10s %-10s" % ("mmHg", "Right", "Left"))
    c.nl()
    for name, a, b in rows:
        c.t("%-12s %-10s %-10s" % (name, "-" if a is None else a, "-" if b is None else b))
        c.nl()
    c.t("%-12s %-10.2f %-10.2f" % ("ABPI", abr, abl))
    c.nl()
    wf = ["triphasic", "biphasic", "monophasic", "dampened monophasic"]
    c.t("%-12s %-10s %-10s" % ("Waveform", pick(rng, wf), pick(rng, wf)))
    c.nl()
    if chance(rng, 0.5):
        tr = rng.randrange(30, 120)
        tl = rng.randrange(30, 120)
        c.t("%-12s %-10s %-10s" % ("Toe (PPG)", tr, tl))
        c.nl()
        c.t("%-12s %-10.2f %-10.2f" % ("TBPI", tr / float(bmax), tl / float(bmax)))
        c.nl()
    c.nl()
    c.t("Interpretation: ")
    worst = min(abr, abl)
    if max(abr, abl) > 1.3:
        c.t("ABPI > 1.3 suggests incompressible vessels (Monckeberg's medial calcinosis); "
            "TBPI and waveforms relied upon. ")
    if worst < 0.5:
        c.t("Severe arterial disease - compression contraindicated. Urgent vascular referral. ")
    elif worst < 0.8:
        c.t("Moderate PAD; reduced compression (max 20-25 mmHg) under specialist supervision. ")
    else:
        c.t("No significant arterial disease; suitable for full compression (40 mmHg). ")
    c.t("Reference: " + pick(rng, clin.GUIDELINES) + ".")
    if chance(rng, 0.5):
        c.t(" " + clin.neg(rng))
    c.nl()
    if chance(rng, 0.4):
        c.t("Note: patient unable to lie flat (orthopnoea) - test done at 30 degrees; "
            "may overestimate ABPI. ")
        c.nl()
    if chance(rng, 0.35):
        c.t("Previous ABPI ")
        date(c, when - world.days(rng.randrange(150, 800)), pick(rng, ["month", "num"]))
        c.t(": R %.2f / L %.2f." % (rng.randrange(60, 120) / 100.0, rng.randrange(60, 120) / 100.0))
        c.nl()
    c.nl()
    c.t("Performed by: ")
    sname(c, op, pick(rng, ["full_cred", "full"]))
    c.t(", " + op["title_role"] + " (" + op["lic"][0] + " ")
    c.p(op["lic"][1], "LICENSE")
    c.t(")")
    c.nl()
    c.t(pick(rng, ["Reported by: ", "Verified: ", "Authorised by: "]))
    sname(c, ver, pick(rng, ["pre_full", "full_cred", "full"]))
    c.t(" on ")
    date(c, when + world.days(rng.randrange(0, 3)), "num")
    c.nl()
    if chance(rng, 0.5):
        c.t("Report ID ")
        c.p(world.idnum(rng, "case"), "IDNUM")
        c.t(" - copy to ")
        c.t(T["gp"] + " ")
        c.p(world.site(rng, cc, "practice")["name"], "HOSPITAL")
        c.nl()
