"""Genres: joint injection procedure note, MSK ultrasound report, infusion day record."""
import sys

sys.dont_write_bytecode = True

import clinical as K
import ids
from blocks import audit, dt, encounter, id_line, pt_name, pt_ref, signature, staff_name, age_phrase
from note import (AGE, BIO, DATE, DEV, DOC, FAM, HOSP, IDN, LIC, LOCO, PAT, PHONE, VEH, USER, IP)

SITES = [("R knee", "suprapatellar, lateral approach", "40 mg", 21), ("L knee", "superolateral approach", "40 mg", 21),
         ("R wrist", "dorsal radiocarpal", "20 mg", 23), ("L wrist", "dorsal radiocarpal", "20 mg", 23),
         ("R MCP2", "dorsal, US-guided", "10 mg", 25), ("L MCP3", "dorsal, US-guided", "10 mg", 25),
         ("R shoulder", "glenohumeral, posterior approach", "40 mg", 21),
         ("L ankle", "tibiotalar, anteromedial", "40 mg", 21), ("R 1st CMC", "radial approach, US-guided", "10 mg", 25),
         ("R ECU tendon sheath", "US-guided, in-plane", "20 mg", 25), ("L elbow", "lateral, radiocapitellar", "20 mg", 23)]
STEROIDS = ["triamcinolone acetonide (Kenalog-40)", "methylprednisolone acetate (Depo-Medrone)",
            "triamcinolone hexacetonide", "triamcinolone acetonide (Kenacort-A 40)"]


def injection(rng, cs, n):
    op = rng.choice([cs.cons, cs.reg, cs.cns])
    site, appr, dose, g = rng.choice(SITES)
    us = "US-guided" in appr or rng.random() < 0.4
    n.add(rng.choice(["JOINT INJECTION PROCEDURE NOTE", "Procedure: intra-articular steroid injection",
                      "Joint/soft tissue injection record", "PROCEDURE NOTE - aspiration and injection"]), "\n")
    n.add(HOSP(cs.hosp), " - Rheumatology ", rng.choice(["Procedure Room", "Clinic", "Day Case"]), " ",
          LOCO(str(rng.randint(1, 9))), "\n\n")
    n.add("Patient: ", pt_name(rng, cs, rng.choice(["full", "LF", "LFM"])), "\n", *id_line(rng, cs, sep="   "), "\n")
    n.add("Date: ", DATE(ids.fmt_weekday(rng, cs.visit, cs.c) if rng.random() < 0.3 else cs.d(rng, cs.visit)),
          "   Time: %02d:%02d\n" % (rng.randint(9, 16), rng.randint(0, 59)))
    n.add("Operator: ", "Dr " if op.role != "cns" else "", staff_name(rng, op), " (", op.title, ")\n")
    n.add("Chaperone/assistant: ", DOC(cs.nurse.p.name(rng, rng.choice(["full", "first"]))), rng.choice([", HCA", ", RN", ""]), "\n\n")
    n.add("Indication: ")
    n.say("persistent synovitis ", site, " despite ", rng.choice(["methotrexate 20 mg weekly", "triple therapy", "adalimumab",
                                                                 "leflunomide"]), "; ",
          rng.choice(["patient preference to avoid oral steroid", "awaiting biologic approval", "flare, single joint"]), ".\n")
    n.add("Site: ", site, " (", appr, ")\n")
    if us:
        n.add("Guidance: ultrasound (", rng.choice(K.SCANNERS), ", SN ", DEV(ids.device_sn(rng)), ", probe ",
              rng.choice(K.PROBES), ")\n")
    else:
        n.add("Guidance: landmark\n")
    n.add("\nPre-procedure checks:\n")
    n.add("- Consent: ", rng.choice(["verbal", "written (form 1)", "written"]),
          "; risks discussed incl. infection (~1:20,000), post-injection flare, skin atrophy/depigmentation, facial flushing",
          ", transient rise in blood glucose\n" if rng.random() < 0.5 else "\n")
    anticoag = rng.random() < 0.25
    if anticoag:
        n.add("- On warfarin: INR %.1f on " % rng.uniform(1.9, 2.9), dt(rng, cs, -rng.randint(0, 3)), " - acceptable (<3.0)\n")
    else:
        n.add("- Not anticoagulated. No skin infection over site. Allergies: ", rng.choice(["NKDA", "penicillin (rash)", "latex",
                                                                                            "elastoplast"]), "\n")
    if rng.random() < 0.4:
        n.add("- Diabetic: yes - CBG %.1f mmol/L pre-procedure; advised to monitor for 48 h\n" % rng.uniform(5.5, 11.8))
    n.add("- Safety pause / time-out completed; site marked\n\n")
    n.add("Procedure:\n")
    n.say("Skin prepared with 2%% chlorhexidine in 70%% alcohol, aseptic non-touch technique. %dG needle (BD Microlance). " % g)
    asp = rng.random() < 0.5 and "knee" in site
    if asp:
        vol = rng.randint(10, 80)
        n.say("Aspirated %d mL of %s fluid; sent for MC&S and crystals (specimen " % (vol, rng.choice(["straw-coloured", "turbid yellow",
                                                                                                 "slightly blood-stained"])),
              IDN(ids.accession(rng)), "). ")
    st = rng.choice(STEROIDS)
    batch = ids.accession(rng, "batch")
    exp = "%02d/%d" % (rng.randint(1, 12), cs.visit.year + rng.randint(1, 3))
    n.say("Injected %s %s with %s 1%% lidocaine.\n" % (st, dose, rng.choice(["1 mL", "2 mL", "0.5 mL"])))
    n.add("Batch: ", IDN(batch), "   Expiry: ", exp, "\n")
    if rng.random() < 0.5:
        n.add("Lidocaine batch: ", IDN(ids.accession(rng, "batch")), "   Expiry: %02d/%d\n" % (rng.randint(1, 12), cs.visit.year + 2))
    n.add("\nPost-procedure: tolerated well, no immediate complications; observed 15 min; plaster applied.\n")
    n.add("Aftercare: ")
    n.say("relative rest for 24-48 hours, ice if sore. Return or phone the advice line (", PHONE(cs.advice_phone),
          ") if the joint becomes hot, red or more painful, or with fever. ")
    if rng.random() < 0.6:
        n.say(cs.rel.capitalize(), " ", FAM(cs.fam.name(rng, "first")),
              rng.choice([" is driving " + cs.pt.pron[2] + " home.", " present throughout.", " waiting in reception; will drive."]), " ")
    if rng.random() < 0.3:
        n.say("Advised not to drive today; car (reg ", VEH(ids.plate(rng, cs.c)), ") left in the hospital car park overnight. ")
    n.add("\nFollow-up: ", rng.choice(["nurse phone review in 2 weeks", "routine clinic", "DAS28 in 6 weeks"]), " (",
          dt(rng, cs, rng.randint(12, 50)), ").\n\n")
    n.add(*signature(rng, cs, op, lic=rng.random() < 0.5))
    if rng.random() < 0.5:
        n.add(*audit(rng, cs, op, cs.visit))
    if rng.random() < 0.3:
        n.add(*encounter(rng, cs), "\n")


def ultrasound(rng, cs, n):
    rep = cs.sono
    n.add(rng.choice(["MUSCULOSKELETAL ULTRASOUND REPORT", "MSK Ultrasound - Rheumatology", "ULTRASOUND: HANDS AND WRISTS (bilateral)",
                      "Rheumatology Ultrasound Clinic - Report"]), "\n")
    n.add(HOSP(cs.hosp), " - ", rng.choice(["Imaging Department", "Radiology", "Rheumatology Ultrasound Service"]), "\n\n")
    n.add("Patient: ", pt_name(rng, cs, rng.choice(["LF", "full", "LFM"])), "   ", *id_line(rng, cs, sep="   ", want_plan=False), "\n")
    n.add("Accession: ", IDN(ids.accession(rng, "rad")), "   ", *encounter(rng, cs), "\n")
    n.add("Referrer: Dr ", DOC(rng.choice([cs.cons, cs.reg]).p.name(rng, rng.choice(["full", "fi_last"]))), "   Requested: ",
          dt(rng, cs, -rng.randint(7, 60)), "\n")
    n.add("Date of scan: ", dt(rng, cs, 0), "   ", rng.choice(["Room ", "US room "]), LOCO(str(rng.randint(1, 6))), "\n")
    n.add("Equipment: ", rng.choice(K.SCANNERS), " (serial ", DEV(ids.device_sn(rng)), "), ", rng.choice(K.PROBES), " linear probe")
    if rng.random() < 0.4:
        n.add(" (probe SN ", DEV(ids.device_sn(rng)), ")")
    n.add("\n\nClinical details: ")
    n.say(rng.choice(["?early inflammatory arthritis, RF positive, hand pain 3 months.", "Known RA on MTX - ?subclinical synovitis before tapering.",
                      "Palindromic symptoms, ACPA positive - assess for synovitis.", "Swollen R wrist, ?tenosynovitis."]),
          " Age ", AGE(str(cs.age)), ".\n\n")
    n.add("Technique: grey-scale (GS) and power Doppler (PD), PRF 0.5-0.8 kHz; semi-quantitative 0-3 (OMERACT-EULAR scoring).\n\n")
    n.add("%-24s %-4s %-4s %-10s %s\n" % ("Joint / tendon", "GS", "PD", "Erosion", "Comment"))
    act = rng.randint(0, 3)
    tot_gs = tot_pd = 0
    for j in ["R wrist (radiocarpal)", "L wrist (radiocarpal)", "R MCP2", "R MCP3", "L MCP2", "L MCP3", "R PIP2", "L PIP3",
              "R MTP2", "L MTP5", "R ECU tendon", "L flexor tendons 2-3"][:rng.randint(7, 12)]:
        gs = min(3, max(0, int(rng.random() * (act + 1.5))))
        pd = min(gs, max(0, int(rng.random() * (act + 0.5))))
        tot_gs += gs
        tot_pd += pd
        ero = rng.choice(["-"] * 6 + ["yes (%.1f mm)" % rng.uniform(1, 3.5)])
        n.add("%-24s %-4d %-4d %-10s %s\n" % (j, gs, pd, ero, rng.choice(["", "", "effusion", "tenosynovitis" if "tendon" in j else "",
                                                                          "synovial hypertrophy"])))
    n.add("Total GS %d, total PD %d\n\n" % (tot_gs, tot_pd))
    n.add("Other findings: ")
    n.say(rng.choice(["Small Baker's cyst R popliteal fossa (%.1f x %.1f cm)." % (rng.uniform(1, 4), rng.uniform(0.5, 1.5)),
                      "Dorsal wrist ganglion L.", "No tophi or double contour sign.", "Median nerve CSA %d mm2 R (upper normal)." % rng.randint(9, 13),
                      "Heberden's nodes with osteophytes at DIPJs - OA, not inflammatory."]), "\n\n")
    n.add("Conclusion: ")
    if tot_pd >= 3:
        n.say("Active synovitis with power Doppler signal, most marked at the ", rng.choice(["wrists", "MCP2-3", "R wrist"]),
              ". Findings support inflammatory arthritis.")
    elif tot_gs >= 3:
        n.say("Grey-scale synovial hypertrophy without significant Doppler - low-grade/inactive synovitis.")
    else:
        n.say("No ultrasound evidence of active synovitis.")
    if rng.random() < 0.4:
        n.say(" Compared with previous study ", dt(rng, cs, -rng.randint(120, 500)), ": ", rng.choice(["improved", "similar", "worse"]), ".")
    n.add("\n\nReported by: ", "Dr " if "Radiologist" in rep.title or "Rheumatologist" in rep.title else "", staff_name(rng, rep),
          ", ", rep.title, "\n")
    if rng.random() < 0.5:
        n.add(rep.lic_label, " ", LIC(rep.lic), "\n")
    n.add("Verified: ", dt(rng, cs, rng.randint(0, 3)), " %02d:%02d" % (rng.randint(8, 18), rng.randint(0, 59)), "\n")
    if rng.random() < 0.6:
        n.add("Images archived to PACS, study UID ", IDN(ids.accession(rng, "uid")), "\n")
    if rng.random() < 0.3:
        n.add("Study pushed to PACS node ", IP(ids.ipaddr(rng)), " (", rng.choice(["DICOM C-STORE", "auto-route"]), ")\n")


INFUSIONS = [("Rituximab", ["Truxima", "Rixathon"], "1000 mg in 500 mL 0.9% NaCl", True),
             ("Tocilizumab", ["RoActemra", "Tyenne"], "8 mg/kg (%d mg) in 100 mL 0.9%% NaCl", False),
             ("Infliximab", ["Remsima", "Inflectra", "Flixabi"], "3 mg/kg (%d mg) in 250 mL 0.9%% NaCl", False),
             ("Abatacept", ["Orencia"], "%d mg in 100 mL 0.9%% NaCl", False)]


def infusion(rng, cs, n):
    drug, brands, how, ritux = rng.choice(INFUSIONS)
    wt = rng.randint(50, 112)
    dose = how % (wt * 8 if drug == "Tocilizumab" else wt * 3 if drug == "Infliximab" else 750) if "%d" in how else how
    n.add(rng.choice(["INFUSION ADMINISTRATION RECORD", "Rheumatology Infusion - Day Case Record", "DAY UNIT INFUSION CHART"]), "\n")
    n.add(HOSP(cs.ward), ", ", HOSP(cs.hosp), "\n")
    n.add(rng.choice(["Chair ", "Bed ", "Bay 2, chair "]), LOCO(str(rng.randint(1, 18))), "\n\n")
    n.add("Patient: ", pt_name(rng, cs, rng.choice(["LF", "full"])), "\n",
          *id_line(rng, cs, sep="   ", want_ssn=cs.c in ("US", "CA") and rng.random() < 0.35), "\n")
    n.add("Date: ", dt(rng, cs, 0), "   Weight %d kg   Height %d cm   Allergies: %s\n" % (wt, rng.randint(150, 190),
                                                                                         rng.choice(["NKDA", "penicillin", "codeine (vomiting)"])))
    if rng.random() < 0.45:
        n.add("Identity: wristband checked with patient; ", rng.choice(["palm-vein scan", "fingerprint check-in", "biometric kiosk"]),
              " ID ", BIO(ids.bioid(rng)), " verified\n")
    cyc = ("cycle %d, infusion %d of 2" % (rng.randint(1, 8), rng.randint(1, 2))) if ritux else ("infusion #%d" % rng.randint(2, 40))
    n.add("\nDrug: %s (%s) %s - %s\n" % (drug, rng.choice(brands), dose, cyc))
    n.add("Prescribed by Dr ", DOC(cs.cons.p.name(rng, "fi_last")), " on ", dt(rng, cs, -rng.randint(7, 30)), "\n")
    n.add("Batch: ", IDN(ids.accession(rng, "batch")))
    if rng.random() < 0.5:
        n.add(", ", IDN(ids.accession(rng, "batch")))
    n.add("   Exp: %02d/%d\n" % (rng.randint(1, 12), cs.visit.year + 1))
    n.add("Checked by: ", DOC(cs.nurse.p.name(rng, "full")), " and ", DOC(cs.cns.p.name(rng, "full")), "\n")
    n.add("Pre-infusion: bloods ", dt(rng, cs, -rng.randint(2, 10)), " - Hb, WCC, neutrophils satisfactory; ",
          "IgG %.1f g/L\n" % rng.uniform(6.5, 14) if ritux else
          "no infection symptoms" + ("; not pregnant\n" if cs.pt.sex == "F" and cs.age < 55 else "\n"))
    h, m = rng.randint(9, 10), rng.randint(0, 30)
    n.add("Premedication (%02d:%02d): " % (h - 1, rng.randint(15, 55)),
          "methylprednisolone 100 mg IV, paracetamol 1 g PO, chlorphenamine 10 mg IV\n" if ritux else
          rng.choice(["nil required\n", "paracetamol 1 g PO\n"]))
    n.add("Pump: ", rng.choice(K.PUMPS), " volumetric, serial ", DEV(ids.device_sn(rng)), "\n\n")
    n.add("Time   Rate (mL/h)  BP       HR   Temp  SpO2\n")
    for rate in ([50, 100, 150, 200, 250, 300, 350, 400] if ritux else [rng.choice([100, 250, 300])] * 3):
        n.add("%02d:%02d  %-11d  %d/%d   %-3d  %.1f  %d%%\n" % (h, m, rate, rng.randint(105, 150), rng.randint(60, 92),
                                                             rng.randint(58, 98), rng.uniform(36.2, 37.6), rng.randint(94, 100)))
        m += 30
        if m >= 60:
            h, m = h + 1, m - 60
    n.add("\n")
    if rng.random() < 0.3:
        n.say("Mild rigors and throat tightness at %02d:%02d - infusion paused, hydrocortisone 100 mg IV given, resolved; restarted at half rate. Dr " % (h - 1, m),
              DOC(cs.reg.p.name(rng, "last")), " informed (bleep ", PHONE(ids.pager(rng, cs.c)), ").\n")
    else:
        n.add("No infusion reaction.\n")
    n.add("Discharged %02d:%02d, observations stable. " % (h, m))
    n.say("Next infusion ", dt(rng, cs, 14 if ritux else rng.choice([28, 56])), " at ", rng.choice(["09:00", "09:30", "13:00"]), ". ")
    if rng.random() < 0.4:
        n.say("Collected by ", cs.rel, " ", FAM(cs.fam.name(rng, "full")), " (", PHONE(cs.fam_phone), "). ")
    if rng.random() < 0.45:
        n.say("Free parking permit issued for vehicle ", VEH(ids.plate(rng, cs.c)), ". ")
    n.add("\n\nNurse: ", DOC(cs.nurse.p.name(rng, "full")), ", ", cs.nurse.title, "  ", cs.nurse.lic_label, " ", LIC(cs.nurse.lic), "\n")
    if rng.random() < 0.5:
        n.add(*audit(rng, cs, cs.nurse, cs.visit))
