"""Dental and oral-surgery records: tooth charts, perio charting, sedation records, op notes."""
import pools as P
from common import (placard_form, plate, vin, instructions, orders, pmh_block, ros, appendix, S, Doc, Ctx, Person, Staff, header, demographics, social, signature, footer, fdate, digits, letters,
                    phone, ip, statelic, dea, plate, healthplan, group_no, email_for, COMMON_MEDS, ALLERGIES, art, numword)

SPEC = ["Dental", "Family Dentistry", "Oral & Maxillofacial Surgery", "Dental Arts", "Smiles", "Oral Surgery",
        "Periodontics", "Dental Care"]
COND = ["sound", "sound", "sound", "sound", "MO comp", "DO amalgam", "O comp", "PFM crown", "missing", "missing",
        "RCT + crown", "MOD amalgam", "caries D", "caries O", "fx cusp ML", "implant crown", "sealant", "impacted",
        "partially erupted", "abfraction B", "watch O"]
INSTR = ["Bite on gauze for 30-45 minutes; replace as needed for oozing.", "Do not spit, smoke, or use a straw for 72 hours (dry socket risk).",
         "Ice 20 minutes on/20 off for the first 24 hours, then warm moist heat.", "Soft, cool diet today; advance as tolerated.",
         "Start warm salt-water rinses the day after surgery, 4-5 times daily.", "Take ibuprofen 600 mg every 6 hours with food for 3 days.",
         "No driving, operating machinery, or signing legal documents for 24 hours after sedation.",
         "Brush twice daily with fluoride toothpaste and floss once daily.", "Call for fever over 101, swelling that increases after day 3, or numbness that persists."]
CDT = [("D0150", "Comprehensive oral evaluation", 95), ("D0210", "FMX", 145), ("D1110", "Prophylaxis - adult", 110),
       ("D4341", "SRP 4+ teeth/quad", 240), ("D2392", "Resin 2 surf post", 210), ("D2740", "Crown porcelain/ceramic", 1350),
       ("D3330", "Endo molar", 1150), ("D7140", "Extraction erupted", 185), ("D7240", "Removal impacted tooth, full bony", 495),
       ("D9239", "IV moderate sedation first 15 min", 325), ("D6010", "Implant body", 2100), ("D2950", "Core buildup", 285),
       ("D4910", "Perio maintenance", 150), ("D7953", "Bone graft", 410)]


def tooth_chart(d, c, style):
    rng = c.rng
    conds = {t: rng.choice(COND) for t in range(1, 33)}
    for t in (1, 16, 17, 32):
        if rng.random() < 0.5:
            conds[t] = rng.choice(["missing", "impacted", "partially erupted", "sound"])
    if style == "grid":
        d.t("TOOTH CHART (Universal)\n")
        for row in (range(1, 17), range(17, 33)):
            d.t(" ".join("%2d:%-10s" % (t, conds[t][:10]) for t in list(row)[:8]) + "\n")
            d.t(" ".join("%2d:%-10s" % (t, conds[t][:10]) for t in list(row)[8:]) + "\n")
    elif style == "pipe":
        d.t("| Tooth | Existing | Findings today |\n|---|---|---|\n")
        for t in range(1, 33):
            if conds[t] != "sound" or rng.random() < 0.15:
                d.t("| #%d | %s | %s |\n" % (t, conds[t], rng.choice(["--", "--", "recurrent decay", "open margin", "mobility 1",
                                                                     "BOP", "--", "wear facet"])))
    else:
        d.t("Existing / findings: ")
        d.t("; ".join("#%d %s" % (t, conds[t]) for t in range(1, 33) if conds[t] != "sound") + ".\n")
    return conds


def perio(d, c):
    rng = c.rng
    d.t("\nPERIO CHART (PD mm, B / L)\n")
    for t in rng.sample([2, 3, 4, 5, 12, 13, 14, 15, 18, 19, 20, 29, 30, 31], 8):
        b = [rng.choice([2, 3, 3, 4, 5, 6]) for _ in range(3)]
        l = [rng.choice([2, 3, 3, 4, 5, 7]) for _ in range(3)]
        d.t("#%-3d %s / %s%s\n" % (t, " ".join(map(str, b)), " ".join(map(str, l)), rng.choice(["", "", " BOP", " *furc II", " mob 1"])))


def comprehensive(c):
    rng = c.rng
    d = Doc()
    c.set_doc(Staff(rng, cred=rng.choice(["DDS", "DMD", "DDS, MS", "DMD, FAGD"])))
    hyg = Staff(rng, cred=rng.choice(["RDH", "RDH, BS", "CDA", "EFDA"]))
    header(d, c, rng.choice(["Comprehensive Oral Evaluation", "New Patient Exam - D0150", "Periodic Exam and Treatment Plan"]))
    demographics(d, c, compact=rng.random() < 0.5)
    sub = c.rel if c.relation in ("wife", "husband", "mother", "father", "partner") else None
    if sub:
        d.add("Subscriber: ", sub.lf(), " (", c.relation, "), DOB ", S(fdate(c.dob.replace(year=c.dob.year + rng.randint(-6, 6)) if c.dob.month != 2 else c.dob, c.ds), "DATE"),
              ", employer ", S(rng.choice(P.EMPLOYERS), "ORGANIZATION"), "\n")
    d.add("Dental plan: ", S(rng.choice(["Keystone Dental PPO", "BrightBite Dental Plan", "Union Trades Dental Fund", "Delta Crest Dental"]), "ORGANIZATION"),
          "  ID ", S(healthplan(rng), "HEALTHPLAN"), "  Grp ", S(group_no(rng), "HEALTHPLAN"), "\n\n")
    if rng.random() < 0.25:
        d.add("Checked in at front-desk kiosk via fingerprint, biometric ID ", S("BIO" + digits(rng, 7), "BIOID"), ".\n")
    d.add("CC: \"", rng.choice(["my back tooth hurts when I bite", "I chipped my front tooth", "gums bleed when I brush",
                                "need a cleaning", "my dentures don't fit"]), "\"\n")
    d.add("Dental hx: last visit ", S(fdate(c.before(300, 1800), "y"), "DATE"),
          " with ", Staff(rng, cred="DDS").dr(), " in ", S(rng.choice(P.TOWNS), "CITY"), ". Brushes ", rng.choice(["1x", "2x", "1-2x"]), "/day, ",
          rng.choice(["no floss", "flosses sometimes", "water flosser"]), ".\n")
    d.add("Med hx: ", rng.choice(["HTN", "T2DM (A1c 7.8)", "on apixaban", "bisphosphonate hx (alendronate x4 yrs)", "none"]),
          ". Meds: ", "; ".join(rng.sample(COMMON_MEDS, rng.randint(0, 3))) or "none", ". Allergies: ", rng.choice(ALLERGIES), ".\n")
    d.add("BP today ", "%d/%d" % (rng.randint(110, 165), rng.randint(64, 96)), ", pulse ", rng.randint(58, 100), ". ASA ", rng.choice(["I", "II", "III"]), ".\n\n")
    d.t("EOE: WNL, TMJ no clicking, no LAD. IOE: %s.\n" % rng.choice(["WNL", "linea alba", "torus mandibularis bilat", "2 mm white patch L lateral tongue - see below"]))
    d.add("Radiographs: ", rng.choice(["FMX", "4BWX + PA #30", "pano"]), " taken by ", hyg.fl(), ", ", hyg.cred, ", image set ",
          S("XR-" + digits(rng, 7), "IDNUM"), ".\n\n")
    tooth_chart(d, c, rng.choice(["grid", "pipe", "list"]))
    if rng.random() < 0.7:
        perio(d, c)
    d.t("\nTREATMENT PLAN\n")
    items = rng.sample(CDT, rng.randint(3, 6))
    style = rng.choice(["pipe", "aligned"])
    if style == "pipe":
        d.t("| Ph | Tooth | Code | Description | Fee | Est. ins |\n|---|---|---|---|---|---|\n")
    total = 0
    for i, (code, desc, fee) in enumerate(items):
        tooth = "#%d" % rng.randint(1, 32) if code[1] in "237" else "--"
        ins = int(fee * rng.choice([0.5, 0.8, 1.0, 0.0]))
        total += fee
        if style == "pipe":
            d.t("| %d | %s | %s | %s | $%d | $%d |\n" % (1 + i // 2, tooth, code, desc, fee, ins))
        else:
            d.t("%d  %-5s %-6s %-34s $%5d  $%5d\n" % (1 + i // 2, tooth, code, desc, fee, ins))
    d.t("Total $%d. Pre-determination sent; reference " % total)
    d.add(S("PD" + digits(rng, 9), "IDNUM"), ".\n")
    d.add("\nNext: ", rng.choice(["SRP UR/LR", "#19 crown prep", "extraction #1, #16 referral to OS", "prophy + fluoride"]), " on ",
          c.D(c.after(7, 60), rng.choice(["wk_long", "us", "wk_md"])), " with ", hyg.f() if rng.random() < 0.5 else c.doc.dr(), ".\n")
    if rng.random() < 0.4:
        surg = Staff(rng, cred="DDS, MD")
        d.add("Referred to ", surg.dr(), ", ", S(rng.choice(P.TOWNS) + " Oral & Maxillofacial Surgery", "HOSPITAL"), ", ",
              S(phone(rng), "PHONE"), ", for eval of third molars.\n")
    signature(d, c, kind=rng.choice(["esign", "plain", "esign"]))
    footer(d, c)
    return d


def sedation(c):
    rng = c.rng
    d = Doc()
    c.set_doc(Staff(rng, cred=rng.choice(["DDS, MD", "DMD", "DDS", "DMD, MD"])))
    header(d, c, rng.choice(["IV MODERATE SEDATION RECORD", "ANESTHESIA / SEDATION RECORD", "Sedation Monitoring Record"]),
           kind=rng.choice(["form", "banner", "simple", "banner2"]))
    asst = Staff(rng, cred=rng.choice(["DAANCE", "CDA", "OMSA", "RN"]))
    d.add("Operator: ", c.doc.fml(), ", ", c.doc.cred, "   Permit # ", S("GA-" + digits(rng, 4) if rng.random() < 0.5 else "CS" + digits(rng, 5), "LICENSE"),
          "   DEA ", S(dea(rng, c.doc.last), "LICENSE"), "\n")
    d.add("Monitor/assistant: ", asst.fl(), ", ", asst.cred, "    Recovery: ", Person(rng, "DOCTOR").fl(), "\n")
    d.add("Room: Op ", S(str(rng.randint(1, 9)), "LOCATION_OTHER"), "\n\n")
    d.add("PRE-SEDATION: ", c.a_age(), ", ", rng.choice(["ASA I", "ASA II", "ASA II (HTN)"]), ", Mallampati ", rng.choice(["I", "II", "III"]),
          ", wt ", rng.randint(48, 130), " kg. NPO since ", rng.choice(["midnight", "22:00", "23:30"]), ". Consent signed ", c.D(c.before(3, 30)),
          " by patient", rng.choice([".", " and witnessed by "]))
    if d.parts[-1].endswith("by "):
        d.add(c.nurse.fl())
        d.t(".")
    d.t("\n")
    d.add("Escort/driver: ", c.rel.fl(), " (", c.relation, "), cell ", S(c.relphone, "PHONE"), rng.choice([", vehicle plate ", ", car: "]),
          S(plate(rng), "VEHICLE"), " (", rng.choice(["silver Camry", "white pickup", "blue minivan", "black SUV"]), ").\n")
    d.add("Procedure: ", rng.choice(["extraction #1, #16, #17, #32 (impacted)", "extraction #3, #14 + ridge preservation",
                                     "implant placement #30", "full-mouth extractions, immediate dentures"]), "\n\n")
    d.t("MEDICATIONS: midazolam %d mg total IV; fentanyl %d mcg IV; dexamethasone 8 mg IV; lidocaine 2%% 1:100k %d carpules; "
        "bupivacaine 0.5%% %d carpules. IV 22g R hand, LR.\n\n" % (rng.randint(3, 8), rng.choice([50, 75, 100]), rng.randint(3, 8), rng.randint(1, 3)))
    d.t("MONITORING\n")
    style = rng.choice(["pipe", "aligned"])
    if style == "pipe":
        d.t("| Time | BP | HR | SpO2 | EtCO2 | RR | Note |\n|---|---|---|---|---|---|---|\n")
    else:
        d.t("Time   BP        HR   SpO2  EtCO2  RR   Note\n")
    h, m = rng.randint(7, 13), rng.choice([0, 15, 30, 45])
    for i in range(rng.randint(6, 12)):
        note = "" if i else "baseline"
        if i == 1:
            note = "IV start"
        bp = "%d/%d" % (rng.randint(100, 150), rng.randint(60, 90))
        row = ("%02d:%02d" % (h + (m + 5 * i) // 60, (m + 5 * i) % 60), bp, rng.randint(62, 105), rng.randint(94, 100), rng.randint(32, 44), rng.randint(10, 18), note)
        if style == "pipe":
            d.t("| %s | %s | %d | %d | %d | %d | %s |\n" % row)
        else:
            d.t("%-6s %-9s %-4d %-5d %-6d %-4d %s\n" % row)
    d.t("\nAldrete at discharge %d/10. No complications. Gauze pressure, ice.\n" % rng.randint(9, 10))
    d.add("Discharged at %02d:%02d to " % (h + 1, rng.randint(0, 59)), c.rel.f(), " with written instructions. ")
    d.add("Rx sent to ", S(c.pharmacy, "HOSPITAL"), ": ibuprofen 600 mg, ", rng.choice(["hydrocodone/APAP 5/325 #8", "no opioid", "acetaminophen 500 mg"]),
          ", chlorhexidine 0.12%, Rx # ", S(digits(rng, 7), "IDNUM"), ".\n")
    instructions(d, c, INSTR, title="POST-SEDATION / POST-OP INSTRUCTIONS (reviewed with escort)")
    d.add("Post-op call ", c.D(c.after(1, 1), "wk_md"), " by ", asst.f(), ": ", rng.choice(["doing well", "mild swelling, pain 4/10", "no answer, LVM"]), ".\n")
    signature(d, c, kind="esign")
    return d


def op_note(c):
    rng = c.rng
    d = Doc()
    c.set_doc(Staff(rng, cred=rng.choice(["DDS, MD", "DMD", "DDS", "DMD, MD"])))
    header(d, c, "ORAL & MAXILLOFACIAL SURGERY - OPERATIVE NOTE")
    d.add("Date of surgery: ", c.D(None, rng.choice(["wk_long", "long", c.ds])), "\nSurgeon: ", c.doc.fl(), ", ", c.doc.cred,
          "\nAssistant: ", Staff(rng).fl(), "\nReferring dentist: ", Staff(rng, cred="DDS").dr(), ", ",
          S(rng.choice(P.TOWNS) + " " + rng.choice(["Family Dentistry", "Dental Group", "Smiles"]), "HOSPITAL"), "\n\n")
    lesion = rng.random() < 0.5
    if lesion:
        d.add("Indication: ", rng.choice(["persistent white patch L lateral tongue x3 mo", "exophytic lesion R buccal mucosa",
                                          "radiolucency #30 apex, non-healing"]), ".\n")
        d.t("Procedure: incisional biopsy under local anesthesia (2% lido 1:100k, 2 carpules). 8 x 5 mm ellipse, 4-0 chromic.\n")
        d.add("Specimen to ", S(rng.choice([l for l in P.LABS if "Toxicology" not in l and "Derm" not in l]), "ORGANIZATION"), ", oral path accession ", S("OP%02d-%04d" % (c.visit.year % 100, rng.randint(1, 9999)), "IDNUM"), ".\n")
        d.add("Result (", c.D(c.after(5, 10)), "): ", rng.choice(["frictional keratosis, no dysplasia", "mild epithelial dysplasia",
                                                                 "fibroma", "radicular cyst"]), ". Called patient at ", S(c.ptphone, "PHONE"), ".\n")
    else:
        teeth = rng.choice(["#1, #16, #17, #32", "#17, #32", "#1, #16", "#32"])
        d.add("Procedure: surgical extraction of ", teeth, " (D7240/D7230). Pano ", c.D(c.before(14, 60)), " reviewed: ",
              rng.choice(["roots approximate IAN canal #32", "mesioangular impactions", "no pathology"]), ".\n")
        d.t("Anesthesia: IV moderate sedation + local. Full-thickness envelope flaps, buccal bone removal with 703 bur, sectioning, "
            "irrigation NS, 3-0 chromic. EBL <20 mL.\n")
    d.add("Condition: stable to recovery. Follow-up ", c.D(c.after(6, 14), "wk_md"), ".\n")
    if rng.random() < 0.5:
        d.add("Pt is ", c.a_prof())
        if not c.retired:
            d.add("; work excuse through ", c.D(c.after(2, 5), "md"))
        d.t(".\n")
    instructions(d, c, [x for x in INSTR if not any(k in x for k in ['Brush', 'sedation'])])
    d.add("After-hours emergency: ", S(phone(rng), "PHONE"), "; ", c.doc.dr(), " cell ", S(phone(rng, ext=False), "PHONE"), ".\n")
    signature(d, c, kind=rng.choice(["dictation", "esign"]))
    footer(d, c)
    return d


def recall(c):
    rng = c.rng
    d = Doc()
    hyg = Staff(rng, cred="RDH")
    c.set_doc(Staff(rng, cred=rng.choice(["DDS", "DMD"])))
    d.add(c.D(None, rng.choice(["us", "md", "us_short"])), "  ", c.pt.LF(), "  #", S(c.mrn, "MRN"), "  ", c.site.N(), "\n")
    d.lower = True
    d.add("pmt/prophy. ", c.pt.f(), " ", c.AGE(), rng.choice(["yo", " yo", "y"]), ". med hx update - ", rng.choice(["no changes", "new dx afib, on eliquis",
                                                                                                                 "pregnant 2nd tri", "knee replacement " + "last yr, no premed per ortho"]), ".\n")
    d.add("bp ", "%d/%d" % (rng.randint(104, 160), rng.randint(60, 95)), ". pd 2-4 generalized, ", rng.choice(["5 mm #3 dl, #14 mb", "bop ll ant",
                                                                                                                  "localized 5s ur"]), ". light calc ll ant.\n")
    d.add("cav: ", rng.choice(["no new caries", "d caries #13 - tx planned", "watch #30 o"]), ". fl varnish. ohi: floss ", rng.choice(["ll", "ul", "all"]), ".\n")
    d.add("bwx x4, ", S("xr-" + digits(rng, 7), "IDNUM"), ". dr ", c.doc.l(), " exam.\n")
    d.add("pt ", rng.choice(["mentioned", "says"]), " ", c.pt.his(), " ", c.relation, " ", c.rel.f(), " wants appt too - gave front desk number ",
          S(c.site.phone, "PHONE"), ".\n")
    d.add("tx plan reviewed: ", rng.choice(["#3 mod comp", "#19 crown", "#30 rct eval", "none"]), ". ins: ", S(c.insurer, "ORGANIZATION"),
          " - ", rng.choice(["2 cleanings/yr remaining", "deductible met", "max used"]), ".\n")
    d.add("nv 6 mo ", c.D(c.after(170, 190), rng.choice(["md", "us_short"])), " pmt.\n")
    d.lower = False
    d.add(hyg.fl(), ", RDH\n")
    return d


def predet_letter(c):
    rng = c.rng
    d = Doc()
    c.set_doc(Staff(rng, cred=rng.choice(["DDS", "DMD", "DDS, MS"])))
    d.add(c.site.N(), "\n", c.site.addr.one_line(), "\nTel ", S(c.site.phone, "PHONE"), "  Fax ", S(c.site.fax, "FAX"), "\n\n")
    d.add(c.D(None, "long"), "\n\nClaims Review / Dental Consultant\n", S(c.insurer, "ORGANIZATION"), "\n", S("PO Box %d" % rng.randint(1000, 99999), "STREET"), "\n",
          S(rng.choice(P.TOWNS), "CITY"), ", ", S(rng.choice(P.STATES)[1], "STATE"), " ", S("%05d" % rng.randint(1001, 99950), "ZIP"), "\n\n")
    d.add("RE: Letter of medical necessity\nPatient: ", c.pt.fl(), "   DOB: ", c.DOB(), "\nMember ID: ", S(c.member, "HEALTHPLAN"),
          "   Group: ", S(c.group, "HEALTHPLAN"), "\nClaim/reference #: ", S("CLM" + digits(rng, 10), "IDNUM"), "\n\n")
    d.add("To whom it may concern,\n\n", c.pt.titled(), ", ", c.a_age(), ", presented on ", c.D(c.before(10, 60), "long"), " with ",
          rng.choice(["a fractured mesiolingual cusp on #19 with recurrent decay under a large MOD amalgam",
                      "failing bridge #3-#5 with recurrent caries", "edentulous span #30 after extraction",
                      "generalized 5-7 mm pockets with radiographic bone loss"]), ". ")
    d.add("A crown/implant is necessary because ", rng.choice(["remaining tooth structure is insufficient for a direct restoration.",
                                                              "the adjacent teeth are unrestored.", "periodontal therapy has been completed."]), "\n\n")
    d.add("Radiographs (", S("XR-" + digits(rng, 7), "IDNUM"), ", dated ", c.D(c.before(10, 60)), ") and intraoral photos are enclosed. ",
          "Please direct questions to our office manager, ", Person(rng, "DOCTOR").fl(), ", at ", S(c.site.phone, "PHONE"), " or ",
          S(email_for(rng, "billing", c.site.name.split()[0], personal=False), "EMAIL"), ".\n")
    d.add("\nSincerely,\n\n", c.doc.fl(), ", ", c.doc.cred, "\nNPI ", S(c.doc.npi, "LICENSE"), "   State license ", S(statelic(rng), "LICENSE"), "\n")
    return d


LAYOUTS = [(comprehensive, 4), (sedation, 3), (op_note, 3), (recall, 2), (predet_letter, 1)]


def make(rng):
    c = Ctx(rng, "dental", SPEC, min_age=14, max_age=88)
    fns = [f for f, w in LAYOUTS for _ in range(w)]
    d = rng.choice(fns)(c)
    appendix(d, c)
    return d
