"""Own genres: discharge summary; after-hours telephone triage / telehealth call log."""
import phi as F
import clinical as CL
import common as CM


def discharge(doc, c):
    r = c.rng
    us = c.country == "US"
    dx = c.dx
    adm = F.add_days(c.d0, -r.randint(2, 30))
    if r.random() < 0.5:
        CM.letterhead(doc, c, r.choice(["Hematology/Oncology Service", "Children's Cancer Center", "Oncology Inpatient Service"]))
    doc.t(r.choice(["DISCHARGE SUMMARY", "Discharge Summary - Oncology", "INPATIENT DISCHARGE SUMMARY", "Discharge Letter"]) + "\n")
    CM.banner(doc, c, loc=r.random() < 0.5)
    if r.random() < 0.4:
        doc.w(c.plan_items(), "\n")
    doc.w("Admitted: ", c.D(adm), "   Discharged: ", c.D(c.d0), "   LOS ", str((c.d0 - adm).days), " days\n")
    doc.w("Consultant: ", c.dr("onc", r.choice(["full", "fi_last"]), True), "   Unit: ", ("HOSPITAL", c.ward), "\n")
    gp = c.person("gp")
    doc.w(r.choice(["GP: ", "PCP: ", "Primary care: "]), r.choice(["Dr ", "Dr. "]), ("DOCTOR", gp.form(r.choice(["full", "fi_last"]))), ", ",
          ("HOSPITAL", c.clinic))
    if r.random() < 0.5:
        doc.w(" (fax ", ("FAX", F.phone(c.country, r)), ")\n\n")
    else:
        doc.w("  F: ", ("FAX", F.phone(c.country, r)), "\n\n")
    courses = [
        ("Febrile neutropenia", "with fever 39.2 and ANC 0.1 three days after chemotherapy",
         "Treated with %s for %d days; blood cultures negative at 48 h. " % (r.choice(CL.ABX), r.randint(3, 10))),
        ("Chemotherapy administration - " + r.choice(dx["phases"]), "electively for high-dose methotrexate; clearance was delayed with MTX level 1.2 at 72 h",
         "Hydration increased and leucovorin rescue extended; creatinine peaked at 1.4x baseline. "),
        ("Mucositis requiring IV analgesia", "with grade 3 mucositis and poor oral intake", "Morphine PCA weaned to oral oxycodone, TPN for 6 days. "),
        ("Line-associated bloodstream infection", "with rigors on line flush; blood culture grew coagulase-negative Staph from the red lumen",
         "Line salvage with vancomycin locks was successful; repeat cultures negative x3. "),
        ("Tumour lysis monitoring", "for induction chemotherapy following diagnosis", "Hyperhydration and rasburicase; K and phosphate peaked on day 2 then settled. "),
        ("Vincristine-related constipation", "with abdominal pain and no bowel action for 5 days on vincristine",
         "Managed with MiraLAX clean-out and a phosphate enema; AXR showed faecal loading only. "),
        ("Post-operative care (CVAD insertion)", "for insertion of a central line under GA", "Uncomplicated; line used same day for chemo. "),
    ]
    pdx, pres, crs = r.choice(courses)
    doc.t("Principal diagnosis: " + pdx + "\n")
    doc.w("Underlying: ", dx["name"], " diagnosed ", c.Dm(c.dxdate) if r.random() < 0.5 else c.D(c.dxdate), "\n")
    doc.t("Procedures: " + ", ".join(r.sample(["LP + IT methotrexate", "BMA", "CVAD insertion (%s)" % r.choice(CL.LINES), "PICC removal",
                                               "pRBC transfusion x%d" % r.randint(1, 3), "platelet transfusion", "CT chest", "echo",
                                               "NG tube insertion", "MRI spine"], r.randint(1, 3))))
    if r.random() < 0.5:
        doc.w(" (", c.Ds(F.add_days(adm, r.randint(0, 3))), ")")
    doc.t("\n\nHOSPITAL COURSE\n")
    doc.w(c.P(r.choice(["first", "first", "full", "last"])), " ", r.choice(["was admitted", "presented", "came in"]), " ", pres, ". ")
    doc.t(crs)
    if r.random() < 0.5:
        doc.w("On ", c.Ds(F.add_days(adm, r.randint(1, 5))), " ", c.he, " ", r.choice(["defervesced", "was transferred to PICU briefly for fluid resuscitation",
                                                                                    "had a seizure (PRES) - MRI showed posterior changes", "developed a morbilliform rash"]), ". ")
    doc.t(r.choice(["Counts recovering at discharge. ", "Afebrile >48 h, eating and drinking. ", "Family confident with home meds. "]) + "\n")
    doc.t(CL.cbc(r, c.country, "recovering", r.randrange(3)) + "\n\n")
    if r.random() < 0.35:
        doc.t("COURSE BY PROBLEM\n")
        probs = [
            lambda: doc.w("1. ID: ", r.choice(["Blood cultures ", "Cultures "]), ("IDNUM", F.accession(r, c.d0.year, "MB")), " ",
                          r.choice(["no growth at 5 days", "grew S. epidermidis 1/2 sets (contaminant)", "grew E. coli, sensitive to cefepime"]),
                          ". Antibiotics ", r.choice(["stopped", "rationalised to oral", "completed 10 days IV"]), " on ", c.Ds(F.add_days(adm, r.randint(2, 10))), ".\n"),
            lambda: doc.w("2. Heme: nadir ", CL.cbc(r, c.country, "neutropenic", 0), ". Count recovery from ", c.Ds(F.add_days(adm, r.randint(3, 12))),
                          ". ", r.choice(["Irradiated pRBC x1.", "Platelets x2 for epistaxis.", "No products required."]), "\n"),
            lambda: doc.w("3. FEN/GI: ", r.choice(["NG feeds 60 mL/h overnight, dietitian ", "Oral intake poor, dietitian ", "Weight stable; dietitian "]),
                          c.staff("diet", r.choice(["full", "first"])), " reviewed. ", r.choice(["Weight %.1f kg at discharge." % max(6, c.age * 3 + 7), "Lactulose + MiraLAX for constipation.", "Ranitidine ceased."]), "\n"),
            lambda: doc.w("4. Pain: ", r.choice(["morphine PCA ", "oxycodone PRN ", "acetaminophen only "]), "with Acute Pain Service (", c.dr("aps", r.choice(["last", "full"]), True),
                          "). Weaned by ", c.Ds(F.add_days(adm, r.randint(2, 9))), ".\n"),
            lambda: doc.w("5. Psychosocial: SW ", c.staff("sw", r.choice(["full", "first"])), " met ", ("FAMILY", c.mum.first), "; ", r.choice([
                          "parking and meal vouchers provided", "accommodation at " + "the family house arranged", "Centrelink forms completed" if c.country == "AU" else "FMLA paperwork completed for dad"]),
                          ". Child life: ", c.staff("childlife", "first"), " did needle preparation with ", c.P("first"), ".\n"),
            lambda: doc.w("6. Education: ", c.Mum_word, " and ", "dad" if not c.single else ("FAMILY", c.grand.first),
                          " completed chemo-at-home teaching (6-MP at night, no dairy 1 h; gloves for nappies/diapers) with CNS ", c.staff("cns", r.choice(["full", "first_li"])), ".\n"),
        ]
        for fn in probs[:r.randint(3, 6)]:
            fn()
        doc.t("\n")
    if r.random() < 0.45:
        CM.timeline(doc, c)
        doc.t("\n")
    doc.t("DISCHARGE MEDICATIONS\n")
    CM.medlist(doc, c, r.randint(3, 8), bullet=r.choice(["- ", "* ", "  "]))
    if r.random() < 0.4:
        doc.w("Scripts sent to ", ("HOSPITAL", c.pharm), " (", ("PHONE", F.phone(c.country, r)), ").\n")
    doc.t("\nFOLLOW-UP\n")
    for what in r.sample(["Oncology clinic", "Day unit for bloods + VCR", "Audiology", "Echo", "Surgical review", "Dietitian", "Social work"], r.randint(1, 3)):
        d = F.add_days(c.d0, r.randint(2, 30))
        doc.w("- ", what, " ",
              r.choice([c.D(d), c.Ds(d)]), r.choice([" 0900", " 10:30", " at 2pm", ""]))
        if r.random() < 0.3:
            doc.w(" in ", ("HOSPITAL", c.dayunit))
        elif r.random() < 0.2:
            doc.w(", ", ("LOCATION_OTHER", c.building), r.choice([" level 2", " ground floor", ""]))
        doc.t("\n")
    if r.random() < 0.4:
        doc.w("- Home nursing (", ("ORGANIZATION", r.choice(["CareAtHome Nursing", "Kids@Home Visiting Nurses", "Hospital in the Home", "Brightpath Home Health"])),
              ") for line dressing ", c.Ds(F.add_days(c.d0, 7)), "\n")
    if r.random() < 0.35:
        doc.w("- Shared care with ", ("HOSPITAL", c.local), ", ", c.dr("localped", "full", True), "\n")
    doc.t("\nRETURN IF: temperature 38.0 or above, bleeding, lethargy, line problems, vomiting and unable to take medications.\n")
    doc.w("24-hour oncology advice: ", ("PHONE", c.hosp_ph), "\n")
    if r.random() < 0.5:
        doc.w("Patient portal: ", ("URL", r.choice([c.hosp_url + "/mychart", "https://portal.example.org", "portal." + c.hosp_url[4:]])), "\n")
    role = r.choice(["resident", "fellow"])
    CM.sign(doc, c, role, cred="MD" if us else "MBBS", title_line=r.choice(["Resident Medical Officer", "Pediatric Resident", "Oncology Fellow", "Registrar"]))
    if r.random() < 0.5:
        doc.w("cc: ", ("DOCTOR", gp.form("full")), r.choice(["; ", ", "]), "parents")
        if r.random() < 0.4:
            doc.w(" (", ("EMAIL", c.fam_email), ")")
        doc.t("\n")
    CM.audit(doc, c, role, 0.4)


def phone_triage(doc, c):
    r = c.rng
    us = c.country == "US"
    dx = c.dx
    rn = c.person("nurse")
    tele = r.random() < 0.3
    if tele:
        doc.t(r.choice(["TELEHEALTH REVIEW - ONCOLOGY", "Video Consult Note", "Telehealth Encounter"]) + "\n")
    else:
        doc.t(r.choice(["ONCOLOGY ADVICE LINE - CALL RECORD", "After-hours Phone Triage", "TELEPHONE ENCOUNTER", "Phone call log (Hem/Onc)"]) + "\n")
    doc.w("Date/time: ", c.D(c.d0), " ", "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)), "\n")
    doc.w("Patient: ", c.P(r.choice(["full", "LF", "fml"])), "  ", c.mrn_label(), ("MRN", c.mrn), "  ", c.age_items("sex"), "\n")
    cw = r.choice(["m", "d", "g", "p"]) if c.age >= 14 else r.choice(["m", "d", "g"])
    if cw == "m":
        doc.w("Caller: ", ("FAMILY", c.mum.form(r.choice(["full", "first"]))), " (", c.mum_word, ")")
    elif cw == "d":
        doc.w("Caller: ", ("FAMILY", c.dad.form(r.choice(["full", "first"]))), " (father)")
    elif cw == "g":
        doc.w("Caller: ", ("FAMILY", c.grand.form("full")), " (grandmother, ", r.choice(["carer", "guardian"]), ")")
    else:
        doc.w("Caller: patient (", c.P("first"), ")")
    doc.w("   Callback: ", ("PHONE", r.choice([c.mob_ph, c.home_ph])), "\n")
    if tele:
        doc.w("Platform: secure video, link ", ("URL", r.choice(["https://telehealth.example.org/room/", "https://vc.example.net/j/"]) + F.digits(r, 8)),
              "; patient connected from ", ("IPADDR", F.ipaddr(r)), "; identity confirmed (name + DOB). Location: home, ", ("CITY", c.city), ".\n")
    doc.t("Dx/phase: " + dx["short"] + ", " + r.choice(dx["phases"]) + ". Line: " + r.choice(CL.LINES) + ".\n")
    doc.w("Last chemo: ", c.Ds(F.add_days(c.d0, -r.randint(2, 14))), ". Last counts ", c.Ds(F.add_days(c.d0, -r.randint(1, 7))), ": ",
          CL.cbc(r, c.country, r.choice(["neutropenic", "recovering"]), 0), "\n\n")
    concern = r.randrange(6)
    t = r.uniform(37.6, 39.4)
    doc.t("Concern: ")
    if concern == 0:
        doc.t("Temp %.1f at %02d%02d (ear). %s\n" % (t, r.randint(17, 23), r.randint(0, 59), r.choice(["No antipyretic given.", "Acetaminophen given before calling - advised not to do this.", "Shivery after bath."])))
    elif concern == 1:
        doc.t("Vomiting x%d since dinner, can't keep down 6-MP. Still passing urine.\n" % r.randint(2, 6))
    elif concern == 2:
        doc.t("Line dressing came off in the pool/bath; line intact, no bleeding.\n")
    elif concern == 3:
        doc.w("Sibling has chickenpox (spots since this morning). ", c.P("first"), " has had varicella vaccine x1.\n")
    elif concern == 4:
        doc.t("Nosebleed for 25 min, not stopping with pressure. Plt were 18 two days ago.\n")
    else:
        doc.t("Constipated 4 days, tummy pain, on vincristine. Eating little.\n")
    doc.t("Triage: " + r.choice(["red flag - FN pathway", "amber", "urgent", "routine advice", "Category 2"]) + ". ")
    doc.t(r.choice(["Alert and talking per caller. ", "Pale and sleepy per caller. ", "Playing, drinking fluids. ", "Breathing normally. "]) + "\n\n")
    doc.t("Advice/Disposition: ")
    if concern in (0, 4) or r.random() < 0.3:
        dest = c.local if r.random() < 0.5 else c.hosp
        doc.w("Attend ED at ", ("HOSPITAL", dest), " now; ED ", r.choice(["charge nurse", "triage", "registrar"]), " notified")
        if r.random() < 0.5:
            doc.w(" (spoke with ", ("DOCTOR", c.person("edrn").form(r.choice(["first", "full"]))), ")")
        else:
            doc.t(r.choice([" by phone", ""]))
        doc.t(". Bring the fever card and medications. FN antibiotics within 60 min of arrival.\n")
        if r.random() < 0.4:
            doc.w("Family driving (", ("VEHICLE", F.plate(c.country, r)), ") - ETA 40 min; advised ambulance if deteriorates.\n")
    elif concern == 3:
        doc.t("Exposure within 24 h: VZIG/valaciclovir prophylaxis per protocol; keep home, will arrange review tomorrow.\n")
    else:
        doc.t(r.choice(["Ondansetron as prescribed, small frequent fluids, call back if no improvement in 2 h.",
                        "Cover with sterile dressing from kit, come to day unit first thing.",
                        "Increase MiraLAX, call if abdominal pain worsens or vomiting green."]) + "\n")
    doc.w("On-call ", r.choice(["fellow", "registrar", "consultant"]), " ", c.dr(r.choice(["fellow", "onc"]), r.choice(["full", "last"]), True),
          " informed", r.choice([" and agrees", "; agrees with plan", ""]), ".\n")
    if r.random() < 0.45:
        doc.w("Follow-up call ", c.Ds(F.add_days(c.d0, 1)), " - ", r.choice(["well, afebrile", "admitted overnight, see notes", "no answer, voicemail left"]), ".\n")
    doc.w("\n", ("DOCTOR", rn.form(r.choice(["full", "first_li", "fi_last"]))), r.choice([", RN (Oncology Advice Line)", " RN", ", CNS", ", triage nurse"]))
    if r.random() < 0.6:
        doc.w("  user ", ("USERNAME", F.username(rn, r)))
    doc.t("\n")
    if r.random() < 0.3:
        doc.w("Call recorded, ref ", ("IDNUM", "CL-%s" % F.digits(r, 7)), "\n")
    CM.audit(doc, c, "nurse", 0.3)
