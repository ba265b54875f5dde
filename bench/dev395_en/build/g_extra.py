"""Own genres: diabetic foot MDT review; wound swab microbiology report."""

import world
import pools
import clin
from blocks import (date, dob, age, pname, sname, family, addr_line,
                    site_header, hp_line, id_strip, demographics, gp_line,
                    nok_line, occupation, signature)
from doc import pick, chance, sample

OFFLOAD = ["total contact cast (TCC)", "Aircast walker (non-removable, zip-tied)",
           "DH Offloading Walker", "Darco heel wedge shoe", "felted foam padding",
           "bespoke insoles", "Forefoot offloading shoe (Darco OrthoWedge)",
           "Scotchcast boot", "wheelchair for long distances"]

ABX = ["flucloxacillin", "clindamycin", "doxycycline", "co-trimoxazole", "ciprofloxacin",
       "co-amoxiclav", "clarithromycin", "vancomycin", "gentamicin", "linezolid",
       "cephalexin", "piperacillin-tazobactam", "meropenem", "fusidic acid", "penicillin V"]

LABS = ["Meridian Pathology Partners", "Northvale Laboratory Services", "Crestline Diagnostics",
        "Southbank Path Lab", "Harbourview Clinical Labs"]


def foot_mdt(c):
    rng = c.rng
    cc = c.cc
    T = c.T
    when = c.when
    pt = c.pt
    hosp = world.site(rng, cc, "hospital")
    diab = world.staff(rng, cc, "doctor")
    diab["title_role"] = pick(rng, ["Consultant Diabetologist", "Endocrinologist", "Diabetes SpR"])
    vasc = world.staff(rng, cc, "surgeon")
    pod = world.staff(rng, cc, "podiatrist")
    orth = world.staff(rng, cc, "hca")
    orth["title_role"] = "Orthotist"
    tvn = world.staff(rng, cc, "tvn")

    c.p(hosp["name"], "HOSPITAL")
    c.t(" - " + pick(rng, ["Multidisciplinary Diabetic Foot Clinic", "Diabetes Foot MDT",
                           "High-Risk Foot Service", "Foot Protection Service - MDFT review"]))
    c.nl()
    c.t("Clinic date: ")
    date(c, when, pick(rng, ["num", "long", "abbr"]))
    if chance(rng, 0.5):
        c.t("   Encounter: ")
        c.p(world.account(rng, cc), "ACCOUNT")
    c.nl()
    c.t("Present: ")
    team = [diab, vasc, pod, orth, tvn]
    chosen = sample(rng, team, rng.randrange(3, 6))
    for i, s in enumerate(chosen):
        if i:
            c.t("; ")
        sname(c, s, pick(rng, ["pre_last", "full", "initial_last"]) if s.get("pre") else "full")
        c.t(" (" + s["title_role"] + ")")
    c.nl(2)
    c.t("Patient: ")
    id_strip(c)
    c.nl()
    pname(c, pick(rng, ["title", "first", "full"]))
    c.t(" (")
    form = pick(rng, ["yo", " y/o", "y", "sex", "sex"])
    age(c, form)
    c.t(("" if form == "sex" else " " + pt["sex"]) + ") has had %s diabetes since " % pick(
        rng, ["type 2", "type 1", "insulin-treated type 2"]))
    date(c, when - world.days(365 * rng.randrange(2, 40)), "year")
    c.t(". HbA1c %d mmol/mol (" % rng.randrange(48, 120))
    date(c, when - world.days(rng.randrange(5, 90)), pick(rng, ["num", "abbr"]))
    c.t("), eGFR %d, CRP %d, WCC %.1f." % (rng.randrange(15, 90), rng.randrange(1, 250),
                                          rng.randrange(40, 200) / 10.0))
    c.nl()
    c.t("Foot history: ")
    c.t(pick(rng, ["previous R hallux amputation ", "L Charcot midfoot (Eichenholtz stage 2) ",
                   "TMA R foot ", "recurrent plantar ulceration since "]))
    date(c, when - world.days(rng.randrange(300, 4000)), pick(rng, ["year", "month"]))
    c.t(". " + pick(rng, clin.EPONYM_SIGNS) + ".")
    c.nl(2)
    site = clin.site(rng, "foot")
    c.t("Current ulcer: %s, %s. " % (site, clin.dims(rng)))
    c.t("SINBAD %d/6; WIfI W%d I%d fI%d; University of Texas %s; PEDIS grade %d. " % (
        rng.randrange(1, 7), rng.randrange(0, 4), rng.randrange(0, 4), rng.randrange(0, 4),
        pick(rng, ["1A", "1B", "2B", "2D", "3B", "3D"]), rng.randrange(1, 5)))
    c.t(clin.wound_para(rng, T))
    if chance(rng, 0.7):
        c.t(" " + clin.neg(rng, rng.randrange(1, 3)))
    c.nl()
    c.t("Imaging: X-ray ")
    date(c, when - world.days(rng.randrange(0, 30)), pick(rng, ["num", "short"]))
    c.t(" - " + pick(rng, ["no cortical erosion", "periosteal reaction 2nd MT head ?OM",
                           "Charcot changes midfoot", "gas in soft tissues"]))
    if chance(rng, 0.5):
        c.t("; MRI ")
        date(c, when + world.days(rng.randrange(3, 20)), pick(rng, ["num", "dow"]))
        c.t(" requested (order ")
        c.p(world.idnum(rng, "order"), "IDNUM")
        c.t(")")
    c.t(".")
    c.nl()
    c.t("Vascular: %s; ABPI R %.2f L %.2f, TBPI %.2f. " % (
        pick(rng, ["pedal pulses palpable", "DP absent bilaterally", "PT weak R", "pulses not palpable"]),
        rng.randrange(50, 140) / 100.0, rng.randrange(50, 140) / 100.0, rng.randrange(20, 90) / 100.0))
    if chance(rng, 0.5):
        c.t("Angioplasty R SFA ")
        date(c, when - world.days(rng.randrange(30, 700)), pick(rng, ["month", "num"]))
        c.t(" under ")
        sname(c, vasc, "pre_last")
        c.t(".")
    c.nl()
    c.t("Social: ")
    occupation(c)
    if chance(rng, 0.4):
        c.t("Still driving - ")
        if chance(rng, 0.5):
            c.t("licence no ")
            c.p(world.letters(rng, 5) + world.digits(rng, 6) + world.letters(rng, 2)
                if cc == "UK" else world.letters(rng, 1) + world.digits(rng, 7), "LICENSE")
            c.t("; ")
        c.t("advised re offloading device and driving. ")
    if chance(rng, 0.3):
        c.t("Car reg ")
        c.p(world.vehicle(rng, cc), "VEHICLE")
        c.t(" for blue badge form. ")
    c.nl(2)
    c.t("Plan:")
    c.nl()
    plan = [
        "Sharp debridement today by %s" % ("podiatry"),
        "Offloading: " + pick(rng, OFFLOAD),
        "Antibiotics: %s %d/7 (per IWGDF/IDSA 2023)" % (pick(rng, ABX), pick(rng, [7, 10, 14, 42])),
        "Dressing: " + pick(rng, clin.DRESSINGS),
        "Optimise glycaemia - insulin titration with DSN",
        "Angiogram / duplex via vascular",
        "Orthotics for bespoke footwear once healed",
        "Deep tissue sample if not improving",
    ]
    for it in sample(rng, plan, rng.randrange(3, 6)):
        c.t("- " + it)
        c.nl()
    c.t("Next MDT: ")
    date(c, when + world.days(pick(rng, [7, 14, 14, 21, 28])), pick(rng, ["num", "dow", "long"]))
    c.nl(2)
    c.t("Dictated by ")
    sname(c, diab, pick(rng, ["pre_full", "pre_last"]))
    c.t(", " + diab["title_role"] + " (" + diab["lic"][0] + " ")
    c.p(diab["lic"][1], "LICENSE")
    c.t(")  Typed: ")
    ty = world.person(rng)
    c.p(world.initials(ty).lower(), "DOCTOR")
    c.t("  ")
    date(c, when + world.days(rng.randrange(1, 6)), "num")
    c.nl()
    c.t("cc ")
    gp_line(c)
    c.nl()


def micro(c):
    rng = c.rng
    cc = c.cc
    T = c.T
    when = c.when
    pt = c.pt
    hosp = world.site(rng, cc, pick(rng, ["hospital", "practice", "team", "clinic"]))
    lab_org = pick(rng, LABS)
    req = world.staff(rng, cc, pick(rng, ["doctor", "dn", "tvn", "podiatrist"]))
    micro_dr = world.staff(rng, cc, "doctor")
    micro_dr["title_role"] = pick(rng, ["Consultant Microbiologist", "Microbiology Registrar",
                                        "Clinical Microbiologist"])
    bms = world.staff(rng, cc, "scientist")
    bms["title_role"] = pick(rng, ["Biomedical Scientist", "Medical Laboratory Scientist"])

    c.t(pick(rng, ["MICROBIOLOGY REPORT - WOUND SWAB", "Culture & Sensitivity: Wound",
                   "Microbiology: Superficial Wound Swab", "LABORATORY REPORT - MICROBIOLOGY"]))
    c.nl()
    c.t("Laboratory: ")
    c.p(lab_org, "ORGANIZATION")
    c.t(" for ")
    c.p(hosp["name"], "HOSPITAL")
    c.nl()
    c.t("Lab no: ")
    c.p(world.idnum(rng, "specimen"), "IDNUM")
    c.t("   Order: ")
    c.p(world.idnum(rng, "order"), "IDNUM")
    if chance(rng, 0.4):
        c.t("   Acct: ")
        c.p(world.account(rng, cc), "ACCOUNT")
    c.nl()
    c.t("Patient: ")
    pname(c, pick(rng, ["caps", "last_first", "full"]))
    c.t("   DOB: ")
    dob(c)
    c.t("   Sex: " + pt["sex"])
    c.nl()
    c.t(T["mrn"] + ": ")
    c.p(pt["mrn"], "MRN")
    c.t("   ")
    hp_line(c)
    c.nl()
    c.t("Location: ")
    if "Hospital" in hosp["name"] or "Infirmary" in hosp["name"]:
        c.p(world.ward(rng), "HOSPITAL")
    else:
        c.p(hosp["name"], "HOSPITAL")
    c.t("   Requested by: ")
    sname(c, req, pick(rng, ["pre_last", "full", "initial_last"]))
    if chance(rng, 0.5):
        c.t(" (bleep ")
        c.p(req["bleep"], "PHONE")
        c.t(")")
    c.nl()
    site = clin.site(rng)
    c.t("Specimen: wound swab (Levine technique) - %s" % site)
    c.nl()
    c.t("Collected: ")
    date(c, when, "num")
    c.t(" %02d:%02d by " % (rng.randrange(7, 20), rng.randrange(60)))
    sname(c, world.staff(rng, cc, "dn"), "initials")
    c.t("   Received: ")
    date(c, when + world.days(rng.randrange(0, 2)), "num")
    c.nl()
    c.t("Clinical details: " + pick(rng, [
        "increasing pain, malodour, spreading erythema", "non-healing VLU, ?infection",
        "diabetic foot ulcer, probe to bone +ve", "post-op wound, purulent discharge",
        "sacral PU, pyrexial 38.2"]))
    c.t("; current abx: " + pick(rng, ["none", pick(rng, ABX), pick(rng, ABX) + " day 3"]) + ".")
    c.nl(2)
    c.t("Microscopy: pus cells %s; Gram %s." % (pick(rng, ["+", "++", "+++", "not seen"]),
                                              pick(rng, ["positive cocci in clusters", "negative bacilli",
                                                         "mixed organisms", "no organisms seen"])))
    c.nl()
    c.t("Culture:")
    c.nl()
    orgs = sample(rng, clin.ORGANISMS, rng.randrange(1, 4))
    for i, o in enumerate(orgs):
        c.t("%d. %s - %s growth" % (i + 1, o, pick(rng, ["heavy", "moderate", "scanty", "light"])))
        c.nl()
    c.nl()
    c.t("%-24s" % "Sensitivities" + "   ".join("%d" % (i + 1) for i in range(len(orgs))))
    c.nl()
    for ab in sample(rng, ABX, rng.randrange(4, 9)):
        c.t("%-24s" % ab + "   ".join(pick(rng, ["S", "S", "R", "I", "-"]) for _ in orgs))
        c.nl()
    c.nl()
    c.t("Comment: ")
    if "MRSA" in orgs:
        c.t("MRSA isolated - please inform IPC and commence decolonisation per local policy.")
    elif "Pseudomonas aeruginosa" in orgs:
        c.t("Pseudomonas - consider topical antimicrobial; oral ciprofloxacin if systemically unwell.")
    elif "mixed skin flora" in orgs:
        c.t("Mixed skin flora. Please do not repeat swab unless clinically indicated.")
    else:
        c.t(pick(rng, ["Likely colonisation; treat only if clinical signs of infection.",
                       "Suggest deep tissue / bone sample if osteomyelitis suspected.",
                       "Interpret with clinical picture; see %s." % pick(rng, clin.GUIDELINES)]))
    c.t(" ")
    sname(c, micro_dr, pick(rng, ["pre_last", "pre_full", "full_cred"]))
    c.t(", " + micro_dr["title_role"])
    if chance(rng, 0.6):
        c.t(", tel ")
        c.p(world.phone(rng, cc, False) + (world.extension(rng) if chance(rng, 0.4) else ""), "PHONE")
    c.nl()
    if chance(rng, 0.5):
        c.t("Telephoned to ")
        sname(c, req, pick(rng, ["full", "initial_last"]))
        c.t(" on ")
        date(c, when + world.days(rng.randrange(1, 4)), pick(rng, ["num", "dow"]))
        c.t(" %02d:%02d." % (rng.randrange(8, 18), rng.randrange(60)))
        c.nl()
    if chance(rng, 0.6):
        c.t("Previous isolates: ")
        date(c, when - world.days(rng.randrange(30, 600)), pick(rng, ["num", "month"]))
        c.t(" - %s (lab no " % pick(rng, clin.ORGANISMS))
        c.p(world.idnum(rng, "specimen"), "IDNUM")
        c.t(")")
        c.nl()
    c.t("MRSA screen (nose/groin) " + pick(rng, ["negative", "positive", "pending", "not sent"]))
    c.t("; copy to %s " % T["gp"])
    c.p(world.site(rng, cc, "practice")["name"], "HOSPITAL")
    c.nl()
    c.t("Authorised by: ")
    sname(c, bms, pick(rng, ["full", "initial_last"]))
    c.t(" (" + bms["title_role"] + ")  ")
    date(c, when + world.days(rng.randrange(1, 4)), "num")
    c.nl()
    if chance(rng, 0.5):
        c.t("Printed by ")
        c.p(bms["user"], "USERNAME")
        c.t(" @ ")
        c.p(world.ipaddr(rng), "IPADDR")
        c.nl()
    if chance(rng, 0.3):
        c.t("Results also available at ")
        c.p(world.url(rng, "results/" + world.digits(rng, 8)), "URL")
        c.nl()
