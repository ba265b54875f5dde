"""Genres: surveillance duplex report, inter-hospital transfer request, cardiac rehab referral,
implant registry record."""
import clin as C
import common as K
import pools as PL
from nb import P


def duplex(ctx, nb):
    r = ctx.r
    pt = ctx.patient()
    sci = ctx.staff()
    ref = ctx.doc(surgeon=True)
    kind = r.choice(["carotid", "graft", "evar", "graft", "carotid", "aaa"])
    nb.add(r.choice(["VASCULAR LABORATORY REPORT\n", "Vascular Studies Unit - Duplex Report\n",
                     "NON-INVASIVE VASCULAR LAB\n", "Outpatient surveillance duplex\n"]))
    nb.add(ctx.H(), r.choice([", ", "\n"]), r.choice(["Vascular Lab, Level 1", "Clinical Measurement", "Vascular Science Unit",
                                                        "Outpatients Dept B"]), "   Tel ", ctx.phone(), "\n\n")
    K.banner(ctx, nb, pt, style=r.choice([0, 1, 3]))
    nb.add("Exam date: ", ctx.do(0), "   Accession: ", ctx.idnum("rad"), "\n")
    nb.add("Referrer: ", ref.t(), r.choice(["", " (vascular surgery)", ", Vascular OPD"]), "\n")
    prev = ctx.day(-r.choice([90, 180, 182, 365, 370]))
    if kind == "carotid":
        side = r.choice(["Right", "Left"])
        nb.add("Indication: ", r.choice(["surveillance of contralateral ICA stenosis", "post-CEA surveillance",
                                         "asymptomatic bruit", "6/12 f/u moderate stenosis"]), "\n\n")
        nb.add("FINDINGS\n")
        for sd in ["Right", "Left"]:
            fmt, cat = r.choice(C.DUPLEX_CAROTID)
            psv = r.randint(60, 420)
            nb.add(sd, " CCA: patent, normal waveform.\n")
            nb.add(sd, " ICA: ", fmt % (psv, r.randint(15, 160), r.uniform(0.8, 6.5)), "; ", r.choice(C.PLAQUE), ". -> ",
                   cat, "\n")
            nb.add(sd, " ECA patent. ", sd, " VA antegrade flow.\n")
        nb.add("\nCOMPARISON: previous scan ", ctx.d(prev), r.choice([" - no significant change.", " - progression on the " +
                                                                      side.lower() + ".", " - stable."]), "\n")
    elif kind == "graft":
        nb.add("Indication: graft surveillance - ", r.choice(C.PROCS_VASC[2:4])[0], " performed ", ctx.my(ctx.day(-r.randint(60, 700))),
               "\n\n")
        nb.add("Segment            PSV (cm/s)   Vr\n")
        for seg in ["Inflow CFA", "Proximal anast.", "Prox graft", "Mid graft", "Distal graft", "Distal anast.", "Outflow"]:
            nb.add("%-18s %-12d %s\n" % (seg, r.randint(35, 380), "%.1f" % r.uniform(0.8, 3.8) if r.random() < 0.5 else "-"))
        nb.add("Min graft velocity %d cm/s. ABPI %.2f (previous %.2f on " % (r.randint(25, 80), r.uniform(0.5, 1.1),
                                                                            r.uniform(0.5, 1.1)),
               ctx.dshort(prev), ").\n")
        nb.add("\nCONCLUSION: ", r.choice(["Patent graft, no significant stenosis.",
                                            "Vr 3.4 at distal anastomosis - >70% stenosis: recommend angiography.",
                                            "Graft occluded.", "Mild mid-graft stenosis (Vr 2.1) - rescan 6 weeks."]), "\n")
    elif kind == "evar":
        nb.add("Indication: post-EVAR surveillance (EVAR ", ctx.yr(r.randint(1, 8)), ")\n\n")
        nb.add("Sac diameter AP %.1f cm, TR %.1f cm (previous %.1f cm, %s).\n" % (
            r.uniform(3.8, 7.2), r.uniform(3.8, 7.2), r.uniform(3.8, 7.2), "CT"))
        nb.add("CEUS: ", r.choice(["no endoleak", "type II endoleak from IMA", "type II from lumbar, sac stable",
                                   "?type Ia endoleak - CTA advised"]), ". Limbs patent, no kinking.\n")
        nb.add("Previous: ", ctx.d(prev), "\n")
    else:
        nb.add("Indication: AAA surveillance", r.choice([" (screening programme)", "", " - 5.0-5.4cm cohort"]), "\n\n")
        nb.add("Max AP diameter (inner-inner) %.1f cm. Previous %.1f cm on " % (r.uniform(3.0, 5.8), r.uniform(3.0, 5.6)),
               ctx.d(prev), ".\n")
        nb.add(r.choice(["Iliacs not aneurysmal.", "R CIA 1.9cm.", "Mural thrombus noted."]), "\n")
    nb.add("\nRecommendation: ", r.choice(["rescan 6 months", "rescan 12 months", "refer to vascular surgeon urgently",
                                           "discuss at MDT", "no further surveillance required"]), "\n")
    nb.add("\nScanned by: ", sci.full(), r.choice([", Clinical Vascular Scientist", " AVS", ", Sonographer", " RVT"]), "\n")
    if r.random() < 0.5:
        nb.add("Reported/verified: ", ctx.staff().sl(), " ", ctx.do(r.randint(0, 2)), "\n")
    if r.random() < 0.4:
        nb.add("Scanner SN ", ctx.device(), " | images archived to PACS node ", ctx.ip(), "\n")
    if r.random() < 0.3:
        nb.add("Next appt posted to pt at ", ctx.addr(), "\n")


def transfer(ctx, nb):
    r = ctx.r
    pt = ctx.patient()
    sender = ctx.doc()
    recv = ctx.doc(surgeon=r.random() < 0.5)
    nb.add(r.choice(["INTER-HOSPITAL TRANSFER REQUEST\n", "Critical care transfer / referral form\n",
                     "Emergency aortic transfer - referral record\n", "TRANSFER REQUEST (Cardiothoracic)\n"]))
    nb.add("Referral ID: ", ctx.idnum("ref"), "   Date: ", ctx.do(0), "  Time of call: %02d:%02d\n" % (
        r.randint(0, 23), r.randint(0, 59)))
    nb.add("From: ", ctx.H2(), r.choice([" ED", " ICU", " CCU", " AMU", " - Emergency Dept"]), "\n")
    nb.add("Referring clinician: ", sender.tf(), ", ", r.choice(["ED consultant", "ICU registrar", "Medical reg", "CMO"]),
           " - direct line ", ctx.phone(), "\n")
    nb.add("Accepting: ", recv.tf(), " (", r.choice(["CTS consultant on call", "cardiac surgical SpR", "vascular on call"]),
           ") at ", ctx.H(), "\n\n")
    nb.add("PATIENT\n")
    nb.add("Name: ", pt.lf(), "   Age ", ctx.agep(), "   Sex ", pt.sex, "\n")
    nb.add("DOB: ", ctx.dob_p(), "   Local MRN ", ctx.mrn(), "\n")
    if ctx.c == "UK":
        nb.add("NHS No: ", ctx.nhs(), "\n")
    elif r.random() < 0.5:
        nb.add(ctx.hp_label(), ": ", ctx.healthplan(), "\n")
    if r.random() < 0.25:
        nb.add("Overseas visitor from ", P(r.choice(["United States", "Canada", "USA"]), "COUNTRY"),
               " - travel insurer notified; US SSN ", ctx.us_ssn(), " per passport wallet card\n")
    nb.add("Weight ~", str(r.randint(55, 120)), "kg\n\n")
    nb.add("CLINICAL\n")
    dx, ct = r.choice([
        ("Acute type A aortic dissection", "intimal flap from root to arch, R CCA involved, no pericardial fluid"),
        ("Acute type A aortic dissection", "dissection flap to bifurcation, malperfusion L kidney"),
        ("Ruptured AAA (CT)", "infrarenal AAA 7.4cm with retroperitoneal haematoma"),
        ("Symptomatic AAA 7.2cm", "AAA 7.2cm, no rupture, periaortic stranding"),
        ("Acute limb ischaemia - embolic", "abrupt cut-off L popliteal, no AAA"),
        ("Post-MI VSD", "no aortic pathology"), ("Acute MR - papillary rupture", "no aortic pathology"),
        ("Tamponade post-PCI", "pericardial effusion 2.1cm, no dissection")])
    nb.add("Dx: ", dx, r.choice([" (Stanford A / DeBakey I)", "", ""]) if "type A" in dx else "", "\n")
    nb.add("Onset ", r.choice(["tearing interscapular pain", "collapse at home", "sudden SOB", "abdo/back pain"]),
           " at %02d:%02d. " % (r.randint(0, 23), r.randint(0, 59)))
    nb.add("CT ", r.choice(["aortogram", "angio", "TAP"]), ": ", ct, ".\n")
    nb.add("Obs: HR %d, BP R arm %d/%d L arm %d/%d, GCS %d, SpO2 %d%%, lactate %.1f\n" % (
        r.randint(50, 130), r.randint(70, 190), r.randint(30, 100), r.randint(70, 190), r.randint(30, 100),
        r.randint(8, 15), r.randint(88, 100), r.uniform(0.8, 9.0)))
    nb.add("Rx given: ", ", ".join(r.sample(["labetalol infusion", "GTN infusion", "morphine 5mg", "2u O-neg",
                                             "TXA 1g", "metaraminol", "intubated (RSI)", "heparin 5000u"], 3)), "\n")
    nb.add("Images: pushed via ", r.choice(["IEP", "image exchange", "PACS link"]), ", accession ", ctx.idnum("rad"), "\n")
    nb.add("Bloods: ", C.labs_line(r), "\n\n")
    nb.add("LOGISTICS\n")
    k = r.randrange(3)
    svc = {"UK": ["Ambulance service (HEMS declined - weather)", "Critical care transfer team", "Emergency ambulance"],
           "IE": ["NAS ambulance", "Mobile ICU (MICAS)", "Air Corps - stood down"],
           "AU": ["Retrieval service (road)", "RFDS fixed wing", "Adult retrieval team (helicopter)"]}[ctx.c]
    nb.add("Transport: ", r.choice(svc), ", ETA ", str(r.randint(25, 180)), " min\n")
    if r.random() < 0.6:
        nb.add("Vehicle reg: ", ctx.vehicle(), "  crew lead ", ctx.staff().full(), "\n")
    nb.add("Receiving area: ", r.choice(["straight to theatre", "CTICU", "resus", "hybrid theatre"]), ", bed ",
           P(str(r.randint(1, 14)), "LOCATION_OTHER"), "\n")
    nb.add("Escort: ", r.choice(["anaesthetist + ODP", "ICU nurse", "paramedic"]), "\n")
    f = ctx.fam()
    nb.add("Family: ", ctx.rel(f), " ", f.full() if r.random() < 0.5 else f.fi(), r.choice([" travelling by car", " informed",
                                                                                          " en route"]))
    nb.add(" - ", ctx.phone(mobile=True), "\n")
    if r.random() < 0.4:
        nb.add("Pt's own car left in ", ctx.H2(), " car park, reg ", ctx.vehicle(), " - security informed.\n")
    if r.random() < 0.3:
        nb.add("Pt works as ", ctx.prof(), " at ", ctx.employer(), " - colleague called 999/000.\n")
    nb.add("\nAccepted ", r.choice(["- yes", "YES", "pending theatre availability"]), ". Form completed by ",
           r.choice([recv.sl(), ctx.staff().full()]), r.choice([" (bed bureau)", " (flow coordinator)", ""]), "\n")
    if r.random() < 0.4:
        nb.add("Logged on referral portal ", ctx.url(), " by ", recv.user(), "\n")


def rehab(ctx, nb):
    r = ctx.r
    pt = ctx.patient()
    ref = ctx.staff()
    gp = ctx.doc()
    cons = ctx.doc(surgeon=True)
    proc = r.choice(C.PROCS_CARDIAC[:10] + C.PROCS_VASC[2:8])
    nb.add(r.choice(["CARDIAC REHABILITATION REFERRAL\n", "Referral to Cardiac Rehab (Phase II/III)\n",
                     "Cardiac Rehabilitation Programme - Referral Form\n", "Vascular/Cardiac rehab & secondary prevention referral\n"]))
    nb.add("To: ", P(r.choice(["Kingfisher Cardiac Rehab Centre", "Heartbeat Cardiac Rehab", "Westside Heart Health Program",
                               "Heart Smart Rehab Service", "Riverside Cardiac Rehab Unit", "Carrowmore Heart Rehab"]), "HOSPITAL"), "   Email ",
           ctx.email("cardiac.rehab"), "\n")
    nb.add("From: ", ref.full(), ", ", r.choice(["Cardiac Rehab Nurse", "CNS Cardiothoracic", "Ward 'Heart Nurse'",
                                                 "Physiotherapist"]), ", ", ctx.H(), "  ", ctx.phone(ext=True), "\n")
    refd = r.randint(4, 12)
    nb.add("Date of referral: ", ctx.do(refd), "\n\n")
    nb.add("Name: ", pt.tf(), "\n")
    nb.add("DOB: ", ctx.dob_p(), " (", ctx.agep(), ")   Gender: ", r.choice(["Male", "M"]) if pt.sex == "M" else r.choice(["Female", "F"]),
           "\n")
    nb.add("Address: ", ctx.addr(), "\n")
    nb.add("Home tel: ", ctx.phone(), "   Mobile: ", ctx.phone(mobile=True), "\n")
    if r.random() < 0.6:
        nb.add("Email: ", pt.email(r.choice(["example.com", "example.net", "example.org"])), "\n")
    nb.add(r.choice(["MRN", "Hospital no", "UR"]), ": ", ctx.mrn())
    if ctx.c == "UK":
        nb.add("   NHS: ", ctx.nhs())
    nb.add("\n")
    if r.random() < 0.7:
        nb.add(ctx.ssn_label(), ": ", ctx.ssn(), r.choice(["", " (for benefits/fit note)", " - carer payment"]), "\n")
    if ctx.c == "AU":
        nb.add(ctx.hp_label(), ": ", ctx.healthplan())
        if r.random() < 0.4:
            nb.add("   DVA Gold card ", ctx.dva())
        nb.add("\n")
    elif r.random() < 0.5:
        nb.add(ctx.hp_label(), ": ", ctx.healthplan(), "\n")
    if r.random() < 0.3:
        nb.add("Private health: ", ctx.insurer(), " member ", ctx.fund_no(), "\n")
    nb.add("GP: ", gp.tf(), ", ", ctx.practice(), ", ", ctx.town(), "\n")
    K.nok_line(ctx, nb, pt)
    if r.random() < 0.4:
        lang, ctry = r.choice([("Polish (interpreter)", "Poland"), ("Greek", "Greece"), ("Punjabi", "India"),
                               ("Vietnamese", "Vietnam"), ("Italian", "Italy"), ("English", "South Africa"),
                               ("English", "New Zealand"), ("Tagalog/English", "Philippines"), ("Arabic", "Lebanon")])
        nb.add("Country of birth: ", P(ctry, "COUNTRY"), "   Language: ", lang, "\n\n")
    else:
        nb.add("Country of birth: ", ctx.home_country(), "   Language: ",
               r.choice(["English", "English", "Irish/English"] if ctx.c == "IE" else ["English"]), "\n\n")
    nb.add("Procedure: ", proc[0], " on ", ctx.do(0), " by ", cons.t(), "\n")
    nb.add("Discharged: ", ctx.do(refd - r.randint(0, 2)), "\n")
    nb.add("LVEF: ", r.choice(["55%", "45-50%", "35%", "not documented"]), "   Risk: ", r.choice(["low", "moderate", "high"]),
           "\n")
    nb.add("Risk factors: ", ", ".join(C.pick(r, ["smoker", "ex-smoker", "HTN", "T2DM", "dyslipidaemia", "obesity",
                                                  "sedentary", "FHx premature CAD", "high alcohol", "stress"], 2, 5)), "\n")
    nb.add("Comorbidities: ", "; ".join(C.pick(r, C.PMH, 2, 4)), "\n")
    nb.add("Mobility: ", r.choice(["independent", "walking stick", "frame", "limited by claudication", "R BKA - prosthesis"]),
           "\n\n")
    nb.add("Occupation / return to work: ")
    k = r.randrange(3)
    if k == 0:
        nb.add(ctx.prof(), " at ", ctx.employer(), "; hopes to return ", r.choice(["in 3 months", "after phased return",
                                                                                  "part time"]), ".\n")
    elif k == 1:
        nb.add("retired ", ctx.prof(), ".\n")
    else:
        nb.add(ctx.prof(), " - ", r.choice(["self-employed, worried about income", "on sick leave",
                                            "fit note issued 8 weeks"]), ".\n")
    drv = r.choice(["holds car licence - advised no driving 4 weeks", "Group 2 (HGV) licence - must not drive, inform agency",
                    "doesn't drive", "advised per licensing guidance"])
    nb.add("Driving: ", drv)
    if drv != "doesn't drive" and r.random() < 0.45:
        lab, v = ctx.driving(pt)
        nb.add("; ", lab, " ", v)
    nb.add("\n")
    if r.random() < 0.4:
        nb.add("Transport to sessions: ", r.choice(["wife drives", "son drives", "community transport", "own car"]),
               ", vehicle reg ", ctx.vehicle(), " for parking\n")
    nb.add("Preferred sessions: ", r.choice(["group - hospital gym", "home-based (telehealth)", "community centre"]),
           r.choice(["", " - mornings only", " - after 3pm (work)"]))
    if r.random() < 0.4:
        nb.add("; first available ", ctx.dwk(ctx.day(r.randint(14, 21))))
    nb.add("\n")
    if r.random() < 0.4:
        nb.add("Telehealth link: ", ctx.url(), "\n")
    nb.add("Goals: ", r.choice(["return to golf", "walk to shops", "back to work on farm", "lose weight", "stop smoking",
                                "dance at granddaughter's wedding"]), "\n")
    nb.add("\nReferrer signature: ", ref.sl(), "  ", ctx.do(refd), "\n")
    if r.random() < 0.5:
        lab, v = ctx.license("nurse")
        nb.add(lab, " ", v, "\n")


def registry(ctx, nb):
    r = ctx.r
    pt = ctx.patient()
    surg = ctx.doc(surgeon=True)
    clerk = ctx.staff()
    cardiac = r.random() < 0.6
    proc = r.choice(C.PROCS_CARDIAC if cardiac else [p for p in C.PROCS_VASC if p[2] != "amp"])
    nb.add(r.choice(["IMPLANT REGISTRY RECORD\n", "Implant tracking / registry submission\n",
                     "Device & implant register - theatre entry\n", "REGISTRY DATA FORM (auto-generated)\n"]))
    nb.add("Record ID: ", ctx.idnum("ref"), "   Created: ", ctx.d(ctx.day(r.randint(0, 2)), 9),
           "T%02d:%02d:%02d\n" % (r.randint(8, 20), r.randint(0, 59), r.randint(0, 59)))
    nb.add("Site: ", ctx.H(), "\n")
    nb.add("Entered by: ", clerk.user(), " (", clerk.full(), ")", r.choice(["", ", Theatre Data Clerk", ", Audit Officer"]),
           "\n")
    if r.random() < 0.6:
        nb.add("Workstation IP: ", ctx.ip(), "\n")
    if r.random() < 0.35:
        nb.add("Sign-on: biometric (", r.choice(["fingerprint", "palm-vein"]), ") ID ", ctx.bioid(), "\n")
    nb.add("\n[PATIENT]\n")
    nb.add("Surname: ", pt.la(), "\nForename: ", pt.fi(), "\n")
    nb.add("DOB: ", ctx.dob_p(9 if r.random() < 0.5 else None), "  Age at op: ", ctx.agep(), "  Sex: ", pt.sex, "\n")
    nb.add("MRN: ", ctx.mrn(), "\n")
    if ctx.c == "UK":
        nb.add("NHS number: ", ctx.nhs(), "\n")
    else:
        nb.add(ctx.hp_label(), ": ", ctx.healthplan(), "\n")
    nb.add("Postcode: ", P(ctx.place()["pc"], "ZIP"), "\n")
    if r.random() < 0.4:
        nb.add(ctx.acc_label(), ": ", ctx.account(), "\n")
    nb.add("\n[PROCEDURE]\n")
    nb.add("Date: ", ctx.d(ctx.day(0), 9), "\nProcedure: ", proc[0], "\nDetail: ", proc[1], "\n")
    lab, v = ctx.license("doc")
    nb.add("Operating surgeon: ", surg.lf(upper=False), "  ", lab, ": ", v, "\n")
    nb.add("Priority: ", r.choice(["elective", "urgent", "emergency"]))
    if cardiac:
        nb.add("   EuroSCORE II: %.2f" % r.uniform(0.6, 15))
    else:
        nb.add("   GAS/VQI risk: %s" % r.choice(["low", "intermediate", "high"]))
    nb.add("\n\n[IMPLANTS]\n")
    pool = C.IMPLANTS[proc[2]]
    for i, item in enumerate(r.sample(pool, r.randint(1, min(3, len(pool))))):
        nb.add("%d) " % (i + 1), item,
               "\n   Manufacturer REF: ", r.choice(["11000A", "T505C18", "ETL1616C93", "AF0040", "4450-25", "SP-700"]),
               "\n   Serial: ", ctx.device(), "\n")
        if r.random() < 0.3:
            nb.add("   Implant card issued; holder/accessory SN ", ctx.device(), "\n")
    nb.add("\n[OUTCOME AT 30 DAYS]\n")
    nb.add("Status: ", r.choice(["alive", "alive - readmitted", "died"]), "   Follow-up source: ",
           r.choice(["phone call", "GP record", "clinic letter"]), " ", ctx.d(ctx.day(30)), "\n")
    if r.random() < 0.4:
        nb.add("Patient implant card posted to ", ctx.addr(), "\n")
    nb.add("\nSubmitted to ", ctx.url(), r.choice([" (HTTP 200)", " - OK", " - validation warnings: 2"]), "\n")
    if r.random() < 0.4:
        nb.add("Queries: ", ctx.email(r.choice(["registry", "audit.cts", "implant.register"])), " / ", ctx.phone(), "\n")
