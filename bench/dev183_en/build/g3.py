"""Genres: wound surveillance log, MDT meeting outcome list, discharge letter."""
import clin as C
import common as K
import pools as PL
from nb import P


def wound_log(ctx, nb):
    r = ctx.r
    pt = ctx.patient()
    surg = ctx.doc(surgeon=True)
    nurses = [ctx.staff() for _ in range(3)]
    cardiac = r.random() < 0.6
    proc = r.choice(C.PROCS_CARDIAC if cardiac else C.PROCS_VASC)
    nb.add(r.choice(["SURGICAL SITE INFECTION SURVEILLANCE - WOUND LOG\n", "SSI Surveillance Record\n",
                     "Wound surveillance log (post-op)\n", "WOUND ASSESSMENT / SSI LOG\n"]))
    nb.add(ctx.H(), " - ", r.choice(["Infection Prevention & Control", "Cardiothoracic Surgery", "Vascular Surgery",
                                     "Surveillance Nurse Team"]), "\n\n")
    K.banner(ctx, nb, pt, style=r.choice([0, 1, 3]))
    if r.random() < 0.3:
        nb.add("(Pt ", pt.ini(), " - surveillance cohort no. ", ctx.idnum("ref"), ")\n")
    nb.add("Procedure: ", proc[0], "   Date of surgery: ", ctx.do(0), "\n")
    nb.add("Surgeon: ", surg.t(), "   Ward: ", ctx.ward(), "\n")
    nb.add("Wound class: ", r.choice(["clean", "clean-contaminated"]), "   ASA ", str(r.randint(2, 4)),
           "   Duration ", str(r.randint(95, 420)), " min   Prophylaxis: ",
           r.choice(["cefuroxime 1.5g + gentamicin", "cefazolin 2g", "flucloxacillin + gent", "teicoplanin (pen allergy)"]),
           "\n")
    sites = ["Sternum", "L leg (EVH)", "R leg (open GSV)"] if cardiac else ["L groin", "R groin", "Neck", "Laparotomy"]
    sites = sites[: r.randint(1, len(sites))]
    nb.add("Sites monitored: ", ", ".join(sites), "\n\n")
    sep = r.choice([" | ", "  ", "\t"])
    nb.add(sep.join(["Date", "POD", "Site", "Findings", "ASEPSIS", "By"]), "\n")
    pods = sorted(r.sample(range(1, 30), r.randint(4, 8)))
    infected = r.random() < 0.45
    for pod in pods:
        d = ctx.day(pod)
        site = r.choice(sites)
        if infected and pod > 5:
            f = r.choice(["erythema 2-3cm", "serous ooze", "purulent discharge", "dehiscence 1.5cm", "cellulitis spreading"])
        else:
            f = r.choice(["clean & dry", "healing well", "minor bruising", "erythema <1cm", "clips intact"])
        who = r.choice(nurses)
        nb.add(ctx.d(d), sep, str(pod), sep, site, sep, f, sep, str(r.randint(0, 25) if infected else r.randint(0, 6)), sep)
        k = r.randrange(3)
        nb.add(who.user() if k == 0 else (who.ini() if k == 1 else who.sl()))
        nb.add("\n")
    nb.add("\n")
    if infected:
        nb.add("Wound swab ", ctx.dshort(ctx.day(pods[-1] - 1)), " - lab no. ", ctx.idnum("lab"), ": ",
               r.choice(["MSSA", "MRSA", "Pseudomonas aeruginosa", "Coag-neg staph (?contaminant)", "E. coli",
                         "no growth"]), "\n")
        nb.add("Classification: ", r.choice(["Superficial incisional SSI (CDC)", "Deep incisional SSI",
                                             "Organ/space SSI - mediastinitis", "Not SSI - haematoma only"]), "\n")
        if r.random() < 0.5:
            nb.add("Readmitted ", ctx.do(pods[-1]), " to ", ctx.ward(), " for IV abx", r.choice(["", " + VAC", " + washout"]),
                   ".\n")
    else:
        nb.add("No SSI criteria met during in-patient stay.\n")
    nb.add("\nPost-discharge surveillance:\n")
    pd = ctx.day(30 + r.randint(0, 4))
    k = r.randrange(3)
    if k == 0:
        nb.add("Day 30 phone questionnaire ", ctx.d(pd), " - pt contacted on ", ctx.phone(mobile=True), ": ",
               r.choice(["no concerns", "GP gave oral abx for redness", "wound healed", "some ooze from leg wound"]), ".\n")
    elif k == 1:
        nb.add("Questionnaire posted ", ctx.d(ctx.day(21)), " to ", ctx.addr(), "; returned ", ctx.d(pd), ".\n")
    else:
        nb.add("Unable to contact pt (", ctx.phone(), ") - message left with ", ctx.rel(ctx.fam()), " ", ctx.fam().fi(),
               ". GP practice ", ctx.practice(), " contacted ", ctx.d(pd), ".\n")
    if r.random() < 0.4:
        nb.add("Community nursing: ", P(r.choice(["Northside DN Team", "Harbour Community Nursing", "Eastfield District Nurses",
                                                  "Bayside Community Health"]), "HOSPITAL"), " ",
               ctx.phone(), "\n")
    if r.random() < 0.4:
        nb.add("Data submitted to ", r.choice(["UKHSA SSISS", "HPSC", "VICNISS", "national SSI surveillance"]), " - case ref ",
               ctx.idnum("ref"), "\n")
    nb.add("Surveillance nurse: ", nurses[0].full(), r.choice(["", ", IPC Nurse", " (CNS)"]), "\n")
    if r.random() < 0.4:
        nb.add("Contact: ", nurses[0].email(ctx.domain), "\n")


def mdt(ctx, nb):
    r = ctx.r
    vasc = r.random() < 0.5
    chair = ctx.doc(surgeon=True)
    coord = ctx.staff()
    d0 = ctx.day(0)
    nb.add(r.choice(["VASCULAR MDT - OUTCOMES\n", "Vascular Multidisciplinary Meeting - outcome list\n"]) if vasc else
           r.choice(["HEART TEAM MDT OUTCOMES\n", "Cardiothoracic MDM - outcomes\n", "Joint Cardiac Surgery / Cardiology MDT\n"]))
    nb.add(ctx.H(), "   ", ctx.dwk(d0) if r.random() < 0.5 else ctx.d(d0), "\n")
    nb.add("Chair: ", chair.tf(), "   Coordinator: ", coord.full(), " (", ctx.phone(ext=True), ")\n")
    att = [ctx.doc(surgeon=r.random() < 0.5) for _ in range(r.randint(3, 6))]
    nb.add("Present: ")
    for i, a in enumerate(att):
        if i:
            nb.add(", ")
        nb.add(a.t() if r.random() < 0.6 else a.sl())
    nb.add(r.choice([", radiology, CNS team\n", ", IR, anaes, CNS\n", "\n"]))
    if r.random() < 0.5:
        nb.add("Remote link: ", ctx.url(), "\n")
    nb.add("\n")
    for i in range(r.randint(4, 7)):
        pt = ctx.patient()
        ag = P(str(r.randint(45, 91)), "AGE")
        nb.add("%d. " % (i + 1))
        k = r.randrange(3)
        if k == 0:
            nb.add(pt.lf(upper=True), "  ", ag, pt.sex, "  ", r.choice(["MRN", "RN", "Hosp"]), " ", ctx.mrn())
        elif k == 1:
            nb.add(pt.full(), " (DOB ", ctx.d(ctx.day(-r.randint(45, 90) * 365 - r.randint(0, 300))), ") ",
                   ctx.mrn())
        else:
            nb.add(pt.tf(), ", ", ag, "y, ", ctx.nhs() if ctx.c == "UK" else ctx.mrn())
        if r.random() < 0.6:
            nb.add("  Ref: ", ctx.doc().t(), ", ", ctx.H2() if r.random() < 0.6 else ctx.practice())
        nb.add("\n")
        if vasc:
            nb.add("   Hx: ", r.choice(C.VASC_SX), ". ", r.choice(C.VASC_EXAM), "\n")
            nb.add("   Imaging: ", r.choice(["CTA ", "Duplex ", "MRA "]), ctx.dshort(ctx.day(-r.randint(3, 30))), " - ",
                   r.choice(["SFA occlusion 12cm, good run-off", "R ICA 80% (NASCET)", "AAA 6.1cm, neck 22mm suitable EVAR",
                             "aorto-iliac disease TASC D", "popliteal aneurysm 2.8cm with thrombus"]), "\n")
            out = r.choice(["For L CEA - list within 14 days", "For EVAR - consent in clinic",
                            "For angioplasty +/- stent (IR)", "BMT and surveillance", "For fem-pop bypass",
                            "Palliative - not for intervention", "For primary amputation after discussion w family"])
        else:
            nb.add("   Hx: ", r.choice(["3VD, LMS", "severe AS, frail", "severe MR", "ascending aorta 5.4cm",
                                        "endocarditis MV, vegetation 12mm", "CTO RCA + LAD"]), "; ", C.echo(r), "\n")
            out = r.choice(["For CABG - routine list", "For TAVI work-up (TF)", "For MV repair (minimally invasive)",
                            "Medical therapy - re-discuss if symptoms progress", "Urgent in-house CABG",
                            "For PCI to LMS (high surgical risk)", "For Bentall - elective"])
        nb.add("   OUTCOME: ", out, "\n")
        ac = r.randrange(4)
        if ac == 0:
            nb.add("   Action: ", ctx.doc().sl(), " to see in clinic ", ctx.dshort(ctx.day(r.randint(5, 30))), "\n")
        elif ac == 1:
            nb.add("   Action: letter to GP + pt; coordinator to book. MDT ref ", ctx.idnum("mdt"), "\n")
        elif ac == 2:
            f = ctx.fam()
            nb.add("   Action: discuss with ", ctx.rel(f), " ", f.fi(), " (LPA) - ", ctx.phone(mobile=True), "\n")
        else:
            nb.add("   Action: repeat imaging in ", r.choice(["3", "6", "12"]), "/12\n")
    nb.add("\nNext MDT: ", ctx.d(ctx.day(7)), ". Referrals to ", ctx.email(r.choice(["mdt.coordinator", "vascular.mdt",
                                                                                    "heartteam"])),
           r.choice([" by 12:00 the day before.", " (use proforma).", "."]), "\n")


def discharge(ctx, nb):
    r = ctx.r
    pt = ctx.patient()
    cons = ctx.doc(surgeon=True)
    jun = ctx.doc()
    gp = ctx.doc()
    cardiac = r.random() < 0.65
    proc = r.choice(C.PROCS_CARDIAC if cardiac else C.PROCS_VASC)
    adm = -r.randint(0, 3)
    los = r.randint(4, 16)
    he = "he" if pt.sex == "M" else "she"
    K.letterhead(ctx, nb, r.choice(["Department of Cardiothoracic Surgery", "Vascular Surgery", "Cardiac Surgical Unit"]))
    nb.add("\n", r.choice(["DISCHARGE SUMMARY\n", "Discharge Letter\n", "IMMEDIATE DISCHARGE LETTER (IDL)\n",
                           "Discharge summary - to GP\n"]))
    nb.add("To: ", gp.tf(), ", ", ctx.practice(), "\n")
    K.banner(ctx, nb, pt, style=r.choice([0, 1, 2]))
    if r.random() < 0.5:
        nb.add(ctx.acc_label(), ": ", ctx.account(), "\n")
    nb.add("Admitted: ", ctx.do(adm), "   Discharged: ", ctx.do(adm + los), "   Ward: ", ctx.ward(), "\n")
    nb.add("Consultant: ", cons.tf(), "\n\n")
    nb.add("Diagnosis: ", r.choice({"cabg": ["Severe 3VD", "LMS disease, NSTEMI"], "valve": ["Severe AS", "Severe AR"],
                                    "mv": ["Severe MR", "Severe degenerative MR + TR"],
                                    "aortic": ["Acute type A aortic dissection", "Ascending aortic aneurysm 5.6cm"],
                                    "carotid": ["Symptomatic L ICA stenosis", "Symptomatic R ICA stenosis"],
                                    "bypass": ["CLTI L leg", "Lifestyle-limiting claudication R"],
                                    "aaa": ["Infrarenal AAA 5.8cm", "Aorto-iliac occlusive disease"],
                                    "evar": ["Infrarenal AAA 5.9cm"], "amp": ["Unreconstructable CLTI, wet gangrene"]}[proc[2]]),
           "\n")
    nb.add("Procedure: ", proc[0], " (", proc[1], ") on ", ctx.do(adm + r.randint(0, 2)), "\n")
    nb.add("Complications: ", "; ".join(C.pick(r, ["Post-op AF - amiodarone", "Nil", "Pleural effusion - drained",
                                                   "AKI (peak Cr 198) - resolved", "Delirium", "Superficial wound infection",
                                                   "Transfusion 2u RBC", "Chest infection - co-amoxiclav",
                                                   "Temporary pacing (CHB), resolved"], 1, 3)), "\n\n")
    nb.add("Clinical summary:\n")
    nb.add(pt.t() if r.random() < 0.6 else pt.fi(), " is a ", ctx.agep(), r.choice(["-year-old ", " yo ", " y/o "]),
           r.choice(["retired ", "", ""]), ctx.prof(), " ")
    how = r.randrange(3)
    if how == 0:
        nb.add("transferred from ", ctx.H2())
    else:
        nb.add(r.choice(["admitted electively", "admitted via ED"]))
    nb.add(" for ", proc[0], ". ", r.choice(["Uneventful post-op course. ", "Extubated day 0. ", "Slow to wean from NA. "]),
           r.choice(["Drains out POD 1, wires out POD 3. ", "Mobilising independently with physio. ",
                     "Wound reviewed - healing well. "]), "\n")
    nb.add("Discharge bloods: ", C.labs_line(r), "\n")
    if cardiac:
        nb.add("Pre-discharge echo: ", r.choice(["LVEF 50-55%", "LVEF 40%", "good biventricular function", "LVEF 35%"]),
               ", ", r.choice(["well-seated prosthesis, MPG %d mmHg, no PVL" % r.randint(8, 16), "no residual MR",
                               "trivial MR", "small global pericardial effusion (0.8cm), no tamponade",
                               "graft sites n/a, no effusion"]), "\n")
    nb.add("\nMedications on discharge:\n")
    for m in C.pick(r, C.POSTOP_MEDS, 5, 10):
        nb.add(" * ", m, "\n")
    nb.add("Changes: ", r.choice(["clopidogrel stopped", "ramipril held (AKI)", "new: amiodarone, warfarin",
                                  "metformin restarted", "nil"]), "\n")
    nb.add("Dispensed by ", ctx.pharmacy() if r.random() < 0.4 else "hospital pharmacy", ".\n\n")
    nb.add("Advice / follow-up:\n")
    agency = {"UK": "DVLA", "IE": "NDLS", "AU": "the licensing authority"}[ctx.c]
    nb.add("- ", r.choice(["No driving for 4 weeks", "No driving for 1/12 after sternotomy",
                           "Must not drive for 4/52; HGV/PSV - notify " + agency] if cardiac else
                          ["Do not drive for 2 weeks", "No driving until able to perform emergency stop",
                           "Group 2 licence holders - notify " + agency]), ".")
    if r.random() < 0.3:
        lab, v = ctx.driving(pt)
        nb.add(" (", lab, " ", v, " on file)")
    nb.add("\n- Sternal precautions / no heavy lifting 6-8 weeks.\n" if cardiac else "\n- Elevate leg, check wound daily.\n")
    nb.add("- Cardiac rehab referral sent to ", P(r.choice(["Heartbeat Cardiac Rehab", "Kingfisher Cardiac Rehab Centre",
                                                            "Heart Smart Rehab Service"]), "HOSPITAL") if r.random() < 0.5
           else "local team", ".\n")
    nb.add("- Clinic with ", cons.t(), " in 6 weeks")
    v = r.randrange(3)
    if v == 1:
        nb.add(" (", ctx.my(ctx.day(adm + los + 42)), ")")
    elif v == 2:
        nb.add(" - approx ", ctx.dshort(ctx.day(adm + los + 42)))
    nb.add(".\n")
    if r.random() < 0.5:
        nb.add("- GP: please check U&E and INR on ", ctx.dwk(ctx.day(adm + los + r.randint(3, 7))), ".\n")
    if r.random() < 0.4:
        nb.add("- Wound clinic ", ctx.phone(), "; out of hours call ", ctx.ward(), " on ", ctx.phone(ext=True), ".\n")
    nb.add("- Patient ", r.choice(["going home with ", "to stay with "]), ctx.rel(ctx.fam()), " ", ctx.fam().fi(),
           r.choice([" in ", " at "]), ctx.town(), ".\n")
    if r.random() < 0.3:
        nb.add("- Holiday planned to ", ctx.abroad(), " around ", ctx.holiday(), " - advised travel insurance, ok after 6/52.\n")
    nb.add("\n")
    if r.random() < 0.5:
        K.signoff(ctx, nb, jun, r.choice(["FY1 Cardiothoracic Surgery", "SHO to " + "Vascular", "Resident Medical Officer",
                                          "Intern, Cardiac Surgery"]), None, licence=True, typist=False)
    else:
        nb.add("Completed by: ", jun.full(), " (", r.choice(["FY2", "JHO", "RMO", "CT2"]), ") bleep ", ctx.bleep(), "\n")
        if r.random() < 0.5:
            lab, v = ctx.license("prescriber" if ctx.c == "AU" else "doc")
            nb.add(lab, ": ", v, "\n")
    K.cc_block(ctx, nb, gp, extra=[[ctx.doc().t(), ", Consultant Cardiologist, ", ctx.H2()]] if r.random() < 0.5 else [])
