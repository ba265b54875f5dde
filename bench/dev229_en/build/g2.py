"""Genres: day oncology unit nursing note with central line care; febrile neutropenia admission note."""
import phi as F
import clinical as CL
import common as CM


def _line(r):
    return r.choice(CL.LINES)


def daynurse_brief(doc, c):
    r = c.rng
    rn = c.person("nurse")
    doc.w(r.choice(["DOU RN note", "Day unit - brief", "Nursing (day stay)"]), " ", c.Ds(c.d0), "\n")
    doc.w(c.P(r.choice(["LF", "full", "LAST"])), " ", ("MRN", c.mrn), "\n")
    doc.t(r.choice(["Port accessed 20G, good BR. ", "Hickman dsg changed, site clean. ", "PICC flushed, dsg intact. "]))
    doc.t(r.choice(["Bloods sent. ", "FBC/UEC/LFT sent. ", "CBC/CMP sent. "]))
    doc.t(r.choice(["VCR given IV push, no issues. ", "Counts OK - chemo given as per roadmap. ", "Counts too low (ANC 0.4), chemo deferred per onc. ",
                    "Plt 1 unit given, no reaction. "]))
    doc.t(r.choice(["Hep locked + deaccessed. ", "Flushed, locked. ", "Needle out. "]))
    doc.w("Home with ", c.parent(form="first"), ". Next ", c.Ds(F.add_days(c.d0, r.choice([7, 14, 3]))), ".\n")
    doc.w(("DOCTOR", rn.form(r.choice(["first_li", "init2", "fi_last"]))), r.choice([" RN", "/RN", ""]), "\n")


def daynurse(doc, c):
    r = c.rng
    if r.random() < 0.18:
        return daynurse_brief(doc, c)
    us = c.country == "US"
    line = _line(r)
    port = "port" in line.lower() or "Port" in line
    rn = c.person("nurse")
    sparse = r.random() < 0.3
    if r.random() < 0.5:
        doc.w(("HOSPITAL", c.dayunit), " - Nursing Progress Note\n")
    else:
        doc.w(r.choice(["DAY ONCOLOGY UNIT NURSING NOTE", "Nursing Note - Day Unit", "Infusion Center RN Note"]), "\n")
    if r.random() < 0.6:
        CM.banner(doc, c, loc=False, enc=r.random() < 0.5)
    else:
        doc.w(c.P("full"), "  ", ("MRN", c.mrn), "  DOB ", c.dobi(), "\n")
    doc.w("Date: ", c.D(c.d0), "   ", r.choice(["Chair ", "Bed ", "Bay ", "Pod "]), ("LOCATION_OTHER", str(r.randint(1, 24)) + r.choice(["", "", "A", "B"])), "\n")
    wm = r.random() < 0.6
    doc.w(r.choice(["Arrived ", "Pt arrived ", "Presented "]), "%02d%02d" % (r.randint(7, 11), r.choice([0, 10, 15, 30, 45])),
          " accompanied by ", c.parent("m" if wm else "d", r.choice(["first", "full"])), " (", c.mum_word if wm else "dad", "). ")
    doc.w(r.choice(["Protocol: ", "For: ", "Plan: "]), c.dx["short"], " ", r.choice(c.dx["phases"]), ", day ", str(r.choice([1, 8, 15, 22, 29, 36])), ".\n")
    doc.t(CL.vitals(r, c.age, False, c.country, r.randrange(3)) + "\n")
    if not sparse:
        doc.t(r.choice(["Well in self. Eating and drinking OK. ", "Tired, mom reports poor appetite x3 days. ",
                        "Some nausea overnight, one vomit. ", "Afebrile at home. BNO 2 days - lactulose increased. ",
                        "Jaw pain last week settled. Pins and needles in fingers. "]) + "\n")
    doc.t("\nCVAD: " + line + "\n")
    if port:
        doc.t(r.choice(["EMLA applied at home 60 min prior. ", "Ametop applied on arrival. ", "Numbing cream declined, used cold spray. "]))
        doc.t("Port accessed with %s Huber needle (%dG, %s\"), aseptic non-touch technique, 2%% CHG/70%% alcohol prep. " %
              (r.choice(["non-coring", "safety"]), r.choice([20, 22]), r.choice(["3/4", "1/2", "1"])))
        doc.t(r.choice(["Brisk blood return. ", "Sluggish blood return, repositioned - improved. ", "Good flush, no pain or swelling. "]))
    else:
        doc.t(r.choice(["Dressing changed (7-day, due today): CHG-impregnated sponge + transparent dressing. ",
                        "Dressing intact, dated, not due. ", "Dressing lifting at edge - replaced. "]))
        doc.t(r.choice(["Exit site clean, no ooze, sutures intact. ", "Mild erythema 2 mm at exit site, no discharge - swab sent. ",
                        "Cuff not visible, line secured with StatLock. "]))
        doc.t(r.choice(["Needleless connectors changed both lumens. ", "Red and white lumens flushed 10 mL NS pulsatile. ", "Caps changed. "]))
    doc.w("Bloods drawn from line: CBC, CMP", r.choice([", Mg", ", LFTs", ", coags", ""]), " (lab req ", ("IDNUM", F.order_no(r)), ").\n")
    if r.random() < 0.3:
        doc.w("Device: ", line.split(",")[0], r.choice([" serial ", " SN ", " lot "]), ("DEVICE", F.device_sn(r, "port")),
              r.choice([" per implant record", " (sticker in chart)", ""]), ".\n")
    doc.t("\n" + r.choice(["Results: ", "Counts: ", "Bloods: "]) + CL.cbc(r, c.country, r.choice(["recovering", "normal", "recovering"]), r.randrange(3)) + "\n")
    doc.t(r.choice(["Counts adequate to proceed - confirmed with ", "OK to proceed per ", "Discussed counts with "]))
    doc.w(c.dr("onc", r.choice(["last", "full", "fi_last"]), title=True), ".\n")
    doc.t("\nCHEMO: ")
    drugs = r.sample(c.dx["drugs"], min(2, len(c.dx["drugs"])))
    doc.t("; ".join(drugs) + ". ")
    if c.age <= 17:
        doc.t(r.choice(["Premed ondansetron given 30 min prior. ", "Antiemetics as charted. ", ""]))
    doc.w("Independent double check with ", c.staff("nurse2", r.choice(["full", "first_li"])), ", RN", " at bedside (name/", "MRN", "/DOB/drug/dose/route/rate). ")
    if r.random() < 0.55:
        doc.w("Chemo cabinet accessed via biometric ID ", ("BIOID", F.bioid(r)), ". ")
    doc.w("Infused via ", r.choice(["Alaris", "Sapphire", "Plum 360", "Spectrum"]), " pump ", r.choice(["SN ", "#", "serial "]), ("DEVICE", F.device_sn(r, "pump")), ".\n")
    doc.t(r.choice(["Tolerated well, no reaction. ", "Mild flushing at 10 min with PEG - paused, settled, resumed at half rate. ",
                    "Extravasation checks hourly, NAD. ", "Vomited x1 post, ondansetron repeated. "]) + "\n")
    doc.t("Line post-care: flushed with 10 mL NS then " + r.choice(["heparin 100 units/mL 5 mL (port lock)", "heparin 10 units/mL 3 mL per lumen",
                                                                  "NS lock only per protocol", "heparin 50 units/5 mL"]) + ". ")
    if port:
        doc.t(r.choice(["Needle removed, bandaid applied. ", "Needle left in situ for tomorrow (dressing dated). "]) + "\n")
    else:
        doc.t("Lumens clamped and looped under dressing.\n")
    if not sparse:
        doc.t("\nEducation: " + r.choice(["fever >38.0 - call immediately, do not give acetaminophen first",
                                          "line care at home, keep dressing dry in shower", "oral care and mouthwash technique",
                                          "signs of line infection, chills with flushing", "handwashing, avoid sick contacts and chickenpox"]))
        doc.w(". Family has the ", r.choice(["24h oncology line", "after-hours number", "ward phone number"]), " (", ("PHONE", c.hosp_ph), ").\n")
    if r.random() < 0.45:
        doc.w("Parking: day pass issued for ", r.choice(["vehicle ", "car rego ", "plate ", "rego "]), ("VEHICLE", F.plate(c.country, r)), ".\n")
    doc.w("\nD/C home ", "%02d%02d" % (r.randint(11, 17), r.choice([0, 5, 20, 40])), " with ", c.parent("m" if wm else "d", "first"), ". ")
    nx = F.add_days(c.d0, r.choice([7, 7, 14, 1, 3, 21]))
    doc.w("Next appt ", r.choice([c.D(nx), c.Ds(nx), c.D(nx)]), r.choice([" 0830 ", " at 9am ", " "]), "for ",
          r.choice(["day 8 VCR", "bloods + review", "LP/IT", "next cycle", "line dressing change"]), ".\n")
    sig = r.randrange(3)
    if sig == 0:
        doc.w(("DOCTOR", rn.form("full")), r.choice([", RN", " RN", ", CNS", " (RN)"]), "\n")
    elif sig == 1:
        doc.w("Signed: ", ("DOCTOR", rn.form("first_li")), " RN  ", "%02d:%02d" % (r.randint(12, 18), r.randint(0, 59)), "\n")
    else:
        doc.w(("DOCTOR", rn.form("fi_last")), ", RN, ", "Lic# " if us else "AHPRA ", ("LICENSE", F.rn_lic(r) if us else F.ahpra_nurse(r)), "\n")
    CM.audit(doc, c, "nurse", 0.45)


def fn_admit(doc, c):
    r = c.rng
    us = c.country == "US"
    dx = c.dx
    line = _line(r)
    fever = r.uniform(38.1, 39.9)
    t0 = "%02d%02d" % (r.randint(0, 23), r.choice([0, 5, 15, 20, 35, 50]))
    if r.random() < 0.6:
        CM.banner(doc, c)
    else:
        doc.w("Name: ", c.P(r.choice(["full", "LF"])), "\n", c.mrn_label(), ("MRN", c.mrn), "\n")
    doc.t(r.choice(["ADMISSION NOTE - FEBRILE NEUTROPENIA", "Heme/Onc Admission H&P: fever + neutropenia", "FN ADMISSION",
                    "Admission: Febrile neutropenia (?)", "Onc Admit Note"]) + "\n")
    doc.w("Admit date: ", c.D(c.d0), "   Admitting: ", c.dr("onc", r.choice(["full", "last"]), True), "\n")
    if r.random() < 0.6:
        doc.w("Location: ", ("HOSPITAL", c.ward), ", ", r.choice(["room ", "Rm ", "bed ", "Bed "]), ("LOCATION_OTHER", c.room if r.random() < 0.5 else c.bed), "\n")
    doc.t("\nCC: " + r.choice(["fever", "fever at home", "T 38.%d x2" % r.randint(0, 9), "rigors with line flush"]) + "\n\n")
    doc.t(r.choice(["HPI: ", "History: ", "S: "]))
    if r.random() < 0.6:
        doc.w(c.P(r.choice(["first", "first", "full", "nick"])), " is a ", c.age_items(r.choice(["adj", "adjw", "adj"])), " ", c.boy, " with ")
    else:
        doc.w(c.P(r.choice(["first", "full", "nick"])), ", ", c.age_items(r.choice(["yo", "sex"])), ", with ")
    doc.w(dx["short"], " (dx ", c.Dm(c.dxdate) if r.random() < 0.6 else c.D(c.dxdate), "), currently ", r.choice(dx["phases"]),
          ", last chemo ", r.choice([c.Ds(F.add_days(c.d0, -r.randint(5, 12))), c.D(F.add_days(c.d0, -r.randint(5, 12)))]), ". ")
    who = r.random() < 0.5
    doc.w(("FAMILY", c.dad.first if who else c.mum.first), " (", "dad" if who else c.mum_word, ") ",
          r.choice(["measured T %.1f axillary at home at %s" % (fever, t0), "reports fever to %.1f tonight" % fever,
                    "called the oncology line after a temp of %.1f" % fever]), ". ")
    doc.t(r.choice(["Rigors after line flush in clinic. ", "Lethargic, drinking less. ", "Cough and rhinorrhea, sibling unwell. ",
                    "Diarrhea x3, no blood. ", "No localizing symptoms. ", "Mouth sores, reduced oral intake. "]))
    if r.random() < 0.2:
        doc.w("Family returned from visiting relatives in ", ("COUNTRY", c.origin or r.choice(["New Zealand", "Fiji", "Mexico", "Canada"])),
              " on ", c.Ds(F.add_days(c.d0, -r.randint(5, 20))), " (cleared to travel by team). ")
    doc.w("Presented to ", ("HOSPITAL", c.local if r.random() < 0.4 else c.hosp), " ED ", r.choice(["", "at %s " % t0]), "and ",
          r.choice(["received first dose antibiotics within 45 min", "cultures were drawn from both lumens", "time to antibiotics 38 min",
                    "was triaged category 2"]), ".\n")
    if r.random() < 0.4:
        doc.w("Transferred from ", ("HOSPITAL", c.local), " by ", r.choice(["road ambulance", "family car", "retrieval team"]),
              ", arrived ", c.Ds(c.d0), ".\n")
    doc.t("\nOnc hx: " + dx["name"] + "; " + r.choice(dx["genetics"] or ["n/a"]) + ". Line: " + line + ". ")
    doc.t(r.choice(["Previous FN episode in induction (culture neg). ", "No prior bacteraemia. ", "Hx of Strep mitis bacteremia. ",
                    "Previous E. coli line infection, line retained. "]) + "\n")
    doc.t("Meds: \n")
    CM.medlist(doc, c, r.randint(3, 6))
    doc.t("Allergies: " + r.choice(["NKDA", "vancomycin (red man)", "penicillin - hives", "nil"]) + "\n\n")
    doc.t("O/E: " + CL.vitals(r, c.age, True, c.country, r.randrange(3)) + "\n")
    CM.exam(doc, c, febrile=True, terse=r.random() < 0.4)
    if r.random() < 0.4:
        doc.t(CM.noise(c, r.randint(1, 2), "exam") + ".\n")
    doc.t("\nLabs: " + CL.cbc(r, c.country, "neutropenic", r.randrange(3)) + "\n")
    doc.t(CL.chem(r, c.country) + "; " + CL.crp(r, c.country) + r.choice([", lactate 1.4", ", lactate 2.8", ", PCT 0.8", ""]) + "\n")
    doc.w("Blood cultures x2 (", r.choice(["red + white lumens", "central and peripheral", "both lumens"]), "): ",
          ("IDNUM", F.accession(r, c.d0.year, "MB")), ", ", ("IDNUM", F.accession(r, c.d0.year, "MB")), " - pending\n")
    if r.random() < 0.5:
        doc.w("Resp viral PCR: ", r.choice(["rhinovirus detected", "negative", "RSV positive", "pending"]), " (", ("IDNUM", F.accession(r, c.d0.year, "V")), ")\n")
    doc.t(r.choice(["CXR: no consolidation.", "CXR not done.", "UA: no pyuria.", "Urine culture sent (clean catch)."]) + "\n\n")
    doc.t(r.choice(["A/P:", "ASSESSMENT & PLAN", "Impression:"]) + " ")
    doc.w(c.P(r.choice(["first", "last"])) if r.random() < 0.6 else c.P("initl" if False else "init"), " - febrile neutropenia, ",
          r.choice(["high risk (AML/induction)", "low-risk by SPOG criteria but line in situ", "hemodynamically stable", "no focus"]), ".\n")
    plan = ["Empiric " + r.choice(CL.ABX), "Add " + r.choice(CL.ABX) + " if hypotensive / line site cellulitis / MRSA hx",
            "Repeat cultures daily while febrile", "Hold oral chemo (6-MP/MTX)", "Mouth care QID", "Strict fluid balance",
            "Acetaminophen PRN (no NSAIDs, no rectal meds)", "Transfuse plt if <10 or bleeding; pRBC if Hb <70",
            "Fungal work-up (CT chest) if febrile >96 h", "Contact/droplet precautions pending viral PCR",
            "Escalate to PICU if lactate rising / refractory hypotension", "Hold G-CSF"]
    for p in r.sample(plan, r.randint(4, 7)):
        doc.t("- " + p + "\n")
    if r.random() < 0.5:
        doc.w("Parents updated at bedside. ", c.Mum_word, " mobile ", ("PHONE", c.mob_ph), ".\n")
    if r.random() < 0.3:
        doc.w("Sibling ", ("FAMILY", c.sibs[0][0].first) if c.sibs else ("FAMILY", c.grand.first), " has gastro at home - family advised re visiting.\n")
    if r.random() < 0.35:
        doc.t("\n")
        CM.timeline(doc, c)
    if r.random() < 0.3:
        doc.w("\nAddendum ", "%02d%02d" % (r.randint(0, 23), r.randint(0, 59)), ": ", r.choice([
            "blood culture from red lumen flagged positive - GPCs in clusters. Vancomycin added. ",
            "BP 78/40, fluid bolus 20 mL/kg x2, PICU review. ", "Remains febrile 39.4, hemodynamically stable. ",
            "Repeat lactate 1.1. Settled overnight. "]), "Discussed with ", c.dr("onc", r.choice(["last", "full"]), True), ".\n")
    role = r.choice(["resident", "fellow"])
    CM.sign(doc, c, role, cred="MD" if us else r.choice(["MBBS", "MD", "BMBS"]),
            title_line=r.choice(["Pediatric Resident", "Hem/Onc Fellow", "Registrar", "Night RMO"]))
    CM.audit(doc, c, role, 0.4)
