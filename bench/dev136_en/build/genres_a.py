"""Genres: MDT outcome, chemotherapy day unit, radiotherapy, haematology letter, pathology."""
import pools as PL
import neg
import narr
from blocks import (pname, dname, age_piece, address, demo_block, fbc, chem, vitals, meds,
                    problems, signature, COMORB, cc_block, transcription, header, full, initials)
from phi import Doc, P


def g_mdt(ctx):
    r, d = ctx.r, Doc()
    dz = narr.pick_disease(ctx)
    tumour = {"lymphoma": "Lymphoma", "hodgkin": "Lymphoma", "myeloma": "Myeloma", "aml": "Leukaemia",
              "cll": "Haem-Onc", "mds": "Myeloid", "breast": "Breast", "crc": "Colorectal", "lung": "Lung",
              "prostate": "Urology", "hn": "Head & Neck", "ovary": "Gynae-Oncology",
              "pancreas": "Upper GI / HPB"}[ctx.dz_key]
    word = {"UK": "MDT", "IE": "MDM", "AU": r.choice(["MDM", "Tumour Board", "MDT"])}[ctx.c]
    header(ctx, d, f"{tumour} {word} - Outcome Summary", dept=f"{tumour} {word}")
    d.line("Meeting date: {m}    Ref: {ref}", m=ctx.date(style=r.choice(["dmy", "wd_comma", "dmon", "dash"])),
           ref=P(ctx.idnum("mdt"), "IDNUM"))
    d.line("Chair: {c}    Coordinator: {co}", c=dname(ctx, ctx.cons, "dr_full"), co=dname(ctx, None, "full"))
    d.line()
    demo_block(ctx, d, r.choice(["kv", "compact", "label_caps"]))
    d.line("Referring clinician: {x} ({h})", x=dname(ctx, None, "dr_init"), h=P(ctx.hosp2, "HOSPITAL"))
    if r.random() < 0.5:
        d.line("Referral source: {s}", s=r.choice(["2WW GP referral", "Rapid access clinic", "ED admission",
                                                   "Inter-hospital transfer", "Screening programme"]))
    d.line()
    d.line("CLINICAL SUMMARY")
    narr.presenting(ctx, d)
    d.add(r.choice(["PS: ", "Performance status: "]) + r.choice(["ECOG 0", "ECOG 1", "ECOG 2", "WHO 1"]) + ". ")
    d.add(r.choice(ctx.det[4]) + " " + neg.sentences(ctx, 1, [neg.EPONYM, neg.WORDS]) + "\n")
    if r.random() < 0.7:
        d.f("Comorbidities: {c}.\n", c=", ".join(x[0] for x in r.sample(COMORB, 3)))
    if r.random() < 0.6:
        narr.social(ctx, d, "Social: ")
    d.line()
    d.line("RADIOLOGY")
    if ctx.det[0] == "n/a":
        d.line("Not required for MDT decision.")
    else:
        d.line("{m} {dt} ({h}): {f}", m={"lymphoma": "PET-CT", "hodgkin": "PET-CT", "myeloma": "Whole-body MRI", "aml": "CT CAP",
                                              "cll": "CT CAP", "breast": "CT CAP", "crc": "MRI pelvis", "lung": "PET-CT",
                                              "prostate": "PSMA PET", "hn": "CT neck/chest", "ovary": "CT CAP",
                                              "pancreas": "CT pancreas protocol"}.get(ctx.dz_key, "CT"),
           dt=ctx.date(ctx.d_before(5, 40), r.choice(["dmy", "dm", "dmon_short"])),
           h=P(r.choice([ctx.hosp, ctx.hosp2]), "HOSPITAL"),
           f=ctx.det[0] + ".")
        d.line("Reported by {x}, discussed by {y}.", x=dname(ctx, None, "dr_last"), y=dname(ctx, None, "dr_last"))
    d.line()
    d.line("PATHOLOGY")
    d.line("Specimen {s}: {dx}. " + ctx.det[1] + ".", s=P(ctx.idnum("spec"), "IDNUM"), dx=dz[0])
    if r.random() < 0.6:
        d.line("Molecular ({m}): " + ctx.det[2] + ".", m=P(ctx.idnum("mol"), "IDNUM"))
    d.line()
    d.line("DISCUSSION / OUTCOME")
    outcomes = [f"Proceed to {dz[1]}; aim curative.", "Refer to clinical oncology for consideration of radiotherapy.",
                "Fitness for intensive treatment to be assessed in clinic.", "Not a surgical candidate.",
                "Repeat biopsy required - insufficient tissue for molecular testing.",
                "Best supportive care; refer to community palliative care team.",
                "Echocardiogram and PFTs prior to treatment.", "Dental review before bisphosphonate.",
                "Fertility preservation discussion before cycle 1.", "Re-discuss after interim imaging."]
    for i, o in enumerate(r.sample(outcomes, r.randint(2, 4)), 1):
        d.line(f"{i}. {o}")
    if r.random() < 0.5:
        d.line("Trial: potentially eligible for " + r.choice(["VERITAS-2", "LUMEN", "OSPREY", "KESTREL-B"]) +
               " (screening log {t}) - research nurse {n} to screen (tel {p}).", t=P(ctx.idnum("trial"), "IDNUM"), n=dname(ctx, None, "full"), p=P(ctx.ext_phone(), "PHONE"))
    d.line("Clinic: {h} {w}, {dt}.", h=P(r.choice([ctx.hosp, ctx.hosp2]), "HOSPITAL"),
           w=r.choice(["haematology clinic", "oncology OPD", "rapid access clinic", "joint clinic"]),
           dt=ctx.date(ctx.d_after(3, 14), r.choice(["wd_dth", "wd_short", "dmy", "dmon_short"])))
    d.line("Key worker: {k}, " + r.choice(["CNS", "Lymphoma CNS", "Cancer Nurse Coordinator", "Key Worker CNS"]) +
           ", tel {p}", k=dname(ctx, None, "full"), p=P(ctx.phone(False), "PHONE"))
    d.line()
    d.add("Present: ")
    narr.staff_line(ctx, d, r.sample(["Haem", "Med Onc", "Clin Onc", "Radiology", "Pathology", "Surgery",
                                      "CNS", "Pharmacy", "Palliative care", "Trials"], r.randint(3, 6)))
    d.line("Outcome communicated to patient by {x} on {dt} " + r.choice(["by phone.", "in clinic.", "- letter sent."]),
           x=dname(ctx, None, r.choice(["full_cred", "full"])), dt=ctx.date(ctx.d_after(1, 5), r.choice(["dmy", "dm"])))
    d.line("GP informed: {g} ({pr}) fax {f}", g=dname(ctx, ctx.gp, "dr_init"), pr=P(ctx.gpprac, "HOSPITAL"),
           f=P(ctx.phone(False), "FAX"))
    d.line("Outcome code: " + neg.code(ctx))
    return d


def g_chemo(ctx):
    r, d = ctx.r, Doc()
    dz = narr.pick_disease(ctx)
    unit = r.choice(PL.DAY_UNITS)
    cyc, cycmax = r.randint(1, 6), r.choice([4, 6, 8])
    cyc = min(cyc, cycmax)
    style = r.choice(["nursing", "record"])
    if style == "record":
        d.line("{u} - {h}", u=P(unit, "HOSPITAL"), h=P(ctx.hosp, "HOSPITAL"))
        d.line("SACT ADMINISTRATION RECORD")
        tin = r.randint(8, 10) * 60 + r.choice([5, 20, 35, 50])
        d.line("Date: {dt}   Chair: {ch}   Time in: {t}", dt=ctx.date(style=r.choice(["dmy", "dash", "dot"])),
               ch=P(str(r.randint(1, 24)), "LOCATION_OTHER"), t=f"{tin // 60:02d}:{tin % 60:02d}")
        d.line("Name: {n}   {ml}: {m}   DOB: {dob}", n=pname(ctx, "CAPS"), ml=ctx.mrn_label(),
               m=P(ctx.mrn(), "MRN"), dob=ctx.date(ctx.dob, "dmy"))
    else:
        tin = r.randint(8, 10) * 60 + r.randint(0, 59)
        d.f("{u} nursing note {dt} {t}\n", u=P(unit, "HOSPITAL"), dt=ctx.date(style=r.choice(["dmy", "dm", "wd_short"])),
            t=f"{tin // 60:02d}:{tin % 60:02d}")
        d.line("Pt: {n} ({a})  {ml} {m}", n=pname(ctx, r.choice(["full", "caps"])), a=age_piece(ctx, style="sex"),
               ml=ctx.mrn_label(), m=P(ctx.mrn(), "MRN"))
    d.line("Diagnosis: {x}", x=dz[0])
    d.line(f"Regimen: {dz[1]}  Cycle {cyc}/{cycmax} Day 1" + r.choice(["", " (dose reduced 80%)", " - delayed 1 week"]))
    d.line("Prescription: {p}, clinically screened by {ph} (pharmacist) on {dt}",
           p=P(ctx.idnum("rx"), "IDNUM"), ph=dname(ctx, None, "full"),
           dt=ctx.date(ctx.d_before(1, 3), r.choice(["dmy", "dm", "weekday"])))
    d.line()
    d.f("Pre-assessment: telephone pre-assessment {dt} by {n}. ", dt=ctx.date(ctx.d_before(1, 2), r.choice(["weekday", "dm"])),
        n=dname(ctx, None, r.choice(["first", "full_cred"])))
    d.add(r.choice(["Nil new concerns. ", "Reported grade 1 nausea days 2-4 only. ", "Mouth ulcers last cycle, settled. ",
                    "Tingling fingertips - CTCAE grade 1 neuropathy. ", "Fatigue G2, still working part-time. "]))
    d.add(neg.sentences(ctx, 1, [neg.WORDS]) + "\n")
    d.f("Bloods ({dt}): ", dt=ctx.date(ctx.d_before(0, 2), r.choice(["dm", "dmy", "weekday"])))
    fbc(ctx, d, ", ")
    chem(ctx, d)
    d.line("Within parameters for treatment - " + r.choice(["OK to proceed.", "proceed per protocol.",
                                                             "d/w Dr {x}, OK to proceed with plt 82."]),
           x=P(ctx.cons.last, "DOCTOR"))
    vitals(ctx, d, inline=True)
    d.add("\n")
    acc = r.choice(["PICC", "Port", "PIVC", "Hickman"])
    if acc == "PIVC":
        d.line("Access: 22G cannula L forearm, 1st attempt, flushed well.")
    else:
        d.line(f"Access: {acc} " + "{s}, flushed, good blood return. " +
               r.choice(["Dressing changed.", "Bionector changed.", "Exit site clean."]),
               s=["(serial ", P(ctx.device_sn(), "DEVICE"), ")"])
    d.line("Administration:")
    t = tin + r.randint(40, 90)
    drugs = r.sample(["ondansetron 8 mg IV", "dexamethasone 8 mg IV", "chlorphenamine 10 mg IV",
                      "paracetamol 1 g PO", "aprepitant 125 mg PO"], r.randint(1, 3)) + ctx.det[3] + \
        ["0.9% sodium chloride 500 mL flush"]
    n1, n2 = ctx.staff(), ctx.staff()
    for dr in drugs:
        d.line(f"  {t // 60:02d}:{t % 60:02d}  {dr}  - " + "{a}/{b}", a=P(initials(n1), "DOCTOR"),
               b=P(initials(n2), "DOCTOR"))
        t += r.randint(10, 50)
    d.line(r.choice(["No reactions.", "Mild flushing at 50 mg/h - infusion paused, chlorphenamine given, restarted at half rate.",
                     "Rigors with rituximab; hydrocortisone 100 mg IV given. Reviewed by Dr {x}.",
                     "Extravasation checklist not required."]), x=P(ctx.staff().last, "DOCTOR"))
    if r.random() < 0.55:
        narr.parking(ctx, d)
        d.add("\n")
    if any("fluorouracil" in x for x in ctx.det[3]) or (ctx.dz_key == "crc" and r.random() < 0.5):
        d.line("Pump: ambulatory infusion pump SN {s} connected for 46 h 5-FU; disconnection booked {dt} at {h}.",
               s=P(ctx.device_sn(), "DEVICE"), dt=ctx.date(ctx.d_after(2, 2), r.choice(["weekday", "wd_short", "dm"])),
               h=P(r.choice([unit, ctx.gpprac]), "HOSPITAL"))
    d.line("Discharge meds: " + r.choice(["ondansetron, dexamethasone, metoclopramide PRN.", "as per chart; no changes.",
                                          "pegfilgrastim given to take home - sharps bin supplied."]))
    d.line("Next cycle: {dt}. Bloods at {g} {dt2}.", dt=ctx.date(ctx.d_after(14, 28), r.choice(["dmy", "dmon_short", "wd_dth"])),
           g=P(ctx.gpprac, "HOSPITAL") if r.random() < 0.5 else P(ctx.hosp, "HOSPITAL"),
           dt2=ctx.date(ctx.d_after(12, 13), r.choice(["dm", "weekday", "dmy"])))
    d.line("Given 24h hotline card: {p}", p=P(ctx.phone(False), "PHONE"))
    d.line("Signed {n}   Second checker {m}", n=dname(ctx, n1, "full_cred"), m=dname(ctx, n2, "full_cred"))
    if r.random() < 0.4:
        kind, num = ctx.license("nurse")
        d.line(kind + " {l}", l=P(num, "LICENSE"))
    return d


def g_rt(ctx):
    r, d = ctx.r, Doc()
    dz = narr.pick_disease(ctx, "solid" if r.random() < 0.7 else None)
    kind = r.choice(["planning", "review", "completion"])
    header(ctx, d, {"planning": "RADIOTHERAPY PLANNING NOTE", "review": "On-treatment review (radiotherapy)",
                    "completion": "Radiotherapy completion summary"}[kind], dept="Radiation Oncology")
    d.line("Patient: {n}  DOB {dob}  {ml} {m}", n=pname(ctx, r.choice(["CAPS", "full"])),
           dob=ctx.date(ctx.dob, "dmy"), ml=ctx.mrn_label(), m=P(ctx.mrn(), "MRN"))
    d.line("Plan ID: {p}   Course: C{c}   Site: {s}", p=P(ctx.idnum("rt"), "IDNUM"), c=r.randint(1, 3),
           s={"breast": "L breast + SCF", "prostate": "Prostate + pelvic nodes", "lung": "R lung",
              "hn": "Oropharynx + bilateral neck", "crc": "Rectum (short course)", "pancreas": "Pancreas (SBRT)",
              "ovary": "Pelvis (palliative)", "lymphoma": "Mediastinum (ISRT)", "hodgkin": "Mediastinum (ISRT)",
              "myeloma": "T10-L2 (palliative)", "cll": "Spleen (palliative)", "aml": "Whole brain",
              "mds": "L femur (palliative)"}[ctx.dz_key])
    dose, tech = {"breast": ("40 Gy/15#", "DIBH tangents"), "prostate": ("60 Gy/20#", "VMAT"), "lung": ("60 Gy/30#", "VMAT"),
                  "hn": ("70 Gy/35#", "IMRT"), "crc": ("25 Gy/5#", "3D-CRT"), "pancreas": ("40 Gy/5#", "SABR"),
                  "ovary": ("20 Gy/5#", "3D-CRT"), "lymphoma": ("30 Gy/15#", "VMAT"), "hodgkin": ("30 Gy/15#", "VMAT"),
                  "myeloma": ("8 Gy/1#", "3D-CRT"), "cll": ("4 Gy/2#", "3D-CRT"), "aml": ("20 Gy/5#", "3D-CRT"),
                  "mds": ("8 Gy/1#", "3D-CRT")}[ctx.dz_key]
    d.line(f"Prescription: {dose}  Technique: {tech}")
    start = ctx.d_before(0, 25) if kind != "planning" else ctx.d_after(7, 21)
    finish = start.fromordinal(start.toordinal() + r.randint(5, 45))
    d.line("Start date: {s}   Planned finish: {f}", s=ctx.date(start, r.choice(["dmy", "dmon", "dot"])),
           f=ctx.date(finish, r.choice(["dmy", "dmon", "dot"])))
    d.line("Consultant: {c}   Radiographer: {x}", c=dname(ctx, ctx.cons, "dr_last"), x=dname(ctx, None, "full"))
    d.line()
    if kind == "planning":
        d.f("CT simulation {dt} in {b} (scanner room {rm}). ", dt=ctx.date(style=r.choice(["dmy", "weekday", "dm"])),
            b=P(r.choice(PL.BUILDINGS), "LOCATION_OTHER"), rm=P(str(r.randint(1, 6)), "LOCATION_OTHER"))
        d.add(r.choice(["Supine, arms up on wingboard. ", "Thermoplastic 5-point shell made. ",
                        "Comfortably full bladder protocol. ", "Prone belly board. "]))
        d.add("Tattoos x3. " + r.choice(["Bolus 0.5 cm to scar.", "No bolus.", "4D-CT acquired for ITV."]) + "\n")
        d.line("OARs: " + r.choice(["heart mean <4 Gy, lung V20 <30%", "rectum V65 <15%, bladder V60 <25%",
                                     "cord max 46 Gy, parotid mean <26 Gy", "small bowel V45 <195 cc"]) + ". PTV = CTV + 5 mm.")
        d.line("Consent signed {dt}; side effects discussed incl. fatigue, skin reaction, " +
               r.choice(["dysphagia.", "cystitis.", "pneumonitis.", "diarrhoea."]), dt=ctx.date(style=r.choice(["dmy", "dm"])))
        d.line("Pacemaker/ICD: " + r.choice(["none.", "ICD SN {s} - cardiac physiology informed, dose to device <2 Gy."]),
               s=P(ctx.device_sn(), "DEVICE"))
    elif kind == "review":
        fx = r.randint(3, 28)
        d.line(f"Fraction {fx} of " + dose.split("/")[1].rstrip("#") + ". " + r.choice([
            "RTOG skin grade 1 erythema.", "Grade 2 mucositis - analgesia increased.", "Mild fatigue.",
            "Bowels loose x3/day, loperamide PRN.", "Urinary frequency, dip negative."]))
        vitals(ctx, d, inline=True)
        d.add(" " + neg.sentences(ctx, 1, [neg.NUMERIC, neg.SCORES]) + "\n")
        if r.random() < 0.6:
            d.f("Staying at {l} during treatment (from {t}); ", l=P(r.choice(["Wirralie Lodge", "Wattle House",
                                                                               "Heron House", "Shearwater Lodge"]), "LOCATION_OTHER"),
                t=P(ctx.town, "CITY"))
            d.f("{rel} {n} visiting at weekends.\n", rel=r.choice(["wife", "husband", "daughter", "son"]),
                n=pname(ctx, "first", "FAMILY", ctx.person()))
        if r.random() < 0.5:
            d.f("Transport: " + r.choice(["drives self, car ", "daughter drives, reg ", "volunteer driver, vehicle "]) + "{v}.\n",
                v=P(ctx.vehicle(), "VEHICLE"))
        d.line("Plan: continue. Weekly review {wd}.", wd=ctx.date(ctx.d_after(5, 7), "weekday"))
    else:
        d.line("Completed {dose} on {dt} without interruption" + r.choice(["", " (1 day gap - bank holiday)", " - 2 days lost to machine service"]) + ".",
               dose=dose, dt=ctx.date(finish, r.choice(["dmy", "dth", "dmon"])))
        d.line("Acute toxicity: " + r.choice(["CTCAE G1 dermatitis", "G2 oesophagitis", "G1 fatigue", "G2 proctitis"]) + ".")
        d.line("Follow-up: {x} clinic {when}; PSA/CT as per protocol.", x=dname(ctx, ctx.cons, "dr_last"),
               when=ctx.date(ctx.d_after(40, 90), r.choice(["monthy", "dmy", "mon_y"])))
        d.line("Summary sent to {g}, {p} and {h}.", g=dname(ctx, ctx.gp, "dr_init"), p=P(ctx.gpprac, "HOSPITAL"),
               h=P(ctx.hosp2, "HOSPITAL"))
    d.line()
    kind2, num = ctx.license("presc")
    d.line("Signed: {x}, Therapeutic Radiographer (" + kind2 + " {l})", x=dname(ctx, None, "full"), l=P(num, "LICENSE"))
    if r.random() < 0.5:
        d.line("Checked: {x} {dt} " + f"{r.randint(8, 17):02d}:{r.randint(0, 59):02d}",
               x=dname(ctx, None, "dr_init"), dt=ctx.date(style="dmy"))
    return d


def g_haem_letter(ctx):
    r, d = ctx.r, Doc()
    dz = narr.pick_disease(ctx, "haem")
    header(ctx, d, r.choice(["Haematology Outpatient Clinic", "Haematology Clinic Letter", "CLINIC LETTER"]),
           dept=r.choice(["Department of Haematology", "Clinical Haematology", "Haematology & Transfusion"]))
    d.line("Clinic date: {c}    Typed: {t}", c=ctx.date(style=r.choice(["dmy", "dmon", "dth"])),
           t=ctx.date(ctx.d_after(1, 6), "dmy"))
    d.line()
    d.line("{g}", g=dname(ctx, ctx.gp, "dr_full"))
    d.line("{pr}", pr=P(ctx.gpprac, "HOSPITAL"))
    d.line("{a}", a=address(ctx))
    d.line()
    d.line("Dear Dr {g},", g=P(ctx.gp.last, "DOCTOR"))
    d.line()
    nl, nid = ctx.natid()
    d.line("Re: {n}, DOB {dob}, " + nl + " {h}", n=pname(ctx, r.choice(["title_full", "full", "CAPS"])),
           dob=ctx.date(ctx.dob, "dmy"), h=P(nid, "HEALTHPLAN"))
    d.line("    {a}", a=address(ctx))
    d.line()
    d.line("Diagnosis:")
    d.line("1. {x}, diagnosed {dt}", x=dz[0], dt=ctx.date(ctx.d_before(100, 2000), r.choice(["monthy", "mon_y", "year", "dmy"])))
    d.line(r.choice(["2. ", "   - "]) + r.choice(ctx.det[4]))
    d.line("Current treatment: " + r.choice([dz[1], "watch and wait", "maintenance rituximab 2-monthly",
                                               "lenalidomide maintenance 10 mg", "imatinib 400 mg OD"]))
    d.line()
    p = "He" if ctx.sex == "M" else "She"
    rel, fam, fnm = narr.rel_piece(ctx)
    d.f("I reviewed {n} in clinic today, accompanied by " + ("his" if ctx.sex == "M" else "her") + f" {rel}" + " {f}. ",
        n=pname(ctx, r.choice(["title", "first"])), f=fnm)
    d.add(r.choice([f"{p} feels well and has returned to work part-time. ", f"{p} reports ongoing fatigue. ",
                    f"{p} had a chest infection over ", f"{p} reports no B symptoms. "]))
    if d.parts[-1].endswith("over "):
        d.add([P(r.choice(PL.HOLIDAYS[ctx.c]), "DATE"), " treated by the GP with doxycycline. "])
    d.add(neg.sentences(ctx, 2, [neg.WORDS, neg.EPONYM]) + "\n")
    if r.random() < 0.6:
        d.f("{p} was previously under {x} at {h} until {dt}. ", p=p, x=dname(ctx, None, "dr_init"),
            h=P(ctx.hosp2, "HOSPITAL"), dt=ctx.date(ctx.d_before(200, 900), r.choice(["year", "monthy"])))
    if r.random() < 0.5:
        d.f("{p} is due to travel to {c} to see family over {h}; ", p=p,
            c=P(r.choice(PL.COUNTRIES), "COUNTRY"), h=P(r.choice(PL.HOLIDAYS[ctx.c]), "DATE"))
        d.add("travel insurance letter provided.\n")
    else:
        d.add("\n")
    d.line()
    d.line("Results today:")
    fbc(ctx, d)
    chem(ctx, d)
    d.line("Paraprotein / film: " + r.choice(["IgG kappa 12 g/L (stable).", "film - no blasts.", "sFLC ratio 3.1.",
                                              "reticulocytes 88.", "BCR-ABL 0.01% IS (MR4)."]))
    d.line()
    d.line("Plan:")
    for i, pl in enumerate(r.sample(["Continue current treatment.", "Repeat bloods with GP in 4 weeks.",
                                     "Bone marrow to restage after cycle 4.", "Zoledronic acid to continue.",
                                     "Shingrix vaccination recommended.", "Refer to transplant team at {tx}.",
                                     "Review in 3 months with FBC, U&E, LFT, SPEP.", "Add aciclovir prophylaxis."], 3), 1):
        d.line(f"{i}. {pl}", tx=P(r.choice(PL.TX_CENTRES[ctx.c]), "HOSPITAL"))
    d.line("Next appointment: {dt}", dt=ctx.date(ctx.d_after(30, 120), r.choice(["dmy", "monthy", "dth"])))
    d.line("If there are any concerns please contact the haematology CNS team on {p} or {e}.",
           p=P(ctx.phone(False), "PHONE"), e=P(ctx.email(generic=r.choice(["haem.cns", "haematology.nurses", "haemcns"])), "EMAIL"))
    signature(ctx, d, ctx.cons, "Consultant Haematologist")
    transcription(ctx, d)
    cc_block(ctx, d)
    return d


def g_path(ctx):
    r, d = ctx.r, Doc()
    dz = narr.pick_disease(ctx)
    bm = ctx.dz_key in narr.HAEM and r.random() < 0.8
    lab = r.choice(PL.LABS)
    d.line("{l}", l=P(lab, "ORGANIZATION") if r.random() < 0.5 else P(ctx.hosp.upper(), "HOSPITAL"))
    d.line("BONE MARROW REPORT" if bm else r.choice(["HISTOPATHOLOGY REPORT", "CELLULAR PATHOLOGY REPORT"]))
    d.line("-" * 50)
    d.line("Lab No: {l}    Received: {rc} {t}", l=P(ctx.idnum("spec"), "IDNUM"),
           rc=ctx.date(ctx.d_before(3, 10), r.choice(["dmy", "dash", "iso"])), t=f"{r.randint(8, 17):02d}:{r.randint(0, 59):02d}")
    d.line("Reported: {rp}    Status: " + r.choice(["FINAL", "SUPPLEMENTARY", "AMENDED"]),
           rp=ctx.date(style=r.choice(["dmy", "dash", "iso"])))
    d.line("Surname: {s}  Forename(s): {f}", s=P(ctx.pt.last.upper(), "PATIENT"),
           f=P(ctx.pt.first + (" " + ctx.pt.mid if ctx.pt.mid else ""), "PATIENT"))
    d.line("DOB: {dob}  Sex: {s}  " + ctx.mrn_label() + ": {m}", dob=ctx.date(ctx.dob, "dmy"), s=ctx.sex,
           m=P(ctx.mrn(), "MRN"))
    loc = r.choice(PL.WARDS + PL.DAY_UNITS)
    d.line("Location: {w}" + (" Bed {b}" if r.random() < 0.5 else ""), w=P(loc, "HOSPITAL"),
           b=P(str(r.randint(1, 30)), "LOCATION_OTHER"))
    d.line("Requested by: {x}   Consultant: {c}", x=dname(ctx, None, "dr_init"), c=dname(ctx, ctx.cons, "dr_last"))
    d.line("Encounter: {e}", e=P(ctx.account(), "ACCOUNT"))
    d.line()
    d.line("CLINICAL DETAILS: {a} " + ("M" if ctx.sex == "M" else "F") + ". " +
           r.choice([f"?{dz[0].split(',')[0]}.", f"Known {dz[0]} - restaging.", dz[2].capitalize() + ".",
                     "Day 28 post induction." if bm else "Imaging suspicious."]), a=P(str(ctx.age), "AGE"))
    d.line()
    if bm:
        d.line("SPECIMEN: Bone marrow aspirate and trephine, " + r.choice(["right PSIS", "left PSIS", "sternum (aspirate only)"]))
        d.line("Aspirate: " + r.choice(["particulate and cellular. ", "aparticulate, haemodilute. "]) +
               f"Blasts {r.randint(1, 78)}%, plasma cells {r.randint(1, 60)}%. M:E ratio {r.randint(1, 6)}:1. " +
               r.choice(["Auer rods seen.", "Dysplasia in >10% of granulocytes.", "No ring sideroblasts on Perls stain.",
                         "Occasional Howell-Jolly bodies on PB film."]))
        d.line(f"Trephine: {r.randint(12, 28)} mm core, cellularity {r.randint(5, 95)}%. " +
               r.choice(["Reticulin grade MF-1.", "CD138 highlights sheets of plasma cells.", "No lymphoma infiltration.",
                         "Paratrabecular lymphoid aggregates, CD20+."]))
        d.line("Flow cytometry ({f}): " + r.choice(["CD34+ CD117+ myeloid blasts 24% of events.",
                                                    "kappa-restricted CD5+ CD23+ B cells.", "no abnormal population.",
                                                    "MRD negative at 10^-5."]), f=P(ctx.idnum("flow"), "IDNUM"))
        d.line("Cytogenetics ({c}, {lab}): " + r.choice(["46,XY[20].", "pending.", "t(9;22)(q34;q11.2) - Philadelphia positive.",
                                                         "del(17p) not detected.", "complex karyotype."]),
               c=P(ctx.idnum("cyto"), "IDNUM"), lab=P(r.choice(PL.LABS), "ORGANIZATION"))
    else:
        d.line("SPECIMEN: " + dz[3])
        d.line("MACROSCOPY: " + r.choice(["Three cores, 8-14 mm.", "Node 22 x 15 x 10 mm, bisected.",
                                           "Wide local excision 60 x 45 x 30 mm, orientated with sutures.",
                                           "Multiple fragments, 12 mm aggregate."]) + " (" + "{x})", x=P(initials(ctx.staff()), "DOCTOR"))
        d.line("MICROSCOPY / IHC: " + ctx.det[1] + ".")
        if ctx.det[2] != "n/a":
            d.line("Molecular ({m}): " + ctx.det[2] + ".", m=P(ctx.idnum("mol"), "IDNUM"))
    d.line()
    d.line("CONCLUSION: " + dz[0] + (". " + neg.code(ctx) if r.random() < 0.6 else "."))
    d.line()
    kind, num = ctx.license("med")
    d.line("Reported by: {x}, Consultant " + ("Haematologist" if bm else "Histopathologist") + " (" + kind + " {l})",
           x=dname(ctx, None, "dr_full"), l=P(num, "LICENSE"))
    if r.random() < 0.5:
        d.line("Authorised electronically {dt} by {u}", dt=ctx.date(style="dmy"), u=P(ctx.username(ctx.staff()), "USERNAME"))
    d.line("Copy to: {x}, {h}; MDT coordinator ({e})", x=dname(ctx, ctx.cons, "dr_init"),
           h=P(r.choice([ctx.hosp, ctx.hosp2]), "HOSPITAL"), e=P(ctx.email(generic="mdt.coordinator"), "EMAIL"))
    if r.random() < 0.4:
        d.line("Results portal: {u}", u=P(ctx.url("results"), "URL"))
    return d
