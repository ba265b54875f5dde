"""Genres: cardiac surgery referral letter, pre-op assessment clinic note, theatre operation note."""
import clin as C
import common as K
import pools as PL
from nb import P, join


def referral(ctx, nb):
    r = ctx.r
    pt = ctx.patient()
    ref = ctx.doc()
    surg = ctx.doc(surgeon=True)
    gp = ctx.doc()
    he = "He" if pt.sex == "M" else "She"
    his = "his" if pt.sex == "M" else "her"
    # referring hospital letterhead (second hospital)
    nb.ln(ctx.H2())
    nb.ln(r.choice(["Department of Cardiology", "Cardiology Outpatients", "Cardiac Investigations Unit",
                    "Heart Failure & Cardiology Service"]))
    nb.w("Tel {t}  Fax {f}\n", t=ctx.phone(ext=r.random() < 0.4), f=ctx.fax())
    if r.random() < 0.5:
        nb.w("Email: {e}\n", e=ctx.email(r.choice(["cardiology.secs", "cath.lab", "cardiology"])))
    nb.add("\n")
    nb.w("Date: {d}\n", d=ctx.do(-r.randint(0, 2)))
    if r.random() < 0.5:
        nb.w("Our ref: {a}/{b}\n", a=P((ref.first[0] + ref.last[0]).upper(), "DOCTOR"), b=ctx.staff().typist())
    nb.add("\n")
    nb.w("{s}\nConsultant Cardiothoracic Surgeon\n{h}\n", s=surg.tf(), h=ctx.H())
    if r.random() < 0.5:
        nb.w("{c}\n", c=ctx.hcity())
    nb.add("\n")
    nb.add("Dear ", surg.t(), r.choice([",\n\n", "\n\n"]))
    K.banner(ctx, nb, pt, style=r.choice([0, 2, 2, 3]))
    if r.random() < 0.4:
        nb.w("UBRN/Referral ID: {x}\n", x=ctx.idnum("ref"))
    nb.add("\n")
    nb.add(r.choice(["Diagnosis:\n", "Diagnoses:\n", "Problem list:\n"]))
    dx = r.sample(["Severe 3 vessel CAD", "Severe symptomatic aortic stenosis", "Severe degenerative MR",
                   "LMS disease", "NSTEMI (in-patient)", "Dilated ascending aorta", "Moderate LV impairment",
                   "CCS class III angina", "NYHA III dyspnoea", "Paroxysmal AF"], 3)
    for i, x in enumerate(dx):
        nb.add("%d. %s\n" % (i + 1, x))
    nb.add("\n")
    nb.add(r.choice(["Thank you for seeing ", "I would be grateful for your opinion on ", "Many thanks for reviewing ",
                     "I would be gratefull if you could see "]))
    nb.add(pt.any() if r.random() < 0.6 else pt.t())
    nb.add(", a ")
    ka = r.random()
    if ka < 0.15:
        nb.add(K.age_words(ctx), r.choice(["-year-old", " year old"]))
    else:
        nb.add(K.age_bits(ctx, pt) if ka < 0.6 else [ctx.agep(), "-year-old"])
    nb.add(" ")
    if r.random() < 0.55:
        nb.add(r.choice(["retired ", ""]), ctx.prof(), " ")
    else:
        nb.add(r.choice(["gentleman ", "man ", "patient "]) if pt.sex == "M" else r.choice(["lady ", "woman ", "patient "]))
    if r.random() < 0.3:
        nb.w("originally from {c} ", c=ctx.abroad())
    nb.add("whom I saw in clinic on ", ctx.do(-r.randint(25, 90)), ". ")
    hx = r.choice(["presented with exertional chest tightness over the last 6 months",
                   "was admitted under us in ", "describes progressive SOB on exertion",
                   "had a syncopal episode while gardening"])
    nb.add(he, " ", hx)
    if hx.endswith("in "):
        nb.add(ctx.my(ctx.day(-r.randint(60, 200))), " with an NSTEMI")
    nb.add(". ")
    nb.add("Angiography at ", ctx.H2() if r.random() < 0.6 else "our unit", " on ", ctx.do(-r.randint(10, 40)),
           " showed: ", C.angio(r), ". ")
    nb.add("Echo: ", C.echo(r), ".\n\n")
    if r.random() < 0.5:
        nb.add(r.choice(["Images available on PACS / IEP, accession ", "CD of angio enclosed - accession ",
                         "Cine loops sent via image link, ref "]), ctx.idnum("rad"), ".\n\n")
    nb.add("PMH: ", "; ".join(C.pick(r, C.PMH, 2, 6)), ".\n")
    nb.add("Meds: ", ", ".join(C.pick(r, C.CARDIAC_MEDS, 4, 9)), ".\n")
    nb.add("Allergies: ", r.choice(C.ALLERGIES), "\n")
    nb.add("Bloods (", ctx.dshort(ctx.day(-r.randint(5, 30))), "): ", C.labs_line(r), "\n")
    nb.add("EuroSCORE II %.2f%%, STS PROM %.1f%%, CFS %d.\n\n" % (r.uniform(0.8, 9.5), r.uniform(0.6, 7.5),
                                                                  r.randint(2, 5)))
    nb.add("Social: ")
    K.social(ctx, nb, pt)
    nb.add("\n")
    fh = r.random()
    if fh < 0.4:
        f = ctx.fam("M")
        nb.w("FHx: father died of an MI aged {a}. ", a=P(str(r.randint(45, 70)), "AGE"))
    if r.random() < 0.4:
        f = ctx.fam()
        nb.w("{He} is keen to proceed and would like {his} {rel} {n} to be present at any consultation",
             He=he, his=his, rel=ctx.rel(f), n=f.fi())
        if r.random() < 0.5:
            nb.w(" (mob {t})", t=ctx.phone(mobile=True))
        nb.add(". ")
    nb.add("\n\n")
    nb.add(r.choice([
        "We discussed this case at our Heart Team meeting on ", "The case was reviewed at the joint cardiology/surgical MDT on ",
        "Discussed at Heart Team ",
    ]), ctx.do(-r.randint(3, 15)), r.choice([
        " and the consensus was for surgical revascularisation rather than multi-vessel PCI.",
        " - TAVI felt less suitable given bicuspid anatomy and age.",
        " and surgery was recommended. ", " - for surgical opinion re: AVR +/- CABG."]), "\n")
    if r.random() < 0.5:
        nb.add(he, " is currently an inpatient on ", ctx.ward(), ", bed ", P(str(r.randint(1, 32)), "LOCATION_OTHER"),
               ", awaiting inter-hospital transfer. Please contact the ward on ", ctx.phone(ext=True), ".\n")
    elif r.random() < 0.6:
        nb.add(he, " can be contacted on ", ctx.phone(mobile=True), r.choice([" (mobile).", ".", " - prefers calls after 2pm."]), "\n")
    if r.random() < 0.35:
        nb.add("I note ", his, " upcoming family wedding in ", ctx.abroad(), " on ", ctx.d(ctx.day(r.randint(40, 120))),
               " - ", he.lower(), " would prefer surgery before or after this date.\n")
    nb.add("\n")
    K.signoff(ctx, nb, ref, r.choice(["Consultant Cardiologist", "Consultant Interventional Cardiologist",
                                      "Cardiology Registrar (StR)", "Consultant Physician & Cardiologist"]),
              PL.CRED_PHYS)
    K.cc_block(ctx, nb, gp)


def preop(ctx, nb):
    r = ctx.r
    pt = ctx.patient()
    nurse = ctx.staff()
    surg = ctx.doc(surgeon=True)
    anaes = ctx.doc()
    proc = r.choice(C.PROCS_CARDIAC + C.PROCS_VASC[:9])
    op_off = r.randint(7, 28)
    nb.add(r.choice(["PRE-OPERATIVE ASSESSMENT CLINIC - CARDIOTHORACIC\n", "Pre-Assessment Clinic (Cardiac Surgery)\n",
                     "POAC - Vascular / Cardiac\n", "Pre-admission clinic\n"]))
    nb.add(ctx.H(), r.choice([" - ", "\n"]), r.choice(["Outpatients Level 2", "Surgical Admissions Unit", "POA suite"]),
           "\n")
    nb.w("Date of assessment: {d}   Time: {t}\n", d=ctx.do(0), t="%02d:%02d" % (r.randint(8, 16), r.choice([0, 15, 30, 45])))
    K.banner(ctx, nb, pt)
    nb.w("Assessed by: {n}, {role}\n", n=nurse.full(),
         role=r.choice(["Pre-op Nurse Practitioner", "CNS Pre-assessment", "Band 6 RN", "ANP"]))
    if r.random() < 0.5:
        lab, v = ctx.license("nurse")
        nb.w("{l}: {v}\n", l=lab, v=v)
    nb.w("Consultant: {s}\n", s=surg.t())
    nb.w("Planned procedure: {p} ({d})\n", p=proc[0], d=proc[1])
    nb.w("Provisional TCI: {d}{x}\n", d=ctx.dwk(ctx.day(op_off)) if r.random() < 0.5 else ctx.do(op_off),
         x=r.choice(["", " (day of surgery admission)", " - admit night before", " *TBC*"]))
    nb.add("\n")
    nb.add("HPC: ", r.choice({"cabg": ["Angina CCS III, ", "NSTEMI 6/52 ago, "], "valve": ["SOBOE NYHA II-III, ", "Presyncope, "],
                              "mv": ["SOBOE NYHA II-III, "], "aortic": ["Asymptomatic - surveillance, "],
                              "carotid": ["L amaurosis x2, ", "R hand weakness (TIA), "],
                              "bypass": ["Claudication 100m, ", "Rest pain L foot, "],
                              "aaa": ["Asymptomatic - surveillance, "], "evar": ["Asymptomatic - surveillance, "],
                              "amp": ["Non-healing ulcer, "]}[proc[2]]),
           r.choice(["stable since last review.", "worsening over 3/12.", "no rest pain.", "no syncope."]), "\n")
    nb.add("PMH:\n")
    for x in C.pick(r, C.PMH, 3, 6):
        nb.add(" - ", x, "\n")
    if r.random() < 0.5:
        nb.add(" - previous ", r.choice(["TURP", "lap chole", "R TKR", "hernia repair", "appendicectomy"]), " ",
               ctx.yr(r.randint(2, 25)), r.choice([" - uneventful GA", " (PONV)", ""]), "\n")
    nb.add("Allergies: ", r.choice(C.ALLERGIES), "\n\n")
    nb.add("MEDICATIONS & INSTRUCTIONS\n")
    meds = C.pick(r, C.CARDIAC_MEDS, 4, 8)
    for m in meds:
        nb.add("  ", m)
        low = m.lower()
        if "clopidogrel" in low or "ticagrelor" in low:
            nb.add(" -> STOP ", str(r.choice([5, 7])), " days pre-op (last dose ", ctx.dshort(ctx.day(op_off - 6)), ")")
        elif "apixaban" in low or "rivaroxaban" in low:
            nb.add(" -> omit 48h pre-op, last dose ", ctx.d(ctx.day(op_off - 3)))
        elif "warfarin" in low:
            nb.add(" -> stop ", ctx.weekday(ctx.day(op_off - 5)), ", bridging LMWH per haem, INR check on admission")
        elif "metformin" in low or "gliclazide" in low:
            nb.add(" -> omit morning of surgery")
        elif "ramipril" in low or "perindopril" in low or "candesartan" in low:
            nb.add(" -> omit 24h pre-op")
        else:
            nb.add(r.choice([" - continue", " - cont.", "", " - take with sip of water on day"]))
        nb.add("\n")
    nb.add("\nEXAMINATION\n")
    nb.add("BP %d/%d  HR %d %s  SpO2 %d%% RA  Wt %.1fkg  Ht %dcm  BMI %.1f\n" % (
        r.randint(104, 178), r.randint(55, 96), r.randint(48, 102), r.choice(["SR", "AF", "reg"]),
        r.randint(91, 99), r.uniform(52, 118), r.randint(150, 192), r.uniform(19, 41)))
    nb.add(r.choice(["HS I+II+ESM radiating to carotids. ", "HS normal. ", "Pansystolic murmur apex. "]),
           r.choice(["Chest clear. ", "Fine bibasal creps. ", "Scattered wheeze. "]),
           r.choice(["No peripheral oedema. ", "Pitting oedema to mid-shin. "]),
           r.choice(["Varicose veins L leg - marked for harvest R. ", "Veins OK both legs (mapped). ",
                     "Allen's test normal L. ", ""]), "\n")
    nb.add("Airway: Mallampati %d, mouth opening >3FB, neck movement full. Dentition: %s\n" % (
        r.randint(1, 3), r.choice(["own teeth, caps upper incisors", "upper denture", "edentulous", "good"])))
    if r.random() < 0.6:
        nb.add("Dental clearance: seen by ", ctx.staff().t() if r.random() < 0.5 else ["Dr ", ctx.doc().la()], " at ",
               P(r.choice(["Bridge Street Dental", "Smile Clinic", "Riverbank Dental Practice", "Harbour Dental Care"]),
                 "HOSPITAL"), " on ", ctx.do(-r.randint(5, 40)), " - ",
               r.choice(["no active infection.", "2 extractions done.", "OPG clear."]), "\n")
    nb.add("\nINVESTIGATIONS\n")
    nb.add("Bloods sent - FBC, U&E, LFT, clotting, HbA1c, G&S x2 (sample ID ", ctx.idnum("lab"), ")\n")
    nb.add("MRSA screen (nose/groin/perineum): lab no. ", ctx.idnum("lab"), r.choice([" - result awaited", " - NEG",
                                                                                         " - POSITIVE: decolonisation started"]),
           "\n")
    nb.add("ECG: ", r.choice(["SR 68, LBBB", "AF 84, no acute changes", "SR, Q waves II/III/aVF", "SR, LVH by voltage"]),
           "\n")
    nb.add("CXR: ", r.choice(["clear", "mild cardiomegaly", "hyperinflated, no consolidation"]), "   PFTs: FEV1 %.1f L (%d%%), FVC %.1f\n" % (
        r.uniform(1.1, 3.6), r.randint(45, 110), r.uniform(1.8, 4.8)))
    nb.add("Carotid duplex: ", r.choice(["<50% both sides", "R ICA 50-69%, L <50%", "not required"]), "\n")
    nb.add("Latest: ", C.labs_line(r), "\n")
    nb.add("\nRISK: ASA %d | CFS %d | EuroSCORE II %.2f%% | Rockwood %d | STOP-BANG %d\n" % (
        r.randint(2, 4), r.randint(2, 6), r.uniform(0.7, 12), r.randint(2, 6), r.randint(1, 7)))
    nb.add("Anaesthetic review: ", anaes.t() if r.random() < 0.5 else anaes.sl(),
           r.choice([" - happy to proceed.", " - needs echo first.", " - refer to high-risk anaesthetic clinic.",
                     " - ok, for TOE intra-op."]), "\n\n")
    nb.add("SOCIAL / DISCHARGE PLANNING\n")
    if r.random() < 0.3:
        nick = r.choice(["Bert", "Peggy", "Paddy", "Shaz", "Davo", "Mick", "Bunty", "Tess", "Jimmy", "Nell", "Taffy"])
        nb.add("Prefers to be called ", r.choice(['"', "'"]), P(nick, "PATIENT"), r.choice(['".', "'."]), " ")
    K.social(ctx, nb, pt)
    nb.add("\n")
    K.nok_line(ctx, nb, pt)
    if r.random() < 0.45:
        lab = r.choice(["Parking permit for", "Car reg (parking concession):", "Carer drop-off pass, vehicle"])
        nb.add(lab, " ", ctx.vehicle(), "\n")
    if r.random() < 0.3:
        lang, ctry = r.choice([("Polish", "Poland"), ("Punjabi", "India"), ("Urdu", "Pakistan"), ("Arabic", "Lebanon"),
                               ("Vietnamese", "Vietnam"), ("Greek", "Greece"), ("Lithuanian", "Lithuania"),
                               ("Tagalog", "Philippines"), ("Portuguese", "Portugal"), ("Bengali", "Bangladesh")])
        nb.add("Interpreter required - ", lang, " (family from ", P(ctry, "COUNTRY"), ").\n")
    if r.random() < 0.2:
        nb.add("Jehovah's Witness - declines blood products; advance decision copy scanned. Cell salvage acceptable.\n")
    if r.random() < 0.25:
        nb.add("Transfusion ID band enrolled; biometric ID ", ctx.bioid(), ".\n")
    nb.add("Patient information: ", r.choice(["booklet given", "leaflet + link emailed"]), " (", ctx.url(), ")\n")
    if r.random() < 0.5:
        nb.add("Pt email for appointment letters: ", pt.email(r.choice(["example.com", "example.net"])), "\n")
    nb.add("\nPlan: ", r.choice(["fit to proceed", "proceed - ensure X-match 2 units", "defer pending HbA1c optimisation",
                                 "proceed; ICU bed booked", "discuss with consultant re frailty"]), ".\n")
    k = r.randrange(3)
    if k == 0:
        nb.add("Signed: ", nurse.sl(), "  ", ctx.do(0), "\n")
    elif k == 1:
        nb.add("Entered on ePOA by ", nurse.user(), " ", ctx.do(0), " %02d:%02d\n" % (r.randint(9, 17), r.randint(0, 59)))
    else:
        nb.add(nurse.ini(), " ", r.choice(["RN", "ANP", "CNS"]), "\n")


def opnote(ctx, nb):
    r = ctx.r
    pt = ctx.patient()
    surg = ctx.doc(surgeon=True)
    asst = ctx.doc()
    anaes = ctx.doc()
    scrub = ctx.staff()
    perf = ctx.staff()
    cardiac = r.random() < 0.6
    proc = r.choice(C.PROCS_CARDIAC if cardiac else C.PROCS_VASC)
    nb.add(r.choice(["OPERATION NOTE\n", "Operation Record\n", "THEATRE OPERATION NOTE\n", "Op note\n"]))
    if r.random() < 0.6:
        nb.add(ctx.H(), "  -  Theatre ", P(str(r.randint(1, 12)) + r.choice(["", "", "A", "B"]), "LOCATION_OTHER"),
               "\n")
    else:
        nb.add("Theatre ", P(r.choice(["CT1", "CT2", "3", "7", "Hybrid 1", "9"]), "LOCATION_OTHER"), ", ", ctx.H(), "\n")
    K.banner(ctx, nb, pt, style=r.choice([0, 3]))
    nb.w("Date of operation: {d}", d=ctx.do(0))
    nb.add("   Knife to skin %02d:%02d\n" % (r.randint(8, 15), r.randint(0, 59)))
    if r.random() < 0.6:
        nb.w("Case ID: {c}   {al}: {a}\n", c=ctx.idnum("theatre"), al=ctx.acc_label(), a=ctx.account())
    nb.add("Surgeon: ", surg.tf(), r.choice(["", " (Consultant)", ", " + r.choice(PL.CRED_SURG[ctx.c])]), "\n")
    nb.add("Assistant: ", asst.tf(), r.choice([" (StR)", " (SpR)", " (SCP)", " (fellow)", ""]), "\n")
    nb.add("Anaesthetist: ", anaes.tf(), "\n")
    if cardiac:
        nb.add("Perfusionist: ", perf.full(), "\n")
    nb.add("Scrub: ", scrub.full() if r.random() < 0.5 else scrub.sl(), "\n")
    nb.add("Urgency: ", r.choice(["Elective", "Urgent (in-house)", "Emergency", "Salvage"]), "   ASA ", str(r.randint(2, 5)),
           "\n\n")
    nb.add("Procedure: ", proc[0], "\n")
    nb.add("Indication: ", r.choice({
        "cabg": ["3VD, CCS III", "LMS + 2VD, NSTEMI in-house"], "valve": ["severe AS, NYHA III", "severe AR, dilated LV"],
        "mv": ["severe MR, flail P2", "severe MR + AF"], "aortic": ["acute type A dissection", "aortic root 5.4cm"],
        "carotid": ["L amaurosis fugax x2", "crescendo TIAs", "symptomatic 80% ICA stenosis"],
        "bypass": ["rest pain L forefoot", "tissue loss L hallux", "claudication 50 yds, failed BMT"],
        "aaa": ["AAA 5.9cm on surveillance", "symptomatic AAA 6.4cm"], "evar": ["AAA 5.6cm, suitable anatomy"],
        "amp": ["unreconstructable CLTI, wet gangrene", "infected necrotic foot, sepsis"]}[proc[2]]), "\n\n")
    nb.add("Findings:\n")
    if cardiac:
        f1, f2 = {"cabg": (["Good LV, targets 1.75-2mm", "Diffusely diseased LAD - endarterectomy", "Intramyocardial LAD"],
                           ["good biventricular function", "no new RWMA"]),
                  "valve": (["Heavily calcified trileaflet AV", "Bicuspid AV, calcified raphe", "Small annulus (21mm sizer)"],
                            ["well seated prosthesis, no PVL", "MPG 9, no PVL"]),
                  "mv": (["P2 prolapse with ruptured chords", "Annular dilatation, restricted P3"],
                         ["no residual MR", "trivial central MR, MPG 3"]),
                  "aortic": (["Intimal tear 2cm above STJ, dissection into arch", "Aneurysmal root 5.6cm, thin-walled",
                              "Calcified ascending aorta - epiaortic scan"], ["competent AV, good LV", "trivial AR"])}[proc[2]]
        nb.add(" - ", r.choice(f1), "\n")
        if "Redo" in proc[0]:
            nb.add(" - Dense adhesions (redo)\n")
        nb.add(" - TOE post-bypass: ", r.choice(f2), "\n")
    else:
        nb.add(" - ", r.choice(C.VASC_FINDINGS[proc[2]]), "\n")
    nb.add("\nProcedure details:\n")
    if cardiac:
        nb.add("Median sternotomy. ", r.choice(["LIMA harvested skeletonised. ", "Pericardial cradle. "]) if proc[2] == "cabg"
               else ("Redo - oscillating saw. " if "Redo" in proc[0] else "Pericardial cradle. "),
               "Heparin 300 IU/kg, ACT >480. Aortic + 2-stage venous cannulation. CPB at 34C. ",
               r.choice(["Antegrade + retrograde cold blood cardioplegia. ", "Del Nido cardioplegia. ",
                         "Custodiol single dose. "]), "\n")
        nb.add("Grafts/Repair: ", proc[1], ".\n")
        nb.add("XC %d min, CPB %d min. " % (r.randint(38, 140), r.randint(55, 210)))
        nb.add(r.choice(["Weaned easily on low-dose NA. ", "Weaned with dobutamine 5. ", "Required IABP to wean. "]),
               "Protamine. 2 x ", r.choice(["28Fr", "32Fr", "24Fr Blake"]), " drains. Epicardial ",
               r.choice(["V wires", "A+V wires"]), ". Sternum closed with ", str(r.randint(6, 9)), " wires.\n")
    else:
        nb.add(r.choice(C.VASC_APPROACH[proc[2]]))
        if proc[2] != "amp":
            nb.add("Heparin %d units IV. " % r.choice([3000, 5000, 7500]))
        nb.add(proc[1], ". ", r.choice({
            "carotid": ["Shunt time %d min. " % r.randint(14, 45), "Clamp time %d min. " % r.randint(14, 45),
                        "Back-bleeding good. "],
            "bypass": ["Completion angio satisfactory. ", "Doppler signals good in DP/PT. ", "Graft pulse palpable. "],
            "aaa": ["Clamp time %d min. " % r.randint(30, 80), "Legs reperfused sequentially. ", "Sac closed over graft. "],
            "evar": ["Completion angio satisfactory. ", "Balloon moulding of seal zones. "],
            "amp": ["Haemostasis secured. ", "Drain left in situ. "]}[proc[2]]), "\n")
        nb.add("Closure: ", r.choice(["2/0 vicryl, 3/0 monocryl subcut", "clips", "loop PDS, staples"]), ".\n")
    nb.add("\nImplants:\n")
    pool = C.IMPLANTS[proc[2]]
    if pool == ["(none)"]:
        nb.add("  Nil\n")
    else:
        for item in r.sample(pool, 1 if proc[2] == "valve" else r.randint(1, min(3, len(pool)))):
            nb.add("  ", item, "  REF ", r.choice(["3300TFX", "5200-28", "IM2810", "EZ-40B", "PV-2216", "TPB-5388"]),
                   "  SN ", ctx.device(), "\n")
    if cardiac and r.random() < 0.3:
        nb.add("  Temporary pacing box SN ", ctx.device(), " (returned to CTICU)\n")
    nb.add("\nEBL ", str(r.randint(150, 1600)), "ml. Cell saver returned ", str(r.randint(0, 900)), "ml.\n")
    if r.random() < 0.6:
        nb.add("Specimens: ", {"cabg": "LAD endarterectomy core", "valve": "AV leaflets", "mv": "MV leaflet segment",
                               "aortic": "aortic wall", "carotid": "ICA plaque", "bypass": "CFA plaque", "aaa": "sac thrombus",
                               "evar": "none (n/a)", "amp": "limb for disposal, bone margin"}[proc[2]],
               " -> histo, specimen no. ", ctx.idnum("histo"), "\n")
    nb.add("\nPost-op instructions:\n")
    post = (["To " + r.choice(["CTICU", "ICU", "CICU"]), "Aspirin 75mg tonight via NG", "Keep MAP 65-80",
             "Hourly drain obs - call if >200ml/hr", "Remove drains when <50ml/4h", "Check Hb and clotting on arrival",
             "Pacing VVI 50 backup", "Warfarin from POD 1 (mech valve)" if "Mechanical" in proc[0] else "CXR on arrival"]
            if cardiac else
            ["To " + r.choice(["HDU", "vascular HDU", "recovery then ward"]), "DVT prophylaxis from POD 1",
             "Check Hb and clotting on arrival"] +
            {"carotid": ["Neuro obs 1/2hrly x 4h", "Keep SBP <140", "Watch neck for haematoma"],
             "bypass": ["Foot pulses 1/2 hrly", "Graft Doppler hourly", "Clopidogrel from tomorrow"],
             "aaa": ["Keep epidural", "NG free drainage", "Hourly UO, IAP if oliguric"],
             "evar": ["Groin checks 1/2 hrly", "Bed rest 4h", "CTA at 1 month"],
             "amp": ["Stump check", "Physio referral for POD 1", "Analgesia - nerve catheter"]}[proc[2]])
    for x in r.sample(post, 4):
        nb.add("- ", x, "\n")
    nb.add("\n")
    k = r.randrange(3)
    if k == 0:
        lab, v = ctx.license("doc")
        nb.add(surg.tf(), "  ", lab, " ", v, "\n")
    elif k == 1:
        nb.add("Signed ", surg.sl(), " ", ctx.do(0), " %02d:%02d\n" % (r.randint(11, 20), r.randint(0, 59)))
    else:
        nb.add("Op note completed by ", asst.full(), " for ", surg.t(), "\n")
    if r.random() < 0.35:
        nb.add("[e-signed via ", r.choice(["TheatreMan", "ORMIS", "iPM", "eOR"]), " user ", surg.user(), " at ",
               ctx.ip(), "]\n")
